import { join } from 'node:path';
import { openProjectFile, saveProjectFile } from '../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { emptyRow } from '../../shared/url-table';
import { gridHelpers } from './support/grid';
import { makeTempDir } from '../support/temp-dir';
import { expect, screenshot, test } from './support/fixtures';
import type { Page } from '@playwright/test';

const folder = makeTempDir();

/** What another program (`fix --lastmod`, `check --save`, a sync client) leaves in the file meanwhile. */
async function writtenElsewhere(path: string, url: string): Promise<void> {
  await saveProjectFile(path, {
    name: 'site',
    robotsTxt: null,
    exportSettings: DEFAULT_EXPORT_SETTINGS,
    tables: [{ id: 'other', name: 'other', source: null, rows: [emptyRow(url)] }],
    siteChecks: [],
  });
}

async function typeLoc(app: Page, row: number, url: string): Promise<void> {
  const { cell, editor } = gridHelpers(app, 'table-1');
  await cell(row, 'loc').click();
  await app.keyboard.type(url);
  await editor.press('Enter');
  await expect(cell(row, 'loc')).toHaveText(url);
}

const locsIn = async (path: string): Promise<string[]> =>
  (await openProjectFile(path)).tables.flatMap((table) => table.rows.map((row) => row.loc));

// The probe: Save wrote over a project another program had changed since it was opened, without a word.
test('Save over a file another program changed asks first: Cancel leaves it, Save As writes elsewhere, Replace writes it', async ({
  app,
  host,
}) => {
  const path = join(folder, 'site.sitemapstudio');
  await app.getByRole('button', { name: /Start an empty table/ }).click();
  await app.getByRole('button', { name: 'Add row' }).click();
  await typeLoc(app, 1, 'https://example.com/mine');
  host.dialogs.answerNextSave(path);
  await app.keyboard.press('Control+s');
  await expect(app).toHaveTitle('site — Sitemap Studio');

  // Saved again with nothing changed on disk: no question.
  await typeLoc(app, 1, 'https://example.com/mine-2');
  await app.keyboard.press('Control+s');
  await expect(app).toHaveTitle('site — Sitemap Studio');
  expect(await locsIn(path)).toEqual(['https://example.com/mine-2']);

  await writtenElsewhere(path, 'https://example.com/theirs');
  await typeLoc(app, 1, 'https://example.com/mine-3');
  await app.keyboard.press('Control+s');
  const prompt = app.getByRole('alertdialog', { name: '“site” was changed by another program' });
  await expect(prompt).toHaveAccessibleDescription(
    'site.sitemapstudio was changed on disk by another program since this app opened or last saved it; it was left as it is.',
  );
  await expect(prompt.getByRole('button')).toHaveText(['Replace', 'Cancel', 'Save As…']);
  await expect(prompt.getByRole('button', { name: 'Save As…' })).toBeFocused();
  await screenshot(app, 'project-changed-on-disk');
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(prompt).toBeHidden();
  await expect(app).toHaveTitle('• site — Sitemap Studio');
  expect(await locsIn(path)).toEqual(['https://example.com/theirs']);

  // Save As… from the question: another file, the changed one left as it is.
  const copy = join(folder, 'site-mine.sitemapstudio');
  await app.keyboard.press('Control+s');
  host.dialogs.answerNextSave(copy);
  await prompt.getByRole('button', { name: 'Save As…' }).click();
  await expect(app).toHaveTitle('site-mine — Sitemap Studio');
  expect(await locsIn(copy)).toEqual(['https://example.com/mine-3']);
  expect(await locsIn(path)).toEqual(['https://example.com/theirs']);

  // Opened again and changed elsewhere again: Replace writes the person's work over it.
  host.dialogs.answerNextOpen([path]);
  host.emit('menuCommand', { type: 'file.open' });
  await expect(app).toHaveTitle('site — Sitemap Studio');
  await writtenElsewhere(path, 'https://example.com/theirs-2');
  const { cell, editor } = gridHelpers(app, 'other');
  await cell(1, 'loc').click();
  await app.keyboard.type('https://example.com/mine-4');
  await editor.press('Enter');
  await app.keyboard.press('Control+s');
  await prompt.getByRole('button', { name: 'Replace' }).click();
  await expect(app).toHaveTitle('site — Sitemap Studio');
  expect(await locsIn(path)).toEqual(['https://example.com/mine-4']);
});
