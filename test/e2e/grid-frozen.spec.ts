import type { Locator, Page } from '@playwright/test';
import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { gridHelpers } from './support/grid';
import { importFiles } from './support/import-dialog';
import { numberedEntries, urlsetOf } from '../support/sitemap-xml';
import { dutchScreenshot } from './support/english-left';
import { expect, loadApp, screenshot, test } from './support/fixtures';

const entries = numberedEntries(6);
entries[2]!.priority = 'high'; // a problem on stored row 3
const folder = makeTempDir({ 'pages.xml': urlsetOf(entries) });
const pagesXml = join(folder, 'pages.xml');
// One worker runs this file's tests in order, so the folder is removed only after the last of them.
test.use({ launchPaths: [pagesXml], viewport: { width: 1280, height: 720 } });

const box = async (locator: Locator) => (await locator.boundingBox())!;

/** The pages grid with its news column widened, so the row scrolls far to the right. */
async function wideGrid(app: Page) {
  const helpers = gridHelpers(app, 'pages');
  await app.getByRole('separator', { name: 'Resize news' }).focus();
  await app.keyboard.press('Enter');
  await app.getByRole('dialog', { name: 'Width of news' }).getByRole('spinbutton', { name: 'Pixels' }).fill('900');
  await app.keyboard.press('Enter');
  const scrollLeft = () => app.getByTestId('grid-scroller').evaluate((el) => el.scrollLeft);
  return { ...helpers, scrollLeft };
}

