import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { gridHelpers } from './support/grid';
import { urlsetOf, type UrlEntry } from '../support/sitemap-xml';
import { expect, screenshot, test } from './support/fixtures';

const entries: UrlEntry[] = [
  { loc: 'https://example.com/c', priority: '0.2', changefreq: 'daily' },
  {
    loc: 'https://example.com/a',
    priority: '0.9',
    inner:
      '<image:image><image:loc>https://example.com/a.jpg</image:loc></image:image><xhtml:link rel="alternate" hreflang="de" href="https://example.com/de/a"/>',
  },
  { loc: 'http://example.com/b.html', priority: '0.5', lastmod: '2024-01-01' },
];
const folder = makeTempDir({
  'pages.xml': urlsetOf(entries),
  'more.xml': urlsetOf([{ loc: 'https://example.com/m' }]),
});
// One worker runs this file's tests in order, so the folder is removed only after the last of them.
test.use({ launchPaths: [join(folder, 'pages.xml'), join(folder, 'more.xml')] });

async function openPages(app: Page) {
  await app.getByRole('tab', { name: /pages/ }).click();
  return gridHelpers(app, 'pages');
}

test('rows are inserted and deleted from the context menu and the keyboard, and added at the end', async ({ app }) => {
  const { grid, cell } = await openPages(app);
  await cell(2, 'loc').click({ button: 'right' });
  const menu = app.getByRole('menu', { name: 'Row and cell actions' });
  await expect(menu).toBeVisible();
  await screenshot(app, 'grid-context-menu');
  await menu.getByRole('menuitem', { name: 'Insert row above' }).click();
  await expect(grid).toHaveAttribute('aria-rowcount', '5');
  await expect(cell(2, 'loc')).toHaveText('');
  await expect(cell(3, 'loc')).toHaveText('https://example.com/a');

  await cell(3, 'loc').click({ button: 'right' });
  await menu.getByRole('menuitem', { name: 'Insert row below' }).click();
  await expect(cell(4, 'loc')).toHaveText('');
  await expect(cell(5, 'loc')).toHaveText('http://example.com/b.html');

  // the empty rows go again: one by the keyboard, one by the menu
  await cell(4, 'loc').click();
  await app.keyboard.press('Control+Alt+-');
  await expect(grid).toHaveAttribute('aria-rowcount', '5');
  await cell(2, 'loc').click({ button: 'right' });
  await menu.getByRole('menuitem', { name: 'Delete row' }).click();
  await expect(grid).toHaveAttribute('aria-rowcount', '4');
  await expect(cell(2, 'loc')).toHaveText('https://example.com/a');

  await cell(1, 'loc').click();
  await app.keyboard.press('Control+Alt+=');
  await expect(grid).toHaveAttribute('aria-rowcount', '5');
  await app.keyboard.press('Control+z');
  await expect(grid).toHaveAttribute('aria-rowcount', '4');

  await app.getByRole('button', { name: '+ Add row' }).click();
  await expect(grid).toHaveAttribute('aria-rowcount', '5');
  await expect(app.getByRole('tab', { name: /pages/ })).toContainText('4');
  await expect(grid).toHaveAttribute('aria-activedescendant', /-r3-c0$/);
  // The new row takes the keys: a URL typed at once goes into its loc.
  await app.keyboard.type('https://example.com/new');
  await app.keyboard.press('Enter');
  await expect(cell(4, 'loc')).toHaveText('https://example.com/new');
});

