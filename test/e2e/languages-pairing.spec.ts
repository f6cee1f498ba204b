import type { Page } from '@playwright/test';
import { join } from 'node:path';
import type { WebHost } from '../../electron/web-host/server';
import { clusterProblems } from '../../shared/hreflang/cluster-problems';
import { findClusters } from '../../shared/hreflang/hreflang-clusters';
import { en } from '../../shared/i18n/messages/en';
import { nl } from '../../shared/i18n/messages/nl';
import type { Locale } from '../../shared/i18n/locales';
import { makeTempDir } from '../support/temp-dir';
import { dutchScreenshot } from './support/english-left';
import { exportAndReimport } from './support/export-reimport';
import { expect, screenshot, test } from './support/fixtures';

/* A sitemap without alternates: /a in English, Dutch and German, /b in English and Dutch, and /about. */
const NO_ALTERNATES = join(__dirname, '../fixtures/languages/no-alternates.xml');
/* Translated slugs: shoes in en, nl and de, hats in en and nl, and /about; the CSV names a German hat no row has. */
const TRANSLATED = join(__dirname, '../fixtures/languages/translated-slugs.xml');
const SLUGS_CSV = join(__dirname, '../fixtures/languages/translated-slugs.csv');
const E = 'https://example.com';
/* A larger site, 20,000 contents in en, nl and de: pairing takes many slices of page time. */
const PAGES = 20_000;
const LARGE = join(
  makeTempDir({
    'large-site.xml': `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${[
      'en',
      'nl',
      'de',
    ]
      .flatMap((code) => Array.from({ length: PAGES }, (_, i) => `<url><loc>${E}/${code}/page-${i}</loc></url>`))
      .join('\n')}\n</urlset>\n`,
  }),
  'large-site.xml',
);

const WORDS = { en: en.languages, nl: nl.languages };
/** /a's 3 rows get 3 links each, /b's 2 rows 2 each; /about has no language. */
const SUMMARY: Record<Locale, string> = {
  en: '2 contents found in several languages: 13 links to add',
  nl: '2 inhouden gevonden in meerdere talen: 13 links toe te voegen',
};
const CSV_LINE: Record<Locale, string> = {
  en: 'translated-slugs.csv, line 3, column 3 (de): no row of the project has /de/huete',
  nl: 'translated-slugs.csv, regel 3, kolom 3 (de): geen rij van het project heeft /de/huete',
};
const CSV_FAULT: Record<Locale, string> = {
  en: 'broken.csv, line 3, column 10: a quote opens a value and is never closed.',
  nl: 'broken.csv, regel 3, kolom 10: een aanhalingsteken opent een waarde en wordt nooit gesloten.',
};

const shotFor = (locale: Locale) => (locale === 'nl' ? dutchScreenshot : screenshot);

async function openPairing(app: Page, host: WebHost, locale: Locale, grid: string) {
  const words = WORDS[locale];
  await expect(app.getByRole('grid', { name: grid })).toBeVisible();
  host.emit('menuCommand', { type: 'tools.languages' });
  const panel = app.getByRole('dialog', { name: words.panel.title });
  await expect(panel.getByText(words.panel.none)).toBeVisible();
  await panel.getByRole('button', { name: words.pair.open }).click();
  return panel;
}

async function pairByRule(app: Page, host: WebHost, locale: Locale): Promise<void> {
  const words = WORDS[locale];
  const panel = await openPairing(app, host, locale, 'no-alternates');
  await panel.getByLabel(words.pair.rule).fill('/{lang}/path');
  await panel.getByRole('button', { name: words.pair.preview }).click();
  await expect(panel.getByTestId('pairing-summary')).toHaveText(SUMMARY[locale]);
  await shotFor(locale)(app, `languages-pairing-${locale}`);
  await panel.getByRole('button', { name: words.complete.apply }).click();

  // The two clusters are there now, complete but for an x-default.
  const matrix = panel.getByRole('table', { name: words.matrix.label });
  await expect(matrix.getByRole('rowheader')).toHaveText([/\/en\/a/, /\/nl\/a/, /\/de\/a/]);
  await expect(matrix.locator('[data-code]')).toHaveAttribute('data-code', 'hreflang-x-default-missing');
  await panel.getByRole('button', { name: words.panel.close, exact: true }).click();

  // Undo takes every link away; redo brings the clusters back.
  host.emit('menuCommand', { type: 'edit.undo' });
  host.emit('menuCommand', { type: 'tools.languages' });
  await expect(panel.getByText(words.panel.none)).toBeVisible();
  await panel.getByRole('button', { name: words.panel.close, exact: true }).click();
  host.emit('menuCommand', { type: 'edit.redo' });
  host.emit('menuCommand', { type: 'tools.languages' });
  await expect(matrix.getByRole('rowheader')).toHaveText([/\/en\/a/, /\/nl\/a/, /\/de\/a/]);
}

