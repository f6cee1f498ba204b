// Pools kept busy with small real gzip and inflate jobs, then stopped in the midst of them: the
// stress test (stop-pools-child.ts, many rounds in a process of its own) and the unit test that no
// stop terminates a worker at work (pools-closed-mid-job.test.ts) run the same jobs and the same stop.
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createGzipPool } from '../../electron/engine/export/gzip-pool';
import { xmlFooter, xmlHeader } from '../../electron/engine/export/namespaces';
import { createPackPool, type PackPlace } from '../../electron/engine/export/pack-pool';
import { createParsePool } from '../../electron/engine/import/parse-pool';
import { createProjectPool } from '../../electron/engine/project/project-pool';
import { sliceToTransfer } from '../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../shared/columnar/url-columns';
import { emptyRow, type UrlRow } from '../../shared/url-table';
import { numberedUrlset } from './sitemap-xml';

/** A pool as a round sees it: a job to keep a worker busy, and the stop under test. */
export interface Busy {
  job(n: number): Promise<unknown>;
  stop(round: number): Promise<void>;
}

const rows: UrlRow[] = Array.from({ length: 40 }, (_, i) => emptyRow(`https://example.com/p/${i}`));
const columns = UrlColumns.fromRows(rows);

/** The pack pool, its files written into `folder`; stopped by stop() or close() by turns. */
function packPool(folder: string): Busy {
  const pool = createPackPool(2);
  const place: PackPlace = { table: 'pages', file: null, firstRow: 0, endRow: columns.rowCount };
  const header = xmlHeader('urlset', 0, null);
  const footer = xmlFooter('urlset');
  return {
    async job(n) {
      const slices = [sliceToTransfer(columns, 0, columns.rowCount)];
      const { bytes, lengths } = await pool.measure({ slices, firstRow: 0, entries: 'url' }, place);
      const file = `sitemap-${n % 4}.xml.gz`;
      const size = Buffer.byteLength(header) + bytes.length + Buffer.byteLength(footer);
      const pack = {
        parts: [{ firstRow: 0, bytes, lengths }],
        from: 0,
        to: columns.rowCount,
        skip: new Uint32Array(0),
      };
      const job = { ...pack, header, footer, bytes: size, gzip: true, level: 1, marker: '<url>', path: '' };
      return pool.pack({ ...job, path: join(folder, `${n % 2}-${file}`) }, { ...place, file });
    },
    stop: (round) => (round % 2 === 0 ? pool.stop() : pool.close()).then(() => pool.close()),
  };
}

function projectPool(): Busy {
  const pool = createProjectPool(2);
  const member = gzipSync(`${JSON.stringify({ table: 0, from: 0, rows: rows.map(({ loc }) => ({ loc })) })}\n`);
  return {
    job: (n) =>
      n % 2 === 0
        ? pool.pack({ of: 'row-objects', table: 0, from: 0, rows })
        : pool.unpack({ member: new Uint8Array(member), columns: n % 4 === 1, exported: false }, 2),
    stop: () => pool.close(),
  };
}

function parsePool(): Busy {
  const pool = createParsePool(2);
  const file = gzipSync(numberedUrlset(20));
  return {
    job(n) {
      const location = `https://example.com/sitemap-${n}.xml.gz`;
      // Small files, each inflated by a zlib handle of its own: many a second.
      const chunks = (async function* () {
        yield file;
      })();
      const opened = { location, chunks, close: async () => undefined };
      const target = { location, remote: false, parent: null, depth: 0 };
      return pool.parse(opened, target, 10_000_000, {
        file: location,
        report: () => undefined,
        onRow: () => undefined,
      });
    },
    stop: () => pool.close(),
  };
}

/** The gzip pool, gzipping files and sealing them (gzipped and inflated again) by turns. */
function gzipPool(): Busy {
  const pool = createGzipPool(2, 1);
  const file = Buffer.from(numberedUrlset(20));
  return {
    job: (n) => (n % 2 === 0 ? pool.compress(file) : pool.seal(file, { gzip: true, marker: '<url>' })),
    stop: () => pool.close(),
  };
}

export const POOL_KINDS = ['pack', 'project', 'parse', 'gzip'] as const;
export type PoolKind = (typeof POOL_KINDS)[number];

/** A fresh pool of two workers of `kind`; a pack pool writes its files into `folder`. */
export function busyPool(kind: PoolKind, folder: string): Busy {
  const pools: Record<PoolKind, () => Busy> = {
    pack: () => packPool(folder),
    project: projectPool,
    parse: parsePool,
    gzip: gzipPool,
  };
  return pools[kind]();
}

/** Jobs under way at once: more than the two workers take, so that each has the next at hand. */
const AT_ONCE = 6;

/**
 * Keeps `busy`'s workers at work (AT_ONCE jobs at a time, one more as each ends), stops it `pause`
 * ms after its first answer (its workers' start-up is no part of what is tested) and waits for every
 * job to settle. Answers how many jobs were answered rather than cancelled.
 */
export async function stopMidJob(busy: Busy, round: number, pause: number): Promise<number> {
  let stopped = false;
  let jobs = 0;
  let done = 0;
  let answered!: () => void;
  const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
  const keepBusy = async (): Promise<void> => {
    while (!stopped) await busy.job(jobs++).then(() => (done++, answered()), answered);
  };
  const working = Array.from({ length: AT_ONCE }, keepBusy);
  await firstAnswer;
  await new Promise((resolve) => setTimeout(resolve, pause));
  stopped = true;
  await busy.stop(round);
  await Promise.all(working);
  return done;
}
