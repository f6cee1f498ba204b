import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createParsePool, FILES_PER_WORKER, type ParsePool } from '../../../../../electron/engine/import/parse-pool';
import { exportStream } from '../../../../../electron/engine/stream/export-stream';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { ROWS_PER_BATCH } from '../../../../../electron/engine/import/row-batches';
import { streamTables } from '../../../../../electron/engine/stream/stream-tables';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { fullRow } from '../../../../support/full-row';
import { serializeUrlset } from '../../../../support/plain-serializer';
import { numberedEntries, sitemapIndex, urlsetOf } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

/** A real parse pool that counts the files it parsed, in the order each parse ended, and the most it was given at once. */
function watchedPool(): { make: (size: number) => ParsePool; parsed: () => number; mostAtOnce: () => number } {
  let parsed = 0;
  let inFlight = 0;
  let mostAtOnce = 0;
  const make = (size: number): ParsePool => {
    const pool = createParsePool(size);
    return {
      ...pool,
      parse: async (...args) => {
        mostAtOnce = Math.max(mostAtOnce, ++inFlight);
        try {
          const outcome = await pool.parse(...args);
          parsed++;
          return outcome;
        } finally {
          inFlight--;
        }
      },
    };
  };
  return { make, parsed: () => parsed, mostAtOnce: () => mostAtOnce };
}

const folderBytes = async (folder: string): Promise<Record<string, string>> => {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.gz') || name.endsWith('.xml')).sort();
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, (await readFile(join(folder, name))).toString('base64')])),
  );
};

describe('the streaming export parses its sources on parse workers', () => {
  const temp = useTempDir();

  /** Seven gzipped sitemaps (full rows with every extension, and plain pages), an index listing them, and their paths. */
  async function writeSet(): Promise<{ index: string; files: string[] }> {
    const files: string[] = [];
    for (let part = 1; part <= 7; part++) {
      const xml =
        part % 2 === 1
          ? serializeUrlset(Array.from({ length: 12 }, (_, i) => fullRow(part * 100 + i)))
          : urlsetOf(numberedEntries(30).map((entry) => ({ ...entry, loc: `${entry.loc}-${part}` })));
      files.push(await temp.write(`part-${part}.xml.gz`, gzipSync(xml)));
    }
    const index = await temp.write('index.xml', sitemapIndex(...files.map((_, n) => `part-${n + 1}.xml.gz`)));
    return { index, files };
  }

  /** Exports the sources streamed on `parseWorkers` workers; what was parsed ahead of the taker is counted at each table. */
  async function exportOn(sources: string[], parseWorkers: number, out: string) {
    const watched = watchedPool();
    let taken = 0;
    let mostAhead = 0;
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: out, maxUrls: 7 };
    const result = await exportStream(
      (onTable, onRobotsTxt) =>
        streamTables(
          sources,
          {},
          async (table) => {
            mostAhead = Math.max(mostAhead, watched.parsed() - taken++);
            await onTable(table);
          },
          { onRobotsTxt, parseWorkers, parsePool: watched.make },
        ),
      { projectId: 'streamed', settings },
    );
    expect(result.outcome.ok).toBe(true);
    return { bytes: await folderBytes(out), parsed: watched.parsed(), mostAhead, mostAtOnce: watched.mostAtOnce() };
  }

  it('writes the same bytes on 1 and 2 workers as on this thread, named files and an index alike', async () => {
    const { index, files } = await writeSet();
    for (const sources of [files, [index]]) {
      const label = sources.length === 1 ? 'index' : 'named';
      const onThread = await exportOn(sources, 0, join(temp.path(), `${label}-0`));
      expect(onThread.parsed).toBe(0);
      expect(Object.keys(onThread.bytes).length).toBeGreaterThan(10);
      for (const workers of [1, 2]) {
        const onWorkers = await exportOn(sources, workers, join(temp.path(), `${label}-${workers}`));
        expect(onWorkers.parsed, `${label} on ${workers}`).toBe(sources.length === 1 ? 8 : 7);
        expect(onWorkers.bytes, `${label} on ${workers}`).toEqual(onThread.bytes);
      }
    }
  }, 120_000);

  it('holds at most the files the workers hold (two each) besides the one taken', async () => {
    const { files } = await writeSet();
    for (const workers of [1, 2]) {
      const { mostAhead, mostAtOnce } = await exportOn(files, workers, join(temp.path(), `ahead-${workers}`));
      // It reads ahead: the next file is given to the workers while one is still parsed.
      expect(mostAtOnce, `on ${workers}`).toBeGreaterThan(1);
      expect(mostAhead, `on ${workers}`).toBeLessThanOrEqual(FILES_PER_WORKER * workers + 1);
    }
  }, 60_000);

  it('hands a rows taker a file a worker read whole in batches, not all its rows at once', async () => {
    const count = ROWS_PER_BATCH * 2 + 7;
    const file = await temp.write('big.xml.gz', gzipSync(urlsetOf(numberedEntries(count))));
    // Rows are made from the worker's columns a batch at a time, never the whole file's at once.
    const wholeFile = vi.spyOn(UrlColumns.prototype, 'toRows');
    const sizes: number[] = [];
    const locs: string[] = [];
    await streamTables(
      [file],
      {},
      async (table) => {
        for await (const batch of table.batches) {
          sizes.push(batch.length);
          locs.push(batch[0]!.loc, batch.at(-1)!.loc);
        }
      },
      { parseWorkers: 1 },
    );
    expect(wholeFile).not.toHaveBeenCalled();
    wholeFile.mockRestore();
    expect(sizes).toEqual([ROWS_PER_BATCH, ROWS_PER_BATCH, 7]);
    const page = (n: number): string => `https://example.com/page-${n}`;
    expect(locs).toEqual([
      page(1),
      page(ROWS_PER_BATCH),
      page(ROWS_PER_BATCH + 1),
      page(2 * ROWS_PER_BATCH),
      page(count - 6),
      page(count),
    ]);
  });
});
