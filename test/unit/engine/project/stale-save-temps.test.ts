import { readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveProjectFile } from '../../../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { useTempDir } from '../../../support/use-temp-dir';

// The CLI probe: `kill -9` mid-save left `.hl.sitemapstudio.21377.1795859930709.tmp` (3.3 MB) beside
// the project for good; no later save of the same file removed it.
describe('a save of a project file', () => {
  const temp = useTempDir();

  it('removes the temp files killed saves of it left, not a save under way, nor another file', async () => {
    const folder = temp.path();
    const path = join(folder, 'hl.sitemapstudio');
    const gone = 2 ** 22 + 17; // above any pid this machine gives
    const hoursAgo = Date.now() - 2 * 60 * 60 * 1000;
    const left = `.hl.sitemapstudio.${gone}.${hoursAgo}.tmp`;
    // Written a moment ago, or begun a moment ago by its name (a share whose clock differs): perhaps a save under way.
    const recent = `.hl.sitemapstudio.${gone + 1}.${hoursAgo}.tmp`;
    const begunNow = `.hl.sitemapstudio.${gone + 2}.${Date.now()}.tmp`;
    const running = `.hl.sitemapstudio.${process.pid}.${hoursAgo}.tmp`;
    const other = `.other.sitemapstudio.${gone}.${hoursAgo}.tmp`;
    for (const name of [left, recent, begunNow, running, other]) await writeFile(join(folder, name), 'part of a save');
    const old = new Date(hoursAgo);
    for (const name of [left, begunNow, running, other]) await utimes(join(folder, name), old, old);

    const project = {
      id: 'p',
      name: 'hl',
      tables: [],
      robotsTxt: null,
      exportSettings: DEFAULT_EXPORT_SETTINGS,
      siteChecks: [],
    };
    await saveProjectFile(path, project);
    expect((await readdir(folder)).sort()).toEqual([other, recent, begunNow, running, 'hl.sitemapstudio'].sort());
  });
});
