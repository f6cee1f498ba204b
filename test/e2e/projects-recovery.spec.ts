import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { nodeAppInfo } from '../../electron/engine/app-info';
import { openProjectFile } from '../../electron/engine/project/project-file';
import { startWebHost, type WebHost } from '../../electron/web-host/server';
import { gridHelpers } from './support/grid';
import { makeTempDir } from '../support/temp-dir';
import { dutchScreenshot } from './support/english-left';
import { expect, loadApp, RENDERER_DIR, screenshot, test } from './support/fixtures';

const folder = makeTempDir();

/** A host keeping its recovery copy at `recoveryFile`, and the app loaded from it in a new page. */
async function startApp(context: BrowserContext, recoveryFile: string): Promise<{ host: WebHost; app: Page }> {
  const host = await startWebHost({
    rendererDir: RENDERER_DIR,
    appInfo: nodeAppInfo(),
    recoveryFile,
  });
  return { host, app: await loadApp(await context.newPage(), host) };
}

/** The app dies: page and host go without a word, as in a crash or a power cut. */
async function crash({ host, app }: { host: WebHost; app: Page }): Promise<void> {
  await app.close();
  await host.close();
}

/** The URLs the recovery copy holds, or none while it is absent or being written. */
async function keptUrls(recoveryFile: string): Promise<string[]> {
  if (!existsSync(recoveryFile)) return [];
  try {
    return (await openProjectFile(recoveryFile)).tables.flatMap((table) => table.rows.map((row) => row.loc));
  } catch {
    return [];
  }
}

/**
 * Waits until the recovery copy holds `url`: written a short while after the edit (the longer
 * interval covers edits that never pause). A copy can be written between adding the row and typing
 * its URL, so the copy's existence alone does not say the URL is in it.
 */
async function waitForKept(recoveryFile: string, url: string): Promise<void> {
  await expect.poll(() => keptUrls(recoveryFile), { timeout: 30_000 }).toEqual([url]);
}

/** Starts the app, types a URL into a new table, waits for the recovery copy to hold it, and crashes. */
async function crashWithUnsavedWork(context: BrowserContext, recoveryFile: string, url: string): Promise<void> {
  const running = await startApp(context, recoveryFile);
  await running.app.getByRole('button', { name: /Start an empty table/ }).click();
  await typeUrl(running.app, url);
  await waitForKept(recoveryFile, url);
  await crash(running);
}

async function typeUrl(app: Page, url: string): Promise<void> {
  const { cell, editor } = gridHelpers(app, 'table-1');
  await app.getByRole('button', { name: 'Add row' }).click();
  await cell(1, 'loc').click();
  await app.keyboard.type(url);
  await editor.press('Enter');
}

test('unsaved work is kept while the app runs and offered back after a crash; Restore brings it back unsaved', async ({
  context,
}) => {
  const recoveryFile = join(folder, 'restore', 'recovery.sitemapstudio');
  await crashWithUnsavedWork(context, recoveryFile, 'https://example.com/never-saved');

  const second = await startApp(context, recoveryFile);
  const offer = second.app.getByRole('alertdialog', { name: /^Restore unsaved work from / });
  await expect(offer).toBeVisible();
  // Written today, so the time alone (the page's locale: en-US here).
  await expect(offer).toHaveAccessibleName(/^Restore unsaved work from \d\d:\d\d [AP]M\?$/);
  await expect(offer).toContainText('Sitemap Studio closed without saving “Untitled” (1 URL in 1 table).');
  await expect(offer).toContainText('It was never saved');
  await expect(offer.getByRole('button', { name: 'Restore' })).toBeFocused();
  await screenshot(second.app, 'restore-unsaved-work');
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(gridHelpers(second.app, 'table-1').cell(1, 'loc')).toHaveText('https://example.com/never-saved');
  await expect(second.app).toHaveTitle('• Untitled — Sitemap Studio');
  await expect
    .poll(() => second.host.documentState())
    .toEqual({ title: 'Untitled', dirty: true, path: null, tableOpen: true });
  // Until it is saved or let go, the copy stays: a second crash loses nothing either.
  expect(existsSync(recoveryFile)).toBe(true);
  await crash(second);
});

