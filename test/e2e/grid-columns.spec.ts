import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { gridHelpers, type ColumnName } from './support/grid';
import { numberedEntries, urlsetOf } from '../support/sitemap-xml';
import { expect, screenshot, test } from './support/fixtures';

const folder = makeTempDir({
  'pages.xml': urlsetOf(numberedEntries(5)),
  'more.xml': urlsetOf(numberedEntries(2)),
});
// One worker runs this file's tests in order, so the folder is removed only after the last of them.
test.use({ launchPaths: [join(folder, 'pages.xml'), join(folder, 'more.xml')] });

const STORAGE_KEY = 'sitemap-studio:column-widths';

async function openTable(app: Page, name: string) {
  await app.getByRole('tab', { name: new RegExp(name) }).click();
  const helpers = gridHelpers(app, name);
  const width = async (column: ColumnName): Promise<number> =>
    Math.round((await helpers.header(column).boundingBox())!.width);
  return { ...helpers, width };
}

test('columns resize from the keyboard, the header menu and a width dialog, and keep their widths per table', async ({
  app,
}) => {
  const { cell, width, grid } = await openTable(app, 'pages');
  expect(await width('loc')).toBe(370);

  // the header's edge is a window splitter: arrows move it 10 px, 50 with Shift
  const locEdge = app.getByRole('separator', { name: 'Resize loc' });
  await locEdge.focus();
  for (let i = 0; i < 3; i += 1) await app.keyboard.press('ArrowRight');
  await expect(locEdge).toHaveAttribute('aria-valuenow', '400');
  await app.keyboard.press('Shift+ArrowLeft');
  expect(await width('loc')).toBe(350);

  // in the grid, Alt+Shift+arrows resize the selected columns
  await cell(1, 'lastmod').click();
  await app.keyboard.press('Alt+Shift+ArrowRight');
  await app.keyboard.press('Alt+Shift+ArrowRight');
  expect(await width('lastmod')).toBe(236);
  await cell(1, 'changefreq').click({ modifiers: ['Shift'] });
  await app.keyboard.press('Alt+Shift+ArrowLeft');
  expect([await width('lastmod'), await width('changefreq')]).toEqual([226, 120]);
  await expect(grid).toBeFocused();

  // the header's menu asks for a width in pixels
  await app.getByRole('columnheader', { name: /priority/ }).click({ button: 'right' });
  const menu = app.getByRole('menu', { name: 'Column actions' });
  await expect(menu.getByRole('menuitem', { name: 'Sort ascending' })).toBeFocused();
  await screenshot(app, 'grid-column-menu');
  await menu.getByRole('menuitem', { name: 'Column width…' }).click();
  const dialog = app.getByRole('dialog', { name: 'Width of priority' });
  const pixels = dialog.getByRole('spinbutton', { name: 'Pixels' });
  await expect(pixels).toBeFocused();
  await pixels.fill('10');
  await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
  await pixels.fill('150');
  await screenshot(app, 'grid-column-width-dialog');
  await pixels.press('Enter');
  await expect(dialog).toHaveCount(0);
  expect(await width('priority')).toBe(150);
  await expect(grid).toBeFocused();

  // Enter on the edge asks too; Escape leaves the width as it was and gives the edge its focus back
  const priorityEdge = app.getByRole('separator', { name: 'Resize priority' });
  await priorityEdge.focus();
  await app.keyboard.press('Enter');
  await dialog.getByRole('spinbutton', { name: 'Pixels' }).fill('300');
  await app.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await width('priority')).toBe(150);
  await expect(priorityEdge).toBeFocused();

  // each table has its own widths, kept while another is shown
  const more = await openTable(app, 'more');
  expect(await more.width('loc')).toBe(370);
  const pages = await openTable(app, 'pages');
  expect(await pages.width('loc')).toBe(350);
  expect(await pages.width('priority')).toBe(150);
  await expect
    .poll(() => app.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}'), STORAGE_KEY))
    .toEqual({ pages: { loc: 350, lastmod: 226, changefreq: 120, priority: 150 } });

  // the column menu from the keyboard: Shift+F10 on a column's edge
  await app.getByRole('separator', { name: 'Resize changefreq' }).focus();
  await app.keyboard.press('Shift+F10');
  await expect(menu.getByRole('menuitem', { name: 'Sort ascending' })).toBeFocused();
  await app.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  // and a column goes back to its default from the menu
  await app.getByRole('columnheader', { name: /^loc/ }).click({ button: 'right' });
  await menu.getByRole('menuitem', { name: 'Reset width' }).click();
  expect(await pages.width('loc')).toBe(370);
});

test('dragging across column headers selects those columns', async ({ app }) => {
  const { header, selected } = await openTable(app, 'pages');
  const from = (await header('lastmod').boundingBox())!;
  const to = (await header('priority').boundingBox())!;
  await app.mouse.move(from.x + 20, from.y + 10);
  await app.mouse.down();
  await app.mouse.move(to.x + 20, to.y + 10, { steps: 5 });
  await app.mouse.up();
  for (const column of ['lastmod', 'changefreq', 'priority'] as const) {
    await expect(header(column)).toHaveAttribute('aria-selected', 'true');
  }
  await expect(header('loc')).toHaveAttribute('aria-selected', 'false');
  const cells = await selected();
  expect(cells).toHaveLength(5 * 3);
  expect(new Set(cells.map((cell) => cell.split(':')[1]))).toEqual(new Set(['lastmod', 'changefreq', 'priority']));
  // shift+click extends from the active column
  await header('loc').click({ modifiers: ['Shift'] });
  await expect(header('loc')).toHaveAttribute('aria-selected', 'true');
  await expect(header('priority')).toHaveAttribute('aria-selected', 'false');
});

test.describe('widths from an earlier run', () => {
  test.beforeEach(async ({ context }) => {
    await context.addInitScript(([key, saved]) => localStorage.setItem(key, saved), [
      STORAGE_KEY,
      JSON.stringify({ pages: { loc: 300, lastmod: 'wide', nosuch: 90 }, more: 7 }),
    ] as const);
  });

  test('come back for the table of that name; damaged entries are left out', async ({ app }) => {
    const { width } = await openTable(app, 'pages');
    expect(await width('loc')).toBe(300);
    expect(await width('lastmod')).toBe(216); // its default: the saved 'wide' is no width
    const more = await openTable(app, 'more');
    expect(await more.width('loc')).toBe(370);
  });
});
