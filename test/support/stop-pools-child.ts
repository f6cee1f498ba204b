// Run by tsx in its own process: `rounds` times, starts a pool of two workers (pack, project or parse),
// keeps both busy with small real gzip or inflate jobs, and stops the pool at a random instant (the
// pack pool by stop() or close() in turn). Node aborts the whole process (node_zlib.cc "close before
// init") when a worker is ended inside a zlib constructor, so a test runs this many times and looks at
// how it ended. Prints "stopped <rounds> rounds, <n> jobs done" when every round is over.
// Usage: stop-pools-child.ts <pack|project|parse> <rounds> <folder>.
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { xmlFooter, xmlHeader } from '../../electron/engine/export/namespaces';
import { createPackPool, type PackPlace } from '../../electron/engine/export/pack-pool';
import { createParsePool } from '../../electron/engine/import/parse-pool';
import { createProjectPool } from '../../electron/engine/project/project-pool';
import { sliceToTransfer } from '../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../shared/columnar/url-columns';
import { emptyRow, type UrlRow } from '../../shared/url-table';
import { numberedUrlset } from './sitemap-xml';

const [kind, rounds, folder] = process.argv.slice(2);

/** A pool as a round sees it: a job to keep a worker busy, and the stop under test. */
interface Busy {
  job(n: number): Promise<unknown>;
  stop(round: number): Promise<void>;
}

const rows: UrlRow[] = Array.from({ length: 40 }, (_, i) => emptyRow(`https://example.com/p/${i}`));
const columns = UrlColumns.fromRows(rows);

function packPool(): Busy {
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
      return pool.pack({ ...job, path: join(folder!, `${n % 2}-${file}`) }, { ...place, file });
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
        : pool.unpack({ member: new Uint8Array(member), columns: n % 4 === 1, exported: false }),
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

const pools: Record<string, () => Busy> = { pack: packPool, project: projectPool, parse: parsePool };

/** Jobs under way at once: more than the two workers take, so that each has the next at hand. */
const AT_ONCE = 6;

/** Jobs answered (not cancelled), in all rounds: the workers were at work when stopped. */
let done = 0;

async function round(n: number): Promise<void> {
  const busy = pools[kind!]!();
  let stopped = false;
  let jobs = 0;
  let answered!: () => void;
  const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
  // AT_ONCE jobs at a time, one more as each ends, until the stop: no worker waits for one.
  const keepBusy = async (): Promise<void> => {
    while (!stopped) await busy.job(jobs++).then(() => (done++, answered()), answered);
  };
  const working = Array.from({ length: AT_ONCE }, keepBusy);
  // The workers have started and work (their start-up is no part of what is tested).
  await firstAnswer;
  await new Promise((resolve) => setTimeout(resolve, Math.random() * 40));
  stopped = true;
  await busy.stop(n);
  await Promise.all(working);
}

void (async () => {
  for (let n = 0; n < Number(rounds); n++) await round(n);
  process.stdout.write(`stopped ${rounds} rounds, ${done} jobs done\n`);
})();
