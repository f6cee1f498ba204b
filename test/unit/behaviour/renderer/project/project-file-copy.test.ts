/**
 * A project file copied in a file manager (not Save As, not `fix --out`) keeps the project's id, so
 * the id cannot tell the copy from the original in an export folder. The manifest entry records the
 * project file its set was exported from (project-file-copy.ts): an export from another file while
 * that one is still there with the id is a copy's, kept apart; a file moved is the same project. The
 * app's stores on main's own handlers, and the command line, with real files and the real engine.
 */
import { copyFile, readdir, readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST_NAME, type ExportManifest } from '../../../../../electron/engine/export/export-manifest';
import { useExportStore } from '../../../../../renderer/src/export/export-store';
import { useProjectFilesStore } from '../../../../../renderer/src/files/project-files-store';
import { useProjectStore } from '../../../../../renderer/src/project/project-store';
import type { ExportSettings } from '../../../../../shared/export-settings';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { problemText } from '../../../../../shared/problems';
import { emptyRow } from '../../../../../shared/url-table';
import { EXPORT_BASE_URL, cliExport } from '../../../../support/cli-run';
import { addTable } from '../../../../support/renderer/project-tables';
import { exportInApp } from '../../../../support/renderer/export-in-app';
import { useStoresInTempDir } from '../../../../support/renderer/stores-in-temp-dir';

const BASE = EXPORT_BASE_URL;
const rows = (path: string) => [0, 1, 2].map((i) => emptyRow(`${BASE}${path}/${i}`));
/** The names a copy used for another set in the same folder gives itself (its table's name in its sitemaps). */
const NEWS_NAMES: Partial<ExportSettings> = { indexName: 'news_index.xml', fileNamePattern: 'news-{table}-{n}.xml.gz' };

const temp = useStoresInTempDir();
afterEach(() => {
  useExportStore().close();
  setActiveLocale('en');
});

/** The open project exported to `folder` through the export dialog; the names it wrote and its notes. */
const exportTo = (folder: string, settings: Partial<ExportSettings> = {}) => exportInApp(folder, BASE, settings);

/** The files a person sees in the folder (the manifest and staging folders are hidden). */
const folderFiles = async (folder: string): Promise<string[]> =>
  (await readdir(folder)).filter((name) => !name.startsWith('.')).sort();

const manifestOf = async (folder: string): Promise<ExportManifest> =>
  JSON.parse(await readFile(join(folder, MANIFEST_NAME), 'utf8')) as ExportManifest;

/** The project file at `path` opened in the app, in place of the open one. */
async function openInApp(fake: ReturnType<typeof temp.startStores>, path: string): Promise<void> {
  useProjectStore().newProject();
  fake.answer('showOpenDialog', () => [path]);
  await useProjectFilesStore().open();
  expect(useProjectStore().path).toBe(path);
}

/** shop.sitemapstudio saved with a table of pages and exported into `public`: its path, folder and set. */
async function shopExported() {
  const fake = temp.startStores();
  addTable('pages', rows('pages'));
  fake.answer('showSaveDialog', () => join(temp.path(), 'shop'));
  expect(await useProjectFilesStore().save()).toBe(true);
  const shop = join(temp.path(), 'shop.sitemapstudio');
  const folder = join(temp.path(), 'public');
  const { files } = await exportTo(folder);
  expect(files.sort()).toEqual(['sitemap-pages-1.xml.gz', 'sitemap_index.xml']);
  return { fake, shop, folder, set: files, id: useProjectStore().id };
}

