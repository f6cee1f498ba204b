import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { gridHelpers } from './support/grid';
import { numberedEntries, urlsetOf } from '../support/sitemap-xml';
import { expect, screenshot, test } from './support/fixtures';

const entries = numberedEntries(12);
entries[2]!.priority = '1.7'; // an error
entries[5]!.loc = 'https://example.com/page-1'; // a duplicate: a warning
entries[7]!.lastmod = '2024-02-30'; // an error
const folder = makeTempDir({ 'pages.xml': urlsetOf(entries) });
// One worker runs this file's tests in order, so the folder is removed only after the last of them.
test.use({ launchPaths: [join(folder, 'pages.xml')], colorScheme: 'dark' });

/** The contrast ratio of two CSS colours (WCAG 2), both opaque rgb() as getComputedStyle gives them. */
function contrast(a: string, b: string): number {
  const luminance = (css: string): number => {
    const [r, g, b2] = css
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map(Number)
      .map((v) => v / 255);
    const lin = (c: number): number => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b2!);
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

test('the grid in the dark theme: problems, selection and headers stay readable', async ({ app }) => {
  const { grid, cell, header } = gridHelpers(app, 'pages');
  await expect(cell(6, 'loc')).toHaveClass(/warning/);
  await app.getByRole('button', { name: 'Sort by loc' }).click();
  await app.getByRole('button', { name: 'Filter', exact: true }).click();
  // sorted, row 2 is the duplicate (a warning on loc) and row 7 the priority error: select over both
  await cell(1, 'loc').click();
  await cell(7, 'priority').click({ modifiers: ['Shift'] });
  await expect(cell(2, 'loc')).toHaveClass(/warning/);
  await expect(cell(7, 'priority')).toHaveClass(/error/);
  await screenshot(app, 'grid-dark');

  const colours = async (locator: ReturnType<typeof cell>) =>
    locator.evaluate((el) => {
      const style = getComputedStyle(el);
      // a cell's own background and the selection's tint may be see-through: paint them over the grid's surface
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.fillStyle = getComputedStyle(document.body).getPropertyValue('--surface');
      canvas.fillRect(0, 0, 1, 1);
      canvas.fillStyle = style.backgroundColor;
      canvas.fillRect(0, 0, 1, 1);
      const tint = /linear-gradient\((rgba?\([^)]*\)|color\([^)]*\))/.exec(style.backgroundImage);
      if (tint) {
        canvas.fillStyle = tint[1]!;
        canvas.fillRect(0, 0, 1, 1);
      }
      const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
      return { text: style.color, background: `rgb(${r}, ${g}, ${b})`, tinted: tint !== null };
    });
  // every marked and selected cell, and the headers, keep text at WCAG AA contrast (4.5:1)
  for (const target of [
    cell(7, 'priority'),
    cell(2, 'loc'),
    cell(11, 'lastmod'),
    cell(3, 'changefreq'),
    header('loc'),
    grid.locator('[role="rowheader"]').first(),
  ]) {
    const { text, background } = await colours(target);
    expect(
      contrast(text, background),
      `${await target.textContent()}: ${text} on ${background}`,
    ).toBeGreaterThanOrEqual(4.5);
  }
  // the selection's tint is drawn over a problem's colour, not instead of it
  const [selectedError, plainError] = [await colours(cell(7, 'priority')), await colours(cell(11, 'lastmod'))];
  expect(selectedError.tinted).toBe(true);
  expect(plainError.tinted).toBe(false);
  expect(selectedError.background).not.toBe(plainError.background);
});

test('menus, the find bar and dialogs in the dark theme', async ({ app }) => {
  const { cell } = gridHelpers(app, 'pages');
  await cell(3, 'priority').click();
  await app.keyboard.press('Control+f');
  await expect(app.getByRole('search', { name: 'Find and replace' })).toBeVisible();
  await app.getByRole('searchbox', { name: 'Find' }).fill('page-1');
  await cell(3, 'priority').click({ button: 'right' });
  await expect(app.getByRole('menu', { name: 'Row and cell actions' })).toBeVisible();
  await screenshot(app, 'grid-dark-menu');
  await app.keyboard.press('Escape');
  await app.getByRole('separator', { name: 'Resize lastmod' }).focus();
  await app.keyboard.press('Enter');
  await expect(app.getByRole('dialog', { name: 'Width of lastmod' })).toBeVisible();
  await screenshot(app, 'grid-dark-width-dialog');
});
