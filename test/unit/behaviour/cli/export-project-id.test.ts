/**
 * Which project a command-line export is, in the folder's manifest (whose last export's files it
 * removes as stale, whose stuck commit it replaces): `export <project file>` is the project the file
 * names (the app exporting it too: test/unit/behaviour/renderer/project/project-id.test.ts); other
 * sources are one project per output folder, however the folder is written.
 */
import { readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openProjectFile, saveProjectFile } from '../../../../electron/engine';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { emptyRow } from '../../../../shared/url-table';
import { EXPORT_BASE_URL, cliExport, cliRun } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';
import { urlset } from '../../../support/sitemap-xml';
import { contentChecked } from '../../../support/content-fingerprints';

const temp = useTempDir();
const rows = (path: string) => [0, 1, 2].map((i) => emptyRow(`${EXPORT_BASE_URL}${path}/${i}`));

/** The files the default settings write for tables of these names, in a folder's order. */
const setOf = (...tables: string[]): string[] =>
  [...tables.map((table) => `sitemap-${table}-1.xml.gz`), 'sitemap_index.xml'].sort();

/** The files a person sees in the folder (the manifest and staging folders are hidden). */
const folderFiles = async (folder: string): Promise<string[]> =>
  (await readdir(folder)).filter((name) => !name.startsWith('.')).sort();

describe("the command line's export, as a project in the folder", () => {
  const cwd = process.cwd();
  afterEach(() => process.chdir(cwd));

  it('`--out public`, `--out ./public` and its full path are one folder, so one project', async () => {
    process.chdir(temp.path());
    const pages = join(temp.path(), 'pages.xml');
    const posts = join(temp.path(), 'posts.xml');
    await writeFile(pages, urlset(...rows('pages').map((row) => row.loc)));
    await writeFile(posts, urlset(...rows('posts').map((row) => row.loc)));
    const folder = join(temp.path(), 'public');

    expect((await cliExport(pages, 'public')).code).toBe(0);
    expect(await folderFiles(folder)).toEqual(setOf('pages'));
    // Written another way, the same folder: its last export's pages, no longer written, are removed.
    expect((await cliExport(posts, './public')).code).toBe(0);
    expect(await folderFiles(folder)).toEqual(setOf('posts'));
    expect((await cliExport(pages, folder)).code).toBe(0);
    expect(await folderFiles(folder)).toEqual(setOf('pages'));
  });

  it('a project file of an older build (no id) is known by its full path, which --remember writes into it', async () => {
    process.chdir(temp.path());
    const folder = join(temp.path(), 'public');
    const path = join(temp.path(), 'old.sitemapstudio');
    await saveProjectFile(path, {
      name: 'old',
      robotsTxt: null,
      exportSettings: DEFAULT_EXPORT_SETTINGS,
      tables: [{ id: 't', name: 'pages', source: null, rows: rows('pages') }],
      siteChecks: [],
    });
    expect((await openProjectFile(path)).id).toBeUndefined();
    expect((await cliExport('old.sitemapstudio', 'public', '--remember')).code).toBe(0);
    expect(await folderFiles(folder)).toEqual(setOf('pages'));
    // As the app knew it: `project:<its path>`, the path the app opened it by.
    expect((await openProjectFile(path)).id).toBe(`project:${path}`);
  });

  it.each([
    ['fix', '--lastmod'],
    ['hreflang', '--complete'],
    ['hreflang', '--pair=/{lang}/'],
  ])(
    '`%s --out` another file writes a copy with an id of its own, and over its own file keeps the id',
    async (command, what) => {
      const path = join(temp.path(), 'shop.sitemapstudio');
      await saveProjectFile(path, {
        id: 'the-original',
        name: 'shop',
        robotsTxt: null,
        exportSettings: DEFAULT_EXPORT_SETTINGS,
        tables: [{ id: 't', name: 'pages', source: null, rows: rows('pages') }],
        // fix --lastmod judges only a project a content check was saved in.
        siteChecks: [contentChecked(rows('pages')[0]!.loc)],
      });
      const copy = join(temp.path(), 'news.sitemapstudio');
      expect((await cliRun(command, path, what, '--out', copy)).code).toBe(0);
      expect((await openProjectFile(copy)).id).not.toBe('the-original');
      expect((await cliRun(command, path, what, '--out', path)).code).toBe(0);
      expect((await openProjectFile(path)).id).toBe('the-original');
      // Through a link to it, its own file still: the file it leads to is written, and keeps the id.
      const link = join(temp.path(), 'link.sitemapstudio');
      await symlink(path, link);
      expect((await cliRun(command, path, what, '--out', link)).code).toBe(0);
      expect((await openProjectFile(path)).id).toBe('the-original');
    },
  );
});
