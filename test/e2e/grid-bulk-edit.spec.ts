import type { Page } from '@playwright/test';
import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { gridHelpers } from './support/grid';
import { urlsetOf } from '../support/sitemap-xml';
import { expect, screenshot, test } from './support/fixtures';

const LOCS = ['http://example.com/a', 'https://example.com/b', 'http://example.com/c', '/d'];
const folder = makeTempDir({
  'pages.xml': urlsetOf([
    { loc: LOCS[0]!, changefreq: 'daily' },
    {
      loc: LOCS[1]!,
      changefreq: 'monthly',
      inner:
        '<image:image><image:loc>https://example.com/b.jpg</image:loc><image:caption>A dog</image:caption></image:image>',
    },
    { loc: LOCS[2]!, changefreq: 'daily' },
    { loc: LOCS[3]! },
  ]),
});
test.use({ launchPaths: [join(folder, 'pages.xml')], viewport: { width: 1280, height: 720 } });

async function openPages(app: Page) {
  await app.getByRole('tab', { name: /pages/ }).click();
  return gridHelpers(app, 'pages');
}

/** Runs an entry of the in-window menu bar's Edit menu. */
async function editMenu(app: Page, entry: string): Promise<void> {
  await app.getByRole('menubar', { name: 'Menu bar' }).getByRole('menuitem', { name: 'Edit' }).click();
  await app.getByRole('menu', { name: 'Edit' }).getByRole('menuitem', { name: entry }).click();
}

test('bulk edit of a range of locs: find and replace with a count of the rows it changes, undone in one step', async ({
  app,
  host,
}) => {
  const { cell } = await openPages(app);
  await cell(1, 'loc').click();
  await cell(3, 'loc').click({ modifiers: ['Shift'] });
  await app.getByRole('button', { name: 'Bulk edit…' }).click();
  const dialog = app.getByRole('dialog', { name: 'Edit 3 rows' });
  // The selected column is the field; many locs are never set to one value.
  await expect(dialog.getByRole('combobox', { name: 'Field' })).toHaveValue('loc');
  const operation = dialog.getByRole('combobox', { name: 'Change', exact: true });
  await expect(operation).toHaveValue('replace');
  await expect(operation.getByRole('option')).toHaveText(['Find and replace', 'Add before', 'Add after']);
  await dialog.getByRole('textbox', { name: 'Find' }).fill('http://');
  await dialog.getByRole('textbox', { name: 'Replace with' }).fill('https://');
  await expect(dialog.getByTestId('bulk-preview')).toHaveText('Will change 2 of 3 selected rows');
  await screenshot(app, 'grid-bulk-edit-loc');
  await dialog.getByRole('button', { name: 'Edit 2 rows' }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(1, 'loc')).toHaveText('https://example.com/a');
  await expect(cell(3, 'loc')).toHaveText('https://example.com/c');
  await expect(cell(4, 'loc')).toHaveText('/d');

  host.emit('menuCommand', { type: 'edit.undo' });
  for (const [at, loc] of LOCS.entries()) await expect(cell(at + 1, 'loc')).toHaveText(loc);
});

