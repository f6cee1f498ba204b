import { join } from 'node:path';
import { makeTempDir } from '../support/temp-dir';
import { expect, screenshot, test } from './support/fixtures';
import { importDialog } from './support/import-dialog';

const folder = makeTempDir({
  'sitemap.txt': 'https://example.com/\nhttps://example.com/about\n',
  'sitemap_index.xml':
    '<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://example.com/a.xml</loc></sitemap></sitemapindex>',
});

test('Help › About opens the About dialog with the version, and its link goes to the system browser', async ({
  app,
  host,
}) => {
  host.emit('menuCommand', { type: 'help.about' });
  const dialog = app.getByRole('dialog', { name: 'Sitemap Studio' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/Version \d+\.\d+\.\d+/);
  await screenshot(app, 'about-dialog');
  await dialog.getByRole('button', { name: 'Website' }).click();
  await expect.poll(() => host.openedLinks).toEqual(['https://github.com/sitemap-studio/sitemap-studio']);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('File › Import… opens the import dialog; what is chosen there is added to the current project', async ({
  app,
  host,
}) => {
  await app.getByRole('button', { name: /Start an empty table/ }).click();
  host.emit('menuCommand', { type: 'file.import' });
  const { dialog, item, addButton } = importDialog(app);
  await expect(dialog).toBeVisible();
  host.dialogs.answerNextOpen([join(folder, 'sitemap.txt'), join(folder, 'sitemap_index.xml')]);
  await dialog.getByRole('button', { name: 'Choose files…' }).click();
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  // The text sitemap becomes a table; the index's only child is not on disk, which is a problem with its place.
  await expect(item('a.xml')).toContainText('not read');
  await addButton.click();
  await expect(app.getByRole('tab')).toHaveText([/table-1\s*0/, /sitemap\s*2/]);
  expect(host.dialogs.asked).toEqual([{ title: 'Import sitemaps', purpose: 'import' }]);
  await expect(app.getByTestId('source-summary')).toHaveText(/^Text sitemap · \d+ B$/);
  const problems = app.getByRole('region', { name: 'Problems' });
  await expect(problems.getByRole('listitem')).toHaveCount(1);
  await expect(problems.getByRole('listitem')).toContainText('a.xml');
});

test('File › Open… replaces the project after the unsaved-changes question; a cancelled dialog changes nothing', async ({
  app,
  host,
}) => {
  await app.getByRole('button', { name: /Start an empty table/ }).click();
  host.emit('menuCommand', { type: 'file.open' });
  await expect.poll(() => host.dialogs.asked.length).toBe(1);
  await expect(app.getByRole('tab')).toHaveText([/table-1/]);
  await expect(app.getByRole('alertdialog')).toHaveCount(0);

  host.dialogs.answerNextOpen([join(folder, 'sitemap.txt')]);
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Open', exact: true }).click();
  await app
    .getByRole('alertdialog', { name: 'Save changes to “Untitled”?' })
    .getByRole('button', { name: "Don't Save" })
    .click();
  await expect(app.getByRole('tab')).toHaveText([/sitemap\s*2/]);
  await expect(app.getByTestId('source-summary')).toHaveText(/^Text sitemap · \d+ B$/);
});

test('File › New Project starts over once the unsaved changes are let go', async ({ app, host }) => {
  await app.getByRole('button', { name: /Start an empty table/ }).click();
  await expect(app).toHaveTitle('• Untitled — Sitemap Studio');
  host.emit('menuCommand', { type: 'file.new' });
  await app.getByRole('alertdialog').getByRole('button', { name: "Don't Save" }).click();
  await expect(app.getByRole('heading', { name: "Keep your site's sitemaps in order" })).toBeVisible();
  await expect(app).toHaveTitle('Untitled — Sitemap Studio');
});

test('pages from another origin, or without the token, get no answer from the engine', async ({ app, host }) => {
  const status = await app.evaluate(async () => {
    const response = await fetch('/__ipc/sitemap-studio:invoke:getAppInfo', { method: 'POST', body: '{}' });
    return response.status;
  });
  expect(status).toBe(403);
  const foreign = await fetch(`${host.origin}/__ipc/sitemap-studio:invoke:getAppInfo`, {
    method: 'POST',
    headers: { origin: 'http://evil.example', 'x-sitemap-studio-token': host.token },
    body: '{}',
  });
  expect(foreign.status).toBe(403);
});
