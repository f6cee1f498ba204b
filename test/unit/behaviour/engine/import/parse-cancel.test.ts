import { createReadStream } from 'node:fs';
import type { Worker } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { FromParser } from '../../../../../electron/engine/import/parse-messages';
import { createParsePool, type ParsePool } from '../../../../../electron/engine/import/parse-pool';
import type { ReadOutcome } from '../../../../../electron/engine/import/read-content';
import type { Problem } from '../../../../../shared/problems';
import { startWorker } from '../../../../../electron/engine/worker-script';
import { PARSE_WORKER_ENTRY, chunkMessage, endMessage, jobMessage } from '../../../../support/parse-worker-messages';
import { numberedUrlset } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

/** A file's bytes in the chunks a read gives (open-source.ts), opened only once asked for (a file never begun is never opened). */
async function* bytesOf(path: string): AsyncGenerator<Buffer> {
  yield* createReadStream(path, { highWaterMark: 256 * 1024 });
}

/** Parses `path` on `pool` as a read does, counting its rows to `onRow`, its problems to `report`, cancelled by `signal`. */
function parseOn(
  pool: ParsePool,
  path: string,
  onRow: () => void,
  signal?: AbortSignal,
  report: (problem: Problem) => void = () => undefined,
): Promise<ReadOutcome> {
  const opened = { location: path, chunks: bytesOf(path), close: async () => undefined };
  const target = { location: path, remote: false, parent: null, depth: 0 };
  return pool.parse(opened, target, 1_000_000_000, { file: path, report, onRow, signal });
}

const LOCS = ['https://example.com/0', 'https://example.com/1', 'https://example.com/2'];

