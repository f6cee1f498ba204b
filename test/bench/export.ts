// Export 1,000,000 rows held as columns (as the app holds them) to a gzipped set with an index: the
// row checks alone, the packing alone and the whole export, each on the main thread (gzip on workers)
// and on one pool of 1 and of 2 pack workers (which check, serialise, gzip and find duplicates: the
// whole export runs on that many threads besides the main one), against merely gzipping the same
// bytes on one thread, measured in turn in one run; then the parts that run on the main thread alone.
// The 1-worker runs are measured twice: with every core free, and with the whole process pinned to one
// core (taskset, test/support/one-core.ts: the main thread and V8's compiler and GC threads on that core
// too). The speed-up, the serial fraction and the 16-core projection are taken from the pinned one, the
// time the work takes on one core (where taskset is missing, from the other, and the output says so).
// BENCH_REFERENCE=1 adds sitemap.js's time for the same rows (minutes); BENCH_TABLES=20 splits the rows
// into 20 tables (as the app's shop projects hold them); BENCH_MAIN=0 leaves out the runs on the main
// thread; BENCH_TIMELINE=1 prints when each worker was busy in each run on workers.
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { constants, createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { SitemapAndIndexStream, SitemapStream } from 'sitemap';
import { buildExport } from '../../electron/engine/export/build-export';
import { exportProject } from '../../electron/engine/export/export-project';
import type { LastmodRuns } from '../../electron/engine/checks/check-messages';
import { LastmodRunList } from '../../electron/engine/checks/lastmod-runs-columns';
import { columnsSlice, SLICE_ROWS } from '../../electron/engine/checks/parallel-validation';
import { checkContextData, rowContext } from '../../electron/engine/export/export-gate';
import { createGzipPool } from '../../electron/engine/export/gzip-pool';
import { createPackPool } from '../../electron/engine/export/pack-pool';
import { packTableInParallel } from '../../electron/engine/export/parallel-table-files';
import { checkExportSettings } from '../../shared/check-export-settings';
import { clusterProblems } from '../../shared/hreflang/cluster-problems';
import { UrlColumns } from '../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import type { UrlRow } from '../../shared/url-table';
import { LastmodTally } from '../../shared/validation/lastmod-tally';
import { validateTables } from '../../shared/validation/validate-rows';
import { fmt, mainThreadCpu, median, peakRssMb, seconds, threadCpus } from './measure';
import { freshMemoryNote } from './fresh-memory';
import { amdahl, amdahlSpeedUp, serialFraction } from './scaling';
import { JobTimeline } from './job-timeline';
import { packJobAlone } from './pack-job-alone';
import { benchRows } from './shop-rows';
import { ONE_CORE_NOTE, onOneCore, PINNED } from '../support/one-core';
import { validateOnWorkers } from '../support/validate-on-workers';

const ROWS = Number(process.env['BENCH_ROWS'] ?? 1_000_000);

/** The rows in this many tables of equal size (the app's shop projects hold 20): the workers must not wait between them. */
const TABLES = Number(process.env['BENCH_TABLES'] ?? 1);

/** Exports and floors measured in turn, so a busy moment on the machine weighs on both alike. */
const RUNS = Number(process.env['BENCH_RUNS'] ?? 5);

/** BENCH_MAIN=0 leaves out the runs on the main thread (gzip on workers): the scaling alone, sooner. */
const ON_MAIN = process.env['BENCH_MAIN'] !== '0';

/** Two workers unless BENCH_WORKERS says otherwise: the scaling is measured from 1 to this many. */
const WORKERS = Number(process.env['BENCH_WORKERS'] ?? 2);

/** BENCH_TIMELINE=1 prints, after each run on workers, when each worker was busy (JobTimeline). */
const TIMELINE = Boolean(process.env['BENCH_TIMELINE']);

interface Measured {
  wall: number;
  /** CPU time of every thread of the process (main and workers). */
  cpu: number;
  /** Time the main thread's event loop was busy: the part that runs on one thread. */
  main: number;
  /** The main thread's CPU time (its busy time less the waits for a core on a loaded machine). */
  mainCpu: number;
  /** CPU time of the threads besides the main one, the busiest first. */
  threads: number[];
  /** CPU time of HELPERS: what V8 compiles and collects off the JS threads (and libuv's file work). */
  helperCpu: number;
}

/**
 * The threads there before any pool is made (but the main one): V8's platform threads, which compile
 * optimised code and mark garbage for every thread, and libuv's pool. What a fresh pool's first export
 * pays on top of a warm one is largely there (its workers' code optimised for the first time).
 */
const HELPERS = new Set([...threadCpus().keys()].filter((id) => id !== process.pid));

/** Where the rows are checked and the sitemaps packed: on the main thread (gzip on workers), or on so many workers of each pool. */
type Packer = 'main' | number;
/** The row checks alone, the packing alone (no checks), or the whole export through its validation gate. */
type Work = 'checks' | 'packing' | 'export';
/** The 1-worker run with the whole process pinned to one core. */
const ONE_CORE = '1 on 1 core';
type Mode = `${Work} ${Packer | typeof ONE_CORE}`;

async function measured(work: () => Promise<void>): Promise<Measured> {
  const cpu = process.cpuUsage();
  const loop = performance.eventLoopUtilization();
  const mainCpu = mainThreadCpu();
  const before = threadCpus();
  const wall = await seconds(work);
  const usage = process.cpuUsage(cpu);
  const after = [...threadCpus()].filter(([id]) => id !== process.pid);
  const used = (id: number, seconds: number): number => seconds - (before.get(id) ?? 0);
  const threads = after.map(([id, seconds]) => used(id, seconds)).sort((a, b) => b - a);
  return {
    threads,
    helperCpu: after.filter(([id]) => HELPERS.has(id)).reduce((sum, [id, seconds]) => sum + used(id, seconds), 0),
    mainCpu: mainThreadCpu() - mainCpu,
    wall,
    cpu: (usage.user + usage.system) / 1e6,
    main: performance.eventLoopUtilization(loop).active / 1000,
  };
}

export async function benchExport(): Promise<void> {
  const rows = UrlColumns.fromRows(benchRows(ROWS));
  const out = await mkdtemp(join(tmpdir(), 'sitemap-studio-bench-export-'));
  const gzipPool = createGzipPool(availableParallelism());
  // One pool does every job of an export: on N workers it runs on N threads besides the main one.
  const timelines = new Map([1, WORKERS].map((size) => [size, new JobTimeline()]));
  const packPools = new Map(
    [1, WORKERS].map((size) => [size, createPackPool(size, { seen: timelines.get(size)!.seen })]),
  );
  const packers: Packer[] = [...(ON_MAIN ? ['main' as const] : []), ...packPools.keys()];
  const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://www.example.com/', outputFolder: out };
  const size = Math.ceil(ROWS / TABLES);
  const tables = Array.from({ length: TABLES }, (_, n) => ({
    id: `t${n}`,
    name: TABLES === 1 ? 'products' : `products-${n + 1}`,
    rows: TABLES === 1 ? rows : UrlColumns.fromRows(rows.rowsBetween(n * size, Math.min(ROWS, (n + 1) * size))),
  }));
  const packed = join(out, 'packed');
  await mkdir(packed);
  const base = checkExportSettings(settings).base!;
  /** The sitemaps and index built and written into a folder, nothing checked, as each packer does it. */
  const packing = async (packer: Packer): Promise<void> => {
    const pool = packer === 'main' ? null : packPools.get(packer)!;
    await buildExport(tables, settings, {
      base,
      robotsTxt: null,
      finishFile: (bytes, request) => gzipPool.seal(bytes, request),
      onFile: async (file) => void (file.staged ? undefined : await writeFile(join(packed, file.name), file.bytes)),
      packTable: pool
        ? (table, turn, _, build) =>
            packTableInParallel(table, turn, settings, build, {
              pool,
              stage: (name, write) => write(join(packed, name)),
            })
        : undefined,
    });
  };
  /** Every row rule and the duplicates, nothing built: validateTables, or the same on check workers. */
  const checking = async (packer: Packer): Promise<void> => {
    const now = Date.now();
    const found =
      packer === 'main'
        ? validateTables(tables, rowContext({ settings, robotsTxt: null }, base, now))
        : await validateOnWorkers(
            tables,
            checkContextData({ settings, robotsTxt: null }, base, now),
            packPools.get(packer)!,
          );
    if (found.some((item) => item.severity === 'error')) throw new Error('the benchmark rows have errors');
  };
  const exporting = async (packer: Packer): Promise<void> => {
    const options =
      packer === 'main' ? { codec: gzipPool } : { packPool: packPools.get(packer)!, checkPool: packPools.get(packer)! };
    const outcome = await exportProject({ projectId: 'bench', tables, settings, robotsTxt: null }, options);
    if (!outcome.ok) throw new Error(`the benchmark export failed (packed on ${packer})`);
  };
  const load = loadavg()[0]!;
  try {
    // Every run below is on pools warmed by the runs before it; a CLI run, or the app's first export,
    // pays for workers started and code not yet optimised: measured once first, on a fresh pool.
    const freshPool = createPackPool(WORKERS);
    const fresh = await measured(async () => {
      const outcome = await exportProject(
        { projectId: 'bench', tables, settings, robotsTxt: null },
        { packPool: freshPool, checkPool: freshPool },
      );
      if (!outcome.ok) throw new Error('the benchmark export failed (on a fresh pool)');
    }).finally(() => freshPool.close());
    const runs = new Map<Mode, Measured[]>();
    const floors: number[] = [];
    const floorCpus: number[] = [];
    let names: string[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      for (const [work, how] of [
        ['checks', checking],
        ['packing', packing],
        ['export', exporting],
      ] as const) {
        const pinned = PINNED ? [{ packer: 1, mode: `${work} ${ONE_CORE}` as const }] : [];
        for (const { packer, mode } of [
          ...packers.map((packer) => ({ packer, mode: `${work} ${packer}` as const })),
          ...pinned,
        ]) {
          const timeline = packer === 'main' ? undefined : timelines.get(packer)!;
          timeline?.start();
          const measure = (): Promise<Measured> => measured(() => how(packer));
          runs.set(mode, [...(runs.get(mode) ?? []), await (mode.endsWith(ONE_CORE) ? onOneCore(measure) : measure())]);
          if (TIMELINE && timeline) {
            const { mainCpu, threads } = runs.get(mode)!.at(-1)!;
            const [first, second, ...rest] = threads;
            console.log(
              `  ${mode}, run ${run + 1}: ${timeline.summary()}; CPU: main thread ${fmt(mainCpu)} s, ` +
                `the busiest others ${fmt(first ?? 0)} and ${fmt(second ?? 0)} s, the ${rest.length} others ` +
                `${fmt(rest.reduce((sum, cpu) => sum + cpu, 0))} s`,
            );
          }
        }
      }
      // The floor: gzip the same uncompressed bytes, at the same level, one file after another (each
      // file inflated first and let go after, so the next export does not start with them on the heap).
      names = (await readdir(out)).filter((name) => name.endsWith('.gz'));
      let floor = 0;
      const floorCpu = process.cpuUsage();
      bytes = 0;
      for (const name of names) {
        const plain = gunzipSync(await readFile(join(out, name)));
        bytes += plain.length;
        floor += await seconds(() => gzipSync(plain, { level: constants.Z_DEFAULT_COMPRESSION }));
      }
      floors.push(floor);
      const used = process.cpuUsage(floorCpu);
      floorCpus.push((used.user + used.system) / 1e6);
    }
    report(runs, { walls: floors, cpus: floorCpus }, names.length, bytes, load, await oneThreadParts(tables));
    console.log(
      `  the whole export on a fresh pool of ${WORKERS} workers, the process's first (what a CLI run pays; measured once, before the runs above): ` +
        `${fmt(fresh.wall)} s, ${fmt(fresh.wall / median(floors))}× the floor, CPU of all threads ${fmt(fresh.cpu)} s`,
    );
    const warm = runs.get(`export ${WORKERS}`)!;
    const split = (run: Pick<Measured, 'cpu' | 'mainCpu' | 'helperCpu'>): string =>
      `main thread ${fmt(run.mainCpu)} s, V8's and libuv's helper threads (optimising compiler, GC) ${fmt(run.helperCpu)} s, ` +
      `the pool's workers ${fmt(run.cpu - run.mainCpu - run.helperCpu)} s`;
    console.log(`    of it: ${split(fresh)}`);
    console.log(
      `    a warm run's (medians): ${split({ cpu: median(warm.map((run) => run.cpu)), mainCpu: median(warm.map((run) => run.mainCpu)), helperCpu: median(warm.map((run) => run.helperCpu)) })}`,
    );
    console.log(`  ${await packJobAlone(rows, RUNS)}`);
    if (process.env['BENCH_REFERENCE']) {
      const reference = await seconds(() => sitemapJsExport(rows.toRows(), join(out, 'sitemap.js')));
      console.log(
        `  reference: sitemap.js SitemapAndIndexStream ${fmt(reference)} s (same rows, gzip, no validation or limits on bytes)`,
      );
    }
  } finally {
    await gzipPool.close();
    await Promise.all([...packPools.values()].map((pool) => pool.close()));
    await rm(out, { recursive: true, force: true });
  }
}

/** A part of the export that runs on the main thread alone, and its median time measured alone. */
interface OneThreadPart {
  what: string;
  seconds: number;
}

function report(
  runs: Map<Mode, Measured[]>,
  floors: { walls: number[]; cpus: number[] },
  files: number,
  bytes: number,
  load: number,
  oneThread: readonly OneThreadPart[],
): void {
  const floor = median(floors.walls);
  const floorCpu = median(floors.cpus);
  const middle = (mode: Mode, key: 'wall' | 'cpu' | 'main' | 'mainCpu'): number =>
    median(runs.get(mode)!.map((run) => run[key]));
  console.log(
    `export: ${ROWS.toLocaleString('en-US')} rows as columns in ${TABLES} table(s) → ${files} gzipped sitemaps + index (${fmt(bytes / 1e6, 1)} MB of XML), ` +
      `${RUNS} runs, ${availableParallelism()} cores, load average ${fmt(load, 1)} → ${fmt(loadavg()[0]!, 1)}`,
  );
  console.log(`  ${ONE_CORE_NOTE}`);
  console.log(`  ${freshMemoryNote()}`);
  console.log(
    `  floor: zlib gzip of the same bytes, one thread      ${fmt(floor)} s median (${floors.walls.map((f) => fmt(f)).join(', ')}), ` +
      `CPU ${fmt(floorCpu)} s (inflating the files first not counted)`,
  );
  for (const work of ['checks', 'packing', 'export'] as const) {
    console.log(
      {
        checks: '  the row checks alone (every rule, duplicates, lastmod tally, hreflang clusters; nothing built):',
        packing: '  packing alone (sitemaps and index built, gzipped, written; nothing checked):',
        export: '  the whole export (validation gate, staging, read back, commit):',
      }[work],
    );
    for (const mode of [...runs.keys()].filter((key) => key.startsWith(work))) {
      const packer = mode.slice(work.length + 1);
      const wall = middle(mode, 'wall');
      const label =
        packer === 'main'
          ? work === 'checks'
            ? 'checked on the main thread'
            : 'on the main thread, gzip on workers'
          : packer === ONE_CORE
            ? 'on 1 pack worker, pinned to 1 core'
            : packer === '1'
              ? 'on 1 pack worker, every core free'
              : `on ${packer} pack worker(s)`;
      console.log(
        `    ${label.padEnd(44)} ${fmt(wall).padStart(6)} s median, CPU of all threads ${fmt(middle(mode, 'cpu'))} s ` +
          `(${fmt(middle(mode, 'cpu') / wall)}× wall), main thread busy ${fmt(middle(mode, 'main'))} s ` +
          `(CPU ${fmt(middle(mode, 'mainCpu'))} s); ` +
          `${fmt(wall / floor)}× the floor`,
      );
    }
    // The time on one core: 1 worker pinned there, or (taskset missing) 1 worker with every core free.
    const oneMode: Mode = PINNED ? `${work} ${ONE_CORE}` : `${work} 1`;
    const one = middle(oneMode, 'wall');
    const many = middle(`${work} ${WORKERS}`, 'wall');
    const speedUp = one / many;
    const at16 = one / amdahlSpeedUp(serialFraction(speedUp, WORKERS), 16) / floor;
    console.log(
      `    speed-up from 1 worker ${PINNED ? 'pinned to 1 core' : 'with every core free (not pinned: no taskset)'} ` +
        `to ${WORKERS} workers ${fmt(speedUp)}× (goal ≥ 1.8×), ${amdahl(speedUp, WORKERS)}; ` +
        `CPU of all threads ${fmt(middle(oneMode, 'cpu'))} s → ${fmt(middle(`${work} ${WORKERS}`, 'cpu'))} s`,
    );
    console.log(
      `    / floor: ${fmt(many / floor)}× on ${WORKERS} workers (goal ≤ 1.1×; the physical limit ${fmt(1 / WORKERS)}×), ` +
        `projected ${fmt(at16)}× on 16 (goal ≤ 0.25×; the limit 0.06×)`,
    );
    // On a busy machine wall time waits for other processes; CPU time does not.
    const cpuShare = middle(`${work} ${WORKERS}`, 'cpu') / WORKERS / floorCpu;
    console.log(
      `    by CPU time: CPU of all threads / ${WORKERS} cores / the floor's CPU ${fmt(cpuShare)}× ` +
        `(what ${WORKERS} quiet cores would show if no thread waited; CPU of all threads / the floor's ` +
        `${fmt(middle(`${work} ${WORKERS}`, 'cpu') / floorCpu)}×, the work there is to spread)`,
    );
  }
  const apart = middle(`checks ${WORKERS}`, 'wall') + middle(`packing ${WORKERS}`, 'wall');
  console.log(
    `  overlap on ${WORKERS} workers: the whole export ${fmt(middle(`export ${WORKERS}`, 'wall'))} s, ` +
      `the checks and the packing one after the other ${fmt(apart)} s`,
  );
  console.log(
    `  on the main thread alone (what the speed-up cannot spread), each measured alone: ` +
      `${oneThread.map(({ what, seconds }) => `${what} ${fmt(seconds)} s`).join(', ')}; ` +
      `besides: splitting files by the measured lengths, the index, staging and the commit's renames`,
  );
  console.log(`  peak RSS ${fmt(peakRssMb(), 0)} MB`);
}

/** The export's parts that run on the main thread alone, each timed alone (median of RUNS). */
async function oneThreadParts(tables: readonly { name: string; rows: UrlColumns }[]): Promise<OneThreadPart[]> {
  const timed = async (what: string, work: () => void): Promise<OneThreadPart> => {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) times.push(await seconds(async () => work()));
    return { what, seconds: median(times) };
  };
  // Each slice's lastmod runs as a worker sends them, made beforehand: only their tally is timed.
  const runs = tables.map(({ rows }) => {
    const slices: LastmodRuns[] = [];
    for (let start = 0; start < rows.rowCount; start += SLICE_ROWS) {
      const end = Math.min(rows.rowCount, start + SLICE_ROWS);
      const list = new LastmodRunList(end - start);
      for (let at = start; at < end; at++) list.add(rows.lastmods, at, at);
      slices.push(list.result());
    }
    return slices;
  });
  return [
    await timed('the lastmod tallies (the runs of keys from the workers)', () => {
      for (const slices of runs) {
        const tally = new LastmodTally();
        for (const { keys, texts, rows, counts } of slices) tally.addRuns(keys, texts, rows, counts);
        tally.top();
      }
    }),
    await timed('each slice copied out of the columns to hand over', () => {
      for (const { rows } of tables)
        for (let start = 0; start < rows.rowCount; start += SLICE_ROWS)
          columnsSlice(rows, start, Math.min(rows.rowCount, start + SLICE_ROWS));
    }),
    await timed('the hreflang clusters', () => void clusterProblems(tables)),
  ];
}

/** The same rows through sitemap.js's SitemapAndIndexStream, gzipped to files, as a reference point. */
async function sitemapJsExport(rows: readonly UrlRow[], folder: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const stream = new SitemapAndIndexStream({
    limit: 50_000,
    getSitemapStream: (i: number) => {
      const sitemap = new SitemapStream({ hostname: 'https://www.example.com/' });
      const name = `sitemap-${i}.xml.gz`;
      const write = sitemap.pipe(createGzip()).pipe(createWriteStream(join(folder, name)));
      return [`https://www.example.com/${name}`, sitemap, write];
    },
  });
  const index = stream.pipe(createWriteStream(join(folder, 'sitemap_index.xml')));
  for (const row of rows) {
    const item = {
      url: row.loc,
      lastmod: row.lastmod ?? undefined,
      changefreq: row.changefreq as 'weekly',
      priority: Number(row.priority),
    };
    if (!stream.write(item)) await once(stream, 'drain');
  }
  stream.end();
  await once(index, 'finish');
}
