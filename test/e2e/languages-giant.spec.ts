import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { WebHost } from '../../electron/web-host/server';
import { en } from '../../shared/i18n/messages/en';
import { nl } from '../../shared/i18n/messages/nl';
import type { Locale } from '../../shared/i18n/locales';
import { giantCluster, JOINING_LINK } from '../support/giant-cluster';
import { serializeUrlset } from '../support/plain-serializer';
import { makeTempDir } from '../support/temp-dir';
import { dutchScreenshot } from './support/english-left';
import { expect, screenshot, test } from './support/fixtures';

/*
 * One hreflang cluster of 20,002 pages: two sites of English and Dutch pairs, each page naming its
 * home as x-default, joined by one wrong link on the blog's home (test/support/giant-cluster.ts).
 */
const CONTENTS = 5000;
const PAGES = 4 * CONTENTS + 2;
/** The blog's home, after its 10,000 pages: row 10,001 of the matrix, on its 201st page of 50. */
const JOINING_MEMBER = 2 * CONTENTS;
const WORDS = { en: en.languages, nl: nl.languages };
const PAGE_RANGE: Record<Locale, (from: string, to: string) => string> = {
  en: (from, to) => `Pages ${from}–${to} of 20,002`,
  nl: (from, to) => `Pagina's ${from}–${to} van 20.002`,
};

const SITEMAP = join(
  makeTempDir({ 'giant-cluster.xml': serializeUrlset(giantCluster(CONTENTS)) }),
  'giant-cluster.xml',
);
test.use({ launchPaths: [SITEMAP], viewport: { width: 1400, height: 900 } });

async function openGiantCluster(app: Page, host: WebHost, locale: Locale) {
  const words = WORDS[locale];
  const shot = locale === 'nl' ? dutchScreenshot : screenshot;
  await expect(app.getByRole('grid')).toBeVisible({ timeout: 90_000 });
  // Noted as it happens: the building state may last less than an assertion's poll.
  await app.evaluate(() => {
    const seen = window as unknown as { buildingSeen?: string };
    new MutationObserver(() => {
      const status = document.querySelector('[data-testid="cluster-building"]');
      if (status) seen.buildingSeen = status.textContent!.trim();
    }).observe(document.body, { childList: true, subtree: true });
  });
  host.emit('menuCommand', { type: 'tools.languages' });
  const panel = app.getByRole('dialog', { name: words.panel.title });
  const matrix = panel.getByRole('table', { name: words.matrix.label });
  await expect(matrix).toBeVisible({ timeout: 60_000 });
  expect(await app.evaluate(() => (window as unknown as { buildingSeen?: string }).buildingSeen)).toBe(
    words.panel.building,
  );

  // The first page of the matrix: 50 of the 20,002 pages.
  await expect(matrix.locator('tbody tr')).toHaveCount(50);
  await expect(panel.getByTestId('member-range')).toHaveText(PAGE_RANGE[locale]('1', '50'));
  // Said to be giant, with the link that joins it named on the row that lists it.
  const notice = panel.getByTestId('giant-notice');
  await expect(notice).toContainText(
    words.giant.large.split(' | ')[1]!.replace('{count}', locale === 'nl' ? '20.002' : '20,002'),
  );
  const link = notice.getByTestId('joining-link');
  await expect(link).toHaveCount(1);
  await expect(link).toContainText(words.giant.joinedBy.replace('{loc}', JOINING_LINK.from));
  await expect(link).toContainText(JOINING_LINK.href);
  await shot(app, `languages-giant-${locale}`);

  // Show this row: the page of the matrix that holds it, its row naming the joining link.
  await link.getByRole('button', { name: words.giant.show }).click();
  const page = Math.floor(JOINING_MEMBER / 50);
  const [from, to] = [page * 50 + 1, page * 50 + 50].map((n) => n.toLocaleString(locale === 'nl' ? 'nl-NL' : 'en-US'));
  await expect(panel.getByTestId('member-range')).toHaveText(PAGE_RANGE[locale](from!, to!));
  const row = matrix.getByRole('row').filter({ has: app.getByRole('rowheader', { name: JOINING_LINK.from }) });
  await expect(row.locator('[data-code="hreflang-cluster-joined"]')).toHaveCount(1);
  await shot(app, `languages-giant-row-${locale}`);
  expect(PAGES).toBe(20_002);
}

