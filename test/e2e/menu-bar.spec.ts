import type { Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { nodeAppInfo } from '../../electron/engine/app-info';
import { startWebHost } from '../../electron/web-host/server';
import { makeTempDir } from '../support/temp-dir';
import { expect, loadApp, RENDERER_DIR, screenshot, test } from './support/fixtures';
import { importDialog } from './support/import-dialog';

// Where there is no native menu (the web preview), the same menus are drawn in the window.
test.use({ viewport: { width: 1280, height: 720 } });

const folder = makeTempDir();

test('the menu bar is there under the web host: Help, About and Tools run from it, by mouse and by keyboard', async ({
  app,
}) => {
  const bar = app.getByRole('menubar', { name: 'Menu bar' });
  await expect(bar.getByRole('menuitem')).toHaveText(['File', 'Edit', 'View', 'Tools', 'Help']);

  await bar.getByRole('menuitem', { name: 'Help' }).click();
  const help = app.getByRole('menu', { name: 'Help' });
  await expect(help.getByRole('menuitem')).toHaveText([
    /^Keyboard Shortcuts/,
    /^The Sitemap Protocol/,
    /^About Sitemap Studio/,
  ]);
  await screenshot(app, 'menu-bar-help-en');
  await help.getByRole('menuitem', { name: /About Sitemap Studio/ }).click();
  const about = app.getByRole('dialog', { name: 'Sitemap Studio' });
  await expect(about).toContainText('Web host');
  await about.getByRole('button', { name: 'Close' }).click();

  // F10 focuses the bar; Right goes to Edit, View, Tools; Down opens Tools; Enter runs its first item.
  await app.keyboard.press('F10');
  await expect(bar.getByRole('menuitem', { name: 'File' })).toBeFocused();
  for (let step = 0; step < 3; step += 1) await app.keyboard.press('ArrowRight');
  await expect(bar.getByRole('menuitem', { name: 'Tools' })).toBeFocused();
  await app.keyboard.press('ArrowDown');
  const tools = app.getByRole('menu', { name: 'Tools' });
  await expect(tools.getByRole('menuitem', { name: /Check URLs…/ })).toBeFocused();
  await expect(tools.getByRole('menuitem', { name: /Check URLs…/ })).toContainText('Ctrl+Shift+K');
  await app.keyboard.press('ArrowDown');
  await expect(tools.getByRole('menuitem', { name: 'Find Missing Pages…' })).toBeFocused();
  await app.keyboard.press('Escape');
  await expect(tools).toBeHidden();
  await expect(bar.getByRole('menuitem', { name: 'Tools' })).toBeFocused();
  await app.keyboard.press('Enter');
  await app.keyboard.press('Enter');
  // Tools › Check URLs… ran: with no table yet it says what to do first.
  await expect(app.getByText('Import or create a table to check its URLs.')).toBeVisible();
});

test("Ctrl+I opens the import dialog and Ctrl+E the export dialog, not the browser's own", async ({ app }) => {
  await app.getByRole('button', { name: /Start an empty table/ }).click();
  await app.keyboard.press('Control+i');
  const { dialog } = importDialog(app);
  await expect(dialog).toBeVisible();
  await app.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await app.keyboard.press('Control+e');
  await expect(app.getByRole('dialog', { name: 'Export sitemaps' })).toBeVisible();
});

test('File › Open Recent lists the projects saved here, and opens one', async ({ app, host }) => {
  await app.getByRole('button', { name: /Start an empty table/ }).click();
  const saved = join(folder, 'recent-one.sitemapstudio');
  host.dialogs.answerNextSave(saved);
  const bar = app.getByRole('menubar', { name: 'Menu bar' });
  await bar.getByRole('menuitem', { name: 'File' }).click();
  await app.getByRole('menu', { name: 'File' }).getByRole('menuitem', { name: /^Save/ }).first().click();
  await expect(app).toHaveTitle('recent-one — Sitemap Studio');

  await bar.getByRole('menuitem', { name: 'File' }).click();
  await app.getByRole('menuitem', { name: 'Open Recent' }).click();
  const recent = app.getByRole('menu', { name: 'Open Recent' });
  await expect(recent.getByRole('menuitem')).toHaveText(['recent-one.sitemapstudio', 'Clear Recent']);
  await screenshot(app, 'menu-bar-recent-en');
  await recent.getByRole('menuitem', { name: 'recent-one.sitemapstudio' }).click();
  await expect(recent).toBeHidden();
  await expect(app).toHaveTitle('recent-one — Sitemap Studio');

  // By keyboard: Alt focuses the bar, Down opens File, Down twice reaches Open Recent, Right opens it, Enter opens the file.
  await app.keyboard.press('Alt');
  await expect(bar.getByRole('menuitem', { name: 'File' })).toBeFocused();
  await app.keyboard.press('ArrowDown');
  await app.keyboard.press('ArrowDown');
  await app.keyboard.press('ArrowDown');
  await expect(app.getByRole('menuitem', { name: 'Open Recent' })).toBeFocused();
  await app.keyboard.press('ArrowRight');
  await expect(recent.getByRole('menuitem', { name: 'recent-one.sitemapstudio' })).toBeFocused();
  await app.keyboard.press('ArrowLeft');
  await expect(recent).toBeHidden();
  await expect(app.getByRole('menuitem', { name: 'Open Recent' })).toBeFocused();
  await app.keyboard.press('ArrowRight');
  await app.keyboard.press('Enter');
  await expect(app.getByRole('menu')).toHaveCount(0);
  await expect(app).toHaveTitle('recent-one — Sitemap Studio');
});

test("File › Open Recent is main's list: a project saved here is there after a reload, and in a page that starts afresh", async ({
  app,
  host,
  browser,
}) => {
  await app.getByRole('button', { name: /Start an empty table/ }).click();
  host.dialogs.answerNextSave(join(folder, 'kept-by-main.sitemapstudio'));
  const bar = app.getByRole('menubar', { name: 'Menu bar' });
  await bar.getByRole('menuitem', { name: 'File' }).click();
  await app.getByRole('menu', { name: 'File' }).getByRole('menuitem', { name: /^Save/ }).first().click();
  await expect(app).toHaveTitle('kept-by-main — Sitemap Studio');

  /** The entries of File › Open Recent in a page. */
  async function recentIn(page: Page) {
    await page.getByRole('menubar', { name: 'Menu bar' }).getByRole('menuitem', { name: 'File' }).click();
    await page.getByRole('menuitem', { name: 'Open Recent' }).click();
    return page.getByRole('menu', { name: 'Open Recent' }).getByRole('menuitem');
  }
  await app.reload();
  await expect(app.getByRole('toolbar', { name: 'Project' })).toBeVisible();
  await expect(await recentIn(app)).toHaveText(['kept-by-main.sitemapstudio', 'Clear Recent']);

  // A page with none of this one's storage: the list comes from main, not the browser.
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const fresh = await loadApp(await context.newPage(), host);
  await expect(await recentIn(fresh)).toHaveText(['kept-by-main.sitemapstudio', 'Clear Recent']);
  await fresh.getByRole('menuitem', { name: 'Clear Recent' }).click();
  await expect(await recentIn(fresh)).toHaveText(['No Recent Projects']);
  await context.close();
  // The page that was open all along reads the list again as its menu opens.
  await bar.getByRole('menuitem', { name: 'File' }).click(); // closes the menu left open
  await expect(await recentIn(app)).toHaveText(['No Recent Projects']);
});

for (const [locale, words] of [
  ['en-US', { save: 'Save As…', heading: 'No system file dialog here: type a path', ok: 'Save', name: 'typed' }],
  [
    'nl-NL',
    { save: 'Opslaan als…', heading: 'Geen systeemvenster voor bestanden: typ een pad', ok: 'Opslaan', name: 'getypt' },
  ],
] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`a save where there is no system dialog asks for a typed path, and saves there (${locale})`, async ({
      page,
    }) => {
      const host = await startWebHost({
        rendererDir: RENDERER_DIR,
        appInfo: { ...nodeAppInfo(), systemDialogs: false },
      });
      try {
        const app = await loadApp(page, host);
        await app.getByRole('button', { name: /Start an empty table|Met een lege tabel beginnen/ }).click();
        await app.getByRole('menubar').getByRole('menuitem').first().click();
        await screenshot(app, `menu-bar-file-${locale}`);
        await app.getByRole('menuitem', { name: words.save }).click();
        const prompt = app.getByRole('dialog', { name: words.heading });
        await expect(prompt).toBeVisible();
        const field = prompt.getByRole('textbox');
        await expect(field).toHaveValue(/\.sitemapstudio$/);
        const target = join(folder, `${words.name}.sitemapstudio`);
        await field.fill(target);
        await screenshot(app, `typed-path-${locale}`);
        await prompt.getByRole('button', { name: words.ok, exact: true }).click();
        await expect(app).toHaveTitle(`${words.name} — Sitemap Studio`);
        expect(existsSync(target)).toBe(true);
        // No system dialog was asked for: the host's stand-in saw none.
        expect(host.dialogs.asked).toEqual([]);
      } finally {
        await host.close();
      }
    });
  });
}