test('a restored project keeps the file it was saved to; saving it there removes the recovery copy', async ({
  context,
}) => {
  const recoveryFile = join(folder, 'saved', 'recovery.sitemapstudio');
  const projectFile = join(folder, 'shop.sitemapstudio');
  const first = await startApp(context, recoveryFile);
  await first.app.getByRole('button', { name: /Start an empty table/ }).click();
  first.host.dialogs.answerNextSave(projectFile);
  await first.app.keyboard.press('Control+s');
  await expect(first.app).toHaveTitle('shop — Sitemap Studio');
  await typeUrl(first.app, 'https://example.com/after-save');
  await waitForKept(recoveryFile, 'https://example.com/after-save');
  await crash(first);

  const second = await startApp(context, recoveryFile);
  const offer = second.app.getByRole('alertdialog', { name: /^Restore unsaved work from / });
  await expect(offer).toContainText(`Restored, it stays unsaved until you save it to ${projectFile}.`);
  await second.app.keyboard.press('Enter');
  await expect(second.app).toHaveTitle('• shop — Sitemap Studio');
  await expect.poll(() => second.host.documentState()?.path).toBe(projectFile);
  await second.app.keyboard.press('Control+s');
  await expect(second.app).toHaveTitle('shop — Sitemap Studio');
  expect(second.host.dialogs.asked).toEqual([]);
  await expect.poll(() => existsSync(recoveryFile)).toBe(false);
  await crash(second);
});

test('an undo back to what was saved removes the recovery copy; the next edit writes it again', async ({ context }) => {
  const recoveryFile = join(folder, 'undone', 'recovery.sitemapstudio');
  const running = await startApp(context, recoveryFile);
  const { app, host } = running;
  await app.getByRole('button', { name: /Start an empty table/ }).click();
  host.dialogs.answerNextSave(join(folder, 'undone.sitemapstudio'));
  await app.keyboard.press('Control+s');
  await expect(app).toHaveTitle('undone — Sitemap Studio');
  await typeUrl(app, 'https://example.com/typed');
  await expect.poll(() => existsSync(recoveryFile), { timeout: 30_000 }).toBe(true);
  // The URL typed, then the row added, undone.
  await app.keyboard.press('Control+z');
  await app.keyboard.press('Control+z');
  await expect(app).toHaveTitle('undone — Sitemap Studio');
  await expect.poll(() => existsSync(recoveryFile)).toBe(false);
  await app.keyboard.press('Control+y');
  await expect(app).toHaveTitle('• undone — Sitemap Studio');
  await expect.poll(() => existsSync(recoveryFile), { timeout: 30_000 }).toBe(true);
  await crash(running);
});

test('Discard lets the copy go; Don’t Save on closing the window removes it too', async ({ context }) => {
  const recoveryFile = join(folder, 'discard', 'recovery.sitemapstudio');
  await crashWithUnsavedWork(context, recoveryFile, 'https://example.com/unwanted');

  const second = await startApp(context, recoveryFile);
  await second.app.getByRole('alertdialog').getByRole('button', { name: 'Discard' }).click();
  await expect(second.app.getByRole('heading', { name: "Keep your site's sitemaps in order" })).toBeVisible();
  await expect.poll(() => existsSync(recoveryFile)).toBe(false);

  await second.app.getByRole('button', { name: /Start an empty table/ }).click();
  await typeUrl(second.app, 'https://example.com/unwanted-too');
  await expect.poll(() => existsSync(recoveryFile), { timeout: 30_000 }).toBe(true);
  expect(second.host.requestWindowClose()).toBe(false);
  await second.app.getByRole('alertdialog').getByRole('button', { name: "Don't Save" }).click();
  await expect.poll(() => second.host.windowCloses()).toBe(1);
  expect(existsSync(recoveryFile)).toBe(false);
  await crash(second);
});

test.describe('in Dutch', () => {
  test.use({ locale: 'nl-NL' });

  test('the offer of unsaved work speaks Dutch, its time written the Dutch way', async ({ browser, context }) => {
    const recoveryFile = join(folder, 'dutch', 'recovery.sitemapstudio');
    // The work was left by an English session; the app that offers it back speaks Dutch.
    const english = await browser.newContext({ locale: 'en-US' });
    await crashWithUnsavedWork(english, recoveryFile, 'https://example.com/nooit-opgeslagen');
    await english.close();

    const second = await startApp(context, recoveryFile);
    const offer = second.app.getByRole('alertdialog', { name: /^Niet-opgeslagen werk van \d\d:\d\d herstellen\?$/ });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('(1 URL in 1 tabel)');
    await expect(offer).toContainText('Het is nooit opgeslagen');
    await dutchScreenshot(second.app, 'restore-unsaved-work-nl');
    await offer.getByRole('button', { name: 'Herstellen' }).click();
    await expect(gridHelpers(second.app, 'table-1').cell(1, 'loc')).toHaveText('https://example.com/nooit-opgeslagen');
    await crash(second);
  });
});
