import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { numberedEntries, urlsetOf } from '../support/sitemap-xml';
import { expect, screenshot, test } from './support/fixtures';

const BUILD_TIME = '2026-11-01T04:00:00Z';
/** 120 pages: the first 20 with their own dates, the other 100 stamped with the build time. */
const pages = numberedEntries(120).map((entry, i) => ({
  ...entry,
  lastmod: i < 20 ? `2025-01-${String(i + 1).padStart(2, '0')}` : BUILD_TIME,
}));
const folder = makeTempDir({ 'pages.xml': urlsetOf(pages) });
test.use({ launchPaths: [join(folder, 'pages.xml')], viewport: { width: 1280, height: 720 } });

test('lastmod-shared shows every row sharing the common lastmod in one click, and all rows again', async ({ app }) => {
  await app.getByTestId('problem-count').click();
  const panel = app.getByRole('region', { name: 'Problems' });
  const group = panel
    .getByRole('list', { name: 'Problems by code' })
    .locator(':scope > li[data-code="lastmod-shared"]');
  await expect(group).toContainText('lastmod-shared1 problem');
  await group.getByRole('button', { name: 'Show these rows in the grid' }).click();
  await expect(app.getByTestId('shown-count')).toHaveText('100 of 120 rows shown');
  await screenshot(app, 'problems-lastmod-shared-rows');
  await group.getByRole('button', { name: 'Show all rows' }).click();
  await expect(app.getByTestId('shown-count')).toHaveCount(0);
});
