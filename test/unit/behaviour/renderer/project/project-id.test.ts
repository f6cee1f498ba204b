/**
 * A project's exports are known in an export folder's manifest by the project's own id
 * (shared/project-id.ts): which files are its last export's, removed as stale when a later export of
 * it no longer writes them, and which stuck commit a later export of it replaces. The app's stores on
 * main's own handlers, real files and the real engine.
 */
import { readdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exportProject, openProjectColumns, saveProjectFile } from '../../../../../electron/engine';
import { useExportStore } from '../../../../../renderer/src/export/export-store';
import { useProjectFilesStore } from '../../../../../renderer/src/files/project-files-store';
import { useProjectStore } from '../../../../../renderer/src/project/project-store';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../../../shared/export-settings';
import type { ProjectData } from '../../../../../shared/project-file';
import { emptyRow } from '../../../../../shared/url-table';
import { cliExport } from '../../../../support/cli-run';
import { addTable } from '../../../../support/renderer/project-tables';
import { useStoresInTempDir } from '../../../../support/renderer/stores-in-temp-dir';
import { until } from '../../../../support/renderer/until';

const BASE = 'https://example.com/';
const rows = (path: string, count = 3) => Array.from({ length: count }, (_, i) => emptyRow(`${BASE}${path}/${i}`));
/** The set another project writes into the same folder beside the main one, under names of its own. */
const NEWS_NAMES: Partial<ExportSettings> = { indexName: 'news_index.xml', fileNamePattern: 'news-{n}.xml.gz' };

const temp = useStoresInTempDir();
afterEach(() => useExportStore().close());

/** The open project exported to `folder` through the export dialog, as a person does; the names it wrote. */
async function exportTo(folder: string, settings: Partial<ExportSettings> = {}): Promise<string[]> {
  const exporter = useExportStore();
  exporter.update({ baseUrl: BASE, outputFolder: folder, ...settings });
  exporter.open();
  await until(() => !exporter.previewPending);
  await exporter.runExport();
  expect(exporter.stage).toBe('done');
  const written = exporter.report!.files.map((file) => file.name);
  exporter.close();
  return written;
}

/** The files the default settings write for tables of these names, in a folder's order. */
const setOf = (...tables: string[]): string[] =>
  [...tables.map((table) => `sitemap-${table}-1.xml.gz`), 'sitemap_index.xml'].sort();

/** The files a person sees in the folder (the manifest and staging folders are hidden). */
const folderFiles = async (folder: string): Promise<string[]> =>
  (await readdir(folder)).filter((name) => !name.startsWith('.')).sort();

/** Stores on main with a new project of two tables, pages and posts, and the folder it is exported to. */
function pagesAndPosts() {
  const fake = temp.startStores();
  addTable('pages', rows('pages'));
  addTable('posts', rows('posts'));
  return { fake, project: useProjectStore(), folder: join(temp.path(), 'public') };
}

