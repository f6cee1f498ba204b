import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openProjectFile } from '../../electron/engine/project/project-file';
import { gridHelpers } from './support/grid';
import { makeTempDir } from '../support/temp-dir';
import { expect, screenshot, test } from './support/fixtures';
import type { Page } from '@playwright/test';

const folder = makeTempDir();
const WELCOME = "Keep your site's sitemaps in order";

/** An empty table with one URL typed in: a project with unsaved changes. */
async function editSomething(app: Page, url = 'https://example.com/typed'): Promise<void> {
  await app.getByRole('button', { name: /Start an empty table/ }).click();
  await app.getByRole('button', { name: 'Add row' }).click();
  const { cell, editor } = gridHelpers(app, 'table-1');
  await cell(1, 'loc').click();
  await app.keyboard.type(url);
  await editor.press('Enter');
  await expect(cell(1, 'loc')).toHaveText(url);
  await expect(app).toHaveTitle('• Untitled — Sitemap Studio');
}

const unsavedPrompt = (app: Page) => app.getByRole('alertdialog', { name: 'Save changes to “Untitled”?' });

test('New with unsaved changes asks Save / Don’t Save / Cancel: Escape and Cancel keep everything, Don’t Save starts over', async ({
  app,
}) => {
  await editSomething(app);
  await app.keyboard.press('Control+n');
  const prompt = unsavedPrompt(app);
  await expect(prompt).toHaveAccessibleDescription("Your changes will be lost if you don't save them.");
  await expect(prompt.getByRole('button')).toHaveText(["Don't Save", 'Cancel', 'Save']);
  await expect(prompt.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
  await screenshot(app, 'unsaved-changes-prompt');
  await app.emulateMedia({ colorScheme: 'dark' });
  await expect(prompt).toHaveCSS('background-color', 'rgb(35, 40, 49)');
  await screenshot(app, 'unsaved-changes-prompt-dark');
  await app.emulateMedia({ colorScheme: 'light' });
  // Focus stays in the dialog: Tab goes round its buttons.
  await app.keyboard.press('Tab');
  await expect(prompt.getByRole('button', { name: "Don't Save" })).toBeFocused();
  await app.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(gridHelpers(app, 'table-1').cell(1, 'loc')).toHaveText('https://example.com/typed');

  await app.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'New' }).click();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(app).toHaveTitle('• Untitled — Sitemap Studio');

  await app.keyboard.press('Control+n');
  await prompt.getByRole('button', { name: "Don't Save" }).click();
  await expect(app.getByRole('heading', { name: WELCOME })).toBeVisible();
  await expect(app).toHaveTitle('Untitled — Sitemap Studio');
});

test('Save in the prompt saves first (a cancelled Save As cancels the New); Enter is Save', async ({ app, host }) => {
  await editSomething(app);
  host.emit('menuCommand', { type: 'file.new' });
  await unsavedPrompt(app).getByRole('button', { name: 'Save', exact: true }).click();
  // The save dialog is dismissed (nothing queued): nothing is saved, nothing is lost.
  await expect
    .poll(() => host.dialogs.asked)
    .toEqual([{ title: 'Save Project', defaultName: 'Untitled.sitemapstudio' }]);
  await expect(unsavedPrompt(app)).toBeHidden();
  await expect(app).toHaveTitle('• Untitled — Sitemap Studio');
  await expect(gridHelpers(app, 'table-1').cell(1, 'loc')).toHaveText('https://example.com/typed');

  const path = join(folder, 'typed.sitemapstudio');
  host.dialogs.answerNextSave(path);
  host.emit('menuCommand', { type: 'file.new' });
  await expect(unsavedPrompt(app)).toBeVisible();
  await app.keyboard.press('Enter');
  await expect(app.getByRole('heading', { name: WELCOME })).toBeVisible();
  await expect(app).toHaveTitle('Untitled — Sitemap Studio');
  const saved = await openProjectFile(path);
  expect(saved.tables[0]!.rows.map((row) => row.loc)).toEqual(['https://example.com/typed']);
});