test('bulk edit of a range of changefreq: set and clear, counting only the rows that change', async ({ app }) => {
  const { cell } = await openPages(app);
  await cell(1, 'changefreq').click();
  await cell(4, 'changefreq').click({ modifiers: ['Shift'] });
  await app.getByRole('button', { name: 'Bulk edit…' }).click();
  const dialog = app.getByRole('dialog', { name: 'Edit 4 rows' });
  await expect(dialog.getByRole('combobox', { name: 'Field' })).toHaveValue('changefreq');
  await dialog.getByRole('combobox', { name: 'changefreq value' }).selectOption('daily');
  await expect(dialog.getByTestId('bulk-preview')).toHaveText('Will change 2 of 4 selected rows');
  await screenshot(app, 'grid-bulk-edit-changefreq');
  await dialog.getByRole('button', { name: 'Edit 2 rows' }).click();
  for (const row of [1, 2, 3, 4]) await expect(cell(row, 'changefreq')).toHaveText('daily');

  await app.getByRole('button', { name: 'Bulk edit…' }).click();
  await dialog.getByRole('combobox', { name: 'Change', exact: true }).selectOption('clear');
  await expect(dialog.getByRole('button', { name: 'Edit 4 rows' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Edit 4 rows' }).click();
  for (const row of [1, 2, 3, 4]) await expect(cell(row, 'changefreq')).toHaveText('');

  await app.getByRole('grid', { name: 'pages' }).focus();
  await app.keyboard.press('Control+z');
  for (const row of [1, 2, 3, 4]) await expect(cell(row, 'changefreq')).toHaveText('daily');
});

test('the Edit menu opens bulk edit and Rewrite locs for the selection, and removes deprecated fields', async ({
  app,
  host,
}) => {
  const { cell, rowNumber } = await openPages(app);
  await rowNumber(2).click();
  await rowNumber(4).click({ modifiers: ['Shift'] });
  await editMenu(app, 'Bulk Edit…');
  const bulk = app.getByRole('dialog', { name: 'Edit 3 rows' });
  await expect(bulk.getByRole('combobox', { name: 'Field' })).toHaveValue('lastmod');
  await bulk.getByRole('button', { name: 'Cancel' }).click();

  await editMenu(app, 'Rewrite Locs…');
  const rewrite = app.getByRole('dialog', { name: 'Rewrite locs in 3 selected rows' });
  await rewrite.getByRole('textbox', { name: 'Base URL' }).fill('https://example.com');
  await expect(rewrite.getByTestId('rewrite-preview')).toHaveText('Will change 1 of 3 locs');
  await screenshot(app, 'grid-rewrite-locs-selection');
  await rewrite.getByRole('button', { name: 'Rewrite' }).click();
  await expect(cell(4, 'loc')).toHaveText('https://example.com/d');
  await expect(cell(1, 'loc')).toHaveText(LOCS[0]!);

  // The native menu sends the same commands.
  host.emit('menuCommand', { type: 'edit.removeDeprecated' });
  await expect(app.getByText('Removed 1 deprecated image or video field')).toBeVisible();
  await app.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(app.getByText('Removed 1 deprecated image or video field')).toBeHidden();
  host.emit('menuCommand', { type: 'edit.bulkEdit' });
  await expect(bulk).toBeVisible();
});

test.describe('without a table', () => {
  test.use({ launchPaths: [] });
  test('the bulk tools are greyed out in the menu bar', async ({ app }) => {
    await app.getByRole('menubar', { name: 'Menu bar' }).getByRole('menuitem', { name: 'Edit' }).click();
    const edit = app.getByRole('menu', { name: 'Edit' });
    for (const entry of ['Bulk Edit…', 'Rewrite Locs…', 'Remove Deprecated Image and Video Fields']) {
      await expect(edit.getByRole('menuitem', { name: entry })).toHaveAttribute('aria-disabled', 'true');
    }
    await screenshot(app, 'menu-bar-edit-no-table');
  });
});

test("bulk edit of the images column: find and replace in every image's loc, the others' fields kept, seen in Row details", async ({
  app,
}) => {
  const { cell } = await openPages(app);
  await cell(1, 'images').click();
  await cell(4, 'images').click({ modifiers: ['Shift'] });
  await app.getByRole('button', { name: 'Bulk edit…' }).click();
  const dialog = app.getByRole('dialog', { name: 'Edit 4 rows' });
  // The images column suggests its entries' first field; a required one is never cleared.
  await expect(dialog.getByRole('combobox', { name: 'Field' })).toHaveValue('image:loc');
  const operation = dialog.getByRole('combobox', { name: 'Change', exact: true });
  await expect(operation.getByRole('option')).toHaveText(['Set to', 'Find and replace', 'Add before', 'Add after']);
  await operation.selectOption('replace');
  await dialog.getByRole('textbox', { name: 'Find' }).fill('https://example.com/');
  await dialog.getByRole('textbox', { name: 'Replace with' }).fill('https://cdn.example.com/');
  await expect(dialog.getByTestId('bulk-entries-hint')).toContainText('rows without images stay as they are');
  await expect(dialog.getByTestId('bulk-preview')).toHaveText('Will change 1 of 4 selected rows');
  await screenshot(app, 'grid-bulk-edit-image-loc');
  await dialog.getByRole('button', { name: 'Edit 1 row' }).click();
  await expect(dialog).toBeHidden();

  await cell(2, 'loc').click();
  await app.keyboard.press('Alt+Enter');
  await app.getByRole('tab', { name: /Images/ }).click();
  await expect(app.getByRole('textbox', { name: 'Image 1 loc' })).toHaveValue('https://cdn.example.com/b.jpg');
  await expect(app.getByRole('textbox', { name: 'Image 1 caption' })).toHaveValue('A dog');

  await app.getByRole('grid', { name: 'pages' }).focus();
  await app.keyboard.press('Control+z');
  await expect(app.getByRole('textbox', { name: 'Image 1 loc' })).toHaveValue('https://example.com/b.jpg');
});

test("bulk edit says what is wrong with an extension field's value before it goes into every entry", async ({
  app,
}) => {
  const { cell } = await openPages(app);
  await cell(1, 'images').click();
  await app.getByRole('button', { name: 'Bulk edit…' }).click();
  const dialog = app.getByRole('dialog', { name: 'Edit 1 row' });
  await dialog.getByRole('combobox', { name: 'Field' }).selectOption('video:duration');
  await dialog.getByRole('textbox', { name: 'video:duration value' }).fill('12,5');
  await expect(dialog.getByTestId('bulk-value-problem')).toHaveText(
    'Video 1\'s duration "12,5" must be whole seconds from 1 to 28800.',
  );
  await expect(dialog.getByRole('button', { name: /^Edit / })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'video:duration value' }).fill('125');
  await expect(dialog.getByTestId('bulk-value-problem')).toBeHidden();

  await dialog.getByRole('combobox', { name: 'Field' }).selectOption('video:restriction');
  await expect(dialog).toContainText('An entry without video:restriction stays as it is');
});