// The chunks a file's read sends ahead of its worker (4 of 256 KB) held ~25 MB of XML in a gzip: a
// cancel waited for them all to be parsed, 3 s.
describe('cancelling the files a parse pool holds', { timeout: 30_000 }, () => {
  const dir = useTempDir();

  it('ends the file being parsed at its next chunk of content, keeping its rows read so far; the worker takes the next file', async () => {
    // 300,000 URLs in a gzip of ~0.8 MB: the whole file is sent ahead in the chunks the worker holds.
    const big = await dir.write('big.xml.gz', gzipSync(numberedUrlset(300_000)));
    const small = await dir.write('small.xml', numberedUrlset(3));
    const pool = createParsePool(1);
    try {
      const controller = new AbortController();
      let rows = 0;
      const codes: string[] = [];
      const cancelled = await parseOn(
        pool,
        big,
        () => {
          if (++rows === 15_000) controller.abort();
        },
        controller.signal,
        (problem) => codes.push(problem.code),
      );
      // Kept as a cancelled import keeps a file read on the main thread: the rows read, told as cancelled.
      expect(cancelled.file.summary.partial).toBe(true);
      expect(codes).toEqual(['import-cancelled']);
      const kept = cancelled.columns!.rowCount;
      expect(kept).toBe(rows);
      // No more than the chunk in hand (256 KB of the gzip's ~800): the chunks sent ahead were dropped unparsed.
      expect(kept).toBeGreaterThanOrEqual(15_000);
      expect(kept).toBeLessThan(200_000);
      expect(cancelled.columns!.toRows()[kept - 1]!.loc).toBe(`https://example.com/${kept - 1}`);
      const next = await parseOn(pool, small, () => undefined);
      expect(next.columns!.toRows().map((row) => row.loc)).toEqual(LOCS);
      expect(pool.liveWorkers()).toBe(1);
    } finally {
      await pool.close();
    }
    expect(pool.liveWorkers()).toBe(0);
  });

  it('ends the files queued on a worker and waiting for room as the signal fires: none of them is begun', async () => {
    const big = await dir.write('big.xml.gz', gzipSync(numberedUrlset(300_000)));
    const queued = await dir.write('queued.xml', numberedUrlset(3));
    const waiting = await dir.write('waiting.xml', numberedUrlset(3));
    const after = await dir.write('after.xml', numberedUrlset(3));
    const pool = createParsePool(1);
    try {
      const controller = new AbortController();
      const rowsOf: Record<string, number> = { big: 0, queued: 0, waiting: 0 };
      const counting = (name: string) => () => {
        if (++rowsOf[name]! === 5_000) controller.abort();
      };
      // One worker holds two files (the one it parses, the next): the third waits for room.
      const parses = [
        parseOn(pool, big, counting('big'), controller.signal),
        parseOn(pool, queued, counting('queued'), controller.signal),
        parseOn(pool, waiting, counting('waiting'), controller.signal),
      ];
      const [parsed, ...notBegun] = await Promise.allSettled(parses);
      expect(parsed?.status === 'fulfilled' && parsed.value.columns!.rowCount).toBe(rowsOf.big);
      expect(rowsOf.big).toBeLessThan(300_000);
      expect(notBegun.map((outcome) => outcome.status === 'rejected' && (outcome.reason as Error).name)).toEqual([
        'AbortError',
        'AbortError',
      ]);
      expect([rowsOf.queued, rowsOf.waiting]).toEqual([0, 0]);
      const next = await parseOn(pool, after, () => undefined);
      expect(next.columns!.toRows().map((row) => row.loc)).toEqual(LOCS);
    } finally {
      await pool.close();
    }
  });

  it('gives back a file queued behind one whose download stalls, though that one ends at once as the cancel comes', async () => {
    // A worker runs its microtasks between two messages: the stalled file, cancelled, ends in them and
    // would begin the next before a later message cancelled that one.
    const stalled = await dir.write('stalled.xml', numberedUrlset(5_000).replace('</urlset>', ''));
    const queued = await dir.write('queued.xml', numberedUrlset(3));
    const pool = createParsePool(1);
    try {
      const controller = new AbortController();
      async function* thenNothing(): AsyncGenerator<Buffer> {
        yield* bytesOf(stalled);
        await new Promise((resolve) => controller.signal.addEventListener('abort', resolve));
      }
      const rowsOf = { stalled: 0, queued: 0 };
      const target = { location: stalled, remote: false, parent: null, depth: 0 };
      const opened = { location: stalled, chunks: thenNothing(), close: async () => undefined };
      const stalledRows = (): void => {
        if (++rowsOf.stalled === 5_000) controller.abort();
      };
      const context = { file: stalled, report: () => undefined, onRow: stalledRows, signal: controller.signal };
      const parses = [
        pool.parse(opened, target, 1_000_000_000, context),
        parseOn(pool, queued, () => rowsOf.queued++, controller.signal),
      ];
      const [first, second] = await Promise.allSettled(parses);
      expect(first?.status === 'fulfilled' && first.value.columns!.rowCount).toBe(5_000);
      expect(second?.status === 'rejected' && (second.reason as Error).name).toBe('AbortError');
      expect(rowsOf.queued).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('keeps the rows of a file its worker has begun though the word of it has not come yet', async () => {
    const warm = await dir.write('warm.xml', numberedUrlset(3));
    const file = await dir.write('a.xml', numberedUrlset(50_000));
    const pool = createParsePool(1);
    try {
      await parseOn(pool, warm, () => undefined);
      const controller = new AbortController();
      // Once the first chunk is sent, this thread stops for half a second, in which the idle worker
      // takes it (its `pull` waits here, unread), and the import is cancelled before that word is read.
      async function* cancelledAfterFirstChunk(): AsyncGenerator<Buffer> {
        let sent = 0;
        for await (const chunk of bytesOf(file)) {
          if (sent++ === 1) {
            Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
            controller.abort();
          }
          yield chunk as Buffer;
        }
      }
      let rows = 0;
      const codes: string[] = [];
      const opened = { location: file, chunks: cancelledAfterFirstChunk(), close: async () => undefined };
      const target = { location: file, remote: false, parent: null, depth: 0 };
      const report = (problem: Problem): void => void codes.push(problem.code);
      const context = { file, report, onRow: () => rows++, signal: controller.signal };
      const outcome = await pool.parse(opened, target, 1_000_000_000, context);
      expect(outcome.file.summary.partial).toBe(true);
      expect(codes).toEqual(['import-cancelled']);
      expect(outcome.columns!.rowCount).toBe(rows);
      expect(rows).toBeGreaterThan(0);
      expect(rows).toBeLessThan(50_000);
    } finally {
      await pool.close();
    }
  });

  it('ends as cancelled a file queued on a worker that dies before it answers the cancel, sending it to no other worker', async () => {
    const big = await dir.write('big.xml.gz', gzipSync(numberedUrlset(300_000)));
    const queued = await dir.write('queued.xml', numberedUrlset(3));
    const after = await dir.write('after.xml', numberedUrlset(3));
    // The worker is told to exit as the second file is queued on it: what it says after is not heard.
    const pool = createParsePool(1, { crashBehind: (location) => location === queued });
    try {
      const controller = new AbortController();
      const rowsOf = { big: 0, queued: 0 };
      const parses = [
        parseOn(pool, big, () => rowsOf.big++, controller.signal),
        parseOn(pool, queued, () => rowsOf.queued++, controller.signal),
      ];
      controller.abort();
      const outcomes = await Promise.allSettled(parses);
      expect(outcomes.map((outcome) => outcome.status === 'rejected' && (outcome.reason as Error).name)).toEqual([
        'AbortError',
        'AbortError',
      ]);
      expect(rowsOf.queued).toBe(0);
      const next = await parseOn(pool, after, () => undefined);
      expect(next.columns!.toRows().map((row) => row.loc)).toEqual(LOCS);
    } finally {
      await pool.close();
    }
  });

  it('never begins a file whose import was cancelled before it came, nor starts a worker for it', async () => {
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

describe('a parse worker told a file it parses is cancelled', { timeout: 30_000 }, () => {
  let worker: Worker | null = null;
  afterEach(async () => void (await worker?.terminate()));

  it('drops the chunks sent ahead unparsed, ends the file within the one in hand, and parses the next whole', async () => {
    worker = startWorker('parse-worker', PARSE_WORKER_ENTRY);
    // 200,000 URLs gzipped, sent whole in 4 chunks, and the file's end: as the pool sends a file's
    // first chunks, which a text's parse (no gunzip turning the worker's event loop) would take before
    // any later message, a cancel among them.
    const gzip = gzipSync(numberedUrlset(200_000));
    const quarter = Math.ceil(gzip.length / 4);
    const next = numberedUrlset(3);
    const rowsOf = new Map<number, number>();
    const ends: string[] = [];
    let cancelSent = false;
    const nextDone = new Promise<void>((resolve) => {
      worker!.on('message', (message: FromParser) => {
        if (message.type === 'rows' || message.type === 'done' || message.type === 'failed') {
          const rows = message.type === 'rows' ? message.count : message.rows;
          rowsOf.set(message.id, (rowsOf.get(message.id) ?? 0) + rows);
        }
        // Begun: it took its first chunk, the other three wait in it.
        if (message.type === 'pull' && message.id === 1 && !cancelSent) {
          cancelSent = true;
          worker!.postMessage({ type: 'cancel', ids: [1] });
          for (const sent of [jobMessage(2, 'next.xml'), chunkMessage(2, next), endMessage(2, next)])
            worker!.postMessage(sent);
        }
        if (message.type === 'done') ends.push(`done ${message.id}: ${message.file.summary.urlCount}`);
        if (message.type === 'failed') ends.push(`failed ${message.id}`);
        if (message.id === 2 && (message.type === 'done' || message.type === 'failed')) resolve();
      });
    });
    worker.postMessage(jobMessage(1, 'big.xml.gz', 100_000_000));
    for (let at = 0; at < gzip.length; at += quarter) worker.postMessage(chunkMessage(1, gzip.slice(at, at + quarter)));
    worker.postMessage(endMessage(1, gzip));
    await nextDone;
    expect(ends.at(-1)).toBe('done 2: 3');
    // Of the cancelled file it read the chunk it had in hand, about a quarter of the rows, and no more.
    expect(rowsOf.get(1) ?? 0).toBeLessThan(100_000);
  });

  // 400 URLs, each followed by 256 KB of spaces: ~100 MB of XML in a gzip of ~100 KB, 1000 to 1.
  const spaced = Array.from({ length: 400 }, (_, i) => `<url><loc>https://example.com/${i}</loc></url>`);
  const bomb = (): Buffer =>
    gzipSync(
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${spaced.join(' '.repeat(256 * 1024))}</urlset>`,
    );

  it.each([
    ['in one chunk', (gzip: Buffer) => [gzip]],
    // (a server may send a byte first: the content's gzip is known by two)
    ['its first byte alone, then the rest', (gzip: Buffer) => [gzip.subarray(0, 1), gzip.subarray(1)]],
  ])(
    'a cancel stops a gzip of 1000 to 1 (sent %s) within a chunk of its content, not a chunk of its bytes',
    async (_, chunksOf) => {
      worker = startWorker('parse-worker', PARSE_WORKER_ENTRY);
      const gzip = bomb();
      let told = 0;
      let cancelSent = false;
      const ended = new Promise<string>((resolve) => {
        worker!.on('message', (message: FromParser) => {
          if (message.type === 'rows') told += message.count;
          // Begun: the first chunk is in hand, and with it, all or most of the file.
          if (message.type === 'pull' && !cancelSent) {
            cancelSent = true;
            worker!.postMessage({ type: 'cancel', ids: [1] });
          }
          if (message.type === 'done') resolve(`done, partial: ${message.file.summary.partial}`);
          if (message.type === 'failed') resolve('failed');
          if (message.type === 'done' || message.type === 'failed') told += message.rows;
        });
      });
      worker.postMessage(jobMessage(1, 'bomb.xml.gz', 1_000_000_000));
      for (const chunk of chunksOf(gzip)) worker.postMessage(chunkMessage(1, new Uint8Array(chunk)));
      worker.postMessage(endMessage(1, gzip));
      expect(await ended).toBe('done, partial: true');
      // A row per 256 KB of content: 64 KB of this gzip fed to zlib at once is 64 MB, ~250 rows.
      expect(told).toBeLessThan(20);
    },
  );
});
