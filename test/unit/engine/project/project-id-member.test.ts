import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openProjectColumns, openProjectFile, saveProjectFile } from '../../../../electron/engine';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import type { ProjectData } from '../../../../shared/project-file';
import { projectIdOf } from '../../../../shared/project-id';
import { emptyRow } from '../../../../shared/url-table';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

/** A project file whose header's id is `id`, as a crafted or damaged file may hold it. */
async function fileWithId(id: unknown): Promise<string> {
  const path = join(temp.path(), 'crafted.sitemapstudio');
  const project: ProjectData = {
    id: id as string,
    name: 'crafted',
    robotsTxt: null,
    exportSettings: DEFAULT_EXPORT_SETTINGS,
    tables: [{ id: 't', name: 'pages', source: null, rows: [emptyRow('https://example.com/')] }],
    siteChecks: [],
  };
  await saveProjectFile(path, project);
  return path;
}

describe("a project file's id", () => {
  it('is read as it was saved', async () => {
    const path = await fileWithId('3f1c9a4e-2b7d-4c1e-9f00-0123456789ab');
    expect((await openProjectColumns(path)).header.id).toBe('3f1c9a4e-2b7d-4c1e-9f00-0123456789ab');
    expect((await openProjectFile(path)).id).toBe('3f1c9a4e-2b7d-4c1e-9f00-0123456789ab');
  });

  it.each([
    ['not text', 42],
    ['empty', ''],
    ['far too long', 'x'.repeat(5_000_000)],
    ['with a control character', 'project:\u0000/etc'],
  ])('that is %s is read as none: the project still opens, known by its path', async (_, id) => {
    const path = await fileWithId(id);
    const { header } = await openProjectColumns(path);
    expect(header.id).toBe(`project:${path}`);
    expect(header.tables[0]!.name).toBe('pages');
    const opened = await openProjectFile(path);
    expect(opened.tables[0]!.rows).toHaveLength(1);
    expect(projectIdOf(opened.id, path)).toBe(`project:${path}`);
  });
});