/** "Rows 1–100 of 10,001" for `count` rows in `locale`. */
const rowRange = (locale: Locale, from: number, to: number, count: string): string =>
  WORDS[locale].complete.rowRange
    .replace('{from}', from.toLocaleString(locale === 'nl' ? 'nl-NL' : 'en-US'))
    .replace('{to}', to.toLocaleString(locale === 'nl' ? 'nl-NL' : 'en-US'))
    .replace('{count}', count);

/** Completes the giant cluster from its preview (worked out in steps, paged), then undoes it. */
async function completeGiantCluster(app: Page, host: WebHost, locale: Locale) {
  const words = WORDS[locale];
  const shot = locale === 'nl' ? dutchScreenshot : screenshot;
  await expect(app.getByRole('grid')).toBeVisible({ timeout: 90_000 });
  host.emit('menuCommand', { type: 'tools.languages' });
  const panel = app.getByRole('dialog', { name: words.panel.title });
  await expect(panel.getByRole('table', { name: words.matrix.label })).toBeVisible({ timeout: 60_000 });

  const preview = async (): Promise<string> => {
    await panel.getByRole('button', { name: words.complete.cluster }).click();
    const summary = panel.getByTestId('completion-summary').or(panel.getByText(words.complete.nothingToDo));
    await expect(summary).toBeVisible({ timeout: 60_000 });
    return (await summary.textContent())!.trim();
  };
  // The cluster's problems as they are now: after the undo, they are so again.
  const problems = panel.getByTestId('cluster-problem-count');
  const problemsBefore = (await problems.textContent())!;
  const before = await preview();
  // One page a language, the x-default named now among them: not 20,002 options.
  expect(await panel.getByRole('combobox').locator('option').count()).toBeLessThanOrEqual(4);
  // The rows it changes, 100 at a time.
  const rows = /in ([\d.,]+) (?:rows|rijen)/.exec(before)![1]!;
  const range = panel.getByTestId('preview-range').first();
  await expect(range).toHaveText(rowRange(locale, 1, 100, rows));
  await expect(panel.getByTestId('completion-rows').locator(':scope > li')).toHaveCount(100);
  await panel.getByRole('button', { name: words.complete.nextRows }).click();
  await expect(range).toHaveText(rowRange(locale, 101, 200, rows));
  await shot(app, `languages-giant-complete-${locale}`);

  await panel.getByRole('button', { name: words.complete.apply }).click();
  await expect(panel.getByRole('table', { name: words.matrix.label })).toBeVisible({ timeout: 60_000 });
  // Complete now: a second preview has nothing to change, and leaves the cluster's conflicts to the person.
  expect(await preview()).toBe(words.complete.nothingToDo);
  await panel.getByRole('button', { name: words.complete.back }).click();
  await expect(problems).not.toHaveText(problemsBefore);
  host.emit('menuCommand', { type: 'edit.undo' });
  // The undo has landed once the problems are as they were: a preview asked for before that is
  // dropped with the rows it was for, as it should be, and the panel goes back to the cluster.
  await expect(problems).toHaveText(problemsBefore, { timeout: 60_000 });
  await expect(panel.getByRole('table', { name: words.matrix.label })).toBeVisible({ timeout: 60_000 });
  expect(await preview()).toBe(before);
}

test('the giant cluster is completed from a paged preview, then undone', async ({ app, host }) => {
  test.setTimeout(180_000);
  await completeGiantCluster(app, host, 'en');
});

test('a giant cluster is built in steps, then shown a page at a time with the link that joins it', async ({
  app,
  host,
}) => {
  test.setTimeout(180_000);
  await openGiantCluster(app, host, 'en');
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });
  test('een reuzencluster, stap voor stap opgebouwd, met de link die het verbindt', async ({ app, host }) => {
    test.setTimeout(180_000);
    await openGiantCluster(app, host, 'nl');
  });
  test('het reuzencluster aangevuld vanuit een voorbeeld per pagina, dan ongedaan gemaakt', async ({ app, host }) => {
    test.setTimeout(180_000);
    await completeGiantCluster(app, host, 'nl');
  });
});