test('sorting is a view until applied; filters show matching rows', async ({ app, host }) => {
  const { grid, cell, header } = await openPages(app);
  await app.getByRole('button', { name: 'Sort by loc' }).click();
  await expect(header('loc')).toHaveAttribute('aria-sort', 'ascending');
  await expect(cell(1, 'loc')).toHaveText('http://example.com/b.html');
  await app.getByRole('button', { name: 'Sort by priority' }).click();
  await app.getByRole('button', { name: 'Sort by priority' }).click();
  await expect(header('priority')).toHaveAttribute('aria-sort', 'descending');
  await expect(cell(1, 'priority')).toHaveText('0.9');
  // a third click goes back to stored order: nothing was reordered
  await app.getByRole('button', { name: 'Sort by priority' }).click();
  await expect(cell(1, 'loc')).toHaveText('https://example.com/c');

  await app.getByRole('button', { name: 'Sort by loc' }).click();
  await app.getByRole('button', { name: 'Apply sort to table' }).click();
  await expect(header('loc')).not.toHaveAttribute('aria-sort', /./);
  await expect(cell(1, 'loc')).toHaveText('http://example.com/b.html');
  host.emit('menuCommand', { type: 'edit.undo' });
  await expect(cell(1, 'loc')).toHaveText('https://example.com/c');

  await app.getByRole('button', { name: 'Filter', exact: true }).click();
  await app.getByRole('searchbox', { name: 'Filter loc' }).fill('HTTPS');
  await expect(grid).toHaveAttribute('aria-rowcount', '3');
  await expect(app.getByTestId('shown-count')).toHaveText('2 of 3 rows shown');
  await app.getByRole('searchbox', { name: 'Filter priority' }).fill('0.9');
  await expect(grid).toHaveAttribute('aria-rowcount', '2');
  await expect(cell(1, 'loc')).toHaveText('https://example.com/a');
  await app.getByRole('button', { name: 'Clear filters' }).click();
  await expect(grid).toHaveAttribute('aria-rowcount', '4');
});

test('find and replace: plain and regular expression, in the selection or the whole table, with a count; undone at once', async ({
  app,
  host,
}) => {
  const { cell } = await openPages(app);
  host.emit('menuCommand', { type: 'edit.find' });
  const bar = app.getByRole('search', { name: 'Find and replace' });
  const find = bar.getByRole('searchbox', { name: 'Find' });
  await expect(find).toBeFocused();
  await find.fill('example.com/');
  await expect(bar.getByTestId('match-count')).toHaveText('3 matches');
  await find.fill('^https://example\\.com/(\\w)$');
  await expect(bar.getByTestId('match-count')).toHaveText('0 matches');
  await bar.getByRole('checkbox', { name: 'Regular expression' }).check();
  await expect(bar.getByTestId('match-count')).toHaveText('2 matches');
  await screenshot(app, 'grid-find-bar');
  // Each step says which match it is on, and wraps around at either end.
  const grid = app.getByRole('grid', { name: 'pages' });
  await bar.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(bar.getByTestId('match-count')).toHaveText('1 of 2');
  await find.press('Enter');
  await expect(bar.getByTestId('match-count')).toHaveText('2 of 2');
  await find.press('Enter');
  await expect(bar.getByTestId('match-count')).toHaveText('1 of 2');
  await find.press('Shift+Enter');
  await expect(bar.getByTestId('match-count')).toHaveText('2 of 2');
  await bar.getByRole('button', { name: 'Previous' }).click();
  await expect(bar.getByTestId('match-count')).toHaveText('1 of 2');
  await expect(grid).toHaveAttribute('aria-activedescendant', /-r0-c0$/);
  await bar.getByRole('textbox', { name: 'Replace with' }).fill('https://example.com/page-$1');
  await bar.getByRole('button', { name: 'Replace all' }).click();
  await expect(cell(1, 'loc')).toHaveText('https://example.com/page-c');
  await expect(cell(2, 'loc')).toHaveText('https://example.com/page-a');
  await expect(bar.getByTestId('match-count')).toHaveText('0 matches');
  await find.fill('(');
  await expect(bar.getByTestId('match-count')).toContainText('Invalid regular expression');

  // in the selection only
  await bar.getByRole('checkbox', { name: 'Regular expression' }).uncheck();
  await cell(2, 'loc').click();
  await cell(3, 'loc').click({ modifiers: ['Shift'] });
  await bar.getByRole('checkbox', { name: 'In selection' }).check();
  await find.fill('https://');
  await expect(bar.getByTestId('match-count')).toHaveText('1 match');
  await bar.getByRole('textbox', { name: 'Replace with' }).fill('ftp://');
  await bar.getByRole('button', { name: 'Replace all' }).click();
  await expect(cell(2, 'loc')).toHaveText('ftp://example.com/page-a');
  await expect(cell(1, 'loc')).toHaveText('https://example.com/page-c');
  await cell(1, 'lastmod').click();
  await app.keyboard.press('Control+z');
  await expect(cell(2, 'loc')).toHaveText('https://example.com/page-a');
  // A sort orders the matches anew: the next step starts from the first, not one on from the old order.
  await bar.getByRole('checkbox', { name: 'In selection' }).uncheck();
  await find.fill('example.com');
  const position = bar.getByTestId('match-count');
  for (let step = 0; step < 5 && !/^1 of/.test(await position.innerText()); step++) await find.press('Enter');
  await expect(position).toHaveText(/^1 of \d+$/);
  await app.getByRole('button', { name: 'Sort by loc' }).click();
  await find.press('Enter');
  await expect(position).toHaveText(/^1 of \d+$/);
  await expect(app.getByRole('grid', { name: 'pages' })).toHaveAttribute('aria-activedescendant', /-r0-c0$/);
  await app.keyboard.press('Escape');
});