describe("a project's id in an export folder", () => {
  it("two new, unsaved projects exporting into one folder leave each other's files alone", async () => {
    const fake = temp.startStores();
    const project = useProjectStore();
    const folder = join(temp.path(), 'public');
    addTable('pages', rows('pages'));
    const main = await exportTo(folder);
    expect(main.sort()).toEqual(setOf('pages'));

    // Another new project, also "Untitled", with a news set of its own names into the same folder.
    project.newProject();
    addTable('news', rows('news'));
    const news = await exportTo(folder, NEWS_NAMES);
    expect(await folderFiles(folder)).toEqual([...main, ...news].sort());
    const [first, second] = fake.requestsTo('exportProject').map((request) => request.projectId);
    expect(first).not.toBe(second);
  });

  it('an unsaved project, then saved and exported again, is one project: the second export removes the files it no longer writes', async () => {
    const { fake, project, folder } = pagesAndPosts();
    await exportTo(folder);
    expect(await folderFiles(folder)).toContain('sitemap-posts-1.xml.gz');

    project.tables[1]!.name = 'articles';
    fake.answer('showSaveDialog', () => join(temp.path(), 'site'));
    expect(await useProjectFilesStore().save()).toBe(true);
    await exportTo(folder);
    expect(await folderFiles(folder)).toEqual(setOf('articles', 'pages'));
    // One id for both: the one a later export's journal names a stuck commit of this project by.
    const ids = fake.requestsTo('exportProject').map((request) => request.projectId);
    expect(ids).toEqual([project.id, project.id]);

    // Save As makes a copy, with an id of its own; the copy's file moved, and opened from there.
    fake.answer('showSaveDialog', () => join(temp.path(), 'renamed'));
    expect(await useProjectFilesStore().save(true)).toBe(true);
    const moved = join(temp.path(), 'moved.sitemapstudio');
    await rename(join(temp.path(), 'renamed.sitemapstudio'), moved);
    project.newProject();
    fake.answer('showOpenDialog', () => [moved]);
    await useProjectFilesStore().open();
    expect(project.path).toBe(moved);
    project.tables[1]!.name = 'posts';
    await exportTo(folder);
    // Exported in the original's place (the same index and pages sitemap), it replaces the original's
    // set all the same: articles, which it does not write, is removed.
    expect(await folderFiles(folder)).toEqual(setOf('pages', 'posts'));
    expect(fake.requestsTo('exportProject')[2]!.projectId).not.toBe(ids[0]);
  });

  it("a copy made by Save As, exported beside the original under names of its own, leaves the original's files alone", async () => {
    const fake = temp.startStores();
    const project = useProjectStore();
    const folder = join(temp.path(), 'public');
    addTable('pages', rows('pages'));
    fake.answer('showSaveDialog', () => join(temp.path(), 'shop'));
    expect(await useProjectFilesStore().save()).toBe(true);
    const main = await exportTo(folder);

    // shop.sitemapstudio used as a template: saved as news, its table renamed to news.
    fake.answer('showSaveDialog', () => join(temp.path(), 'news'));
    expect(await useProjectFilesStore().save(true)).toBe(true);
    project.tables[0]!.name = 'news';
    const news = await exportTo(folder, NEWS_NAMES);
    expect(await folderFiles(folder)).toEqual([...new Set([...main, ...news])].sort());
    const [shop, copy] = fake.requestsTo('exportProject').map((request) => request.projectId);
    expect(copy).not.toBe(shop);
    // The file saved first keeps its id; the copy's file has its own.
    expect((await openProjectColumns(join(temp.path(), 'shop.sitemapstudio'))).header.id).toBe(shop);
    expect((await openProjectColumns(join(temp.path(), 'news.sitemapstudio'))).header.id).toBe(copy);
  });

  it('a project file of an older build (no id) is known by its path, as it was, and keeps that id when saved', async () => {
    const fake = temp.startStores();
    const project = useProjectStore();
    const folder = join(temp.path(), 'public');
    const path = join(temp.path(), 'old.sitemapstudio');
    const old: ProjectData = {
      name: 'old',
      robotsTxt: null,
      exportSettings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: BASE, outputFolder: folder },
      tables: [{ id: 't', name: 'pages', source: null, rows: rows('pages') }],
      siteChecks: [],
    };
    await saveProjectFile(path, old);
    // What the older build's app exported of it: pages and posts, under `project:<its path>`.
    const earlier = await exportProject({
      projectId: `project:${path}`,
      tables: [
        { id: 't', name: 'pages', rows: rows('pages') },
        { id: 'u', name: 'posts', rows: rows('posts') },
      ],
      settings: old.exportSettings,
      robotsTxt: null,
    });
    expect(earlier.ok).toBe(true);

    fake.answer('showOpenDialog', () => [path]);
    await useProjectFilesStore().open();
    await exportTo(folder);
    // The older build's entry is this project's: posts, no longer written, is removed.
    expect(await folderFiles(folder)).toEqual(setOf('pages'));

    // Saved, the id is now in the file, and stays that of the path the project was known by, after a move too.
    expect(await useProjectFilesStore().save()).toBe(true);
    const other = join(temp.path(), 'elsewhere.sitemapstudio');
    await rename(path, other);
    expect((await openProjectColumns(other)).header.id).toBe(`project:${path}`);
    // Opened from there and exported, with pages renamed: the same project, so pages is removed.
    project.newProject();
    fake.answer('showOpenDialog', () => [other]);
    await useProjectFilesStore().open();
    project.tables[0]!.name = 'home';
    await exportTo(folder);
    expect(await folderFiles(folder)).toEqual(setOf('home'));
    const ids = fake.requestsTo('exportProject').map((request) => request.projectId);
    expect(ids).toEqual([`project:${path}`, `project:${path}`]);
  });

  it('exporting a project file the app exported before is the same project', async () => {
    const { fake, project, folder } = pagesAndPosts();
    fake.answer('showSaveDialog', () => join(temp.path(), 'site'));
    expect(await useProjectFilesStore().save()).toBe(true);
    await exportTo(folder);
    expect(await folderFiles(folder)).toEqual(setOf('pages', 'posts'));

    // posts renamed and saved in the app, then exported from the command line (a cron job, say).
    project.tables[1]!.name = 'articles';
    expect(await useProjectFilesStore().save()).toBe(true);
    const path = join(temp.path(), 'site.sitemapstudio');
    expect((await cliExport(path, folder)).code).toBe(0);
    expect(await folderFiles(folder)).toEqual(setOf('articles', 'pages'));
  });
});
