import { open, readFile, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readProjectHeader } from '../../../../../electron/engine';
import { openProjectFile, saveProjectFile } from '../../../../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { headerOf, type ProjectData } from '../../../../../shared/project-file';
import { emptyRow } from '../../../../../shared/url-table';
import { useTempDir } from '../../../../support/use-temp-dir';

const project: ProjectData = {
  id: 'p-1',
  name: 'shop',
  robotsTxt: 'User-agent: *\nDisallow: /cart\n',
  exportSettings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://shop.example/', maxUrls: 7, gzip: false },
  tables: [
    {
      id: 't0',
      name: 'pages',
      source: null,
      rows: Array.from({ length: 30_000 }, (_, i) => emptyRow(`https://shop.example/p/${i}`)),
    },
  ],
  siteChecks: [],
};

describe('readProjectHeader', () => {
  const temp = useTempDir();

  it('reads a project file’s header, its export settings with it', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, project);
    expect(await readProjectHeader(path)).toEqual(headerOf(project));
  });

  it('reads no further than the header: a file cut short after it still gives it', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, project);
    const { length } = await readFile(path);
    await truncate(path, length - 1_000);
    await expect(openProjectFile(path)).rejects.toMatchObject({ code: 'project-corrupt' });
    expect((await readProjectHeader(path)).exportSettings.maxUrls).toBe(7);
  });

  it('reads as little of a file of many members as of one of few: only the header’s member is framed', async () => {
    const few = join(temp.path(), 'few.sitemapstudio');
    const many = join(temp.path(), 'many.sitemapstudio');
    const withRows = (count: number): ProjectData => ({
      ...project,
      tables: [
        {
          ...project.tables[0]!,
          rows: Array.from({ length: count }, (_, i) => emptyRow(`https://shop.example/p/${i}`)),
        },
      ],
    });
    await saveProjectFile(few, withRows(100_000));
    await saveProjectFile(many, withRows(400_000));
    const handle = await open(few);
    const reads = vi.spyOn(Object.getPrototypeOf(handle) as { read: () => unknown }, 'read');
    await handle.close();
    /** The reads of the file `path` that `read` makes. */
    const readsOf = async (read: () => Promise<unknown>): Promise<number> => {
      reads.mockClear();
      await read();
      return reads.mock.calls.length;
    };
    try {
      const ofFew = await readsOf(() => readProjectHeader(few));
      expect(await readsOf(() => readProjectHeader(many))).toBe(ofFew);
      // An open reads far more of the larger file: it is one of many members.
      expect(await readsOf(() => openProjectFile(many))).toBeGreaterThan(ofFew + 10);
    } finally {
      reads.mockRestore();
    }
  });

  it('refuses a file that is no project as an open does', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await writeFile(path, '<urlset/>');
    await expect(readProjectHeader(path)).rejects.toMatchObject({ code: 'not-a-project' });
  });
});