test('Close Project (Ctrl+W) asks too, by the project’s name once it has one', async ({ app, host }) => {
  await editSomething(app);
  host.dialogs.answerNextSave(join(folder, 'closing.sitemapstudio'));
  await app.keyboard.press('Control+s');
  await expect(app).toHaveTitle('closing — Sitemap Studio');
  await app.keyboard.press('Control+w');
  await expect(app.getByRole('heading', { name: WELCOME })).toBeVisible();

  await editSomething(app);
  host.dialogs.answerNextOpen([join(folder, 'closing.sitemapstudio')]);
  await app.keyboard.press('Control+o');
  await unsavedPrompt(app).getByRole('button', { name: "Don't Save" }).click();
  await expect(app).toHaveTitle('closing — Sitemap Studio');
  await gridHelpers(app, 'table-1').cell(1, 'loc').click();
  await app.keyboard.press('Delete');
  await app.keyboard.press('Control+w');
  await expect(app.getByRole('alertdialog', { name: 'Save changes to “closing”?' })).toBeVisible();
});

test('an undo back to what was saved leaves nothing unsaved: the title loses its dot, and Close asks nothing', async ({
  app,
  host,
}) => {
  await editSomething(app, 'https://example.com/saved');
  host.dialogs.answerNextSave(join(folder, 'undone.sitemapstudio'));
  await app.keyboard.press('Control+s');
  await expect(app).toHaveTitle('undone — Sitemap Studio');
  const { cell, editor } = gridHelpers(app, 'table-1');
  await cell(1, 'loc').click();
  await app.keyboard.type('https://example.com/changed');
  await editor.press('Enter');
  await expect(app).toHaveTitle('• undone — Sitemap Studio');
  await app.keyboard.press('Control+z');
  await expect(cell(1, 'loc')).toHaveText('https://example.com/saved');
  await expect(app).toHaveTitle('undone — Sitemap Studio');
  await app.keyboard.press('Control+y');
  await expect(app).toHaveTitle('• undone — Sitemap Studio');
  await app.keyboard.press('Control+z');
  await expect(app).toHaveTitle('undone — Sitemap Studio');
  await app.keyboard.press('Control+w');
  await expect(app.getByRole('heading', { name: WELCOME })).toBeVisible();
});

test('closing the window with unsaved changes waits for the answer: Cancel keeps it open, Don’t Save closes it', async ({
  app,
  host,
}) => {
  await editSomething(app);
  await expect.poll(() => host.documentState()?.dirty).toBe(true);
  expect(host.requestWindowClose()).toBe(false);
  const prompt = unsavedPrompt(app);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await app.waitForTimeout(200);
  expect(host.windowCloses()).toBe(0);

  expect(host.requestWindowClose()).toBe(false);
  // Asking twice while the question is open does not ask twice.
  expect(host.requestWindowClose()).toBe(false);
  await expect(prompt).toHaveCount(1);
  await prompt.getByRole('button', { name: "Don't Save" }).click();
  await expect.poll(() => host.windowCloses()).toBe(1);
});

test('closing the window: Save saves, then closes; with nothing unsaved it closes at once', async ({ app, host }) => {
  expect(host.requestWindowClose()).toBe(true);
  expect(host.windowCloses()).toBe(1);

  await editSomething(app);
  await expect.poll(() => host.documentState()?.dirty).toBe(true);
  const path = join(folder, 'on-close.sitemapstudio');
  host.dialogs.answerNextSave(path);
  expect(host.requestWindowClose()).toBe(false);
  await unsavedPrompt(app).getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => host.windowCloses()).toBe(2);
  expect(existsSync(path)).toBe(true);
  await expect(app).toHaveTitle('on-close — Sitemap Studio');
});

/** Whether the page asks before it is left: a cancelled beforeunload, as the browser's prompt reads it. */
const asksBeforeLeaving = (app: Page): Promise<boolean> =>
  app.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

test('in the web preview, leaving the page with unsaved changes asks the browser’s “Leave site?”; with nothing unsaved it does not', async ({
  app,
}) => {
  const asked: string[] = [];
  app.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  expect(await asksBeforeLeaving(app)).toBe(false);
  await editSomething(app);
  expect(await asksBeforeLeaving(app)).toBe(true);
  await app.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['beforeunload']);
});
