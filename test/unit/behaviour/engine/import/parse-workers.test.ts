import { createReadStream } from 'node:fs';
import { availableParallelism } from 'node:os';
import { copyFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createParsePool, type ParsePool, type ParsePoolHooks } from '../../../../../electron/engine/import/parse-pool';
import type { ReadOutcome } from '../../../../../electron/engine/import/read-content';
import type { UrlColumns } from '../../../../../shared/columnar/url-columns';
import type { UrlRow } from '../../../../../shared/url-table';
import { fullRow } from '../../../../support/full-row';
import { IMPORT_FIXTURES, importAll } from '../../../../support/import-helpers';
import { serializeUrlset } from '../../../../support/plain-serializer';
import { numberedUrlset, sitemapIndex } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

/** A pool factory that keeps the pools it made, to look at their workers after the import. */
function watchedPools(hooks: ParsePoolHooks = {}): {
  pools: ParsePool[];
  make: (size: number) => ParsePool;
} {
  const pools: ParsePool[] = [];
  return {
    pools,
    make: (size) => {
      const pool = createParsePool(size, hooks);
      pools.push(pool);
      return pool;
    },
  };
}

/** Parses a file on the pool itself, as a read does; `size` as its opener would know it. */
function parseOn(pool: ParsePool, path: string, size?: number): Promise<ReadOutcome> {
  const opened = { location: path, chunks: createReadStream(path), size, close: async () => undefined };
  const target = { location: path, remote: false, parent: null, depth: 0 };
  return pool.parse(opened, target, 1_000_000_000, { file: path, report: () => undefined, onRow: () => undefined });
}

/** `xml` with a comment naming two `<sitemap>`s after each `</url>` from `from` on: every later chunk's head holds some. */
function withLateComments(xml: string, from: number): string {
  const cut = xml.indexOf('</url>', from);
  return xml.slice(0, cut) + xml.slice(cut).replaceAll('</url>', '</url><!-- <sitemap> <sitemap> -->');
}

