import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_NAME, lockExportFolder } from '../../../../electron/engine/export/export-folder-lock';
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
});
