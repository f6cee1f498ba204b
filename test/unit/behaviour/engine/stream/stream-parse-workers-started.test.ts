import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createParsePool, type ParsePool } from '../../../../../electron/engine/import/parse-pool';
import { streamColumnTables } from '../../../../../electron/engine/stream/stream-tables';
import { numberedUrlset } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

describe('a streamed set tells when its parse workers have started', () => {
  const temp = useTempDir();

  /** Streams `files` sitemaps on 2 parse workers: when it was told (workers live, tables taken then), and the tables. */
  async function streamed(files: number) {
    const paths: string[] = [];
    for (let n = 0; n < files; n++)
      paths.push(
        await temp.write(`sitemap-${n}.xml.gz`, gzipSync(numberedUrlset(2_000).replaceAll('.com/', `.com/${n}/`))),
      );
    let pool: ParsePool | null = null;
    const told: { liveWorkers: number; tablesTaken: number }[] = [];
    const tables: string[] = [];
    await streamColumnTables(
      paths,
      {},
      async (table) => {
        for await (const batch of table.batches) void batch;
        tables.push(table.name);
      },
      {
        parseWorkers: 2,
        parsePool: (size) => (pool = createParsePool(size)),
        onParseWorkersStarted: () => told.push({ liveWorkers: pool!.liveWorkers(), tablesTaken: tables.length }),
      },
    );
    return { told, tables };
  }

  it('once both workers have a file, before the first table is taken', async () => {
    const { told, tables } = await streamed(4);
    expect(told).toEqual([{ liveWorkers: 2, tablesTaken: 0 }]);
    expect(tables).toEqual(['sitemap-0', 'sitemap-1', 'sitemap-2', 'sitemap-3']);
  }, 30_000);

  it('never when one file keeps one of them from starting', async () => {
    const { told, tables } = await streamed(1);
    expect(told).toEqual([]);
    expect(tables).toEqual(['sitemap-0']);
  }, 30_000);
});
