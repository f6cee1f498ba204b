import { startFixtureSite, type FixtureSite } from '../support/fixture-site';
import { expect, screenshot, test } from './support/fixtures';
import { COLUMNS } from './support/grid';
import { importDialog } from './support/import-dialog';

/*
 * The site check in the grid, through the real renderer. Results reach a project only by running a
 * check from the app (not there yet) or by opening a project that saved them; until one of those
 * lands, this spec covers what the UI does without results, and the columns, filters and fixes are
 * tested on the stores over real checks (test/unit/renderer/grid/check-columns.test.ts,
 * test/unit/renderer/validation/check-fixes-store.test.ts).
 */

let site: FixtureSite;
test.beforeAll(async () => {
  site = await startFixtureSite({ pages: 20, crawlDelaySeconds: 0 });
});
test.afterAll(async () => site.close());

test('a sitemap imported from the fixture site shows no check columns, filter or fixes until it has results', async ({
  app,
}) => {
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Import', exact: true }).click();
  const { address, addButton } = importDialog(app);
  await address.fill(site.url('/sitemap.xml'));
  await address.press('Enter');
  await addButton.click();

  const grid = app.getByRole('grid').first();
  await expect(grid.getByRole('gridcell').first()).toHaveText(site.url('/'));
  await expect(grid).toHaveAttribute('aria-colcount', '9');
  await expect(grid.getByRole('columnheader')).toHaveText(['#', ...COLUMNS]);
  await expect(app.getByRole('toolbar', { name: 'Table' }).getByRole('button', { name: 'Check problems' })).toHaveCount(
    0,
  );
  await expect(app.getByRole('group', { name: 'Fix all from the site check' })).toHaveCount(0);
  await screenshot(app, 'site-check-grid-no-results');
});
