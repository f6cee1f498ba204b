import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openProjectFile } from '../../electron/engine/project/project-file';
import { nodeAppInfo } from '../../electron/engine/app-info';
import { startWebHost } from '../../electron/web-host/server';
import { CORPUS_MISSING, corpusDir } from '../support/corpus';
import { importAll } from '../support/import-helpers';
import { gridHelpers } from './support/grid';
import { makeTempDir } from '../support/temp-dir';
import { expect, loadApp, RENDERER_DIR, screenshot, test } from './support/fixtures';

const corpus = corpusDir();
const CORPUS_FILE = 'sitemaps/10beasts__10beasts.github.io__post-sitemap.xml';
const TABLE = '10beasts__10beasts.github.io__post-sitemap';
const sitemapPath = corpus ? join(corpus, CORPUS_FILE) : '';
const folder = makeTempDir();

test.describe('a corpus sitemap, edited, saved and reopened', () => {
  test.skip(corpus === null, CORPUS_MISSING);
  test.use({ launchPaths: [sitemapPath] });

  test('Save As writes every row and field; reopening shows the edit, and a fresh app saves the same bytes', async ({
    app,
    host,
    context,
  }) => {
    const { cell, editor } = gridHelpers(app, TABLE);
    await expect(cell(2, 'loc')).toHaveText('http://www.10beasts.cn/best-gaming-keyboards/');
    await cell(2, 'priority').click();
    await app.keyboard.type('0.9');
    await editor.press('Enter');
    await expect(app).toHaveTitle('• Untitled — Sitemap Studio');

    // The save dialog hands back a bare name: the extension is added.
    const saved = join(folder, 'keyboards.sitemapstudio');
    host.dialogs.answerNextSave(join(folder, 'keyboards'));
    await app.keyboard.press('Control+s');
    await expect(app).toHaveTitle('keyboards — Sitemap Studio');
    expect(host.dialogs.asked).toEqual([{ title: 'Save Project', defaultName: 'Untitled.sitemapstudio' }]);
    await expect(app.getByTestId('document-name')).toHaveText('keyboards');
    await expect(app.getByRole('status')).toHaveText(/^Saved keyboards \(\d+(\.\d+)? KB, gzip\)\.$/);
    await expect
      .poll(() => host.documentState())
      .toEqual({ title: 'keyboards', dirty: false, path: saved, tableOpen: true });

    // Every row as the engine reads the sitemap, with the one edit: nothing lost, nothing added.
    const expected = (await importAll([sitemapPath])).files[0]!.rows;
    expected[1] = { ...expected[1]!, priority: '0.9' };
    const data = await openProjectFile(saved);
    expect(data.name).toBe('keyboards');
    expect(data.tables.map((table) => table.name)).toEqual([TABLE]);
    expect(data.tables[0]!.rows).toEqual(expected);
    expect(data.tables[0]!.rows[1]!.images.length).toBeGreaterThan(1);

    // Another edit, then Open the saved file: Don't Save drops the edit, and the saved one is back.
    await cell(3, 'priority').click();
    await app.keyboard.type('0.1');
    await editor.press('Enter');
    host.dialogs.answerNextOpen([saved]);
    host.emit('menuCommand', { type: 'file.open' });
    const prompt = app.getByRole('alertdialog', { name: 'Save changes to “keyboards”?' });
    await prompt.getByRole('button', { name: "Don't Save" }).click();
    await expect(prompt).toBeHidden();
    await expect(cell(2, 'priority')).toHaveText('0.9');
    await expect(cell(3, 'priority')).toHaveText('');
    await expect(app).toHaveTitle('keyboards — Sitemap Studio');
    await expect(app.getByTestId('row-count')).toHaveText(`${expected.length} URLs in 1 table`);
    await screenshot(app, 'project-reopened');

    // A fresh app opens the file and saves it again: byte for byte the same file.
    const bytes = readFileSync(saved);
    const second = await startWebHost({
      rendererDir: RENDERER_DIR,
      appInfo: nodeAppInfo(),
      launchPaths: [saved],
    });
    try {
      const other = await loadApp(await context.newPage(), second);
      await expect(gridHelpers(other, TABLE).cell(2, 'priority')).toHaveText('0.9');
      await expect(other).toHaveTitle('keyboards — Sitemap Studio');
      await other.getByRole('toolbar', { name: 'Project' }).getByRole('button', { name: 'Save' }).click();
      await expect(other.getByRole('status')).toHaveText(/^Saved keyboards/);
      expect(second.dialogs.asked).toEqual([]);
      expect(readFileSync(saved).equals(bytes)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
