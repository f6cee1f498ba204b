import { setForSpec } from '../support/generated-set';
import { expect, test } from './support/fixtures';
import { importFiles } from './support/import-dialog';

// A split set as big sites publish it: 6 gzipped sitemaps of 50,000 URLs (300,000 in all).
const FILES = 6;
const URLS_PER_FILE = 50_000;
const set = setForSpec(test, FILES, URLS_PER_FILE);

test('300,000 URLs in 6 gzipped files come over in bounded slices, and every one is in the project', async ({
  app,
  host,
}) => {
  test.setTimeout(90_000);
  const slices: number[] = [];
  app.on('response', async (response) => {
    if (response.url().includes('takeSlice')) slices.push((await response.body()).length);
  });
  const { dialog, addButton } = await importFiles(app, host, set().files);
  await expect(addButton).toHaveText('Add 300,000 URLs', { timeout: 60_000 });
  // One slice a file here (each within the row limit), each its own bounded message.
  await expect.poll(() => slices.length).toBe(FILES);
  for (const bytes of slices) expect(bytes).toBeLessThan(64 * 2 ** 20);
  await addButton.click();
  await expect(dialog).toBeHidden();
  // The notice is set with the tables, and stays six seconds from when it is painted (not before).
  await expect(app.getByRole('status')).toHaveText('Added 6 tables with 300,000 URLs.', { timeout: 30_000 });
  await expect(app.getByTestId('row-count')).toHaveText('300,000 URLs in 6 tables');
});
