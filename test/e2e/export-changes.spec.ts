import { join } from 'node:path';
import { escapeRegExp } from '../../shared/escape-regexp';
import { startServer, type TestServer } from '../support/http-server';
import { urlsetOf } from '../support/sitemap-xml';
import { makeTempDir } from '../support/temp-dir';
import { expect, screenshot, test } from './support/fixtures';
import { gridHelpers } from './support/grid';
import { importFiles } from './support/import-dialog';
import { dutchScreenshot } from './support/english-left';
import { exportInto, openExportDialog } from './support/export-dialog';

const html = (title: string) => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: `<title>${title}</title>`,
});
let site: TestServer;

test.beforeAll(async () => {
  site = await startServer({
    '/robots.txt': { status: 200, body: 'User-agent: *\nAllow: /\n' },
    '/': html('Home'),
    '/shop': html('Shop'),
    // Removed from the sitemap, yet still answering: the check must name it.
    '/old': html('Old page'),
  });
});
test.afterAll(async () => site?.close());

test('the export dialog says what changed since the last export, field by field, and checks the removed URL', async ({
  app,
  host,
}) => {
  const url = (path: string) => `${site.origin}${path}`;
  const folder = makeTempDir({
    'pages.xml': urlsetOf(['/', '/shop', '/old'].map((path) => ({ loc: url(path), priority: '0.5' }))),
  });
  const { addButton } = await importFiles(app, host, [join(folder, 'pages.xml')]);
  await addButton.click();
  const { cell, editor } = gridHelpers(app, 'pages');
  await expect(cell(3, 'loc')).toHaveText(url('/old'));

  // The first export: nothing to compare with yet.
  const dialog = await openExportDialog(app);
  const changes = dialog.getByTestId('export-changes');
  await expect(changes).toContainText('No earlier export');
  await exportInto(dialog, join(folder, 'site'));

  // A row edited, one removed, one added.
  await cell(2, 'priority').click();
  await app.keyboard.press('F2');
  await editor.fill('0.9');
  await editor.press('Enter');
  await cell(3, 'loc').click({ button: 'right' });
  await app.getByRole('menuitem', { name: 'Delete row' }).click();
  await cell(2, 'loc').click({ button: 'right' });
  await app.getByRole('menuitem', { name: 'Insert row below' }).click();
  await cell(3, 'loc').click();
  await app.keyboard.type(url('/blog'));
  await editor.press('Enter');
  await expect(cell(3, 'loc')).toHaveText(url('/blog'));

  await openExportDialog(app);
  await expect(changes).toContainText(
    new RegExp(`The last export, .+, wrote 2 files with 3 URLs to ${escapeRegExp(join(folder, 'site'))}\\.`),
  );
  await expect(changes.getByTestId('changes-other-folder')).toBeHidden();
  await expect(changes.getByTestId('changes-added').locator('summary')).toHaveText('1 added');
  await expect(changes.getByTestId('changes-removed').locator('summary')).toHaveText('1 removed');
  await expect(changes.getByTestId('changes-changed').locator('summary')).toHaveText('1 changed');
  await changes.getByTestId('changes-changed').locator('summary').click();
  await expect(changes.getByTestId('changes-changed').getByRole('listitem')).toHaveText(
    `${url('/shop')}Fields that changed: priority`,
  );
  await changes.getByTestId('changes-removed').locator('summary').click();
  await expect(changes.getByTestId('changes-removed').getByRole('listitem')).toHaveText(url('/old'));
  await screenshot(app, 'export-changes');

  // Another folder: the changes are still since the last export, and the dialog says that went elsewhere.
  const elsewhere = join(folder, 'staging');
  await dialog.getByLabel('Output folder').fill(elsewhere);
  await expect(changes.getByTestId('changes-other-folder')).toHaveText(
    `This export goes to another folder, ${elsewhere}: the changes below are counted since the last export, not against what that folder holds.`,
  );
  await dialog.getByLabel('Output folder').fill(join(folder, 'site'));
  await expect(changes.getByTestId('changes-other-folder')).toBeHidden();

  await changes.getByRole('button', { name: 'Check removed URLs' }).click();
  const check = changes.getByTestId('removed-check');
  await expect(check.getByRole('status')).toHaveText('1 of 1 URL does not redirect or answer 404 or 410:', {
    timeout: 30_000,
  });
  await expect(check.getByTestId('removed-not-gone').getByRole('listitem')).toHaveText(`${url('/old')}answers 200`);
  expect(site.requests.map((request) => request.path)).toEqual(expect.arrayContaining(['/robots.txt', '/old']));
  await screenshot(app, 'export-changes-check');

  // Saved, closed and opened again: the project still remembers its last export.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const saved = join(folder, 'shop.sitemapstudio');
  host.dialogs.answerNextSave(saved);
  await app.keyboard.press('Control+s');
  await expect(app).toHaveTitle('shop — Sitemap Studio');
  host.emit('menuCommand', { type: 'file.new' });
  await expect(app.getByRole('grid', { name: 'pages' })).toBeHidden();
  host.dialogs.answerNextOpen([saved]);
  host.emit('menuCommand', { type: 'file.open' });
  await expect(cell(3, 'loc')).toHaveText(url('/blog'));
  await openExportDialog(app);
  await expect(changes.getByTestId('changes-removed').locator('summary')).toHaveText('1 removed');
  await expect(changes.getByTestId('changes-changed').locator('summary')).toHaveText('1 changed');
});