// The slowest test here took 3.4-3.7 s with the machine's two cores under a load of 13: too near vitest's 5 s.
describe('parsing the files of a set on worker threads', { timeout: 30_000 }, () => {
  const dir = useTempDir();

  /** An index over files of every kind: every extension (plain and gzipped), text, fixtures, a broken and a missing file. */
  async function writeSet(): Promise<string> {
    const rows = Array.from({ length: 120 }, (_, n) => fullRow(n));
    await dir.write('full-a.xml', serializeUrlset(rows.slice(0, 60)));
    await dir.write('full-b.xml.gz', gzipSync(serializeUrlset(rows.slice(60))));
    await dir.write('numbered.xml.gz', gzipSync(numberedUrlset(30_000)));
    await dir.write('urls.txt', 'https://example.com/one\nhttps://example.com/two\nnot a url\n');
    await dir.write('broken.xml', numberedUrlset(5).replace('</url>\n', '</ur>\n'));
    for (const name of ['extensions.xml', 'tolerant.xml', 'bad-locs.xml', 'no-namespace.xml']) {
      await copyFile(join(IMPORT_FIXTURES, name), join(dir.path(), name));
    }
    const children = ['full-a.xml', 'full-b.xml.gz', 'numbered.xml.gz', 'urls.txt', 'broken.xml', 'missing.xml'];
    const fixtures = ['extensions.xml', 'tolerant.xml', 'bad-locs.xml', 'no-namespace.xml'];
    return dir.write(
      'index.xml',
      sitemapIndex(...[...children, ...fixtures].map((name) => `https://example.com/${name}`)),
    );
  }

  it('gives a result deep-equal to the import on one thread, in the same order', async () => {
    const index = await writeSet();
    const options = { problemsListedPerCode: Infinity };
    const oneThread = await importAll([index], options, { parseWorkers: 0 });
    const watched = watchedPools();
    const onWorkers = await importAll([index], options, { parseWorkers: 2, parsePool: watched.make });
    expect(oneThread.files.map((file) => file.summary.name)).toEqual([
      'index.xml',
      'full-a.xml',
      'full-b.xml.gz',
      'numbered.xml.gz',
      'urls.txt',
      'broken.xml',
      'extensions.xml',
      'tolerant.xml',
      'bad-locs.xml',
      'no-namespace.xml',
    ]);
    expect(onWorkers).toEqual(oneThread);
    // The parse error comes from the worker with its file, line and column.
    const malformed = onWorkers.problems.find((item) => item.code === 'xml-malformed')!;
    expect(malformed.place).toEqual({ file: join(dir.path(), 'broken.xml'), line: 1, column: expect.any(Number) });
    expect(malformed.place.column).toBeGreaterThan(1);
    expect(watched.pools).toHaveLength(1);
    expect(watched.pools[0]!.liveWorkers()).toBe(0);
  });

  it('hands each file’s rows as columns to a taker, the worker’s columns as they came, the same rows either way', async () => {
    const index = await writeSet();
    const options = { problemsListedPerCode: Infinity };
    const expected = await importAll([index], options, { parseWorkers: 0 });
    for (const parseWorkers of [0, 2]) {
      const taken: Array<[string, UrlRow[]]> = [];
      const result = await importAll([index], options, {
        parseWorkers,
        takeColumns: (columns, file) => taken.push([file.summary.name, columns.toRows()]),
      });
      expect(taken).toEqual(expected.files.map((file) => [file.summary.name, file.rows]));
      expect(result.files.every((file) => file.rows.length === 0)).toBe(true);
      expect(result.files.map((file) => file.summary)).toEqual(expected.files.map((file) => file.summary));
      expect(result.problems).toEqual(expected.problems);
    }
  });

  it('keeps a worker’s loc bytes in shared memory, for a later worker to read where they lie', async () => {
    const index = await writeSet();
    const taken: Array<[string, UrlColumns]> = [];
    await importAll(
      [index],
      {},
      { parseWorkers: 2, takeColumns: (columns, file) => taken.push([file.summary.name, columns]) },
    );
    const numbered = taken.find(([name]) => name === 'numbered.xml.gz')![1];
    expect(numbered.rowCount).toBe(30_000);
    const slice = numbered.locs.sharedSlice(0, numbered.rowCount);
    expect(slice.bytes.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(numbered.locs.get(29_999)).toBe('https://example.com/29999');
  });

  it('reports a file whose worker stops as a problem on that file, and imports the others', async () => {
    const index = await writeSet();
    const watched = watchedPools({ crashOn: (location) => location.endsWith('full-b.xml.gz') });
    const result = await importAll([index], {}, { parseWorkers: 2, parsePool: watched.make });
    const names = result.files.map((file) => file.summary.name);
    expect(names).not.toContain('full-b.xml.gz');
    expect(names).toEqual(expect.arrayContaining(['full-a.xml', 'numbered.xml.gz', 'urls.txt', 'no-namespace.xml']));
    expect(result.files.find((file) => file.summary.name === 'numbered.xml.gz')!.rows).toHaveLength(30_000);
    const stopped = result.problems.filter((item) => item.place.file?.endsWith('full-b.xml.gz'));
    expect(stopped).toEqual([expect.objectContaining({ severity: 'error', code: 'source-unreadable' })]);
    expect(stopped[0]!.message).toContain('The parse worker stopped');
    expect(result.unread).toContainEqual(
      expect.objectContaining({ location: join(dir.path(), 'full-b.xml.gz'), parent: index }),
    );
    expect(watched.pools[0]!.liveWorkers()).toBe(0);
  });

  it('gives a file queued on a worker that dies to another worker, every row of it once', async () => {
    const names = Array.from({ length: 6 }, (_, n) => `part-${n}.xml.gz`);
    for (const [n, name] of names.entries()) {
      await dir.write(name, gzipSync(numberedUrlset(20_000).replaceAll('example.com/', `example.com/${n}/`)));
    }
    const index = await dir.write('index.xml', sitemapIndex(...names));
    const expected = await importAll([index], {}, { parseWorkers: 0 });
    const queued: string[] = [];
    // The first file queued behind another kills its worker, once.
    const watched = watchedPools({ crashBehind: (location) => queued.push(location) === 1 });
    let counted = 0;
    const result = await importAll(
      [index],
      {},
      { parseWorkers: 2, parsePool: watched.make, onProgress: ({ urlsDone }) => (counted = urlsDone) },
    );
    expect(queued.length).toBeGreaterThan(0);
    const rowsOf = (of: typeof result, location: string): UrlRow[] | undefined =>
      of.files.find((file) => file.summary.location === location)?.rows;
    expect(rowsOf(result, queued[0]!)).toEqual(rowsOf(expected, queued[0]!));
    expect(rowsOf(result, queued[0]!)).toHaveLength(20_000);
    // The file the worker was parsing, if it had begun it, fails; every other file is whole.
    const stopped = result.problems.filter((item) => item.message.includes('The parse worker stopped'));
    expect(stopped.length).toBeLessThanOrEqual(1);
    const failed = stopped.map((item) => item.place.file);
    expect(result.files).toEqual(expected.files.filter((file) => !failed.includes(file.summary.location)));
    expect(result.files.length + failed.length).toBe(names.length + 1);
    // Counted once: no row of the queued file twice in the progress.
    const failedRows = expected.files
      .filter((file) => failed.includes(file.summary.location))
      .reduce((sum, file) => sum + file.rows.length, 0);
    expect(counted).toBeLessThanOrEqual(names.length * 20_000);
    expect(counted).toBeGreaterThanOrEqual(names.length * 20_000 - failedRows);
    expect(watched.pools[0]!.liveWorkers()).toBe(0);
  });

  it('moves a file queued behind a long one to a worker that has nothing left to parse', async () => {
    const big = await dir.write('big.xml.gz', gzipSync(numberedUrlset(200_000)));
    const small = [
      await dir.write('small-1.xml', numberedUrlset(10)),
      await dir.write('small-2.xml', numberedUrlset(10)),
    ];
    const pool = createParsePool(2);
    const ended: string[] = [];
    try {
      // Asked for at once: big goes to the first worker, small-1 to the second, small-2 behind big.
      const parses = [big, ...small].map(async (path) => {
        const { columns } = await parseOn(pool, path);
        ended.push(`${basename(path)}: ${columns!.rowCount}`);
      });
      await Promise.all(parses);
    } finally {
      await pool.close();
    }
    // The second worker, done with small-1, takes small-2 back from behind big.
    expect(ended).toEqual(['small-1.xml: 10', 'small-2.xml: 10', 'big.xml.gz: 200000']);
  });

  it('starts its other workers while a file that lists several is read; a sitemap starts one', async () => {
    const listing = [
      await dir.write('index.xml.gz', gzipSync(sitemapIndex('https://example.com/a.xml', 'https://example.com/b.xml'))),
      await dir.write(
        'robots.txt',
        'User-agent: *\nSitemap: https://example.com/a.xml\nSitemap: https://example.com/b.xml\n',
      ),
    ];
    const single = [
      await dir.write('one.xml', sitemapIndex('https://example.com/a.xml')),
      await dir.write('urls.xml', numberedUrlset(10)),
      // Only the first chunk says: later ones (past its 16 KiB head) naming <sitemap>s in comments start no more.
      await dir.write('late.xml', withLateComments(numberedUrlset(5000), 20_000)),
    ];
    for (const path of [...listing, ...single]) {
      const pool = createParsePool(3);
      try {
        await parseOn(pool, path);
        // As many as can run at once start ahead (startedAhead); the rest only as files wait for them.
        expect([path, pool.liveWorkers()]).toEqual([
          path,
          listing.includes(path) ? Math.min(3, availableParallelism()) : 1,
        ]);
      } finally {
        await pool.close();
      }
    }
  });

  it('starts the biggest file waiting first, but never leaves the oldest behind every file it holds', async () => {
    const names = ['a', 'b', 'c', 'd', 'e'];
    const sizes = [1, 1, 1, 2, 3];
    const paths: string[] = [];
    for (const name of names) paths.push(await dir.write(`${name}.xml`, numberedUrlset(100)));
    const pool = createParsePool(1);
    const ended: string[] = [];
    try {
      // Asked for in this order, at once: a is sent, b held behind it, c, d and e wait.
      const parses = paths.map(async (path, n) => {
        await parseOn(pool, path, sizes[n]);
        ended.push(names[n]!);
      });
      await Promise.all(parses);
    } finally {
      await pool.close();
    }
    // After a, e (the biggest) is held behind b; after b, c: older than e, the only file held.
    expect(ended).toEqual(['a', 'b', 'e', 'c', 'd']);
  });

  it('never takes bytes lost on the way to a worker for a shorter or empty file', async () => {
    const lines = Array.from({ length: 100_000 }, (_, n) => `https://example.com/page-${n}`).join('\n');
    const cut = await dir.write('cut.txt', `${lines}\n`);
    const lost = await dir.write('lost.xml', numberedUrlset(10));
    const size = Buffer.byteLength(`${lines}\n`);
    const lastChunk = Math.ceil(size / (256 * 1024)) - 1;
    const watched = watchedPools({
      loseChunk: (location, index) => location === lost || (location === cut && index === lastChunk),
    });
    const result = await importAll([cut, lost], {}, { parseWorkers: 2, parsePool: watched.make });
    const [cutFile, lostFile] = result.files;
    // The cut file's rows are more than one file may hold: warned about as well.
    expect(result.problems.map((item) => [item.code, item.place.file])).toEqual([
      ['transfer-incomplete', cut],
      ['sitemap-over-limits', cut],
      ['transfer-incomplete', lost],
    ]);
    const [cutFacts, lostFacts] = result.problems
      .filter((item) => item.code === 'transfer-incomplete')
      .map((item) => item.params![0] as { sent: number; received: number });
    expect(cutFacts!.sent).toBe(size);
    expect(cutFacts!.received).toBe(lastChunk * 256 * 1024);
    expect(lostFacts).toEqual({ sent: Buffer.byteLength(numberedUrlset(10)), received: 0 });
    // The rows before the loss are kept, and both files say they could not be read whole.
    expect(cutFile!.rows.length).toBeGreaterThan(90_000);
    expect(cutFile!.rows.length).toBeLessThan(100_000);
    expect(lostFile!.rows).toHaveLength(0);
    expect([cutFile!.summary.readFailed, lostFile!.summary.readFailed]).toEqual([true, true]);
  });

  it('leaves no worker alive when cancelled mid-import', async () => {
    const files = [];
    for (let i = 0; i < 4; i++) files.push(`https://example.com/big-${i}.xml.gz`);
    for (let i = 0; i < 4; i++) await dir.write(`big-${i}.xml.gz`, gzipSync(numberedUrlset(60_000)));
    const index = await dir.write('index.xml', sitemapIndex(...files));
    const controller = new AbortController();
    const watched = watchedPools();
    const result = await importAll(
      [index],
      {},
      {
        parseWorkers: 2,
        parsePool: watched.make,
        signal: controller.signal,
        onProgress: ({ urlsDone }) => {
          if (urlsDone >= 20_000) controller.abort();
        },
      },
    );
    expect(result.cancelled).toBe(true);
    expect(result.files.reduce((sum, file) => sum + file.rows.length, 0)).toBeLessThan(240_000);
    expect(watched.pools).toHaveLength(1);
    expect(watched.pools[0]!.liveWorkers()).toBe(0);
  });

  it('starts no worker when nothing is read', async () => {
    const watched = watchedPools();
    await importAll([join(dir.path(), 'nothing-here.xml')], {}, { parsePool: watched.make });
    expect(watched.pools).toEqual([]);
  });
});
