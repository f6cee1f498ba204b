import { gunzipSync } from 'node:zlib';
import { readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openProjectFile } from '../../../../electron/engine/project/project-file';
import {
  RECOVERY_FORMAT_VERSION,
  readRecoveryFile,
  saveRecoveryFile,
} from '../../../../electron/engine/project/recovery-file';
import { encodeProjectJson } from '../../../../shared/project-json';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import type { ProjectData } from '../../../../shared/project-file';
import { emptyRow } from '../../../../shared/url-table';
import { useTempDir } from '../../../support/use-temp-dir';

const project: ProjectData = {
  name: 'shop',
  robotsTxt: 'User-agent: *\n',
  siteChecks: [],
  exportSettings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/' },
  tables: [{ id: 'table-1', name: 'pages', source: null, rows: [emptyRow('https://example.com/unsaved')] }],
};

describe('recovery file', () => {
  const temp = useTempDir();

  it('keeps the project with where it was saved and when, in a versioned member; the app folder is made if missing', async () => {
    const file = join(await temp.write('.keep', ''), '..', 'not-yet', 'recovery.sitemapstudio');
    const copy = { project, path: '/home/ana/shop.sitemapstudio', savedAt: '2026-11-20T09:15:00.000Z' };
    await saveRecoveryFile(file, copy);
    expect(await readRecoveryFile(file)).toEqual(copy);
    // The header, the file's first line, carries it.
    const header = gunzipSync(await readFile(file))
      .toString('utf8')
      .split('\n')[0]!;
    const json = JSON.parse(header) as Record<string, unknown>;
    expect(json['recovery']).toEqual({ version: RECOVERY_FORMAT_VERSION, path: copy.path, savedAt: copy.savedAt });
    // Still a project file: an app that knows nothing of recovery opens the work inside.
    expect(await openProjectFile(file)).toEqual(project);
  });

  it('offers a copy without metadata (or with a newer kind) as never saved, timed by the file', async () => {
    const plain = await temp.write('plain.sitemapstudio', encodeProjectJson(project));
    const newer = await temp.write(
      'newer.sitemapstudio',
      encodeProjectJson(project, { recovery: { version: 2, path: '/x.sitemapstudio', savedAt: 'soon', tabs: [] } }),
    );
    const mtime = new Date('2026-11-19T18:00:00.000Z');
    await utimes(plain, mtime, mtime);
    await utimes(newer, mtime, mtime);
    expect(await readRecoveryFile(plain)).toEqual({ project, path: null, savedAt: mtime.toISOString() });
    expect(await readRecoveryFile(newer)).toEqual({ project, path: null, savedAt: mtime.toISOString() });
  });

  it('has nothing to offer when there is no copy, or it is not a readable project', async () => {
    const dir = join(await temp.write('.keep', ''), '..');
    expect(await readRecoveryFile(join(dir, 'none.sitemapstudio'))).toBeNull();
    const garbage = join(dir, 'garbage.sitemapstudio');
    await writeFile(garbage, '{"format":"sitemap-studio-project","version":1,"name":');
    expect(await readRecoveryFile(garbage)).toBeNull();
  });
});
