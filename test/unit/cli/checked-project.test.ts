import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CheckedProject } from '../../../electron/cli/checked-project';
import { RefusedWorkError } from '../../../electron/cli/bad-argument';
import { openProjectFile, saveProjectFile, saveProjectStream } from '../../../electron/engine/project/project-file';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../shared/export-settings';
import { exportedUrl } from '../../../shared/last-export/exported-urls';
import { headerOf, type ProjectData } from '../../../shared/project-file';
import { fullRow } from '../../support/full-row';
import { pageChecks } from '../../support/page-checks';
import { useTempDir } from '../../support/use-temp-dir';

const rows = Array.from({ length: 40 }, (_, i) => fullRow(i));
const project: ProjectData = {
  name: 'Shop',
  robotsTxt: 'User-agent: *\nDisallow: /private/\n',
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [{ id: 't0', name: 'shop', source: null, rows }],
  siteChecks: pageChecks(4),
  lastExport: { at: 1_000, files: ['sitemap-shop-1.xml.gz', 'sitemap_index.xml'], urls: rows.map(exportedUrl) },
};

describe('the project a check saves its results to', () => {
  const temp = useTempDir();

  it('saves a project opened into columns with its rows and last export as they were, the results merged', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    const body = {
      tables: [UrlColumns.fromRows(rows)],
      siteChecks: project.siteChecks,
      exported: project.lastExport!.urls,
    };
    await saveProjectStream(path, headerOf(project), body, { workers: 1 });

    const checked = (await CheckedProject.open([path], true))!;
    const [again, fresh] = pageChecks(2, 3);
    expect(await checked.save([{ ...again!, status: 410 }, fresh!])).toBe(5);

    expect(await openProjectFile(path)).toEqual({
      ...project,
      // A file of an older build (no id) keeps, once saved, the id it was known by: its path.
      id: `project:${path}`,
      siteChecks: [...project.siteChecks.slice(0, 3), { ...again!, status: 410 }, fresh!],
    });
  });

  /*
   * One saved meanwhile by another program (the app, an import --out) was written over, its changes
   * undone without a word (found by a hostile-input probe): the save is refused, and the file stays
   * as the other left it.
   */
  it('is refused when another program saved the file meanwhile, which stays as that program left it', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, { ...project, lastExport: undefined });
    const checked = (await CheckedProject.open([path], true))!;
    await saveProjectFile(path, { ...project, name: 'Theirs', lastExport: undefined });
    const theirs = await readFile(path);
    const saving = checked.save(pageChecks(1, 9));
    await expect(saving).rejects.toBeInstanceOf(RefusedWorkError);
    await expect(saving).rejects.toThrow(`${path} changed while the check ran (another program saved it)`);
    expect(await readFile(path)).toEqual(theirs);
  });
});
