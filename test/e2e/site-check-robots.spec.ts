import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { WebHost } from '../../electron/web-host/server';
import { startServer, type TestServer } from '../support/http-server';
import { ROBOTS_GROUPS, ROBOTS_GROUPS_PATHS } from '../support/robots-groups';
import { makeTempDir } from '../support/temp-dir';
import { dutchScreenshot } from './support/english-left';
import { expect, screenshot, test } from './support/fixtures';
import { gridHelpers } from './support/grid';

/*
 * robots.txt in the app, judged twice: the checker keeps to its own group (SitemapStudio), and a URL is
 * "blocked" only where a chosen search engine's own group blocks it, named with that group and rule.
 */

const ROBOTS = ROBOTS_GROUPS;
const PATHS = ROBOTS_GROUPS_PATHS;

const folder = makeTempDir();
const SITEMAP = join(folder, 'shop.xml');
test.use({ launchPaths: [SITEMAP] });

let site: TestServer;
test.beforeAll(async () => {
  const page = { headers: { 'content-type': 'text/html' }, body: '<!doctype html><title>Page</title>' };
  site = await startServer({
    '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: ROBOTS },
    ...Object.fromEntries(PATHS.map((path) => [path, page])),
  });
  // The app opens this sitemap at start; its locs are on the live site.
  const urls = PATHS.map((path) => `<url><loc>${site.origin}${path}</loc></url>`).join('');
  writeFileSync(
    SITEMAP,
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
  );
});
test.afterAll(async () => site.close());

/** Opens Tools › Check URLs… (the panel named `title`) once the sitemap is in the grid. */
async function openCheck(app: Page, host: WebHost, title: string) {
  await expect(app.getByRole('grid').first().getByRole('gridcell').first()).toHaveText(`${site.origin}/`);
  host.emit('menuCommand', { type: 'tools.checkUrls' });
  return app.getByRole('dialog', { name: title });
}

/** End, then left to status: the check's four columns, after the row's own, come into view. */
async function showCheckColumns(app: Page, cell: ReturnType<typeof gridHelpers>['cell']): Promise<void> {
  await cell(1, 'loc').click();
  await app.keyboard.press('End');
  for (let i = 0; i < 3; i++) await app.keyboard.press('ArrowLeft');
}

test('a URL only the checker’s own group keeps it from is “not fetched”; one a chosen search engine’s group blocks is blocked, naming that group and rule', async ({
  app,
  host,
}) => {
  const panel = await openCheck(app, host, 'Check URLs');
  const engines = panel.getByRole('group', { name: 'Blocked for' });
  await expect(engines.getByRole('checkbox', { name: 'Googlebot' })).toBeChecked();
  // The last engine chosen cannot be unticked: something must be judged.
  await expect(engines.getByRole('checkbox', { name: 'Googlebot' })).toBeDisabled();
  await engines.getByRole('checkbox', { name: 'Bingbot' }).check();
  await expect(engines.getByRole('checkbox', { name: 'Googlebot' })).toBeEnabled();
  await screenshot(app, 'site-check-robots-engines');
  await panel.getByRole('button', { name: 'Check 4 URLs' }).click();
  await expect(panel.getByTestId('check-outcome-heading')).toHaveText('4 of 4 URLs in this table have a result');
  await panel.getByRole('button', { name: 'Close', exact: true }).click();

  const name = (await app.getByRole('grid').first().getAttribute('aria-label'))!;
  const { cell } = gridHelpers(app, name);
  const row = (path: string): number => PATHS.indexOf(path) + 1;
  await showCheckColumns(app, cell);
  await expect(cell(row('/deals/today'), 'status')).toHaveText('not fetched (robots.txt)');
  await expect(cell(row('/deals/today'), 'indexable')).toHaveText('');
  await expect(cell(row('/google-only/a'), 'status')).toHaveText('200');
  await expect(cell(row('/google-only/a'), 'indexable')).toHaveText('no: blocked');
  await expect(cell(row('/bing-only/a'), 'indexable')).toHaveText('no: blocked');
  await expect(cell(row('/'), 'indexable')).toHaveText('yes');

  await app.getByTestId('problem-count').click();
  const problems = app.getByRole('region', { name: 'Problems' });
  // Two blocks, Googlebot's and Bingbot's: /deals/, which only the checker's own group disallows, is none.
  await problems.getByRole('button', { name: /^check-blocked-by-robots 2 problems/ }).click();
  /** A finding's place in the panel: its message, then where it is. */
  const place = (message: string, path: string) =>
    problems.getByRole('button', { name: `${message} table shop, row ${row(path)}, loc`, exact: true });
  await expect(
    place(
      'The site\'s robots.txt does not let Googlebot fetch this URL: group "User-agent: Googlebot" (line 4), line 6: Disallow: /google-only/',
      '/google-only/a',
    ),
  ).toBeVisible();
  await expect(
    place(
      'The site\'s robots.txt does not let Bingbot fetch this URL: group "User-agent: Bingbot" (line 8), line 9: Disallow: /bing-only/',
      '/bing-only/a',
    ),
  ).toBeVisible();
  // A group of one shows its message at once.
  await expect(
    problems
      .getByText(
        /^Not fetched: the site's robots\.txt asks SitemapStudio not to \(group "User-agent: SitemapStudio" \(line 11\), line 12: Disallow: \/deals\/\)/,
      )
      .first(),
  ).toBeVisible();
  await screenshot(app, 'site-check-robots-findings');
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('the same findings, in Dutch', async ({ app, host }) => {
    const panel = await openCheck(app, host, "URL's controleren");
    await expect(panel.getByRole('group', { name: 'Geblokkeerd voor' })).toBeVisible();
    await panel.getByRole('button', { name: "4 URL's controleren" }).click();
    await expect(panel.getByTestId('check-outcome-heading')).toContainText('4 van 4');
    await panel.getByRole('button', { name: 'Sluiten', exact: true }).click();
    const name = (await app.getByRole('grid').first().getAttribute('aria-label'))!;
    const { cell } = gridHelpers(app, name);
    await showCheckColumns(app, cell);
    await expect(cell(2, 'status')).toHaveText('niet opgehaald (robots.txt)');
    await expect(cell(3, 'indexable')).toHaveText('nee: geblokkeerd');
    await app.getByTestId('problem-count').click();
    const problems = app.getByRole('region', { name: 'Problemen' });
    await expect(
      problems
        .getByText(
          'De robots.txt van de site laat Googlebot deze URL niet ophalen: groep "User-agent: Googlebot" (regel 4), regel 6: Disallow: /google-only/',
        )
        .first(),
    ).toBeVisible();
    await dutchScreenshot(app, 'site-check-robots-dutch');
  });
});
