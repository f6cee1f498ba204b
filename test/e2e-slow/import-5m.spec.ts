import { setForSpec } from '../support/generated-set';
import { expect, screenshot, test } from '../e2e/support/fixtures';
import { gridHelpers } from '../e2e/support/grid';
import { importFiles } from '../e2e/support/import-dialog';

// The case #13 began from: a split set of 5,000,000 URLs (100 gzipped files of 50,000) used to open
// to "0 URLs in 0 tables" with the error only in the console. Now every URL must reach the grid.
const FILES = 100;
const URLS_PER_FILE = 50_000;
const URLS = FILES * URLS_PER_FILE;
const set = setForSpec(test, FILES, URLS_PER_FILE);

test('5,000,000 URLs in 100 gzipped files open as one table, and the grid shows the last of them', async ({
  app,
  host,
}) => {
  const { dialog, addButton, choice } = await importFiles(app, host, set().files);
  await expect(addButton).toHaveText('Add 5,000,000 URLs', { timeout: 10 * 60_000 });
  await choice(/One new table/).check();
  await addButton.click();
  await expect(dialog).toBeHidden({ timeout: 5 * 60_000 });
  await expect(app.getByTestId('row-count')).toHaveText('5,000,000 URLs in 1 table', { timeout: 5 * 60_000 });

  const name = (await app.getByRole('grid').getAttribute('aria-label'))!;
  const { grid, cell } = gridHelpers(app, name);
  await expect(grid).toHaveAttribute('aria-rowcount', String(URLS + 1));
  await cell(1, 'loc').click();
  await app.keyboard.press('Control+End');
  const last = URLS - 1;
  await expect(cell(URLS, 'loc')).toHaveText(
    `https://www.example.com/products/category-${last % 97}/item-${last}.html?ref=sitemap&v=${last % 7}`,
  );
  await screenshot(app, 'five-million-urls');
});
