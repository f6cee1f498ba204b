import { join } from 'node:path';
import { openProjectFile } from '../../electron/engine/project/project-file';
import { makeTempDir } from '../support/temp-dir';
import { gridHelpers } from './support/grid';
import { numberedEntries, urlsetOf } from '../support/sitemap-xml';
import { expect, screenshot, test } from './support/fixtures';

const folder = makeTempDir({ 'pages.xml': urlsetOf(numberedEntries(30)) });
// One worker runs this file's tests in order, so the folder is removed only after the last of them.
test.use({ launchPaths: [join(folder, 'pages.xml')] });

test('F2 and typing edit a cell; Enter commits and moves down, Tab right, Escape cancels; Delete clears', async ({
  app,
  host,
}) => {
  const { cell, editor } = gridHelpers(app, 'pages');
  await cell(1, 'loc').click();
  await app.keyboard.press('F2');
  await expect(editor).toHaveValue('https://example.com/page-1');
  await editor.press('End');
  await editor.pressSequentially('?x=1');
  await editor.press('Enter');
  await expect(cell(1, 'loc')).toHaveText('https://example.com/page-1?x=1');
  await expect(app.getByRole('grid', { name: 'pages' })).toHaveAttribute('aria-activedescendant', /-r1-c0$/);

  // typing starts an edit that replaces the cell
  await app.keyboard.type('https://example.com/new');
  await app.keyboard.press('Tab');
  await expect(cell(2, 'loc')).toHaveText('https://example.com/new');
  await expect(app.getByRole('grid', { name: 'pages' })).toHaveAttribute('aria-activedescendant', /-r1-c1$/);

  await app.keyboard.type('2020');
  await app.keyboard.press('Escape');
  await expect(editor).toHaveCount(0);
  await expect(cell(2, 'lastmod')).toHaveText('2024-01-15');

  await app.keyboard.press('Delete');
  await expect(cell(2, 'lastmod')).toHaveText('');
  await expect(app).toHaveTitle('• Untitled — Sitemap Studio');
  await expect.poll(() => host.documentState()?.dirty).toBe(true);
});

test('each column has its editor: W3C date-time with Today, a changefreq list, a 0.0–1.0 number', async ({ app }) => {
  const { cell, editor } = gridHelpers(app, 'pages');
  await cell(1, 'lastmod').dblclick();
  await expect(editor).toHaveValue('2024-01-15');
  await editor.fill('2024-13-01');
  await expect(app.locator('.cell-editor .hint')).toContainText('is not valid');
  await screenshot(app, 'grid-editor-lastmod');
  await app.locator('.cell-editor').getByRole('button', { name: 'Today' }).click();
  await expect(editor).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await editor.press('Enter');
  await expect(cell(1, 'lastmod')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

  await cell(1, 'changefreq').click();
  await app.keyboard.press('F2');
  const list = app.getByRole('listbox', { name: 'changefreq' });
  await expect(list.getByRole('option')).toHaveText([
    'always',
    'hourly',
    'daily',
    'weekly',
    'monthly',
    'yearly',
    'never',
  ]);
  await expect(list.getByRole('option', { name: 'weekly' })).toHaveAttribute('aria-selected', 'true');
  await screenshot(app, 'grid-editor-changefreq');
  await editor.press('ArrowDown');
  await editor.press('Enter');
  await expect(cell(1, 'changefreq')).toHaveText('monthly');
  await cell(2, 'changefreq').click();
  await app.keyboard.type('d');
  await editor.press('Enter');
  await expect(cell(2, 'changefreq')).toHaveText('daily');

  await cell(1, 'priority').click();
  await app.keyboard.press('F2');
  await editor.press('ArrowUp');
  await expect(editor).toHaveValue('0.6');
  await editor.fill('1.5');
  await expect(app.locator('.cell-editor .hint')).toHaveText('A number from 0.0 to 1.0');
  await editor.press('Enter');
  await expect(cell(1, 'priority')).toHaveText('1.5');
  await expect(cell(1, 'priority')).toHaveAttribute('aria-invalid', 'true');
});

test('IME composition goes into the editor, and Enter inside it does not commit', async ({ app }) => {
  const { cell, editor } = gridHelpers(app, 'pages');
  await cell(3, 'loc').click();
  await app.keyboard.press('F2');
  await editor.fill('https://example.com/');
  const cdp = await app.context().newCDPSession(app);
  await cdp.send('Input.imeSetComposition', { text: 'に', selectionStart: 1, selectionEnd: 1 });
  await cdp.send('Input.imeSetComposition', { text: 'にほん', selectionStart: 3, selectionEnd: 3 });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyDown',
    key: 'Enter',
    code: 'Enter',
    windowsVirtualKeyCode: 229,
  });
  await expect(editor).toBeVisible();
  await cdp.send('Input.insertText', { text: '日本' });
  await expect(editor).toHaveValue('https://example.com/日本');
  await editor.press('Enter');
  await expect(cell(3, 'loc')).toHaveText('https://example.com/日本');
});

