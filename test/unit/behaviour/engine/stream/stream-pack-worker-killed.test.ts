import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPackPool, type PackPlace } from '../../../../../electron/engine/export/pack-pool';
import { exportStream } from '../../../../../electron/engine/stream/export-stream';
import { streamColumnTables } from '../../../../../electron/engine/stream/stream-tables';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { numberedEntries, urlsetOf } from '../../../../support/sitemap-xml';
import { engineTempFolders } from '../../../../support/engine-temp-folders';
import { useOwnTmpdir, useTempDir } from '../../../../support/use-temp-dir';
import { contentsOf } from '../../../../support/folder-contents';

describe('the streaming export when a pack worker dies', () => {
  const temp = useTempDir();
  /** Where the checks spill: nothing of it is left once the export failed. */
  const ownTmpdir = useOwnTmpdir();

  it('fails naming the file it was writing, and leaves the target as it was', async () => {
    const files: string[] = [];
    for (let part = 1; part <= 5; part++) {
      const entries = numberedEntries(60).map((entry) => ({ ...entry, loc: `${entry.loc}-${part}` }));
      files.push(await temp.write(`part-${part}.xml.gz`, gzipSync(urlsetOf(entries))));
    }
    const folder = temp.path();
    await writeFile(join(folder, 'keep-me.html'), 'mine');
    const before = await contentsOf(folder);
    const crashed: PackPlace[] = [];
    const pool = createPackPool(2, {
      crashOn: (place) => place.file === 'sitemap-part-5-2.xml.gz' && crashed.push(place) === 1,
    });
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: folder, maxUrls: 25 };
    try {
      const exporting = exportStream(
        (onTable, onRobotsTxt) => streamColumnTables(files, {}, onTable, { onRobotsTxt, parseWorkers: 2 }),
        { projectId: 'streamed', settings },
        { packPool: pool, checkPool: pool },
      );
      await expect(exporting).rejects.toThrow(
        /^The pack worker stopped \(exit code 1\) while writing sitemap-part-5-2\.xml\.gz \(rows 26–50 of part-5\)$/,
      );
      expect(crashed).toHaveLength(1);
      expect(await contentsOf(folder)).toEqual(before);
      expect(engineTempFolders(ownTmpdir())).toEqual([]);
    } finally {
      await pool.close();
    }
  }, 60_000);
});
