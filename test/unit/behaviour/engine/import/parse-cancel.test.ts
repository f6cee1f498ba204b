import { createReadStream } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createParsePool, type ParsePool } from '../../../../../electron/engine/import/parse-pool';
import type { ReadOutcome } from '../../../../../electron/engine/import/read-content';
import { numberedUrlset } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

/** A file's bytes, opened only once they are asked for (a file never begun is never opened). */
async function* bytesOf(path: string): AsyncGenerator<Buffer> {
  yield* createReadStream(path);
}

/** Parses `path` on `pool` as a read does, counting its rows to `onRow`, cancelled by `signal`. */
function parseOn(pool: ParsePool, path: string, onRow: () => void, signal?: AbortSignal): Promise<ReadOutcome> {
  const opened = { location: path, chunks: bytesOf(path), close: async () => undefined };
  const target = { location: path, remote: false, parent: null, depth: 0 };
  return pool.parse(opened, target, 1_000_000_000, { file: path, report: () => undefined, onRow, signal });
}

// The chunks a file's read sends ahead of its worker (4 of 256 KB) held ~25 MB of XML in a gzip: a
// cancel waited for them all to be parsed, 3 s, while the rows went on counting.
describe('cancelling a file a parse worker holds', { timeout: 30_000 }, () => {
  const dir = useTempDir();

  it('ends it at once, every chunk of it sent ahead: no row of it is counted after, and the worker takes the next file', async () => {
    // 300,000 URLs in a gzip of ~0.8 MB: the whole file is sent ahead in the chunks the worker holds.
    const big = await dir.write('big.xml.gz', gzipSync(numberedUrlset(300_000)));
    const small = await dir.write('small.xml', numberedUrlset(3));
    const pool = createParsePool(1);
    try {
      const controller = new AbortController();
      let rows = 0;
      let rowsAfterCancel = 0;
      const parsing = parseOn(
        pool,
        big,
        () => {
          if (controller.signal.aborted) rowsAfterCancel++;
          else if (++rows === 10_000) controller.abort();
        },
        controller.signal,
      );
      await expect(parsing).rejects.toMatchObject({ name: 'AbortError' });
      expect(rows).toBe(10_000);
      // The same worker, left free, parses the next file whole; what it said of the cancelled one is not heard.
      const next = await parseOn(pool, small, () => undefined);
      expect(next.columns!.toRows().map((row) => row.loc)).toEqual([
        'https://example.com/0',
        'https://example.com/1',
        'https://example.com/2',
      ]);
      expect(rowsAfterCancel).toBe(0);
      expect(pool.liveWorkers()).toBe(1);
    } finally {
      await pool.close();
    }
    expect(pool.liveWorkers()).toBe(0);
  });

  it('never begins a file whose import was cancelled before its turn', async () => {
    const file = await dir.write('a.xml', numberedUrlset(10));
    const pool = createParsePool(1);
    try {
      let rows = 0;
      const parsing = parseOn(pool, file, () => rows++, AbortSignal.abort());
      await expect(parsing).rejects.toMatchObject({ name: 'AbortError' });
      expect(rows).toBe(0);
      expect(pool.liveWorkers()).toBe(0);
    } finally {
      await pool.close();
    }
  });
});
