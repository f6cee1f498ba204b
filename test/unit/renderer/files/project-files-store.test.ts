import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OpenCancelledError, openProjectFile, saveProjectFile } from '../../../../electron/engine/project/project-file';
import { exportedUrl } from '../../../../shared/last-export/exported-urls';
import { CellChanges, deletion } from '../../../../renderer/src/table/edit-commands';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
import { useProjectFilesStore } from '../../../../renderer/src/files/project-files-store';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { useRecoveryStore } from '../../../../renderer/src/project/recovery-store';
import { usePromptsStore, type Prompt } from '../../../../renderer/src/services/prompts-store';
import { useNoticesStore } from '../../../../renderer/src/services/notices-store';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import type { ProjectData } from '../../../../shared/project-file';
import { encodeProjectJson } from '../../../../shared/project-json';
import { addTable, locsOfRows, rowsOf } from '../../../support/renderer/project-tables';
import { useStoresInTempDir } from '../../../support/renderer/stores-in-temp-dir';
import { until } from '../../../support/renderer/until';
import { urlset } from '../../../support/sitemap-xml';
import { escapeRegExp } from '../../../../shared/escape-regexp';

/** A project as main would read it from a file. */
const saved = (name: string, ...locs: string[]): ProjectData => ({
  name,
  robotsTxt: 'User-agent: *\nDisallow: /private/\n',
  exportSettings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/' },
  tables: [{ id: 'table-a', name: 'pages', source: null, rows: rowsOf(...locs) }],
  siteChecks: [],
});

/** Waits for the prompt the stores put on screen, answers it, and returns it. */
async function answerPrompt(choice: string): Promise<Prompt> {
  const prompts = usePromptsStore();
  const prompt = await until(() => prompts.current);
  prompts.answer(choice);
  return prompt;
}

const tableNames = (): string[] => useProjectStore().tables.map((table) => table.name);
const locsOf = (data: ProjectData): string[] => data.tables.flatMap((table) => table.rows.map((row) => row.loc));