test.describe('in Dutch', () => {
  let sitemapFile = '';
  test.beforeAll(() => {
    const entries = ['/', '/shop', '/old'].map((path) => ({ loc: `${site.origin}${path}`, priority: '0.5' }));
    sitemapFile = join(makeTempDir({ 'pages.xml': urlsetOf(entries) }), 'pages.xml');
  });
  test.use({ locale: 'nl-NL' });
  // The file is written once the site runs, after this is read: hand it over when the test starts.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  test.use({ launchPaths: async ({}, use) => use([sitemapFile]) });

  test('"Gewijzigd sinds de vorige export" and the check of the removed URLs speak Dutch', async ({ app, host }) => {
    const { cell } = gridHelpers(app, 'pages');
    await expect(cell(3, 'loc')).toHaveText(`${site.origin}/old`);
    const dialog = app.getByRole('dialog', { name: 'Sitemaps exporteren' });
    const open = async (): Promise<void> => {
      host.emit('menuCommand', { type: 'file.export' });
      await expect(dialog.getByText('Bestanden worden berekend…')).toBeHidden({ timeout: 30_000 });
    };
    await open();
    const changes = dialog.getByTestId('export-changes');
    await expect(changes).toContainText('Geen eerdere export');
    await dialog
      .getByRole('textbox')
      .nth(1)
      .fill(join(sitemapFile, '..', 'site'));
    await expect(dialog.getByRole('status').first()).toHaveText('', { timeout: 30_000 });
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('.dialog-foot .primary')).toBeVisible({ timeout: 30_000 });
    await dialog.locator('.dialog-foot .primary').click();

    await cell(3, 'loc').click();
    await app.keyboard.press('Control+Alt+-');
    await expect(app.getByRole('grid', { name: 'pages' })).toHaveAttribute('aria-rowcount', '3');
    await open();
    await expect(changes.getByTestId('changes-removed').locator('summary')).toHaveText('1 verwijderd');
    await changes.getByTestId('changes-removed').locator('summary').click();
    await changes.getByRole('button', { name: "Verwijderde URL's controleren" }).click();
    await expect(changes.getByTestId('removed-check').getByRole('status')).toHaveText(
      '1 van 1 URL verwijst niet door en antwoordt geen 404 of 410:',
      { timeout: 30_000 },
    );
    await dutchScreenshot(app, 'export-changes-dutch');
  });
});
