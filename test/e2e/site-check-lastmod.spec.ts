import { join } from 'node:path';
import { CONTENT_SITE_LASTMOD, startContentSite, type ContentSite } from '../support/content-site';
import { makeTempDir } from '../support/temp-dir';
import { expect, screenshot, test } from './support/fixtures';
import { exportInto, openExportDialog } from './support/export-dialog';
import { gridHelpers } from './support/grid';
import { checkPanel, importSiteSitemap } from './support/site-check';

/*
 * A lastmod kept true from the app: check a table reading whole pages, the site changes, check again,
 * and the rows whose content really changed have a stale lastmod, on their cells and in the problems
 * panel; "Make lastmod true" sets each to when the change was seen, in one undo step, and the export
 * dialog then says which URLs changed since the export before.
 */

/** Today's date in UTC, as the fix writes a date-only lastmod. */
const utcDay = (): string => new Date().toISOString().slice(0, 10);

let site: ContentSite;
test.beforeAll(async () => {
  site = await startContentSite();
});
test.afterAll(async () => site.close());

test('check with content, change the site, check again: stale lastmods on the changed rows, made true, undone and redone, then exported as changed', async ({
  app,
  host,
}) => {
  const pages = [...site.paths.real, ...site.paths.noise, ...site.paths.unstable];
  /** The sitemap lists the pages in this order: the real changes are its first rows. */
  const realRows = site.paths.real.map((_, i) => i + 1);
  const otherRows = pages.slice(site.paths.real.length).map((_, i) => i + site.paths.real.length + 1);
  await importSiteSitemap(app, site);
  await expect(app.getByTestId('row-count')).toHaveText(`${pages.length} URLs in 1 table`);
  const grid = app.getByRole('grid').first();
  const { cell } = gridHelpers(app, (await grid.getAttribute('aria-label'))!);

  // Tools › Check URLs…, reading whole pages, fast: the site needs no politeness.
  host.emit('menuCommand', { type: 'tools.checkUrls' });
  const { panel, setNumber } = checkPanel(app);
  await setNumber('Requests at once', '8');
  await setNumber('Per host', '8');
  await setNumber('Requests per second', '0');
  const readPages = panel.getByRole('checkbox', { name: /Read whole pages to see when their content changed/ });
  await expect(readPages).not.toBeChecked();
  await readPages.check();
  await screenshot(app, 'site-check-lastmod-settings');
  await panel.getByRole('button', { name: `Check ${pages.length} URLs` }).click();
  const outcome = panel.getByTestId('check-outcome-heading');
  await expect(outcome).toHaveText(`${pages.length} of ${pages.length} URLs in this table have a result`);
  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  // One check knows each page's content, and no change yet: every lastmod stands.
  for (const row of [...realRows, ...otherRows]) await expect(cell(row, 'lastmod')).not.toHaveAttribute('aria-invalid');
  // This edition is exported: the project remembers what it wrote.
  const folder = makeTempDir();
  await exportInto(await openExportDialog(app), join(folder, 'first'));

  // The site's next edition: four pages change their content, the others only their frame and tokens.
  site.change();
  host.emit('menuCommand', { type: 'tools.checkUrls' });
  await expect(readPages).toBeChecked();
  const asked = site.requests().length;
  /** The UTC day the change is seen on: the fix writes it, and this check may straddle midnight. */
  const dayBefore = utcDay();
  await panel.getByRole('button', { name: 'Check all again' }).click();
  await expect.poll(() => site.requests().length).toBeGreaterThan(asked);
  await expect(outcome).toHaveText(`${pages.length} of ${pages.length} URLs in this table have a result`);
  await panel.getByRole('button', { name: 'Close', exact: true }).click();

  for (const row of realRows) {
    await expect(cell(row, 'lastmod')).toHaveText(CONTENT_SITE_LASTMOD);
    await expect(cell(row, 'lastmod')).toHaveAttribute('aria-invalid', 'true');
    await expect(cell(row, 'lastmod')).toHaveAttribute('title', /changed .* after its lastmod 2026-01-05/);
  }
  for (const row of otherRows) await expect(cell(row, 'lastmod')).not.toHaveAttribute('aria-invalid');
  await screenshot(app, 'site-check-lastmod-stale-cells');

  // The problems panel names them, and offers the fix for all of them.
  await app.getByTestId('problem-count').click();
  const problems = app.getByRole('region', { name: 'Problems' });
  const stale = problems.locator('li.problem-group[data-code="lastmod-stale"]');
  await expect(stale.getByRole('button', { name: /^lastmod-stale/ })).toContainText(`${realRows.length} problems`);
  await stale.getByRole('button', { name: /^lastmod-stale/ }).click();
  await expect(stale.getByRole('listitem').filter({ hasText: site.url('/real/text') })).toContainText(
    'after its lastmod 2026-01-05',
  );
  await screenshot(app, 'site-check-lastmod-problems');

  const fixBar = problems.getByRole('group', { name: 'Fix all from the site check' });
  await fixBar.getByRole('button', { name: 'Fix all: Make lastmod true' }).click();
  // Each changed row's lastmod is now the day the change was seen (a date, as the row's own was).
  const seenOn = new RegExp(`^(${dayBefore}|${utcDay()})$`);
  for (const row of realRows) {
    await expect(cell(row, 'lastmod')).toHaveText(seenOn);
    await expect(cell(row, 'lastmod')).not.toHaveAttribute('aria-invalid');
  }
  for (const row of otherRows) await expect(cell(row, 'lastmod')).toHaveText(CONTENT_SITE_LASTMOD);
  await expect(stale).toHaveCount(0);
  await screenshot(app, 'site-check-lastmod-made-true');

  // One undo step takes every date back, with its findings.
  const status = app.getByRole('contentinfo');
  await status.getByRole('button', { name: 'Undo', exact: true }).click();
  for (const row of realRows) {
    await expect(cell(row, 'lastmod')).toHaveText(CONTENT_SITE_LASTMOD);
    await expect(cell(row, 'lastmod')).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(stale.getByRole('button', { name: /^lastmod-stale/ })).toContainText(`${realRows.length} problems`);
  await screenshot(app, 'site-check-lastmod-undone');

  // Redone, the dates are true again, and the export says those rows changed since the last one: lastmod only.
  await app.getByRole('grid').first().focus();
  await app.keyboard.press('Control+y');
  for (const row of realRows) await expect(cell(row, 'lastmod')).toHaveText(seenOn);
  const dialog = await openExportDialog(app);
  const changes = dialog.getByTestId('export-changes');
  await expect(changes.getByTestId('changes-changed').locator('summary')).toHaveText(`${realRows.length} changed`);
  await expect(changes.getByTestId('changes-added').locator('summary')).toHaveText('0 added');
  await expect(changes.getByTestId('changes-removed').locator('summary')).toHaveText('0 removed');
  await changes.getByTestId('changes-changed').locator('summary').click();
  await expect(changes.getByTestId('changes-changed').getByRole('listitem')).toHaveText(
    site.paths.real.map((path) => `${site.url(path)}Fields that changed: lastmod`),
  );
  await screenshot(app, 'site-check-lastmod-changed-since-export');
  await exportInto(dialog, join(folder, 'second'));
});
