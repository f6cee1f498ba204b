import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { WebHost } from '../../electron/web-host/server';
import { clusterProblems } from '../../shared/hreflang/cluster-problems';
import { findClusters } from '../../shared/hreflang/hreflang-clusters';
import { en } from '../../shared/i18n/messages/en';
import { nl } from '../../shared/i18n/messages/nl';
import type { Locale } from '../../shared/i18n/locales';
import { dutchScreenshot } from './support/english-left';
import { exportAndReimport } from './support/export-reimport';
import { expect, screenshot, test } from './support/fixtures';
import { gridHelpers } from './support/grid';

/*
 * Three pages in English, Dutch and German whose clusters are broken three ways: a missing return
 * link and x-default (/a), a page listing only one other and an x-default of its own (/b), and
 * x-defaults that differ (/c).
 */
/** The panel's words in each language, from the catalogues. */
const WORDS = { en: en.languages, nl: nl.languages };
const DETAILS = { en: en.details, nl: nl.details };

const FIXTURE = join(__dirname, '../fixtures/languages/broken-clusters.xml');
test.use({ launchPaths: [FIXTURE], viewport: { width: 1400, height: 900 } });

/**
 * The fixture holds 24 links; complete, each of its 9 rows lists all 3 pages and one x-default (36).
 * Two x-defaults are replaced (/nl/b's and /nl/c's own), so 14 are added and 2 removed, in the 6 rows
 * that were not complete: /nl/a, /de/a, /en/b, /nl/b, /de/b and /nl/c.
 */
const SUMMARY: Record<Locale, string> = {
  en: '14 links added and 2 removed in 6 rows',
  nl: '14 links toegevoegd en 2 weggehaald in 6 rijen',
};

/** Opens the panel from the Tools menu, or (with `open`) the way it says. */
async function openPanel(app: Page, host: WebHost, locale: Locale, open?: () => Promise<void>) {
  const words = WORDS[locale];
  if (open) await open();
  else host.emit('menuCommand', { type: 'tools.languages' });
  const panel = app.getByRole('dialog', { name: words.panel.title });
  const matrix = panel.getByRole('table', { name: words.matrix.label });
  await expect(matrix).toBeVisible();
  return { panel, matrix, problems: matrix.locator('[data-code]') };
}

async function closePanel(app: Page, locale: Locale): Promise<void> {
  const words = WORDS[locale];
  await app.getByRole('button', { name: words.panel.close, exact: true }).click();
  await expect(app.getByRole('dialog', { name: words.panel.title })).toHaveCount(0);
}

/** Each cluster's problems as the panel shows them, cluster by cluster. */
async function codesByCluster(app: Page, host: WebHost, locale: Locale): Promise<string[][]> {
  const { panel, problems } = await openPanel(app, host, locale);
  const next = panel.getByRole('button', { name: WORDS[locale].panel.next });
  const codes: string[][] = [];
  for (;;) {
    codes.push((await problems.evaluateAll((found) => found.map((el) => el.getAttribute('data-code')!))).sort());
    if (await next.isDisabled()) break;
    await next.click();
  }
  await closePanel(app, locale);
  return codes;
}

