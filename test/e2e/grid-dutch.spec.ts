import { dutchScreenshot } from './support/english-left';
import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { gridHelpers } from './support/grid';
import { urlsetOf } from '../support/sitemap-xml';
import { expect, test } from './support/fixtures';
import { DUTCH_EXCEL_PRIORITIES, pasteInto } from './support/paste';

const folder = makeTempDir({
  'pages.xml': urlsetOf([
    { loc: 'https://example.com/c', priority: '0.2', changefreq: 'daily' },
    {
      loc: 'https://example.com/a',
      priority: '0.9',
      inner: '<image:image><image:loc>https://example.com/a.jpg</image:loc></image:image>',
    },
    { loc: 'http://example.com/b.html', priority: '0.5', lastmod: '2024-01-01' },
  ]),
});
// The renderer speaks the language the browser prefers (navigator.languages).
test.use({ launchPaths: [join(folder, 'pages.xml')], locale: 'nl-NL' });

test('the grid in Dutch: toolbar, headers, menus, find and replace, bulk edit and column width', async ({
  app,
  host,
}) => {
  await app.getByRole('tab', { name: /pages/ }).click();
  const { grid, cell } = gridHelpers(app, 'pages');
  const toolbar = app.getByRole('toolbar', { name: 'Tabel' });
  await expect(toolbar.getByRole('button', { name: '+ Rij toevoegen' })).toBeVisible();
  await toolbar.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(app.getByRole('searchbox', { name: 'afbeeldingen filteren' })).toBeVisible();
  await expect(app.getByRole('button', { name: 'Sorteren op priority' })).toBeVisible();
  await app.getByRole('searchbox', { name: 'loc filteren' }).fill('example.com/a');
  await expect(app.getByTestId('shown-count')).toHaveText('1 van 3 rijen getoond');
  await dutchScreenshot(app, 'grid-dutch-table');
  await toolbar.getByRole('button', { name: 'Filters wissen' }).click();
  await toolbar.getByRole('button', { name: 'Filter', exact: true }).click();

  // the cell editor of a date
  await cell(1, 'lastmod').dblclick();
  const editor = app.getByRole('textbox', { name: 'lastmod bewerken' });
  await expect(editor).toBeFocused();
  await expect(app.locator('.cell-editor .hint')).toContainText('JJJJ-MM-DD');
  await expect(app.locator('.cell-editor').getByRole('button', { name: 'Vandaag' })).toBeVisible();
  await dutchScreenshot(app, 'grid-dutch-cell-editor');
  await editor.press('Escape');

  // the row menu, worded for the two rows selected
  await cell(1, 'loc').click();
  await cell(2, 'loc').click({ modifiers: ['Shift'] });
  await cell(2, 'loc').click({ button: 'right' });
  const rowMenu = app.getByRole('menu', { name: 'Acties voor rijen en cellen' });
  await expect(rowMenu.getByRole('menuitem', { name: '2 rijen erboven invoegen' })).toBeVisible();
  await expect(rowMenu.getByRole('menuitem', { name: 'Kopiëren' })).toBeVisible();
  await dutchScreenshot(app, 'grid-dutch-row-menu');
  await app.keyboard.press('Escape');

  // the column menu, and the width it asks for
  await app.getByRole('columnheader', { name: /priority/ }).click({ button: 'right' });
  const columnMenu = app.getByRole('menu', { name: 'Kolomacties' });
  await expect(columnMenu.getByRole('menuitem', { name: 'Oplopend sorteren' })).toBeFocused();
  await dutchScreenshot(app, 'grid-dutch-column-menu');
  await columnMenu.getByRole('menuitem', { name: 'Kolombreedte…' }).click();
  const widthDialog = app.getByRole('dialog', { name: 'Breedte van priority' });
  await expect(widthDialog.getByRole('spinbutton', { name: 'Pixels' })).toBeFocused();
  await expect(widthDialog).toContainText('px is de standaard.');
  await expect(widthDialog.getByRole('button', { name: 'Standaardbreedte' })).toBeVisible();
  await dutchScreenshot(app, 'grid-dutch-column-width');
  await app.keyboard.press('Escape');
  await expect(widthDialog).toHaveCount(0);

  // find and replace
  host.emit('menuCommand', { type: 'edit.find' });
  const bar = app.getByRole('search', { name: 'Zoeken en vervangen' });
  await bar.getByRole('searchbox', { name: 'Zoeken' }).fill('example.com/');
  await expect(bar.getByTestId('match-count')).toHaveText('3 treffers');
  await expect(bar.getByRole('checkbox', { name: 'Reguliere expressie' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Alles vervangen' })).toBeVisible();
  await dutchScreenshot(app, 'grid-dutch-find-bar');
  await bar.getByRole('searchbox', { name: 'Zoeken' }).fill('(');
  await bar.getByRole('checkbox', { name: 'Reguliere expressie' }).check();
  await expect(bar.getByTestId('match-count')).toHaveText('Ongeldige reguliere expressie');
  await bar.getByRole('button', { name: 'Zoeken sluiten' }).click();

  // bulk edit of the selected rows: the selected column's field (lastmod) comes first
  await cell(1, 'lastmod').click();
  await cell(3, 'lastmod').click({ modifiers: ['Shift'] });
  await toolbar.getByRole('button', { name: 'Meerdere rijen bewerken…' }).click();
  const bulk = app.getByRole('dialog', { name: '3 rijen bewerken' });
  await expect(bulk.getByRole('checkbox', { name: /^Vandaag/ })).toBeChecked();
  await dutchScreenshot(app, 'grid-dutch-bulk-edit');
  await bulk.getByRole('combobox', { name: 'Veld' }).selectOption('priority');
  const priority = bulk.getByRole('textbox', { name: 'Waarde van priority' });
  await priority.fill('2');
  await expect(bulk).toContainText('Priority is een getal van 0.0 tot en met 1.0.');
  await dutchScreenshot(app, 'grid-dutch-bulk-edit-priority');
  // a Dutch decimal comma is the decimal it means
  await priority.fill('0,7');
  await expect(bulk).not.toContainText('Priority is een getal');
  await expect(bulk.getByTestId('bulk-preview')).toHaveText('Wijzigt 3 van 3 geselecteerde rijen');
  await bulk.getByRole('button', { name: '3 rijen bewerken' }).click();
  await expect(bulk).toHaveCount(0);
  for (const row of [1, 2, 3]) await expect(cell(row, 'priority')).toHaveText('0.7');
  await expect(grid).toBeVisible();
});

test('a column of priorities, and whole rows, pasted from Dutch Excel with decimal commas are read as the decimals they mean', async ({
  app,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await app.getByRole('tab', { name: /pages/ }).click();
  const { cell } = gridHelpers(app, 'pages');
  await pasteInto(app, cell(1, 'priority'), DUTCH_EXCEL_PRIORITIES);
  const priorities = [cell(1, 'priority'), cell(2, 'priority'), cell(3, 'priority')];
  for (const [i, value] of ['0.5', '0.8', '1.0'].entries()) await expect(priorities[i]!).toHaveText(value);
  for (const priority of priorities) await expect(priority).not.toHaveAttribute('aria-invalid');

  // typed into the cell editor, the same
  await priorities[0]!.dblclick();
  await app.keyboard.press('Control+a');
  await app.keyboard.type(',3');
  await expect(app.locator('.cell-editor .hint')).toHaveCount(0);
  await app.keyboard.press('Enter');
  await expect(priorities[0]!).toHaveText('0.3');

  // whole rows (loc, lastmod, changefreq, priority): no priority left in error
  await pasteInto(
    app,
    cell(1, 'loc'),
    'https://example.com/x\t2025-01-02\tweekly\t0,5\r\nhttps://example.com/y\t\tdaily\t1\r\nhttps://example.com/z\t\tmonthly\t0,8\r\n',
  );
  await expect(cell(3, 'loc')).toHaveText('https://example.com/z');
  for (const [i, value] of ['0.5', '1', '0.8'].entries()) {
    await expect(cell(i + 1, 'priority')).toHaveText(value);
    await expect(cell(i + 1, 'priority')).not.toHaveAttribute('aria-invalid');
  }
  await expect(cell(1, 'lastmod')).toHaveText(/2025-01-02/);
});