test('bulk edit sets lastmod to today, changefreq or priority for the selected rows, in one undoable step', async ({
  app,
}) => {
  const { cell, rowNumber } = await openPages(app);
  await rowNumber(1).click();
  await rowNumber(3).click({ modifiers: ['Shift'] });
  await app.getByRole('button', { name: 'Bulk edit…' }).click();
  const dialog = app.getByRole('dialog', { name: 'Edit 3 rows' });
  await expect(dialog.getByRole('checkbox', { name: /Today/ })).toBeChecked();
  await expect(dialog.getByTestId('bulk-preview')).toHaveText('Will change 3 of 3 selected rows');
  await dialog.getByRole('button', { name: 'Edit 3 rows' }).click();
  const today = await app.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  for (const row of [1, 2, 3]) await expect(cell(row, 'lastmod')).toHaveText(today);
  // The dialog says how many rows a value changes: none, once they all have it.
  await app.getByRole('button', { name: 'Bulk edit…' }).click();
  await expect(dialog.getByTestId('bulk-preview')).toHaveText('Will change 0 of 3 selected rows');
  await expect(dialog.getByRole('button', { name: 'Edit 0 rows' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Field' }).selectOption('priority');
  await dialog.getByRole('textbox', { name: 'priority value' }).fill('0.5');
  await expect(dialog.getByTestId('bulk-preview')).toHaveText('Will change 2 of 3 selected rows');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await app.getByRole('button', { name: 'Bulk edit…' }).click();
  await dialog.getByRole('combobox', { name: 'Field' }).selectOption('changefreq');
  await dialog.getByRole('combobox', { name: 'changefreq value' }).selectOption('yearly');
  await dialog.getByRole('button', { name: 'Edit 3 rows' }).click();
  for (const row of [1, 2, 3]) await expect(cell(row, 'changefreq')).toHaveText('yearly');

  await app.getByRole('button', { name: 'Bulk edit…' }).click();
  await dialog.getByRole('combobox', { name: 'Field' }).selectOption('priority');
  await dialog.getByRole('textbox', { name: 'priority value' }).fill('0.7');
  await dialog.getByRole('button', { name: 'Edit 3 rows' }).click();
  for (const row of [1, 2, 3]) await expect(cell(row, 'priority')).toHaveText('0.7');
  await app.getByRole('grid', { name: 'pages' }).focus();
  await app.keyboard.press('Control+z');
  await expect(cell(2, 'priority')).toHaveText('0.9');
  await expect(cell(2, 'changefreq')).toHaveText('yearly');
});

test('extension columns show counts that open the row details; each table has its own tab and count', async ({
  app,
}) => {
  const { cell } = await openPages(app);
  await expect(cell(2, 'images')).toHaveText('1');
  await expect(cell(2, 'alternates')).toHaveText('1');
  await expect(cell(2, 'videos')).toHaveText('0');
  await cell(2, 'images').dblclick();
  const details = app.getByRole('complementary', { name: 'Row 2 details' });
  await expect(details.getByLabel('Image 1 loc')).toHaveValue('https://example.com/a.jpg');
  await details.getByRole('tab', { name: /Alternates/ }).click();
  await expect(details.getByLabel('Alternate 1 hreflang')).toHaveValue('de');
  await expect(details.getByLabel('Alternate 1 href', { exact: true })).toHaveValue('https://example.com/de/a');
  await details.getByRole('button', { name: 'Close row details' }).click();
  await expect(details).toHaveCount(0);

  await expect(app.getByRole('tab')).toHaveText([/pages\s*3/, /more\s*1/]);
  await app.getByRole('tab', { name: /more/ }).click();
  await expect(app.getByRole('grid', { name: 'more' })).toHaveAttribute('aria-rowcount', '2');
});
