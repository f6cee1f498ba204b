import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { gridHelpers } from './support/grid';
import { urlsetOf } from '../support/sitemap-xml';
import { dutchScreenshot } from './support/english-left';
import { expect, screenshot, test } from './support/fixtures';

const folder = makeTempDir({
  'pages.xml': urlsetOf([
    { loc: '/blog/' },
    { loc: '//localhost:1313/about/' },
    { loc: 'https://example.com/shop?utm_source=mail&id=7' },
  ]),
});
test.use({ launchPaths: [join(folder, 'pages.xml')] });

test('Rewrite locs: a preview count, then one undoable step', async ({ app, host }) => {
  await app.getByRole('tab', { name: /pages/ }).click();
  const { cell } = gridHelpers(app, 'pages');
  await cell(1, 'loc').click({ button: 'right' });
  await app
    .getByRole('menu', { name: 'Row and cell actions' })
    .getByRole('menuitem', { name: 'Rewrite locs…' })
    .click();
  const dialog = app.getByRole('dialog', { name: 'Rewrite locs' });
  await dialog.getByRole('textbox', { name: 'Base URL' }).fill('https://example.com');
  await expect(dialog.getByTestId('rewrite-preview')).toHaveText('Will change 2 of 3 locs');
  await expect(dialog).toContainText('/blog/ becomes https://example.com/blog/');
  await screenshot(app, 'grid-rewrite-locs');
  await dialog.getByRole('button', { name: 'Rewrite' }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(1, 'loc')).toHaveText('https://example.com/blog/');
  await expect(cell(2, 'loc')).toHaveText('https://example.com/about/');
  await expect(cell(3, 'loc')).toHaveText('https://example.com/shop?utm_source=mail&id=7');

  host.emit('menuCommand', { type: 'edit.undo' });
  await expect(cell(1, 'loc')).toHaveText('/blog/');
  await expect(cell(2, 'loc')).toHaveText('//localhost:1313/about/');

  await cell(3, 'loc').click({ button: 'right' });
  await app.getByRole('menuitem', { name: 'Rewrite locs…' }).click();
  await dialog.getByRole('combobox', { name: 'Rewrite' }).selectOption('stripTracking');
  await expect(dialog.getByTestId('rewrite-preview')).toHaveText('Will change 1 of 3 locs');
  await dialog.getByRole('button', { name: 'Rewrite' }).click();
  await expect(cell(3, 'loc')).toHaveText('https://example.com/shop?id=7');
  await expect(cell(1, 'loc')).toHaveText('/blog/');
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });
  test('the dialog speaks Dutch', async ({ app }) => {
    await app.getByRole('tab', { name: /pages/ }).click();
    const { cell } = gridHelpers(app, 'pages');
    await cell(1, 'loc').click({ button: 'right' });
    await app.getByRole('menuitem', { name: 'Locs herschrijven…' }).click();
    const dialog = app.getByRole('dialog', { name: 'Locs herschrijven' });
    await dialog.getByRole('textbox', { name: 'Basis-URL' }).fill('https://example.com');
    await expect(dialog.getByTestId('rewrite-preview')).toHaveText('Wijzigt 2 van 3 locs');
    await dutchScreenshot(app, 'grid-rewrite-locs-dutch');
  });
});