test('loc stays beside the row numbers when the grid scrolls sideways; ranges, editing and the keys work across it', async ({
  app,
}) => {
  const { cell, rowNumber, header, selected, editor, scrollLeft } = await wideGrid(app);
  await cell(1, 'loc').click();
  await app.keyboard.press('End');
  await expect.poll(scrollLeft).toBeGreaterThan(500);
  await expect(cell(1, 'news')).toBeInViewport();

  // loc, and its header, still sit right of the row numbers, beside the far column
  const numberBox = await box(rowNumber(1));
  const locBox = await box(cell(1, 'loc'));
  expect(Math.abs(locBox.x - (numberBox.x + numberBox.width))).toBeLessThanOrEqual(1);
  expect(Math.abs((await box(header('loc'))).x - locBox.x)).toBeLessThanOrEqual(1);
  expect((await box(cell(1, 'news'))).x).toBeGreaterThanOrEqual(locBox.x + locBox.width - 1);
  await screenshot(app, 'grid-frozen-loc');

  // a range from loc to news spans both parts, in one box from loc's left to news's right
  await cell(2, 'loc').click();
  await cell(4, 'news').click({ modifiers: ['Shift'] });
  // (only the cells drawn are in the page: loc, and the scrolling columns in view)
  const cells = await selected();
  expect(cells).toEqual(expect.arrayContaining(['2:loc', '3:loc', '4:loc', '2:news', '3:news', '4:news']));
  expect(cells.filter((c) => c.startsWith('1:') || c.startsWith('5:'))).toEqual([]);
  const rangeBox = await box(app.locator('.overlay .range'));
  const newsBox = await box(cell(4, 'news'));
  expect(Math.abs(rangeBox.x - locBox.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(rangeBox.x + rangeBox.width - (newsBox.x + newsBox.width))).toBeLessThanOrEqual(1);
  await screenshot(app, 'grid-frozen-range');

  // a drag from a scrolling column over loc scrolls back, to reach the columns under it
  const start = await scrollLeft();
  const from = await box(cell(3, 'news'));
  await app.mouse.move(locBox.x + locBox.width + 40, from.y + 10);
  await app.mouse.down();
  for (let i = 0; i < 8; i += 1) await app.mouse.move(locBox.x + 100 + i, from.y + 10);
  await expect.poll(scrollLeft).toBeLessThan(start);
  await app.mouse.up();
  expect(await selected()).toEqual(expect.arrayContaining(['3:loc', '3:news']));
  await app.keyboard.press('End');
  await expect.poll(scrollLeft).toBeGreaterThan(500);

  // a frozen cell is edited in place, the scroll kept
  const before = await scrollLeft();
  await cell(5, 'loc').dblclick();
  await expect(editor).toBeVisible();
  const editorBox = await box(editor);
  expect(Math.abs(editorBox.x - locBox.x)).toBeLessThanOrEqual(4);
  await editor.fill('https://example.com/edited');
  await app.keyboard.press('Enter');
  await expect(cell(5, 'loc')).toHaveText('https://example.com/edited');
  expect(await scrollLeft()).toBe(before);

  // moving right from loc scrolls back, so lastmod shows whole beside loc, never under it
  await cell(1, 'loc').click();
  await app.keyboard.press('ArrowRight');
  await expect.poll(scrollLeft).toBe(0);
  expect((await box(cell(1, 'lastmod'))).x).toBeGreaterThanOrEqual(locBox.x + locBox.width - 1);
});

test('"Freeze up to this column" keeps more columns in place, per table, after a reload; "Unfreeze columns" lets them all scroll', async ({
  app,
  host,
}) => {
  const { cell, header, scrollLeft } = await wideGrid(app);
  const menu = app.getByRole('menu', { name: 'Column actions' });
  await header('changefreq').click({ button: 'right' });
  await expect(menu.getByRole('menuitem', { name: 'Unfreeze columns' })).toBeEnabled();
  await screenshot(app, 'grid-frozen-menu');
  await menu.getByRole('menuitem', { name: 'Freeze up to this column' }).click();

  const frozenBeside = async () => {
    await cell(1, 'loc').click();
    await app.keyboard.press('End');
    await expect.poll(scrollLeft).toBeGreaterThan(300);
    const loc = await box(cell(1, 'loc'));
    const lastmod = await box(cell(1, 'lastmod'));
    const changefreq = await box(cell(1, 'changefreq'));
    expect(Math.abs(lastmod.x - (loc.x + loc.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(changefreq.x - (lastmod.x + lastmod.width))).toBeLessThanOrEqual(1);
    await expect(cell(1, 'news')).toBeInViewport();
  };
  await frozenBeside();
  await screenshot(app, 'grid-frozen-three');

  // a reload starts without the table: import it again, and its columns are frozen as they were. Saved
  // first: unsaved work would be offered back after the reload once its recovery copy was written (a
  // slow machine writes it before the reload, the 2 s after the import).
  host.dialogs.answerNextSave(join(folder, 'frozen.sitemapstudio'));
  await app.keyboard.press('Control+s');
  await expect(app).toHaveTitle('frozen — Sitemap Studio');
  await loadApp(app, host);
  const { addButton } = await importFiles(app, host, [pagesXml]);
  await addButton.click();
  await frozenBeside();
  await header('changefreq').click({ button: 'right' });
  await expect(menu.getByRole('menuitem', { name: 'Freeze up to this column' })).toBeDisabled();
  await menu.getByRole('menuitem', { name: 'Unfreeze columns' }).click();
  // scrolled to the far end, loc has scrolled away with the rest; Home brings it back
  await expect(cell(1, 'loc')).toHaveCount(0);
  await cell(1, 'news').click();
  await app.keyboard.press('Home');
  await expect(cell(1, 'loc')).toBeInViewport();
  await expect.poll(scrollLeft).toBe(0);
});

test('a sorted view numbers each row by its stored row, as problems cite it, and says where it is shown', async ({
  app,
}) => {
  const { cell, rowNumber } = gridHelpers(app, 'pages');
  await app.getByRole('button', { name: 'Sort by loc' }).click();
  await app.getByRole('button', { name: 'Sort by loc' }).click();
  // descending: page-6 … page-1, so page-3 (stored row 3) shows 4th
  await expect(cell(4, 'loc')).toHaveText('https://example.com/page-3');
  await expect(rowNumber(4)).toHaveText('3');
  await expect(rowNumber(1)).toHaveText('6');
  await expect(rowNumber(4)).toHaveAttribute('title', 'Row 3, shown as 4 of 6');
  await expect(cell(4, 'priority')).toHaveAttribute('aria-invalid', 'true');
  await app.getByRole('button', { name: '1 error, 0 warnings' }).click();
  await expect(app.getByRole('region', { name: 'Problems' })).toContainText(/\brow 3\b/);
  await screenshot(app, 'grid-frozen-sorted');

  // in stored order the numbers are the positions again, with no tooltip
  await app.getByRole('button', { name: 'Sort by loc' }).click();
  await expect(rowNumber(4)).toHaveText('4');
  await expect(rowNumber(4)).not.toHaveAttribute('title');
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('the column menu freezes and unfreezes in Dutch, and a sorted view names the stored row', async ({ app }) => {
    const { cell, header, rowNumber } = gridHelpers(app, 'pages');
    const menu = app.getByRole('menu', { name: 'Kolomacties' });
    await header('lastmod').click({ button: 'right' });
    await expect(menu.getByRole('menuitem', { name: 'Blokkering opheffen' })).toBeEnabled();
    await dutchScreenshot(app, 'grid-frozen-menu-dutch');
    await menu.getByRole('menuitem', { name: 'Blokkeren tot en met deze kolom' }).click();
    await cell(1, 'loc').click();
    await app.keyboard.press('End');
    const loc = await box(cell(1, 'loc'));
    expect(Math.abs((await box(cell(1, 'lastmod'))).x - (loc.x + loc.width))).toBeLessThanOrEqual(1);

    await app.getByRole('button', { name: 'Sorteren op loc' }).click();
    await app.getByRole('button', { name: 'Sorteren op loc' }).click();
    await expect(rowNumber(4)).toHaveText('3');
    await expect(rowNumber(4)).toHaveAttribute('title', 'Rij 3, getoond als 4 van 6');
    await dutchScreenshot(app, 'grid-frozen-sorted-dutch');
  });
});
