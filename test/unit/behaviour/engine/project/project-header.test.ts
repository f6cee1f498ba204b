import { readFile, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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

  it('refuses a file that is no project as an open does', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await writeFile(path, '<urlset/>');
    await expect(readProjectHeader(path)).rejects.toMatchObject({ code: 'not-a-project' });
  });
});
