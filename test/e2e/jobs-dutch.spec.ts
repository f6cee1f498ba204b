import { dutchScreenshot } from './support/english-left';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FixtureSite } from '../support/fixture-site';
import { makeTempDir } from '../support/temp-dir';
import { expect, test } from './support/fixtures';
import { gridHelpers } from './support/grid';
import { startQuickSite } from './support/site-check';

/*
 * The site check, its problems and fixes, Find Missing Pages, Compare with Published and the row
 * details panel, in Dutch: the renderer speaks the language the browser prefers. The tables come
 * in as launch files, so nothing outside these panels is clicked by name.
 */

test.use({ locale: 'nl-NL', viewport: { width: 1400, height: 900 } });

test.describe('the site check, its problems and fixes, the crawl and the comparison', () => {
  let site: FixtureSite;
  let sitemapFile = '';
  test.beforeAll(async () => {
    site = await startQuickSite(20);
    sitemapFile = join(makeTempDir(), 'site.xml');
    writeFileSync(sitemapFile, await (await fetch(site.url('/sitemap.xml'))).text());
  });
  test.afterAll(async () => site.close());
  // The file is written once the site runs, after this is read: hand it over when the test starts.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  test.use({ launchPaths: async ({}, use) => use([sitemapFile]) });

  test('each panel speaks Dutch', async ({ app, host }) => {
    const listed = site.cases.filter((entry) => entry.listed).length;
    await expect(app.getByRole('grid', { name: 'site' })).toBeVisible();

    // The check: settings, running, cancelled, continued, and its summary.
    host.emit('menuCommand', { type: 'tools.checkUrls' });
    const panel = app.getByRole('dialog', { name: "URL's controleren" });
    await expect(panel.getByTestId('check-scope-count')).toHaveText(`${listed} unieke URL's · 0 met een resultaat`);
    await expect(panel.getByRole('radio', { name: /Deze tabel/ })).toBeChecked();
    const setNumber = async (label: string, value: string): Promise<void> => {
      await panel.getByLabel(label, { exact: true }).fill(value);
      await panel.getByLabel(label, { exact: true }).press('Tab');
    };
    await setNumber('Verzoeken tegelijk', '1');
    await setNumber('Verzoeken per seconde', '4');
    await setNumber('Time-out (s)', '1');
    await dutchScreenshot(app, 'jobs-dutch-check-settings');
    await panel.getByRole('button', { name: `${listed} URL's controleren` }).click();
    await expect(panel.getByTestId('check-progress-counts')).toHaveText(
      new RegExp(`^[1-9]\\d* van ${listed} URL's gecontroleerd$`),
    );
    await expect(panel.getByTestId('check-pace')).toHaveText(/URL's\/s · nog \d+ (s|min)/);
    await expect(panel.getByRole('heading', { name: "De URL's worden gecontroleerd…" })).toBeVisible();
    await expect(panel.getByText('Sluit je dit venster, dan gaat de controle door')).toBeVisible();
    await dutchScreenshot(app, 'jobs-dutch-check-running');

    await panel.getByRole('button', { name: 'Controle annuleren' }).click();
    const heading = panel.getByTestId('check-outcome-heading');
    await expect(heading).toHaveText(
      new RegExp(`^Controle geannuleerd: \\d+ van ${listed} URL's in deze tabel hebben een resultaat$`),
    );
    await expect(app.getByRole('status')).toContainText('Doorgaan vraagt de rest op.');
    await dutchScreenshot(app, 'jobs-dutch-check-cancelled');

    await setNumber('Verzoeken tegelijk', '8');
    await setNumber('Per host', '8');
    await setNumber('Verzoeken per seconde', '0');
    await panel.getByRole('button', { name: /^Doorgaan: nog \d+$/ }).click();
    await expect(heading).toHaveText(`${listed} van ${listed} URL's in deze tabel hebben een resultaat`);
    const bars = panel.getByRole('list', { name: 'Resultaten per status' }).getByRole('listitem');
    await expect(bars.nth(1)).toHaveAttribute('aria-label', /^3xx Doorverwijzing: \d+$/);
    await expect(bars.nth(4)).toHaveAttribute('aria-label', /^Geen antwoord: \d+$/);
    await expect(panel.getByText(`robots.txt van ${site.origin}: gevolgd, Crawl-delay 0 s`)).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Rapport exporteren als CSV…' })).toBeEnabled();
    await dutchScreenshot(app, 'jobs-dutch-check-summary');
    await panel.getByRole('button', { name: 'Sluiten', exact: true }).click();
    await expect(panel).toHaveCount(0);

    // The problems panel, its places in Dutch, and the check's fixes bar.
    await app.getByTestId('problem-count').click();
    const problems = app.getByRole('region', { name: 'Problemen' });
    await expect(problems.getByRole('heading', { name: 'Problemen' })).toBeVisible();
    await expect(problems.getByRole('listitem').first()).toContainText(/rij \d+/);
    const fixBar = problems.getByRole('group', { name: 'Alles herstellen uit de sitecontrole' });
    await expect(fixBar).toContainText('Sitecontrole');
    const fixRedirects = fixBar.getByRole('button', {
      name: 'Alles herstellen: loc vervangen door het doel van de doorverwijzing',
    });
    await expect(fixRedirects).toBeVisible();
    await expect(fixBar.getByRole('button', { name: 'Alles herstellen: 4xx-rijen verwijderen' })).toBeVisible();
    await expect(
      fixBar.getByRole('button', { name: 'Alles herstellen: lastmod uit Last-Modified halen' }),
    ).toHaveAttribute('title', 'Schrijft de Last-Modified van elke gecontroleerde pagina als lastmod');
    await dutchScreenshot(app, 'jobs-dutch-problems-and-fixes');
    await fixRedirects.click();
    await expect(fixRedirects).toHaveCount(0);
    await problems.getByRole('button', { name: 'Problemen sluiten' }).click();

    // Find Missing Pages: its settings, and what the crawl found.
    host.emit('menuCommand', { type: 'tools.findMissing' });
    const crawl = app.getByRole('dialog', { name: "Ontbrekende pagina's zoeken" });
    await expect(crawl.getByLabel('Homepage')).toHaveValue(`${site.origin}/`);
    await expect(crawl.getByText("Na zoveel gevonden URL's worden nieuwe links overgeslagen.")).toBeVisible();
    await crawl.getByLabel('Verzoeken tegelijk', { exact: true }).fill('8');
    await crawl.getByLabel('Per host', { exact: true }).fill('8');
    await crawl.getByLabel('Verzoeken per seconde', { exact: true }).fill('0');
    await crawl.getByLabel('Time-out (s)', { exact: true }).fill('1');
    await crawl.getByLabel('Time-out (s)', { exact: true }).press('Tab');
    await dutchScreenshot(app, 'jobs-dutch-find-missing-settings');
    await crawl.getByRole('button', { name: 'Crawlen', exact: true }).click();
    await expect(crawl.getByTestId('crawl-heading')).toHaveText(
      /^Crawlen klaar: \d+ pagina's bereikt, \d+ indexeerbaar$/,
      { timeout: 30_000 },
    );
    await expect(crawl.getByTestId('crawl-unlisted-count')).toHaveText(/ die geen tabel bevat$/);
    await expect(crawl.getByTestId('crawl-orphan-count')).toHaveText(/ die het crawlen nooit bereikte$/);
    await expect(crawl.getByRole('button', { name: 'Opnieuw crawlen' })).toBeVisible();
    await dutchScreenshot(app, 'jobs-dutch-find-missing-result');
    await crawl.getByRole('button', { name: 'Sluiten', exact: true }).click();

    // Compare with Published: the fixed redirects are what an export would change.
    host.emit('menuCommand', { type: 'tools.comparePublished' });
    const compare = app.getByRole('dialog', { name: 'Vergelijken met gepubliceerd' });
    await compare.getByLabel('Gepubliceerd op').fill(site.url('/sitemap.xml'));
    await compare.getByRole('button', { name: 'Vergelijken', exact: true }).click();
    await expect(compare.getByTestId('compare-summary')).toHaveText(
      /^1 sitemapbestand gelezen · \d+ URL's ongewijzigd/,
    );
    await expect(compare.getByRole('tablist', { name: 'Verschillen' })).toBeVisible();
    await expect(compare.getByRole('tab', { name: /^Gewijzigd \(\d+\)$/ })).toBeVisible();
    await expect(compare.getByRole('tab', { name: /^Toegevoegd \(\d+\)$/ })).toBeVisible();
    await expect(compare.getByRole('tab', { name: /^Verwijderd \(\d+\)$/ })).toBeVisible();
    await expect(compare.getByRole('button', { name: 'Tonen in tabel' }).first()).toBeVisible();
    await expect(compare.getByRole('button', { name: 'Opnieuw vergelijken' })).toBeVisible();
    await dutchScreenshot(app, 'jobs-dutch-compare');
  });
});

test.describe('the row details panel', () => {
  test.use({
    launchPaths: [join(__dirname, '../fixtures/row-details/multilingual.xml')],
    viewport: { width: 1720, height: 900 },
  });

  test('each tab speaks Dutch', async ({ app }) => {
    const { cell } = gridHelpers(app, 'multilingual');
    await cell(1, 'loc').click();
    await app.keyboard.press('Alt+Enter');
    const panel = app.getByRole('complementary', { name: 'Details van rij 1' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('tablist', { name: 'Rijdetails' })).toBeVisible();
    await expect(panel.getByRole('tab')).toHaveText([
      /Afbeeldingen\s*2/,
      /Video's\s*1/,
      /Nieuws\s*1/,
      /Alternatieven\s*2/,
      /XML\s*1/,
    ]);

    // Images: entry titles, the fields' full names, moves and removal, and Add.
    await expect(panel.getByRole('heading', { name: 'Afbeelding 1' })).toBeVisible();
    await expect(panel.getByLabel('Afbeelding 1 caption')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Afbeelding 2 omhoog' })).toBeEnabled();
    await expect(panel.getByRole('button', { name: 'Afbeelding 1 verwijderen' })).toBeVisible();
    await expect(panel.getByRole('button', { name: '+ Afbeelding toevoegen' })).toBeVisible();
    await dutchScreenshot(app, 'jobs-dutch-details-images');

    await panel.getByRole('tab', { name: /^Video's/ }).click();
    await expect(panel.getByRole('heading', { name: 'Verplicht' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Over de video' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Wie mag kijken, en waar' })).toBeVisible();
    await expect(panel.getByLabel('Video 1 tag')).toHaveAttribute('placeholder', 'één tag per regel');
    await expect(panel.getByRole('button', { name: /Tv-programma/ }).first()).toBeVisible();
    await dutchScreenshot(app, 'jobs-dutch-details-videos');

    await panel.getByRole('tab', { name: /^Nieuws/ }).click();
    await expect(panel.getByRole('heading', { name: 'Niet meer gebruikt door Google' })).toBeVisible();
    await expect(panel.getByLabel('Nieuws publication_date')).toHaveAttribute(
      'placeholder',
      'JJJJ-MM-DD of JJJJ-MM-DDTuu:mm:ss+uu:mm',
    );
    await dutchScreenshot(app, 'jobs-dutch-details-news');

    await panel.getByRole('tab', { name: /^Alternatieven/ }).click();
    const check = panel.getByRole('region', { name: 'hreflang-controle' });
    await expect(check).toContainText('1 pagina van deze set in het project verwijst niet volledig terug.');
    await expect(check).toContainText('Geen x-default');
    await expect(check.getByRole('button', { name: 'Ontbrekende terugverwijzingen toevoegen' })).toBeVisible();
    await expect(panel.getByRole('listitem', { name: 'Alternatief 2' })).toContainText('geen terugverwijzing');
    await expect(panel.getByRole('button', { name: '+ Alternatief toevoegen' })).toBeVisible();
    await dutchScreenshot(app, 'jobs-dutch-details-alternates');

    await panel.getByRole('tab', { name: /^XML/ }).click();
    await expect(panel.getByText('alleen-lezen, bewaard zoals geïmporteerd')).toBeVisible();
    await expect(panel.getByText('Onbekende elementen van deze URL')).toBeVisible();
    await dutchScreenshot(app, 'jobs-dutch-details-xml');
  });
});
