import { dutchScreenshot } from './support/english-left';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { INVOKE_PATH } from '../../electron/web-host/host-paths';
import { invokeChannel } from '../../shared/ipc-contract';
import { makeTempDir } from '../support/temp-dir';
import { expect, loadApp, screenshot, test } from './support/fixtures';

/** Opens the preferences as a person would under the web host (no native menu): Ctrl+, . */
async function openPreferences(app: Page) {
  await app.keyboard.press('Control+Comma');
  const dialog = app.getByRole('dialog', { name: /^(Preferences|Voorkeuren)$/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

const background = (app: Page): Promise<string> => app.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('Ctrl+, opens the preferences; Nederlands applies at once and stays after a reload', async ({ app }) => {
  const dialog = await openPreferences(app);
  await screenshot(app, 'preferences-en');
  await dialog.getByLabel('Language').selectOption('nl');

  // The dialog and the frame behind it speak Dutch at once.
  await expect(app.getByRole('dialog', { name: 'Voorkeuren' })).toBeVisible();
  await expect(dialog.getByLabel('Taal')).toHaveValue('nl');
  await expect(app.locator('html')).toHaveAttribute('lang', 'nl');
  await dutchScreenshot(app, 'preferences-nl');
  await dialog.getByRole('button', { name: 'Sluiten' }).click();
  await expect(dialog).toBeHidden();
  const toolbar = app.getByRole('toolbar', { name: 'Project' });
  for (const label of ['Nieuw', 'Openen', 'Opslaan', 'Importeren', 'Exporteren', 'Zoeken']) {
    await expect(toolbar.getByRole('button', { name: label, exact: true })).toBeVisible();
  }
  await expect(app.getByRole('heading', { name: 'Houd de sitemaps van je site op orde' })).toBeVisible();
  await expect(app.getByTestId('row-count')).toHaveText("0 URL's in 0 tabellen");
  await expect(app.getByTestId('job-status')).toHaveText('Gereed');
  await dutchScreenshot(app, 'app-shell-nl');

  await app.reload();
  await expect(toolbar.getByRole('button', { name: 'Opslaan', exact: true })).toBeVisible();
  await expect(app.locator('html')).toHaveAttribute('lang', 'nl');

  // Back to the system's language (the browser's: English here).
  const again = await openPreferences(app);
  await again.getByLabel('Taal').selectOption('system');
  await expect(toolbar.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
});

test('an explicit dark theme holds against a light OS; System follows the OS live', async ({ app }) => {
  await app.emulateMedia({ colorScheme: 'light' });
  const light = await background(app);
  const dialog = await openPreferences(app);
  await dialog.getByLabel('Theme').selectOption('dark');
  await expect.poll(() => background(app)).toBe('rgb(21, 24, 29)');
  await screenshot(app, 'preferences-dark');

  await dialog.getByLabel('Theme').selectOption('light');
  await app.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => background(app)).toBe(light);

  await dialog.getByLabel('Theme').selectOption('system');
  await expect.poll(() => background(app)).toBe('rgb(21, 24, 29)');
  await app.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => background(app)).toBe(light);
});

test('a new project starts with the preferred export settings', async ({ app }) => {
  const dialog = await openPreferences(app);
  await dialog.getByLabel('Compress with gzip').uncheck();
  await dialog.getByLabel('URLs per file').fill('1000');
  await dialog.getByLabel('URLs per file').press('Enter');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await app.keyboard.press('Control+n');
  await app.getByRole('button', { name: /Start an empty table/ }).click();
  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Export', exact: true }).click();
  const exporting = app.getByRole('dialog', { name: /Export/ });
  await expect(exporting.getByLabel('Compress with gzip')).not.toBeChecked();
  await expect(exporting.getByLabel('URLs', { exact: true })).toHaveValue('1000');
});

// The UI probe: "x.xml" (no {n}) and "../a-{n}.xml" were saved as defaults without a word, and every
// new project's export then refused them.
test('a default file name or index name that an export would refuse is said under its field', async ({ app }) => {
  const dialog = await openPreferences(app);
  const names = dialog.getByLabel('File names');
  await names.fill('x.xml');
  await names.press('Enter');
  await expect(dialog.locator('#preferences-file-names')).toHaveAttribute('aria-invalid', 'true');
  await names.fill('../a-{n}.xml');
  await names.press('Enter');
  await expect(dialog.locator('#preferences-file-names')).toHaveAttribute('aria-invalid', 'true');
  await names.fill('sitemap-{table}-{n}.xml.gz');
  await names.press('Enter');
  await expect(dialog.locator('#preferences-file-names')).not.toHaveAttribute('aria-invalid', 'true');
  const index = dialog.getByLabel('Index file');
  await index.fill('a/b.xml');
  await index.press('Enter');
  await expect(dialog.locator('#preferences-index-name')).toHaveAttribute('aria-invalid', 'true');
  await screenshot(app, 'preferences-name-faults');
  await index.fill('sitemap_index.xml');
  await index.press('Enter');
  await expect(dialog.locator('#preferences-index-name')).not.toHaveAttribute('aria-invalid', 'true');
});

test("the check panel starts with the preferred politeness, and another preference's change keeps the panel's own", async ({
  app,
}) => {
  const dialog = await openPreferences(app);
  await dialog.getByLabel('Requests at once').fill('8');
  await dialog.getByLabel('Requests at once').press('Enter');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await app.getByRole('button', { name: /Start an empty table/ }).click();
  const checkUrls = app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Check URLs' });
  await checkUrls.click();
  const panel = app.getByRole('dialog', { name: 'Check URLs' });
  await expect(panel.getByLabel('Requests at once')).toHaveValue('8');
  await panel.getByLabel('Requests at once').fill('3');
  await panel.getByLabel('Requests at once').press('Enter');
  await app.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  const again = await openPreferences(app);
  await again.getByLabel('Theme').selectOption('dark');
  await again.getByRole('button', { name: 'Close' }).click();
  await checkUrls.click();
  await expect(panel.getByLabel('Requests at once')).toHaveValue('3');
});

// Under the web host the page answers Ctrl+, itself once it knows no native menu does. The window
// showed before it knew that, and a key pressed in between was lost (CI, two loaded cores).
test('the shortcuts and the menu bar are there from the first paint, however late the host says what runs the page', async ({
  page,
  host,
}) => {
  await page.route(`**${INVOKE_PATH}${encodeURIComponent(invokeChannel('getAppInfo'))}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  const app = await loadApp(page, host);
  // Shown with the toolbar, not after it.
  expect(await app.getByRole('menubar', { name: 'Menu bar' }).isVisible()).toBe(true);
  await openPreferences(app);
});

test.describe('with a preferences file to tell of, and a host whose app info fails', () => {
  const folder = makeTempDir();
  const file = join(folder, 'preferences.json');
  writeFileSync(file, JSON.stringify({ language: 'nl', theme: 'purple' }));
  test.use({ preferencesFile: file });

  // The app waits for the preferences however the app info read ends: mounted before them, it spoke
  // the default language and never told what was reset in the file.
  test('the app starts with the preferences, tells what was reset, and tells the failed read', async ({
    page,
    host,
  }) => {
    await page.route(`**${INVOKE_PATH}${encodeURIComponent(invokeChannel('getAppInfo'))}`, (route) =>
      route.fulfill({ status: 500, body: 'the host failed' }),
    );
    await page.route(`**${INVOKE_PATH}${encodeURIComponent(invokeChannel('readPreferences'))}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    const app = await loadApp(page, host);
    await expect(app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Opslaan' })).toBeVisible();
    const prompt = app.getByRole('alertdialog', { name: 'Enkele voorkeuren zijn teruggezet' });
    await expect(prompt).toContainText('theme');
    await prompt.getByRole('button', { name: 'OK' }).click();
    await expect(app.getByRole('alert').filter({ hasText: 'Er ging iets mis' })).toContainText('the host failed');
  });
});

test.describe('with a Dutch browser', () => {
  test.use({ locale: 'nl-NL' });

  test("the language follows the browser's while the preference is System", async ({ app }) => {
    const toolbar = app.getByRole('toolbar', { name: 'Project' });
    await expect(toolbar.getByRole('button', { name: 'Opslaan', exact: true })).toBeVisible();
    const dialog = await openPreferences(app);
    await expect(dialog.getByLabel('Taal')).toHaveValue('system');
    await expect(dialog.getByLabel('Taal').locator('option[value="system"]')).toHaveText('Systeem (Nederlands)');
    await dialog.getByLabel('Taal').selectOption('en');
    await expect(toolbar.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  });
});

test.describe('with a preferences file that is partly wrong', () => {
  const folder = makeTempDir();
  const file = join(folder, 'preferences.json');
  writeFileSync(file, JSON.stringify({ language: 'nl', theme: 'purple', fontSize: 14 }));
  test.use({ preferencesFile: file });

  test('the valid settings count, and the person is told once which were reset', async ({ app }) => {
    const prompt = app.getByRole('alertdialog', { name: 'Enkele voorkeuren zijn teruggezet' });
    await expect(prompt).toContainText('theme, fontSize');
    await dutchScreenshot(app, 'preferences-reset-nl');
    await prompt.getByRole('button', { name: 'OK' }).click();
    await expect(app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Opslaan' })).toBeVisible();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ language: 'nl', theme: 'system' });
    await app.reload();
    await expect(app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Opslaan' })).toBeVisible();
    await expect(app.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('with a corrupt preferences file', () => {
  const folder = makeTempDir();
  const file = join(folder, 'preferences.json');
  writeFileSync(file, '{"language": "nl",');
  test.use({ preferencesFile: file });

  test('the defaults are used, and the file is kept aside, not overwritten', async ({ app }) => {
    const prompt = app.getByRole('alertdialog', { name: 'Preferences could not be read' });
    await expect(prompt).toContainText('The file was kept as');
    await prompt.getByRole('button', { name: 'OK' }).click();
    const kept = readdirSync(folder).filter((name) => name.startsWith('preferences.json.damaged-'));
    expect(kept).toHaveLength(1);
    expect(readFileSync(join(folder, kept[0]!), 'utf8')).toBe('{"language": "nl",');
  });
});
