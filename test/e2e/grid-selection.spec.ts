import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { gridHelpers } from './support/grid';
import { numberedEntries, urlsetOf } from '../support/sitemap-xml';
import { expect, screenshot, test } from './support/fixtures';

const entries = numberedEntries(100);
// A gap in lastmod (rows 6-8) for ctrl+arrow to stop at.
for (const i of [5, 6, 7]) delete entries[i]!.lastmod;
const folder = makeTempDir({ 'pages.xml': urlsetOf(entries) });
// One worker runs this file's tests in order, so the folder is removed only after the last of them.
test.use({ launchPaths: [join(folder, 'pages.xml')] });

test('click, shift-click, drag, row numbers, column headers and ctrl+A select, with aria-selected', async ({ app }) => {
  const { grid, cell, rowNumber, header, selected } = gridHelpers(app, 'pages');
  await cell(2, 'lastmod').click();
  expect(await selected()).toEqual(['2:lastmod']);
  await expect(grid).toHaveAttribute('aria-activedescendant', /-r1-c1$/);
  await cell(3, 'priority').click({ modifiers: ['Shift'] });
  expect(await selected()).toEqual([
    '2:lastmod',
    '2:changefreq',
    '2:priority',
    '3:lastmod',
    '3:changefreq',
    '3:priority',
  ]);

  // drag from row 5 loc to row 6 lastmod
  const from = await cell(5, 'loc').boundingBox();
  const to = await cell(6, 'lastmod').boundingBox();
  await app.mouse.move(from!.x + 5, from!.y + 5);
  await app.mouse.down();
  await app.mouse.move(to!.x + 5, to!.y + 5, { steps: 4 });
  await app.mouse.up();
  expect(await selected()).toEqual(['5:loc', '5:lastmod', '6:loc', '6:lastmod']);
  await screenshot(app, 'grid-selection');

  await rowNumber(4).click();
  expect((await selected()).filter((c) => c.startsWith('4:'))).toHaveLength(8);
  await expect(rowNumber(4)).toHaveAttribute('aria-selected', 'true');

  await header('changefreq').click();
  await expect(header('changefreq')).toHaveAttribute('aria-selected', 'true');
  expect((await selected()).every((c) => c.endsWith(':changefreq'))).toBe(true);

  await app.keyboard.press('Control+a');
  await expect(header('loc')).toHaveAttribute('aria-selected', 'true');
  await expect(header('news')).toHaveAttribute('aria-selected', 'true');
});

test('the keyboard moves like a spreadsheet: arrows, Tab, Enter, Home/End, ctrl+arrows, PageUp/PageDown, shift extends', async ({
  app,
}) => {
  const { grid, cell, selected } = gridHelpers(app, 'pages');
  const active = (): Promise<string | null> => grid.getAttribute('aria-activedescendant');
  await cell(1, 'loc').click();
  await app.keyboard.press('ArrowDown');
  await app.keyboard.press('ArrowRight');
  await expect.poll(active).toMatch(/-r1-c1$/);
  await app.keyboard.press('Tab');
  await expect.poll(active).toMatch(/-r1-c2$/);
  await app.keyboard.press('Shift+Tab');
  await app.keyboard.press('Enter');
  await expect.poll(active).toMatch(/-r2-c1$/);
  await app.keyboard.press('Shift+Enter');
  await expect.poll(active).toMatch(/-r1-c1$/);
  await app.keyboard.press('End');
  await expect.poll(active).toMatch(/-r1-c7$/);
  await app.keyboard.press('Home');
  await expect.poll(active).toMatch(/-r1-c0$/);

  // ctrl+arrows: to the end of the filled run in lastmod, then over the gap to the next filled cell.
  await cell(1, 'lastmod').click();
  await app.keyboard.press('Control+ArrowDown');
  await expect.poll(active).toMatch(/-r4-c1$/);
  await app.keyboard.press('Control+ArrowDown');
  await expect.poll(active).toMatch(/-r8-c1$/);
  await app.keyboard.press('Control+ArrowDown');
  await expect.poll(active).toMatch(/-r99-c1$/);
  await app.keyboard.press('Control+ArrowUp');
  await expect.poll(active).toMatch(/-r8-c1$/);
  await app.keyboard.press('Control+Home');
  await expect.poll(active).toMatch(/-r0-c0$/);

  await app.keyboard.press('PageDown');
  const afterPage = Number((await active())!.match(/-r(\d+)-/)![1]);
  expect(afterPage).toBeGreaterThan(10);
  await expect(cell(afterPage + 1, 'loc')).toBeInViewport();
  await app.keyboard.press('PageUp');
  await expect.poll(active).toMatch(/-r0-c0$/);

  await app.keyboard.press('Shift+ArrowDown');
  await app.keyboard.press('Shift+ArrowRight');
  expect(await selected()).toEqual(['1:loc', '1:lastmod', '2:loc', '2:lastmod']);
  await app.keyboard.press('Control+Shift+ArrowDown');
  expect((await selected()).length).toBeGreaterThan(4);
});

test('columns resize by dragging the header edge', async ({ app }) => {
  const { cell, header } = gridHelpers(app, 'pages');
  const before = (await cell(1, 'lastmod').boundingBox())!.width;
  const handle = app.getByRole('separator', { name: 'Resize lastmod' });
  const box = (await handle.boundingBox())!;
  await app.mouse.move(box.x + box.width / 2, box.y + 5);
  await app.mouse.down();
  await app.mouse.move(box.x + 80, box.y + 5, { steps: 5 });
  await app.mouse.up();
  expect((await cell(1, 'lastmod').boundingBox())!.width).toBeGreaterThan(before + 60);
  await expect(header('lastmod')).toHaveText('lastmod');
});

// The UI probe: Tab and Shift+Tab never left the grid, not even an empty one: the toolbar, the table
// tabs and the problems panel were out of the keyboard's reach.
test('Tab past the last cell, or Shift+Tab before the first, leaves the grid as in any form', async ({ app }) => {
  const { grid, cell } = gridHelpers(app, 'pages');
  // The grid holds the keys itself (aria-activedescendant names the cell); the column edges in its
  // header are stops of their own.
  const inGrid = (): Promise<boolean> => grid.evaluate((element) => element === document.activeElement);
  await cell(3, 'loc').click();
  await app.keyboard.press('Shift+Tab');
  expect(await inGrid()).toBe(true);
  await app.keyboard.press('Control+Home');
  await app.keyboard.press('Shift+Tab');
  await expect.poll(inGrid).toBe(false);

  await cell(3, 'loc').click();
  await app.keyboard.press('Control+End');
  await app.keyboard.press('Tab');
  await expect.poll(inGrid).toBe(false);
});