describe('a project file copied outside the app, exported into the folder of the original', () => {
  it("under names of its own leaves the original's set and manifest entry, and is told", async () => {
    const { fake, shop, folder, set, id } = await shopExported();
    const before = (await manifestOf(folder)).projects[id]!;
    expect(before.projectFile).toBe(shop);

    // shop.sitemapstudio copied in the file manager and used for the news: the same id in both files.
    const news = join(temp.path(), 'news.sitemapstudio');
    await copyFile(shop, news);
    await openInApp(fake, news);
    expect(useProjectStore().id).toBe(id);
    useProjectStore().tables[0]!.name = 'news';
    const copy = await exportTo(folder, NEWS_NAMES);
    expect(await folderFiles(folder)).toEqual([...set, ...copy.files].sort());
    // The original's entry is as it was; the copy's is its own, known by its file.
    const manifest = await manifestOf(folder);
    expect(manifest.projects[id]).toEqual(before);
    const copyEntry = Object.entries(manifest.projects).find(([key]) => key !== id);
    expect(copyEntry?.[1]).toMatchObject({ files: copy.files, projectFile: news });
    expect(copy.notes.map((note) => [note.code, note.params])).toEqual([
      ['export-project-copy', [{ file: news, original: shop, target: folder }]],
    ]);
    for (const [locale, words] of [
      ['en', `${news} holds the same project as ${shop}, whose set is in ${folder}`],
      ['nl', `${news} bevat hetzelfde project als ${shop}, waarvan de set in ${folder} staat`],
    ] as const) {
      setActiveLocale(locale);
      expect(problemText(copy.notes[0]!)).toContain(words);
      expect(problemText(copy.notes[0]!)).toContain(locale === 'en' ? 'Save As' : 'Wil je');
    }
    setActiveLocale('en');

    // The copy's next export finds its own entry: its table renamed, its old sitemap is its stale file.
    useProjectStore().tables[0]!.name = 'headlines';
    await exportTo(folder, NEWS_NAMES);
    expect(await folderFiles(folder)).toEqual([...set, 'news-headlines-1.xml.gz', 'news_index.xml'].sort());
    // And the original's next export is still the project's own, not a copy's.
    await openInApp(fake, shop);
    useProjectStore().tables[0]!.name = 'home';
    const again = await exportTo(folder);
    expect(again.notes.map((note) => note.code)).toEqual(['export-stale-removed']);
    expect(await folderFiles(folder)).toEqual(
      ['news-headlines-1.xml.gz', 'news_index.xml', 'sitemap-home-1.xml.gz', 'sitemap_index.xml'].sort(),
    );
  });

  it('moved or renamed, is the same project: it replaces its own last set', async () => {
    const { fake, shop, folder, id } = await shopExported();
    const moved = join(temp.path(), 'moved.sitemapstudio');
    await rename(shop, moved);
    await openInApp(fake, moved);
    useProjectStore().tables[0]!.name = 'home';
    const { notes } = await exportTo(folder);
    expect(notes.map((note) => note.code)).toEqual(['export-stale-removed']);
    expect(await folderFiles(folder)).toEqual(['sitemap-home-1.xml.gz', 'sitemap_index.xml']);
    // One entry, now recording where the file is.
    expect(Object.keys((await manifestOf(folder)).projects)).toEqual([id]);
    expect((await manifestOf(folder)).projects[id]!.projectFile).toBe(moved);
  });

  it("from the command line, under names of its own, leaves the original's set too", async () => {
    const { shop, folder, set, id } = await shopExported();
    const news = join(temp.path(), 'news.sitemapstudio');
    await copyFile(shop, news);
    const names = ['--index-name', 'news_index.xml', '--pattern', 'news-{table}-{n}.xml.gz'];
    const run = await cliExport(news, folder, ...names);
    expect(run.code).toBe(0);
    expect(await folderFiles(folder)).toEqual([...set, 'news-pages-1.xml.gz', 'news_index.xml'].sort());
    expect(run.out + run.err).toContain(`${news} holds the same project as ${shop}`);
    expect((await manifestOf(folder)).projects[id]!.files.sort()).toEqual(set.sort());
    // The original exported from the command line is the project's own.
    expect((await cliExport(shop, folder)).code).toBe(0);
    expect(await folderFiles(folder)).toEqual([...set, 'news-pages-1.xml.gz', 'news_index.xml'].sort());
  });
});
