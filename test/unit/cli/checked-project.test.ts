import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CheckedProject } from '../../../electron/cli/checked-project';
import { RefusedWorkError } from '../../../electron/cli/bad-argument';
import { openProjectFile, saveProjectFile } from '../../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS } from '../../../shared/export-settings';
import type { ProjectData } from '../../../shared/project-file';
import { emptyCheck } from '../../../shared/site-check/empty-check';
import { emptyRow } from '../../../shared/url-table';
import { useTempDir } from '../../support/use-temp-dir';

const project = (...locs: string[]): ProjectData => ({
  name: 'shop',
  robotsTxt: null,
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [{ id: 't0', name: 'pages', source: null, rows: locs.map((loc) => emptyRow(loc)) }],
  siteChecks: [],
});

/*
 * `check --save` writes the project it read back with the results. One saved meanwhile by another
 * program (the app, an import --out) was written over, its changes undone without a word (found by a
 * hostile-input probe): the save is refused, and the file stays as the other left it.
 */
describe('a checked project saved back', () => {
  const temp = useTempDir();

  it('takes the results when the file is as it was read', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, project('https://example.com/a'));
    const checked = (await CheckedProject.open([path], true))!;
    expect(await checked.save([emptyCheck('https://example.com/a', Date.now())])).toBe(1);
    expect((await openProjectFile(path)).siteChecks.map((check) => check.url)).toEqual(['https://example.com/a']);
  });

  it('is refused when another program saved the file meanwhile, which stays as that program left it', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, project('https://example.com/a'));
    const checked = (await CheckedProject.open([path], true))!;
    await saveProjectFile(path, project('https://example.com/a', 'https://example.com/b'));
    const theirs = await readFile(path);
    const saving = checked.save([emptyCheck('https://example.com/a', Date.now())]);
    await expect(saving).rejects.toBeInstanceOf(RefusedWorkError);
    await expect(saving).rejects.toThrow(`${path} changed while the check ran (another program saved it)`);
    expect(await readFile(path)).toEqual(theirs);
  });
});
