import { mkdir, readdir, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_NAME, STALE_AFTER_MS, lockExportFolder } from '../../../../electron/engine/export/export-folder-lock';
import { linuxStartOf } from '../../../../electron/engine/process-identity';
import { plantLock } from '../../../support/planted-lock';
import { cliExport } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

describe('sitemap-studio export into a folder another export holds', () => {
  it('refuses a project at once, before opening it, and exits 1 naming the holder', async () => {
    const out = join(temp.path(), 'out');
    await mkdir(out);
    const lock = await lockExportFolder(out);
    try {
      // The project is not even there: the folder is refused before the project is opened.
      const result = await cliExport(join(temp.path(), 'missing.sitemapstudio'), out);
      expect(result.code).toBe(1);
      expect(result.err).toMatch(
        new RegExp(`\\] ${out} is being written by another export \\(process ${process.pid}, since [\\d:]+\\)\\.`),
      );
      expect(result.err).not.toContain('missing.sitemapstudio');
      expect(await readdir(out)).toEqual([LOCK_NAME]);
    } finally {
      await lock.release();
    }
  });

  // Judged by whether it runs, a paused or hung export holds the folder however long: "wait for it to
  // finish" would be waiting forever.
  it('says so of a holder on this machine that runs but has given no sign of life for ten minutes, and how to free the folder', async () => {
    const out = join(temp.path(), 'out');
    await mkdir(out);
    const holder = process.ppid; // a live process, as Linux tells its start
    const path = await plantLock(out, { pid: holder, start: linuxStartOf(holder) ?? 'clock/1' });
    const quietSince = new Date(Date.now() - STALE_AFTER_MS - 60_000);
    await utimes(path, quietSince, quietSince);
    const result = await cliExport(join(temp.path(), 'missing.sitemapstudio'), out);
    if (linuxStartOf(holder) === null) {
      // Elsewhere a reused pid cannot be told apart: a lock untouched that long is taken over.
      expect(result.err).not.toContain('is held by another export');
      return;
    }
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${out} is held by another export (process ${holder}, since `);
    expect(result.err).toContain(`no sign of life for more than ten minutes`);
    expect(result.err).toContain(`end process ${holder} if it is not working any more`);
    expect(await readdir(out)).toEqual([LOCK_NAME]);
  });
});
