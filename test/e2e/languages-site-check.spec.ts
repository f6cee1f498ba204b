import type { FixtureSite } from '../support/fixture-site';
import { expect, screenshot, test } from './support/fixtures';
import { checkPanel, importSiteSitemap, startQuickSite } from './support/site-check';

/*
 * The Languages panel with the site check's results: /hreflang/mismatch lists itself and the German
 * page in the sitemap, while its page declares itself and the French one. The matrix says so on its
 * row, and takes the page's alternates as one undoable step.
 */

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startQuickSite(4);
});
test.afterAll(async () => site.close());
test.use({ viewport: { width: 1400, height: 900 } });

test("a page whose hreflang differs from its row's shows on the matrix, and its alternates are taken in one undoable step", async ({
  app,
  host,
}) => {
  const listed = site.cases.filter((entry) => entry.listed);
  await importSiteSitemap(app, site);
  await expect(app.getByTestId('row-count')).toHaveText(`${listed.length} URLs in 1 table`);

  host.emit('menuCommand', { type: 'tools.checkUrls' });
  const { panel: check, setNumber } = checkPanel(app);
  await setNumber('Requests at once', '8');
  await setNumber('Per host', '8');
  await setNumber('Requests per second', '0');
  await setNumber('Timeout (s)', '2');
  await check.getByRole('button', { name: `Check ${listed.length} URLs` }).click();
  await expect(check.getByTestId('check-outcome-heading')).toHaveText(
    `${listed.length} of ${listed.length} URLs in this table have a result`,
  );
  await check.getByRole('button', { name: 'Close', exact: true }).click();

  const mismatch = site.url('/hreflang/mismatch');
  // The site's one cluster: its English, German and French pages, and /hreflang/mismatch.
  host.emit('menuCommand', { type: 'tools.languages' });
  const panel = app.getByRole('dialog', { name: 'Languages' });
  await expect(panel.getByText('Cluster 1 of 1')).toBeVisible();
  const matrix = panel.getByRole('table', { name: 'Pages of the cluster by language' });
  const row = matrix.getByRole('row').filter({ has: app.getByRole('rowheader', { name: mismatch }) });
  await expect(row.getByRole('rowheader').locator('[data-code="check-hreflang-mismatch"]')).toHaveCount(1);
  await expect(matrix.getByRole('columnheader')).toHaveText(['Page', 'de', 'en', 'fr', 'x-default']);
  await expect(row.getByRole('cell')).toHaveText([/\/hreflang\/de/, /\/hreflang\/mismatch/, /–/, /–/]);
  await screenshot(app, 'languages-page-alternates');

  await row.getByRole('button', { name: "Take the page's alternates" }).click();
  await expect(row.getByRole('cell')).toHaveText([/–/, /\/hreflang\/mismatch/, /\/hreflang\/fr/, /–/]);
  await expect(matrix.locator('[data-code="check-hreflang-mismatch"]')).toHaveCount(0);

  // One step back: the sitemap's alternates again, and the page's difference with them.
  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  host.emit('menuCommand', { type: 'edit.undo' });
  host.emit('menuCommand', { type: 'tools.languages' });
  await expect(row.getByRole('cell')).toHaveText([/\/hreflang\/de/, /\/hreflang\/mismatch/, /–/, /–/]);
  await expect(row.getByRole('rowheader').locator('[data-code="check-hreflang-mismatch"]')).toHaveCount(1);
});
