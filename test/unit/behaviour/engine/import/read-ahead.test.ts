import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createParsePool, type ParsePool } from '../../../../../electron/engine/import/parse-pool';
import { importAll } from '../../../../support/import-helpers';
import { numberedUrlset } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

/** A real parse pool that counts the most files it was parsing at once. */
function countingPool(): { make: (size: number) => ParsePool; most: () => number } {
  let inFlight = 0;
  let most = 0;
  const make = (size: number): ParsePool => {
    const pool = createParsePool(size);
    return {
      ...pool,
      parse: async (...args) => {
        most = Math.max(most, ++inFlight);
        try {
          return await pool.parse(...args);
        } finally {
          inFlight--;
        }
      },
    };
  };
  return { make, most: () => most };
}

describe('named files and a folder’s files are read ahead of their turn', () => {
  const dir = useTempDir();

  /** Six gzipped sitemaps of 20,000 URLs in a folder of their own. */
  async function writeFiles(): Promise<{ folder: string; files: string[] }> {
    const folder = join(dir.path(), 'set');
    await mkdir(folder, { recursive: true });
    const files: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const path = join(folder, `sitemap-${n}.xml.gz`);
      await writeFile(path, gzipSync(numberedUrlset(20_000).replaceAll('example.com/', `example.com/${n}/`)));
      files.push(path);
    }
    return { folder, files };
  }

  it('parses several named files at once on the workers, and takes them in in the order named', async () => {
    const { files } = await writeFiles();
    const named = [...files].reverse();
    const inTurn = await importAll(named, {}, { parseWorkers: 0 });
    const counting = countingPool();
    const ahead = await importAll(named, {}, { parseWorkers: 2, parsePool: counting.make });
    expect(counting.most()).toBeGreaterThan(1);
    expect(ahead).toEqual(inTurn);
    expect(ahead.files.map((file) => file.summary.location)).toEqual(named);
  }, 60_000);

  it("does the same for a folder's files", async () => {
    const { folder } = await writeFiles();
    const inTurn = await importAll([folder], {}, { parseWorkers: 0 });
    const counting = countingPool();
    const ahead = await importAll([folder], {}, { parseWorkers: 2, parsePool: counting.make });
    expect(counting.most()).toBeGreaterThan(1);
    expect(ahead).toEqual(inTurn);
    expect(ahead.files).toHaveLength(6);
  }, 60_000);
});
