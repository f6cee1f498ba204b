import { copyFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveProjectFile } from '../../../../electron/engine';
import type { ManifestProject } from '../../../../electron/engine/export/export-manifest';
import { copyKey, folderProjectOf } from '../../../../electron/engine/export/project-file-copy';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

/** A project file of project `id` at `name` in the temp folder; its path. */
async function projectFile(name: string, id: string | undefined): Promise<string> {
  const path = join(temp.path(), name);
  const project = { name, robotsTxt: null, exportSettings: DEFAULT_EXPORT_SETTINGS, tables: [], siteChecks: [] };
  await saveProjectFile(path, id === undefined ? project : { ...project, id });
  return path;
}

/** A folder's manifest whose entry for `id` was exported from `from` (none: an older version's). */
const projects = (id: string, from?: string): Record<string, ManifestProject> => ({
  [id]: {
    files: ['sitemap_index.xml'],
    index: 'sitemap_index.xml',
    exportedAt: '',
    ...(from ? { projectFile: from } : {}),
  },
});

describe('folderProjectOf: whose set in the folder an export from a project file is', () => {
  it('a copy of the file that exported the entry, while that one is there with the id: its own key', async () => {
    const shop = await projectFile('shop.sitemapstudio', 'p1');
    const news = join(temp.path(), 'news.sitemapstudio');
    await copyFile(shop, news);
    expect(await folderProjectOf(projects('p1', shop), 'p1', news)).toEqual({ key: copyKey('p1', news), copyOf: shop });
    // The original itself, and an export of no file, are the project.
    expect(await folderProjectOf(projects('p1', shop), 'p1', shop)).toEqual({ key: 'p1', copyOf: null });
    expect(await folderProjectOf(projects('p1', shop), 'p1', undefined)).toEqual({ key: 'p1', copyOf: null });
  });

  it('the file moved, or another project in its place, or an entry that names no file: the project', async () => {
    const shop = await projectFile('shop.sitemapstudio', 'p1');
    const moved = join(temp.path(), 'moved.sitemapstudio');
    await copyFile(shop, moved);
    await rm(shop);
    expect(await folderProjectOf(projects('p1', shop), 'p1', moved)).toEqual({ key: 'p1', copyOf: null });
    await projectFile('shop.sitemapstudio', 'another');
    expect(await folderProjectOf(projects('p1', shop), 'p1', moved)).toEqual({ key: 'p1', copyOf: null });
    await writeFile(shop, 'not a project');
    expect(await folderProjectOf(projects('p1', shop), 'p1', moved)).toEqual({ key: 'p1', copyOf: null });
    expect(await folderProjectOf(projects('p1'), 'p1', moved)).toEqual({ key: 'p1', copyOf: null });
  });

  it('the same file by another name (a link) is the project; an older file is known by its path', async () => {
    const shop = await projectFile('shop.sitemapstudio', 'p1');
    const link = join(temp.path(), 'link.sitemapstudio');
    await symlink(shop, link);
    expect(await folderProjectOf(projects('p1', shop), 'p1', link)).toEqual({ key: 'p1', copyOf: null });
    // A file of an older version (no id) is project:<its path>: a copy of it is known by another id already.
    const old = await projectFile('old.sitemapstudio', undefined);
    expect(await folderProjectOf(projects(`project:${old}`, old), `project:${old}`, old)).toEqual({
      key: `project:${old}`,
      copyOf: null,
    });
  });
});
