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
    const left = `.hl.sitemapstudio.${gone}.1795859930709.tmp`;
    const recent = `.hl.sitemapstudio.${gone + 1}.1795859930710.tmp`; // written a moment ago: perhaps another machine's save
    const running = `.hl.sitemapstudio.${process.pid}.1795859930711.tmp`;
    const other = `.other.sitemapstudio.${gone}.1795859930712.tmp`;
    for (const name of [left, recent, running, other]) await writeFile(join(folder, name), 'part of a save');
    const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of [left, running, other]) await utimes(join(folder, name), hoursAgo, hoursAgo);

    const project = {
      id: 'p',
      name: 'hl',
      tables: [],
      robotsTxt: null,
      exportSettings: DEFAULT_EXPORT_SETTINGS,
      siteChecks: [],
    };
    await saveProjectFile(path, project);
    expect((await readdir(folder)).sort()).toEqual([other, recent, running, 'hl.sitemapstudio'].sort());
  });
});
