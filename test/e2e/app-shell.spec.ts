import { dutchScreenshot } from './support/english-left';
import { expect, screenshot, test } from './support/fixtures';

test('the app opens on a real frame: toolbar, welcome actions, status bar, title', async ({ app }) => {
  const toolbar = app.getByRole('toolbar', { name: 'Project' });
  for (const label of ['New', 'Open', 'Save', 'Import', 'Export', 'Find']) {
    await expect(toolbar.getByRole('button', { name: label, exact: true })).toBeVisible();
  }
  await expect(toolbar.getByRole('button', { name: 'Export', exact: true })).toBeDisabled();
  await expect(app.getByRole('heading', { name: "Keep your site's sitemaps in order" })).toBeVisible();
  await expect(app.getByRole('button', { name: /Import sitemaps…/ })).toBeVisible();
  await expect(app.getByTestId('row-count')).toHaveText('0 URLs in 0 tables');
  await expect(app.getByTestId('problem-count')).toHaveAccessibleName('0 errors, 0 warnings');
  await expect(app.getByTestId('job-status')).toHaveText('Ready');
  await expect(app.getByText(/^v\d+\.\d+\.\d+$/)).toBeVisible();
  await expect(app).toHaveTitle('Untitled — Sitemap Studio');
  await screenshot(app, 'app-shell-light');
});

test('the frame follows the OS dark theme', async ({ app }) => {
  const lightBackground = await app.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await app.emulateMedia({ colorScheme: 'dark' });
  const darkBackground = await app.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(darkBackground).not.toBe(lightBackground);
  expect(darkBackground).toBe('rgb(21, 24, 29)');
  await screenshot(app, 'app-shell-dark');
});

test('a new empty table gets a tab with its row count, the column header and an unsaved mark', async ({
  app,
  host,
}) => {
  await app.getByRole('button', { name: /Start an empty table/ }).click();
  const tab = app.getByRole('tab', { name: /table-1/ });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab.getByLabel('0 URLs')).toHaveText('0');
  const grid = app.getByRole('grid', { name: 'table-1' });
  await expect(grid.getByRole('columnheader')).toHaveText([
    '#',
    'loc',
    'lastmod',
    'changefreq',
    'priority',
    'images',
    'videos',
    'alternates',
    'news',
  ]);
  await expect(app).toHaveTitle('• Untitled — Sitemap Studio');
  await expect
    .poll(() => host.documentState())
    .toEqual({ title: 'Untitled', dirty: true, path: null, tableOpen: true });
  await app.getByRole('button', { name: 'New empty table' }).click();
  await expect(app.getByRole('tab')).toHaveCount(2);
  await expect(app.getByTestId('row-count')).toHaveText('0 URLs in 2 tables');
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('the frame speaks Dutch: toolbar, welcome, tabs, table pane and status bar, with plural forms', async ({
    app,
  }) => {
    const toolbar = app.getByRole('toolbar', { name: 'Project' });
    for (const label of ['Nieuw', 'Openen', 'Opslaan', 'Importeren', 'Exporteren', 'Zoeken', "URL's controleren"]) {
      await expect(toolbar.getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    await expect(toolbar.getByRole('button', { name: 'Opslaan', exact: true })).toHaveAttribute(
      'title',
      'Opslaan (Ctrl+S)',
    );
    await expect(app.getByTestId('problem-count')).toHaveAccessibleName('0 fouten, 0 waarschuwingen');
    await app.getByRole('button', { name: /Met een lege tabel beginnen/ }).click();
    const tab = app.getByRole('tab', { name: /tabel-1/ });
    await expect(tab.getByLabel("0 URL's")).toHaveText('0');
    await expect(app.getByTestId('source-summary')).toHaveText('Gemaakt in Sitemap Studio');
    await expect(app.getByTestId('row-count')).toHaveText("0 URL's in 1 tabel");
    await expect(toolbar.getByLabel('Niet-opgeslagen wijzigingen')).toBeVisible();
    await app.getByRole('button', { name: 'Nieuwe lege tabel' }).click();
    await expect(app.getByTestId('row-count')).toHaveText("0 URL's in 2 tabellen");
    await dutchScreenshot(app, 'app-shell-table-nl');
  });

  test('the About dialog speaks Dutch and shows the icon', async ({ app, host }) => {
    host.emit('menuCommand', { type: 'help.about' });
    const dialog = app.getByRole('dialog', { name: 'Sitemap Studio' });
    await expect(dialog).toContainText(/Versie \d+\.\d+\.\d+/);
    await expect(dialog.locator('img.app-icon')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Sluiten' })).toBeFocused();
    await dutchScreenshot(app, 'about-dialog-nl');
  });
});

test('an error nothing caught is told in the status bar, and stays there until dismissed', async ({ app }) => {
  await app.getByRole('button', { name: /Start an empty table/ }).click();
  // A promise nobody waits for fails, as a click handler's might.
  await app.evaluate(() => void Promise.reject(new Error('the disk went away')));
  const fault = app.getByRole('alert');
  await expect(fault).toHaveText(
    'Something went wrong: the disk went away. Your work is still open; save it to keep it safe.',
  );
  await expect(app.getByTestId('job-status')).toHaveText('Ready');
  await screenshot(app, 'app-shell-fault');
  await fault.getByRole('button', { name: 'Dismiss this message' }).click();
  await expect(fault).toHaveCount(0);
});
