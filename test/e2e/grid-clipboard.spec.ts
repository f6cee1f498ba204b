import { join } from 'node:path';
import { makeTempDir } from './support/temp-folder';
import { gridHelpers } from './support/grid';
import { numberedEntries, urlset } from './support/sitemaps';
import { expect, test } from './support/fixtures';

const folder = makeTempDir({ 'pages.xml': urlset(numberedEntries(6)) });
// One worker runs this file's tests in order, so the folder is removed only after the last of them.
test.use({ launchPaths: [join(folder, 'pages.xml')] });

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('copy puts TSV and an HTML table on the clipboard; cut also clears', async ({ app }) => {
  const { cell } = gridHelpers(app, 'pages');
  await cell(1, 'loc').click();
  await cell(2, 'lastmod').click({ modifiers: ['Shift'] });
  await app.keyboard.press('Control+c');
  const copied = await app.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    return {
      text: await (await item!.getType('text/plain')).text(),
      html: await (await item!.getType('text/html')).text(),
    };
  });
  expect(copied.text).toBe('https://example.com/page-1\t2024-01-15\nhttps://example.com/page-2\t2024-01-15');
  // Chromium sanitises HTML it reads back (adding tbody), so look for the cells.
  expect(copied.html).toMatch(/<table>.*<tr><td>https:\/\/example.com\/page-1<\/td><td>2024-01-15<\/td><\/tr>/);

  await cell(3, 'priority').click();
  await app.keyboard.press('Control+x');
  await expect(cell(3, 'priority')).toHaveText('');
  expect(await app.evaluate(() => navigator.clipboard.readText())).toBe('0.5');
});

test('paste from Excel with quoted cells; a larger range repeats the clipboard; past the end adds rows', async ({
  app,
}) => {
  const { grid, cell } = gridHelpers(app, 'pages');
  const paste = async (text: string): Promise<void> => {
    await app.evaluate((value) => navigator.clipboard.writeText(value), text);
    await app.keyboard.press('Control+v');
  };

  // Excel: CRLF rows, a trailing break, and a quoted cell holding a tab
  await cell(1, 'changefreq').click();
  await paste('daily\t"0.9"\r\n"monthly"\t0.1\r\n');
  await expect(cell(1, 'changefreq')).toHaveText('daily');
  await expect(cell(1, 'priority')).toHaveText('0.9');
  await expect(cell(2, 'changefreq')).toHaveText('monthly');
  await expect(cell(2, 'priority')).toHaveText('0.1');
  await cell(1, 'loc').click();
  await paste('"https://example.com/a\tb"');
  await expect(cell(1, 'loc')).toHaveText('https://example.com/a\tb');

  // one value into a 3×2 range
  await cell(3, 'changefreq').click();
  await cell(5, 'priority').click({ modifiers: ['Shift'] });
  await paste('never');
  for (const row of [3, 4, 5]) {
    await expect(cell(row, 'changefreq')).toHaveText('never');
    await expect(cell(row, 'priority')).toHaveText('never');
  }

  // three rows pasted at row 5 of 6: one row is added
  await cell(5, 'loc').click();
  await paste('https://example.com/x\nhttps://example.com/y\nhttps://example.com/z');
  await expect(grid).toHaveAttribute('aria-rowcount', '8');
  await expect(cell(7, 'loc')).toHaveText('https://example.com/z');
  await expect(app.getByRole('tab', { name: /pages/ })).toContainText('7');
  await app.keyboard.press('Control+z');
  await expect(grid).toHaveAttribute('aria-rowcount', '7');
  await expect(cell(5, 'loc')).toHaveText('https://example.com/page-5');
});

test('the fill handle repeats the selection down; ctrl+D fills down', async ({ app }) => {
  const { cell } = gridHelpers(app, 'pages');
  await cell(1, 'changefreq').click();
  await app.keyboard.type('daily');
  await app.keyboard.press('Enter');
  await cell(1, 'changefreq').click();
  const handle = app.getByTestId('fill-handle');
  const from = (await handle.boundingBox())!;
  const to = (await cell(4, 'changefreq').boundingBox())!;
  await app.mouse.move(from.x + 4, from.y + 4);
  await app.mouse.down();
  await app.mouse.move(to.x + 10, to.y + 10, { steps: 5 });
  await expect(app.locator('.fill-preview')).toBeVisible();
  await app.mouse.up();
  for (const row of [2, 3, 4]) await expect(cell(row, 'changefreq')).toHaveText('daily');
  await expect(cell(5, 'changefreq')).toHaveText('weekly');

  await cell(5, 'lastmod').click();
  await app.keyboard.type('2020-02-02');
  await app.keyboard.press('Enter');
  await cell(5, 'lastmod').click();
  await cell(6, 'lastmod').click({ modifiers: ['Shift'] });
  await app.keyboard.press('Control+d');
  await expect(cell(6, 'lastmod')).toHaveText('2020-02-02');
  await app.keyboard.press('Control+z');
  await expect(cell(6, 'lastmod')).toHaveText('2024-01-15');
});