describe('project files store', () => {
  const temp = useStoresInTempDir();

  it('saves and reopens through uploads and transfers of several slices per table, every row in order', async () => {
    const fake = temp.startStores({ transfers: { slices: { maxRows: 3, maxBytes: 2 ** 20 } } });
    const project = useProjectStore();
    const files = useProjectFilesStore();
    const locs = Array.from({ length: 10 }, (_, i) => `https://example.com/page-${i}`);
    addTable('pages', rowsOf(...locs));
    addTable('posts', rowsOf('https://example.com/p'));
    fake.answer('showSaveDialog', () => join(temp.path(), 'sliced'));
    expect(await files.save()).toBe(true);
    // Ten rows in slices of at most three: four puts for the first table, one for the second.
    expect(fake.requestsTo('putSlice').map((request) => request.slice.rowCount)).toEqual([3, 3, 3, 1, 1]);
    const path = join(temp.path(), 'sliced.sitemapstudio');
    expect(locsOf(await openProjectFile(path))).toEqual([...locs, 'https://example.com/p']);

    await files.startNew();
    expect(tableNames()).toEqual([]);
    fake.answer('showOpenDialog', () => [path]);
    await files.open();
    expect(fake.requestsTo('takeSlice').map((request) => request.index)).toEqual([0, 1, 2, 3, 0]);
    expect([project.path, project.dirty, tableNames()]).toEqual([path, false, ['pages', 'posts']]);
    expect(locsOfRows(project.tables[0]!.rows)).toEqual(locs);
  });

  it('says which file did not open when its rows do not arrive, and leaves the open project as it was', async () => {
    const fake = temp.startStores({ transfers: { slices: { maxRows: 1, maxBytes: 2 ** 20 } } });
    const path = await temp.write(
      'Site.sitemapstudio',
      encodeProjectJson(saved('Site', 'https://example.com/x', 'https://example.com/y')),
    );
    addTable('mine', rowsOf('https://example.com/mine'));
    // Main lets the transfer go after its first slice: the second is gone.
    fake.answer('takeSlice', async (request) => {
      if (request.index === 1) await fake.handlers.dropTransfers({ ids: [request.id] });
      return fake.handlers.takeSlice(request);
    });
    fake.answer('showOpenDialog', () => [path]);
    const opening = useProjectFilesStore().open();
    const prompt = await answerPrompt('ok');
    await opening;
    expect(prompt.title).toBe('Could not open “Site”');
    expect(prompt.message).toMatch(
      new RegExp(
        `^${escapeRegExp(path)} was not opened: its rows did not arrive \\(The rows asked for are no longer held`,
      ),
    );
    expect(tableNames()).toEqual(['mine']);
  });

  it('saves where the Save dialog says, as a file that opens as the project; later saves ask nothing', async () => {
    const fake = temp.startStores();
    const project = useProjectStore();
    const files = useProjectFilesStore();
    addTable('pages', rowsOf('https://example.com/a', 'https://example.com/b'));
    await useRecoveryStore().write();
    expect(existsSync(temp.recoveryFile())).toBe(true);
    fake.answer('showSaveDialog', () => join(temp.path(), 'shop'));

    expect(await files.save()).toBe(true);
    const path = join(temp.path(), 'shop.sitemapstudio');
    expect([project.path, project.name, project.dirty]).toEqual([path, 'shop', false]);
    expect(locsOf(await openProjectFile(path))).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(useNoticesStore().notice).toMatch(/^Saved shop \(\d+ B, gzip\)\.$/);
    expect(existsSync(temp.recoveryFile())).toBe(false); // saved work needs no recovery copy

    addTable('posts', rowsOf('https://example.com/p'));
    expect(await files.save()).toBe(true);
    expect(fake.requestsTo('showSaveDialog')).toHaveLength(1);
    expect((await openProjectFile(path)).tables.map((table) => table.name)).toEqual(['pages', 'posts']);

    fake.answer('showSaveDialog', () => join(temp.path(), 'copy.sitemapstudio'));
    expect(await files.save(true)).toBe(true);
    expect([project.path, project.name]).toEqual([join(temp.path(), 'copy.sitemapstudio'), 'copy']);
    expect(fake.requestsTo('showSaveDialog').at(-1)).toEqual({
      title: 'Save Project As',
      defaultName: 'shop.sitemapstudio',
    });
  });

  it('tells the person, by name, when a save fails, and keeps the work unsaved', async () => {
    const fake = temp.startStores();
    const project = useProjectStore();
    addTable('pages', rowsOf('https://example.com/a'));
    const notAFolder = await temp.write('notes.txt', 'a file, not a folder');
    fake.answer('showSaveDialog', () => join(notAFolder, 'shop.sitemapstudio'));

    const saving = useProjectFilesStore().save();
    const prompt = await answerPrompt('ok');
    expect(await saving).toBe(false);
    expect(prompt.title).toBe('Could not save “shop”');
    expect(prompt.tone).toBe('error');
    expect([project.path, project.name, project.dirty]).toEqual([null, 'Untitled', true]);
  });

  it('keeps the project unsaved when it changes while a save runs, and writes it as it was when the save began', async () => {
    const fake = temp.startStores({ transfers: { slices: { maxRows: 1, maxBytes: 2 ** 20 } } });
    const project = useProjectStore();
    const locs = ['https://example.com/a', 'https://example.com/b', 'https://example.com/c'];
    const pages = addTable('pages', rowsOf(...locs));
    const path = join(temp.path(), 'shop.sitemapstudio');
    fake.answer('showSaveDialog', () => path);
    await useProjectFilesStore().save();

    const saving = useProjectFilesStore().save();
    // Edits while the rows are on their way, slice by slice: a cell, then a row taken out.
    const changes = new CellChanges(pages.rows);
    changes.add(2, 'priority', '0.3');
    useHistoryStore().run(pages.id, changes.command('Edit cell'));
    useHistoryStore().run(pages.id, deletion(pages.rows, [0], null, 'Delete row'));
    expect(await saving).toBe(true);
    expect(project.path).toBe(path);
    expect(project.dirty).toBe(true);
    const written = await openProjectFile(path);
    expect(locsOf(written)).toEqual(locs);
    expect(written.tables[0]!.rows.map((row) => row.priority)).toEqual([null, null, null]);
  });

  // The review: an undo back to the last save's rows while a save of the edit ran left nothing unsaved,
  // and Close asked nothing; the file then held the edit undone.
  it('keeps the project unsaved when an undo while a save runs goes back to the save before', async () => {
    const fake = temp.startStores({ transfers: { slices: { maxRows: 1, maxBytes: 2 ** 20 } } });
    const project = useProjectStore();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a', 'https://example.com/b', 'https://example.com/c'));
    const path = join(temp.path(), 'shop.sitemapstudio');
    fake.answer('showSaveDialog', () => path);
    await useProjectFilesStore().save();
    const changes = new CellChanges(pages.rows);
    changes.add(0, 'priority', '0.3');
    history.run(pages.id, changes.command('Edit cell'));
    const saving = useProjectFilesStore().save();
    history.undo();
    expect(project.dirty).toBe(true);
    expect(await saving).toBe(true);
    expect(project.dirty).toBe(true);
    expect((await openProjectFile(path)).tables[0]!.rows[0]!.priority).toBe('0.3');
    // Saved again, the rows are as the file holds them, and a redo and undo come back to them.
    await useProjectFilesStore().save();
    history.redo();
    history.undo();
    expect(project.dirty).toBe(false);
  });

  // The review: what an export remembers, set while a save ran, was not counted as a change to save.
  it('keeps the project unsaved when an export is remembered while a save runs', async () => {
    const fake = temp.startStores({ transfers: { slices: { maxRows: 1, maxBytes: 2 ** 20 } } });
    const project = useProjectStore();
    addTable('pages', rowsOf('https://example.com/a', 'https://example.com/b', 'https://example.com/c'));
    const path = join(temp.path(), 'shop.sitemapstudio');
    fake.answer('showSaveDialog', () => path);
    await useProjectFilesStore().save();
    const saving = useProjectFilesStore().save();
    project.setLastExport({ at: 1, files: ['sitemap.xml'], folder: '/out', memory: 'm1', urls: 3 });
    expect(await saving).toBe(true);
    expect(project.dirty).toBe(true);
  });

  it("leaves a project started while a save ran alone: neither saved to the file nor given the saved one's id", async () => {
    temp.startStores({ transfers: { slices: { maxRows: 1, maxBytes: 2 ** 20 } } });
    const project = useProjectStore();
    const files = useProjectFilesStore();
    addTable('old', rowsOf('https://example.com/a', 'https://example.com/b', 'https://example.com/c'));
    const path = join(temp.path(), 'old.sitemapstudio');
    project.markSaved(path, 'old');
    project.dirty = true;
    const oldId = project.id;
    const saving = files.save();
    // Don't Save in the prompt of File › New, while the rows are still on their way.
    const starting = files.startNew();
    await answerPrompt('discard');
    await starting;
    addTable('new', rowsOf('https://example.com/new'));
    expect(await saving).toBe(true);
    expect([project.path, project.name, project.dirty, project.id === oldId]).toEqual([null, 'Untitled', true, false]);
    expect(locsOf(await openProjectFile(path))).toEqual([
      'https://example.com/a',
      'https://example.com/b',
      'https://example.com/c',
    ]);
  });

  it('lets Save in a prompt asked while a save runs wait for that save, then go on (not do nothing)', async () => {
    temp.startStores({ transfers: { slices: { maxRows: 1, maxBytes: 2 ** 20 } } });
    const project = useProjectStore();
    const files = useProjectFilesStore();
    addTable('old', rowsOf('https://example.com/a', 'https://example.com/b'));
    const path = join(temp.path(), 'old.sitemapstudio');
    project.markSaved(path, 'old');
    project.dirty = true;
    const saving = files.save();
    const starting = files.startNew();
    await answerPrompt('save');
    await starting;
    expect(await saving).toBe(true);
    expect([tableNames(), project.path]).toEqual([[], null]);
    expect(locsOf(await openProjectFile(path))).toEqual(['https://example.com/a', 'https://example.com/b']);
  });

  it('opens a project file: it replaces the project, named after its file, with nothing unsaved', async () => {
    temp.startStores();
    const project = useProjectStore();
    const path = await temp.write('Site.sitemapstudio', encodeProjectJson(saved('old name', 'https://example.com/x')));

    await useProjectFilesStore().openLocations([path], 'new');
    expect([project.name, project.path, project.dirty]).toEqual(['Site', path, false]);
    expect(tableNames()).toEqual(['pages']);
    expect(locsOfRows(project.activeTable?.rows)).toEqual(['https://example.com/x']);
    expect(project.robotsTxt).toBe('User-agent: *\nDisallow: /private/\n');
    expect(project.exportSettings.baseUrl).toBe('https://example.com/');
  });

  it('names a damaged project file and what is wrong with it, and changes nothing, unasked', async () => {
    temp.startStores();
    const project = useProjectStore();
    addTable('work', rowsOf('https://example.com/w'));
    const json = encodeProjectJson(saved('Shop', 'https://example.com/x')).replace(
      '"loc":"https://example.com/x"',
      '"loc":7',
    );
    const path = await temp.write('Shop.sitemapstudio', json);

    const opening = useProjectFilesStore().openLocations([path], 'new');
    const prompt = await answerPrompt('ok');
    await opening;
    expect(prompt.title).toBe('Could not open “Shop”');
    expect(prompt.message).toContain(path);
    expect(prompt.message).toContain('tables[0].rows[0].loc');
    expect(usePromptsStore().current).toBeNull(); // no Save / Don't Save was asked
    expect([project.name, project.dirty, tableNames()]).toEqual(['Untitled', true, ['work']]);
  });

  it('says in a notice, not an error to dismiss, that an opening was cancelled, and changes nothing', async () => {
    const fake = temp.startStores();
    const project = useProjectStore();
    addTable('work', rowsOf('https://example.com/w'));
    const path = await temp.write('Shop.sitemapstudio', encodeProjectJson(saved('Shop', 'https://example.com/x')));
    fake.answer('openProject', () => Promise.reject(new OpenCancelledError(path)));

    await useProjectFilesStore().openLocations([path], 'new');
    expect(useNoticesStore().notice).toBe('Opening Shop.sitemapstudio was cancelled; nothing of it was opened.');
    expect(usePromptsStore().current).toBeNull();
    expect([project.name, project.dirty, tableNames()]).toEqual(['Untitled', true, ['work']]);
  });

  it('opens sitemaps as an import into a new project, a table per sitemap, listing what could not be opened', async () => {
    temp.startStores();
    const project = useProjectStore();
    addTable('work', rowsOf('https://example.com/w'));
    const blog = await temp.write('blog.xml', urlset('https://example.com/b1', 'https://example.com/b2'));
    const shop = await temp.write('shop.xml', urlset('https://example.com/s1'));
    const missing = join(temp.path(), 'gone.xml');

    const opening = useProjectFilesStore().openLocations([blog, shop, missing], 'new');
    const prompt = await answerPrompt('discard');
    await opening;
    expect(prompt.title).toBe('Save changes to “Untitled”?');
    expect(tableNames()).toEqual(['blog', 'shop']);
    expect(project.activeTable?.name).toBe('shop');
    expect(locsOfRows(project.tables[0]!.rows)).toEqual(['https://example.com/b1', 'https://example.com/b2']);
    expect(project.problems.map((item) => item.place.file)).toEqual([missing]);
    expect([project.path, project.dirty]).toEqual([null, true]);
    expect(useNoticesStore().notice).toBeNull(); // opening says nothing more than what it opened
  });

  it('opens a project with sitemaps beside it: the project replaces the open one, the sitemaps join it', async () => {
    temp.startStores();
    const project = useProjectStore();
    const path = await temp.write('Site.sitemapstudio', encodeProjectJson(saved('Site', 'https://example.com/x')));
    const news = await temp.write('news.xml', urlset('https://example.com/n'));

    await useProjectFilesStore().openLocations([news, path], 'new');
    expect([project.name, project.path]).toEqual(['Site', path]);
    expect(tableNames()).toEqual(['pages', 'news']);
    expect(project.dirty).toBe(true);
  });

  it('imports into the open project, unasked, when told to', async () => {
    temp.startStores();
    addTable('work', rowsOf('https://example.com/w'));
    const blog = await temp.write('blog.xml', urlset('https://example.com/b1'));
    await useProjectFilesStore().openLocations([blog], 'current');
    expect(tableNames()).toEqual(['work', 'blog']);
  });

  it('opens the files main was started with, once', async () => {
    const path = await temp.write('Site.sitemapstudio', encodeProjectJson(saved('Site', 'https://example.com/x')));
    let launch = [path];
    temp.startStores({
      launchPaths: { take: () => launch.splice(0) },
    });
    const files = useProjectFilesStore();
    await files.openLaunchPaths();
    expect(useProjectStore().path).toBe(path);
    launch = [];
    useProjectStore().newProject();
    await files.openLaunchPaths();
    expect(useProjectStore().path).toBeNull();
  });

  it("asks before a new project replaces unsaved work: Cancel keeps it, Don't Save lets it go", async () => {
    temp.startStores();
    const project = useProjectStore();
    const files = useProjectFilesStore();
    addTable('work', rowsOf('https://example.com/w'));

    let starting = files.startNew();
    await answerPrompt('cancel');
    await starting;
    expect(tableNames()).toEqual(['work']);

    starting = files.startNew();
    await answerPrompt('discard');
    await starting;
    expect([tableNames(), project.dirty, project.name]).toEqual([[], false, 'Untitled']);

    await files.startNew(); // nothing unsaved: nothing asked
    expect(usePromptsStore().current).toBeNull();
  });

  it('answers main when the window is to close: Cancel, Don’t Save, or Save first', async () => {
    const fake = temp.startStores();
    const project = useProjectStore();
    const files = useProjectFilesStore();
    addTable('work', rowsOf('https://example.com/w'));
    await useRecoveryStore().write();

    let closing = files.answerCloseRequest();
    expect((await answerPrompt('cancel')).choices.map((choice) => choice.label)).toEqual([
      "Don't Save",
      'Cancel',
      'Save',
    ]);
    await closing;
    expect(fake.requestsTo('confirmClose')).toEqual([{ close: false }]);
    expect(existsSync(temp.recoveryFile())).toBe(true);

    fake.answer('showSaveDialog', () => join(temp.path(), 'work.sitemapstudio'));
    closing = files.answerCloseRequest();
    await answerPrompt('save');
    await closing;
    expect(fake.requestsTo('confirmClose').at(-1)).toEqual({ close: true });
    expect(locsOf(await openProjectFile(join(temp.path(), 'work.sitemapstudio')))).toEqual(['https://example.com/w']);
    expect([project.dirty, existsSync(temp.recoveryFile())]).toEqual([false, false]);
  });

  it("closes without saving on Don't Save, and lets the recovery copy go for good", async () => {
    const fake = temp.startStores();
    addTable('work', rowsOf('https://example.com/w'));
    const recovery = useRecoveryStore();
    await recovery.write();

    const closing = useProjectFilesStore().answerCloseRequest();
    await answerPrompt('discard');
    await closing;
    expect(fake.requestsTo('confirmClose')).toEqual([{ close: true }]);
    expect(fake.requestsTo('saveProject')).toEqual([]);
    await recovery.write(); // the window is closing: nothing is written after
    expect(existsSync(temp.recoveryFile())).toBe(false);
  });

  it('answers main whatever fails on the way: a recovery copy that cannot be removed does not hold the window open', async () => {
    const fake = temp.startStores();
    addTable('work', rowsOf('https://example.com/w'));
    fake.answer('discardRecovery', async () => {
      throw Object.assign(new Error('EBUSY: resource busy or locked'), { code: 'EBUSY' });
    });
    const closing = useProjectFilesStore().answerCloseRequest();
    await answerPrompt('discard');
    await closing;
    expect(fake.requestsTo('confirmClose')).toEqual([{ close: true }]);
  });

  it("lets main forget the last export of a project it opened and then did not take (Cancel), not the open one's", async () => {
    const fake = temp.startStores();
    const path = join(temp.path(), 'other.sitemapstudio');
    const rows = rowsOf('https://example.com/o');
    await saveProjectFile(path, {
      ...saved('other', 'https://example.com/o'),
      lastExport: { at: Date.UTC(2026, 10, 1), files: ['sitemap.xml'], urls: rows.map(exportedUrl) },
    });
    addTable('work', rowsOf('https://example.com/w'));
    fake.answer('showOpenDialog', () => [path]);
    const opening = useProjectFilesStore().open();
    await answerPrompt('cancel');
    await opening;
    expect(tableNames()).toEqual(['work']);
    await until(() => fake.requestsTo('dropTransfers').length > 0);
    const [dropped] = fake.requestsTo('dropTransfers').at(-1)!.ids;
    expect(dropped).toMatch(/^last-export-/);
    expect(await fake.handlers.dropTransfers({ ids: [dropped!] })).toEqual({ dropped: 0 });
  });

  it('saves nothing when another project was started while the Save dialog was open', async () => {
    const fake = temp.startStores();
    const project = useProjectStore();
    addTable('old', rowsOf('https://example.com/a'));
    const path = join(temp.path(), 'chosen.sitemapstudio');
    fake.answer('showSaveDialog', () => {
      project.newProject(); // an OS "open file", or a menu command, while the dialog was open
      addTable('new', rowsOf('https://example.com/new'));
      return path;
    });
    expect(await useProjectFilesStore().save()).toBe(false);
    expect([project.path, project.dirty]).toEqual([null, true]);
    expect(existsSync(path)).toBe(false);
  });
  // The review: Replace over a file changed on disk, asked from Save As, saved the copy with the
  // original project's id (two projects of one id in an export folder).
  it('Replace in the changed-on-disk question keeps a Save As a copy of its own id', async () => {
    const fake = temp.startStores();
    const project = useProjectStore();
    const files = useProjectFilesStore();
    addTable('pages', rowsOf('https://example.com/a'));
    const first = join(temp.path(), 'first.sitemapstudio');
    const second = join(temp.path(), 'second.sitemapstudio');
    fake.answer('showSaveDialog', () => first);
    expect(await files.save()).toBe(true);
    fake.answer('showSaveDialog', () => second);
    expect(await files.save(true)).toBe(true);
    const secondId = project.id;
    // Another program saves over the first file, which this app wrote: Save As onto it asks first.
    await saveProjectFile(first, saved('theirs', 'https://example.com/theirs'));
    fake.answer('showSaveDialog', () => first);
    const saving = files.save(true);
    const prompt = await answerPrompt('replace');
    expect(prompt.title).toBe('“first” was changed by another program');
    expect(await saving).toBe(true);
    const written = await openProjectFile(first);
    expect(locsOf(written)).toEqual(['https://example.com/a']);
    expect(written.id).not.toBe(secondId);
    expect(written.id).toBe(project.id);
  });
});
