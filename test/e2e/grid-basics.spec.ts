import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { numberedEntries, urlsetOf } from '../support/sitemap-xml';
import { expect, screenshot, test } from './support/fixtures';

const folder = makeTempDir({ 'pages.xml': urlsetOf(numberedEntries(200)) });
test.use({ launchPaths: [join(folder, 'pages.xml')] });

test('the grid shows rows with the ARIA grid pattern', async ({ app }) => {
  const grid = app.getByRole('grid', { name: 'pages' });
  await expect(grid).toHaveAttribute('aria-rowcount', '201');
  const row = grid.locator('[role="row"][aria-rowindex="2"]');
  await expect(row.locator('[aria-colindex="2"]')).toHaveText('https://example.com/page-1');
  await screenshot(app, 'grid-basics');
});