async function pairFromCsv(app: Page, host: WebHost, locale: Locale): Promise<void> {
  const words = WORDS[locale];
  const panel = await openPairing(app, host, locale, 'translated-slugs');

  // A CSV it cannot read: the file, line and column, and nothing proposed.
  const broken = join(
    makeTempDir({ 'broken.csv': 'en,nl\n/en/shoes,/nl/schoenen\n/en/hats,"/nl/hoeden\n' }),
    'broken.csv',
  );
  host.dialogs.answerNextOpen([broken]);
  await panel.getByRole('button', { name: words.pair.csvOpen }).click();
  await expect(panel.getByRole('alert')).toHaveText(CSV_FAULT[locale]);

  host.dialogs.answerNextOpen([SLUGS_CSV]);
  await panel.getByRole('button', { name: words.pair.csvOpen }).click();
  await expect(panel.getByTestId('pairing-summary')).toHaveText(SUMMARY[locale]);
  await expect(panel.getByTestId('pairing-csv-lines').getByRole('listitem')).toHaveText([CSV_LINE[locale]]);
  await expect(panel.getByText(words.pair.csvUnmatched.split(' | ')[0]!.replace('{count}', '1'))).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await shotFor(locale)(app, `languages-pairing-csv-${locale}`);
  await panel.getByRole('button', { name: words.complete.apply }).click();
  const matrix = panel.getByRole('table', { name: words.matrix.label });
  await expect(matrix.getByRole('rowheader')).toHaveText([/\/en\/shoes/, /\/nl\/schoenen/, /\/de\/schuhe/]);
  await panel.getByRole('button', { name: words.panel.close, exact: true }).click();

  // Exported and read back: both clusters complete, each page listing every page of its content and itself.
  const rows = await exportAndReimport(app, `languages-pairing-csv-${locale}`);
  const tables = [{ rows }];
  expect(findClusters(tables).count).toBe(2);
  expect(new Set(clusterProblems(tables).map(({ problem }) => problem.code))).toEqual(
    new Set(['hreflang-x-default-missing']),
  );
  const links = (loc: string): string[] =>
    rows.find((row) => row.loc === `${E}${loc}`)!.alternates.map(({ hreflang, href }) => `${hreflang} ${href}`);
  const shoes = [`en ${E}/en/shoes`, `nl ${E}/nl/schoenen`, `de ${E}/de/schuhe`];
  for (const page of ['/en/shoes', '/nl/schoenen', '/de/schuhe']) expect(links(page)).toEqual(shoes);
  for (const page of ['/en/hats', '/nl/hoeden']) expect(links(page)).toEqual([`en ${E}/en/hats`, `nl ${E}/nl/hoeden`]);
  expect(links('/about')).toEqual([]);
}

/** A flow on a sitemap the app opens at launch, in English and in Dutch. */
function inBothLanguages(title: string, launch: string, flow: typeof pairByRule): void {
  test.describe(title, () => {
    test.use({ launchPaths: [launch], viewport: { width: 1400, height: 900 } });
    test(`${title}, in English`, async ({ app, host }) => flow(app, host, 'en'));
    test.describe('in Dutch', () => {
      test.use({ locale: 'nl-NL' });
      test(`${title}, in Dutch`, async ({ app, host }) => flow(app, host, 'nl'));
    });
  });
}

inBothLanguages('Pair pages… adds the links a rule of the URLs proposes, undoably', NO_ALTERNATES, pairByRule);
inBothLanguages('Pair from a CSV of slugs… pairs translated pages, which export complete', TRANSLATED, pairFromCsv);

test.describe('pairing a larger site', () => {
  test.use({ launchPaths: [LARGE], viewport: { width: 1400, height: 900 } });
  test('shows its progress while it works the pairs out, stops at Cancel, and applies as one step', async ({
    app,
    host,
  }) => {
    // 60,000 rows paired twice and applied: its waits of up to a minute need more than the default 30 s.
    test.setTimeout(180_000);
    const words = WORDS.en;
    const panel = await openPairing(app, host, 'en', 'large-site');
    // The page's CPU slowed while the first proposal runs, so the Cancel lands while it works whatever
    // the runner's load (a helper's loaded runs clicked it at 580-860 ms of a 840-1,130 ms proposal).
    const cdp = await app.context().newCDPSession(app);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    const working = panel.getByRole('status').filter({ hasText: words.pair.working });
    try {
      await panel.getByRole('button', { name: words.pair.preview }).click();
      await expect(working).toBeVisible();
      await expect(working.getByRole('progressbar')).toBeVisible();
      await working.getByRole('button', { name: words.pair.cancel }).click();
      await expect(working).toHaveCount(0);
      await expect(panel.getByTestId('pairing-summary')).toHaveCount(0);
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await cdp.detach();
    }

    await panel.getByRole('button', { name: words.pair.preview }).click();
    await expect(working.getByRole('progressbar')).toBeVisible();
    await screenshot(app, 'languages-pairing-progress-en');
    await expect(panel.getByTestId('pairing-summary')).toHaveText(
      '20,000 contents found in several languages: 180,000 links to add',
      { timeout: 60_000 },
    );
    await panel.getByRole('button', { name: words.complete.apply }).click();
    const matrix = panel.getByRole('table', { name: words.matrix.label });
    await expect(matrix.getByRole('rowheader')).toHaveText(
      [/\/en\/page-0(?!\d)/, /\/nl\/page-0(?!\d)/, /\/de\/page-0(?!\d)/],
      {
        timeout: 60_000,
      },
    );
    await expect(panel).toContainText('Cluster 1 of 20,000');
  });
});