test('a cell with a problem is marked at once, with its message on hover, in the problems panel and the status bar', async ({
  app,
}) => {
  const { grid, cell, editor } = gridHelpers(app, 'pages');
  await cell(2, 'priority').click();
  await app.keyboard.type('7');
  await editor.press('Enter');
  const bad = cell(2, 'priority');
  await expect(bad).toHaveAttribute('aria-invalid', 'true');
  await expect(bad).toHaveClass(/error/);
  await expect(bad).toHaveAttribute('title', 'priority 7 is above 1.0; use a number from 0.0 to 1.0.');
  await expect(bad).toHaveAccessibleDescription('priority 7 is above 1.0; use a number from 0.0 to 1.0.');
  await expect(await bad.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(253, 231, 231)');

  // a duplicate loc is a warning (amber), found by the whole-table check in the worker
  await cell(4, 'loc').click();
  await app.keyboard.type('https://example.com/page-1');
  await editor.press('Enter');
  await expect(cell(4, 'loc')).toHaveClass(/warning/);
  await expect(app.getByTestId('problem-count')).toHaveAccessibleName('1 error, 1 warning');

  await app.getByTestId('problem-count').click();
  const panel = app.getByRole('region', { name: 'Problems' });
  await expect(panel.getByRole('listitem')).toHaveCount(2);
  await screenshot(app, 'grid-problems');
  await grid.locator('[role="gridcell"]').first().click();
  // one problem: its line takes the grid there
  await panel
    .getByRole('button', { name: /^priority-out-of-range.*priority 7 is above 1\.0.*table pages, row 2, priority$/ })
    .click();
  await expect(grid).toHaveAttribute('aria-activedescendant', /-r1-c3$/);
  await expect(grid).toBeFocused();
});

test('undo and redo every edit, from the keyboard and the Edit menu', async ({ app, host }) => {
  const { cell, editor } = gridHelpers(app, 'pages');
  await cell(1, 'loc').click();
  await app.keyboard.type('https://example.com/a');
  await editor.press('Enter');
  await app.keyboard.press('Delete');
  await expect(cell(2, 'loc')).toHaveText('');
  await app.keyboard.press('Control+z');
  await expect(cell(2, 'loc')).toHaveText('https://example.com/page-2');
  host.emit('menuCommand', { type: 'edit.undo' });
  await expect(cell(1, 'loc')).toHaveText('https://example.com/page-1');
  host.emit('menuCommand', { type: 'edit.redo' });
  await expect(cell(1, 'loc')).toHaveText('https://example.com/a');
  await app.keyboard.press('Control+y');
  await expect(cell(2, 'loc')).toHaveText('');
  await app.keyboard.press('Control+Shift+z');
  await expect(cell(2, 'loc')).toHaveText('');
});

test('Undo and Redo from the grid scroll to the cell they change and select it, as a spreadsheet does', async ({
  app,
}) => {
  const { cell, selected } = gridHelpers(app, 'pages');
  await cell(1, 'loc').click();
  await app.keyboard.press('Control+End');
  await expect(cell(30, 'news')).toBeInViewport();
  await app.keyboard.press('Home');
  await app.keyboard.press('ArrowRight');
  await app.keyboard.type('2021-02-03');
  await app.keyboard.press('Enter');
  await expect(cell(30, 'lastmod')).toHaveText('2021-02-03');
  await app.keyboard.press('Control+Home');
  await expect(cell(30, 'lastmod')).not.toBeInViewport();

  await app.keyboard.press('Control+z');
  await expect(cell(30, 'lastmod')).toBeInViewport();
  await expect(cell(30, 'lastmod')).not.toHaveText('2021-02-03');
  expect(await selected()).toEqual(['30:lastmod']);
  await app.keyboard.press('Control+Home');
  await app.keyboard.press('Control+y');
  await expect(cell(30, 'lastmod')).toHaveText('2021-02-03');
  await expect(cell(30, 'lastmod')).toBeInViewport();
  expect(await selected()).toEqual(['30:lastmod']);
});

test('a cell still being typed is saved by Ctrl+S and by the menu’s Save, not left out of the file', async ({
  app,
  host,
}) => {
  const { cell, editor } = gridHelpers(app, 'pages');
  const saved = join(folder, 'typed.sitemapstudio');
  await cell(1, 'priority').click();
  await app.keyboard.type('0.7');
  await expect(editor).toHaveValue('0.7');
  // No Enter: the editor still has the focus as the save begins.
  host.dialogs.answerNextSave(saved);
  await app.keyboard.press('Control+s');
  await expect(app).toHaveTitle('typed — Sitemap Studio');
  expect((await openProjectFile(saved)).tables[0]!.rows[0]!.priority).toBe('0.7');

  // The native menu's Save (its accelerator) reaches the page while the editor has the focus.
  await cell(2, 'priority').click();
  await app.keyboard.type('0.2');
  await expect(editor).toHaveValue('0.2');
  host.emit('menuCommand', { type: 'file.save' });
  // The first save's status and title are still shown: the file itself says when this one is written.
  await expect.poll(async () => (await openProjectFile(saved)).tables[0]!.rows[1]!.priority).toBe('0.2');
  await expect(app.getByRole('status')).toHaveText(/^Saved typed/);
  await expect(app).toHaveTitle('typed — Sitemap Studio');
});

test('a cell still being typed counts as unsaved work when the project is left: New asks first', async ({
  app,
  host,
}) => {
  const { cell, editor } = gridHelpers(app, 'pages');
  await expect(cell(3, 'loc')).toHaveText('https://example.com/page-3');
  // Saved first: nothing else is unsaved.
  host.dialogs.answerNextSave(join(folder, 'left.sitemapstudio'));
  await app.keyboard.press('Control+s');
  await expect(app).toHaveTitle('left — Sitemap Studio');
  await cell(3, 'priority').click();
  await app.keyboard.type('0.4');
  await expect(editor).toHaveValue('0.4');
  host.emit('menuCommand', { type: 'file.new' });
  const prompt = app.getByRole('alertdialog', { name: 'Save changes to “left”?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(cell(3, 'priority')).toHaveText('0.4');
  await expect(app).toHaveTitle('• left — Sitemap Studio');
});