async function completeEveryCluster(app: Page, host: WebHost, locale: Locale): Promise<void> {
  const words = WORDS[locale];
  const shot = locale === 'nl' ? dutchScreenshot : screenshot;
  const { cell } = gridHelpers(app, 'broken-clusters');
  await cell(2, 'loc').click(); // /nl/a

  // From the row details: the alternates tab opens the row's cluster.
  const { panel, matrix, problems } = await openPanel(app, host, locale, async () => {
    await app.keyboard.press('Alt+Enter');
    await app.getByRole('tab', { name: new RegExp(DETAILS[locale].tabs.alternates) }).click();
    await app.getByRole('button', { name: DETAILS[locale].alternates.cluster }).click();
  });
  await expect(panel.getByRole('columnheader')).toHaveText([words.matrix.page, 'de', 'en', 'nl', 'x-default']);
  await expect(matrix.getByRole('rowheader')).toHaveText([/\/en\/a/, /\/nl\/a/, /\/de\/a/]);
  // /de/a does not link back to /en/a (under en); /nl/a names no x-default where /en/a names itself.
  const deRow = matrix.getByRole('row').filter({ has: app.getByRole('rowheader', { name: /\/de\/a/ }) });
  await expect(deRow.getByRole('cell').nth(1).locator('[data-code]')).toHaveAttribute(
    'data-code',
    'hreflang-return-missing',
  );
  await expect(deRow.getByRole('cell').nth(1)).toContainText('https://example.com/en/a');
  const nlRow = matrix.getByRole('row').filter({ has: app.getByRole('rowheader', { name: /\/nl\/a/ }) });
  await expect(nlRow.getByRole('cell').nth(3).locator('[data-code]')).toHaveAttribute(
    'data-code',
    'hreflang-x-default-differs',
  );
  // Nor does /nl/a list /de/a, which lists nothing: a gap no return link shows, told under de.
  await expect(nlRow.getByRole('cell').nth(0).locator('[data-code]')).toHaveAttribute(
    'data-code',
    'hreflang-pages-unlisted',
  );
  await expect(nlRow.getByRole('cell').nth(0)).toContainText('https://example.com/de/a');
  await expect(problems).toHaveCount(3);
  await shot(app, `languages-matrix-${locale}`);

  // Complete all clusters: the English page of each as x-default, previewed, then applied.
  await panel.getByRole('button', { name: words.complete.all }).click();
  await panel.getByRole('combobox').selectOption({ label: words.complete.languagePage.replace('{language}', 'en') });
  await expect(panel.getByTestId('completion-summary')).toHaveText(SUMMARY[locale]);
  await expect(panel.getByText('+ en https://example.com/en/a')).toHaveCount(1); // only /de/a lacks it
  await shot(app, `languages-preview-${locale}`);
  await panel.getByRole('button', { name: words.complete.apply }).click();
  await expect(matrix).toBeVisible();
  await expect(problems).toHaveCount(0);
  await closePanel(app, locale);
  expect(await codesByCluster(app, host, locale)).toEqual([[], [], []]);

  // Undo brings every problem back; redo takes them away again.
  host.emit('menuCommand', { type: 'edit.undo' });
  const broken = await codesByCluster(app, host, locale);
  expect(broken.map((codes) => codes.length > 0)).toEqual([true, true, true]);
  host.emit('menuCommand', { type: 'edit.redo' });
  expect(await codesByCluster(app, host, locale)).toEqual([[], [], []]);

  // Exported and read back: every cluster complete, with the English page as x-default.
  const rows = await exportAndReimport(app, `languages-e2e-${locale}`);
  const tables = [{ rows }];
  expect(findClusters(tables).count).toBe(3);
  expect(clusterProblems(tables)).toEqual([]);
  for (const row of rows) {
    const page = row.loc.split('/').at(-1)!;
    expect(row.alternates.map(({ hreflang, href }) => `${hreflang} ${href}`).sort()).toEqual([
      `de https://example.com/de/${page}`,
      `en https://example.com/en/${page}`,
      `nl https://example.com/nl/${page}`,
      `x-default https://example.com/en/${page}`,
    ]);
  }
}

// The UI probe: messages naming whole URLs widened the matrix past its dialog, its x-default column cut off.
test.describe('in a narrower window', () => {
  test.use({ viewport: { width: 900, height: 800 } });
  test('the matrix fits its dialog: a message naming URLs wraps inside its cell', async ({ app, host }) => {
    await gridHelpers(app, 'broken-clusters').cell(2, 'loc').click();
    const { panel } = await openPanel(app, host, 'en');
    const scroller = panel.locator('.scroller');
    const widths = await scroller.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });

  // The UI probe: with six languages the matrix scrolled sideways, and its page column with it.
  test('the page column stays in view while the languages scroll sideways', async ({ app, host }) => {
    await app.setViewportSize({ width: 520, height: 800 });
    await gridHelpers(app, 'broken-clusters').cell(2, 'loc').click();
    const { panel, matrix } = await openPanel(app, host, 'en');
    const scroller = panel.locator('.scroller');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const page = matrix.getByRole('rowheader').first();
    const header = matrix.getByRole('columnheader').first();
    const before = [(await page.boundingBox())!.x, (await header.boundingBox())!.x];
    await scroller.evaluate((el) => el.scrollBy(400, 0));
    await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect([(await page.boundingBox())!.x, (await header.boundingBox())!.x]).toEqual(before);
    await screenshot(app, 'languages-matrix-scrolled');
  });
});

test('the Languages panel shows a cluster with its problems and completes every cluster, undoably, in English', async ({
  app,
  host,
}) => {
  await completeEveryCluster(app, host, 'en');
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });
  test('the Languages panel speaks Dutch', async ({ app, host }) => {
    await completeEveryCluster(app, host, 'nl');
  });
});
