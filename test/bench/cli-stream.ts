// The CLI's streaming export: a shop-like gzipped set of N URLs (files of 50,000), and one CSV of N rows,
// exported by the real CLI in a child process; prints its time, CPU and peak RSS per size, which should
// stay flat as N grows. The set is exported on one core (taskset -c 0, test/support/one-core.ts: one
// parse worker, one pack worker) and on every core, next to the floors measured in the same round
// (gunzip + sax of the input, gzip of the output, each on one thread; the gzip on each compared core
// alone, the fastest judged: core-speeds.ts), with the speed-up, the serial
// fraction it implies and the Amdahl projection for 16 cores; the CSV so too, against its records parsed
// on one thread as the CLI parses them and gzip of its output. BENCH_CLI_ROWS picks the set's sizes
// (default 1,000,000; e.g. BENCH_CLI_ROWS=1000000,10000000,20000000), BENCH_CLI_CSV_ROWS the CSV's and
// BENCH_CLI_PROJECT_ROWS a one-table project's and BENCH_CLI_LONG_ROWS a set of ~1,000-byte URLs in
// files near 50 MB, for its peak memory from disk and from Python's http.server (each default
// 1,000,000; 0 skips it). The project, saved
// as the app saves it, is exported with --threads 1 on one core (taskset -c 0), then on every core plain
// and with --remember, against gzip of its output, with the CPU of each phase, the speed-up from one
// core, its serial fraction and the 16-core projection, and each phase's own speed-up (those under
// 1.8× named with what keeps them on fewer threads). The set's, the CSV's and the project's variants
// run BENCH_CLI_RUNS times each (default 3), interleaved, the medians compared and the spread shown.
// Where taskset is missing, the one-core runs are --threads 1 with every core free, and the output
// says so.
// The set and the CSV run the sources under tsx unless BENCH_CLI_BUILT=1; the project runs the built CLI
// (out/main/cli.js through bin/sitemap-studio.js, what users run, its compile cache on from Node 22.1; under
// BENCH_CLI_NODE when set) when it is there, unless BENCH_CLI_BUILT=0 (cli-entry.ts). Each says which.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { once } from 'node:events';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { PHASES_VARIABLE } from '../../electron/cli/phase-clock';
import { saveProjectStream } from '../../electron/engine/project/project-file';
import { tableRecords } from '../../electron/engine/import/table-records';
import { TableTextPieces } from '../../electron/engine/import/table-text-pieces';
import { UrlColumns } from '../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { generateSet } from '../support/generated-set';
import { shopIndex } from '../support/shop-sitemap';
import { startPythonHttp10 } from '../support/zoo/python-server';
import { floor as gunzipSaxFloor } from './import';
import { fmt, median, seconds } from './measure';
import { freshMemoryNote, measureFreshMemory, PAGE_MIB, type FreshMemory } from './fresh-memory';
import { ONE_CORE_NOTE, oneCoreCommand, PINNED, twoCoreCommands } from '../support/one-core';
import { cliEntry, type CliEntry } from './cli-entry';
import { coreSpeedsNote, floorOnFastestCore, measureCoreSpeeds, mediansByCore, type CoreSpeed } from './core-speeds';
import { inRounds, ownShare, rangeIn, spread, type CliRun, type RunsOf } from './cli-runs';

export type { CliRun } from './cli-runs';
import { amdahlSpeedUp, projectionsOfRounds, serialFraction } from './scaling';
import { shopRowMaker } from './shop-rows';
import { treePeakMiB, underTreePeak } from './tree-peak';

const ROWS_PER_FILE = 50_000;
const CHANGEFREQS = ['daily', 'weekly', 'monthly'];

const sizesFrom = (variable: string): number[] =>
  (process.env[variable] ?? '1000000')
    .split(',')
    .map(Number)
    .filter((rows) => rows > 0);

export async function benchCliStream(): Promise<void> {
  console.log(
    `\nCLI streaming export (sitemap-studio export, a child process; /usr/bin/time -v, peak RSS of its processes summed)`,
  );
  if (sizesFrom('BENCH_CLI_ROWS').length + sizesFrom('BENCH_CLI_CSV_ROWS').length > 0)
    console.log(`  the set and the CSV: ${cliEntry(false).label}`);
  console.log(`  ${ONE_CORE_NOTE}`);
  const fresh = measureFreshMemory();
  console.log(`  ${freshMemoryNote(fresh)}`);
  console.log(`  ${coreSpeedsNote(await measureCoreSpeeds())}`);
  const peaks: { rows: number; oneCore: number; allCores: number }[] = [];
  for (const rows of sizesFrom('BENCH_CLI_ROWS')) {
    await inTempFolder(async (dir) => {
      // The files are named, not the index: its children are www.example.com URLs, never fetched here.
      const set = await generateSet(join(dir, 'set'), Math.ceil(rows / ROWS_PER_FILE), ROWS_PER_FILE);
      console.log(
        `  ${set.rows.toLocaleString('en')} URLs in ${set.files.length} files (${(set.xmlBytes / 1e9).toFixed(2)} GB of XML), ` +
          `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
      );
      const { runs, floors } = await oneCoreThenEvery(set.files, dir, async (output, round) => ({
        sax: await seconds(() => gunzipSaxFloor(set.files)),
        gzip: (await floorOnFastestCore(() => gzipFloorOf(output), round)).seconds,
      }));
      const { oneCore, allCores } = runs;
      const [sax, gzip] = [median(floors.sax), median(floors.gzip)];
      const parts = `gunzip+sax ${fmt(sax)} s${rangeIn(floors.sax)} + gzip ${fmt(gzip)} s${rangeIn(floors.gzip)}`;
      const roundFloors = floors.sax.map((one, round) => one + floors.gzip[round]!);
      printScaling(oneCore, allCores, { floor: sax + gzip, roundFloors }, parts);
      // A peak is a ceiling: the highest of the rounds, not their median.
      const highest = (run: RunsOf): number => Math.max(...run.runs.map((each) => each.peakMiB));
      peaks.push({ rows: set.rows, oneCore: highest(oneCore), allCores: highest(allCores) });
    });
  }
  printPeaks(peaks);
  for (const rows of sizesFrom('BENCH_CLI_LONG_ROWS')) await benchLongUrls(rows);
  for (const rows of sizesFrom('BENCH_CLI_CSV_ROWS')) await benchCsv(rows);
  for (const rows of sizesFrom('BENCH_CLI_PROJECT_ROWS')) {
    const cli = cliEntry(true);
    await inTempFolder(async (dir) => {
      const project = join(dir, 'shop.sitemapstudio');
      await writeShopProject(project, rows);
      const bytes = (await stat(project)).size;
      console.log(
        `  sitemap-studio export <project>: ${rows.toLocaleString('en')} URLs in one table, saved as the app saves it ` +
          `(${(bytes / 1e6).toFixed(0)} MB), load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores; ` +
          cli.label,
      );
      // Each variant runs BENCH_CLI_RUNS times, interleaved: a busy moment of the machine falls on all alike.
      const floorsByCore: CoreSpeed[][] = [];
      const { runs, floors } = await inRounds(async (round) => {
        const out = (name: string): string => join(dir, `${name}-${round}`);
        const oneCore = exportWithCli([project], out('out-1'), oneCoreCommand(), ['--threads', '1'], cli);
        // Every core's workers on one core: the CPU each worker past the first adds, whatever the cores.
        const oneCoreAllWorkers = exportWithCli(
          [project],
          out('out-1n'),
          oneCoreCommand(),
          ['--threads', String(availableParallelism())],
          cli,
        );
        const plain = exportWithCli([project], out('out'), [], [], cli);
        const gzipFloor = await floorOnFastestCore(() => gzipFloorOf(out('out')), round);
        floorsByCore.push(gzipFloor.perCore);
        const gzip = gzipFloor.seconds;
        const sideBySide = await sideBySideCpu((core, pinned) =>
          exportWithCliAsync([project], out(`out-side-${core}`), pinned, ['--threads', '1'], cli),
        );
        // --remember changes the project it exports: each round remembers in a copy of its own, which
        // then remembers that export, as a project exported with --remember before does ('again').
        const remembered = join(dir, `remembered-${round}.sitemapstudio`);
        await copyFile(project, remembered);
        const remembering = exportWithCli([remembered], out('out-remembered'), [], ['--remember'], cli);
        const again = exportWithCli([remembered], out('out-again'), [], [], cli);
        const written = ['out-1', 'out-1n', 'out', 'out-remembered', 'out-again', 'out-side-0', 'out-side-1'].map(out);
        await Promise.all([remembered, ...written].map((path) => rm(path, { recursive: true, force: true })));
        return { runs: { oneCore, oneCoreAllWorkers, plain, remembering, again }, floors: { gzip, sideBySide } };
      });
      printProjectExport(runs, { floor: median(floors.gzip), floors: floors.gzip, floorsByCore }, fresh);
      if (floors.sideBySide.every(Number.isFinite))
        console.log(sideBySideLine(runs.oneCore, runs.plain, median(floors.sideBySide), median(floors.gzip)));
    });
  }
}

/**
 * One shop CSV of `rows` rows exported on one core and on every core (BENCH_CLI_RUNS rounds,
 * interleaved), against its floor: the CSV's records parsed on one thread as the CLI parses them
 * (tableRecords: decoded, papaparse, no rows made) and gzip of the output.
 */
async function benchCsv(rows: number): Promise<void> {
  await inTempFolder(async (dir) => {
    const csv = join(dir, 'shop.csv');
    await writeShopCsv(csv, rows);
    const bytes = (await stat(csv)).size;
    console.log(
      `  one CSV of ${rows.toLocaleString('en')} rows (${(bytes / 1e9).toFixed(2)} GB), ` +
        `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
    );
    const { runs, floors } = await oneCoreThenEvery([csv], dir, async (output, round) => ({
      parse: (await floorOnFastestCore(() => seconds(() => csvParseFloor(csv, rows)), round)).seconds,
      gzip: (await floorOnFastestCore(() => gzipFloorOf(output), round)).seconds,
    }));
    const [parse, gzip] = [median(floors.parse), median(floors.gzip)];
    const parts = `the CSV's parse ${fmt(parse)} s${rangeIn(floors.parse)} + gzip ${fmt(gzip)} s${rangeIn(floors.gzip)}`;
    const roundFloors = floors.parse.map((one, round) => one + floors.gzip[round]!);
    printScaling(runs.oneCore, runs.allCores, { floor: parse + gzip, roundFloors }, parts);
    console.log(
      "    on one thread: the CSV's parse, its rows made and gathered into columns, on the main thread " +
        `(its floor alone is ${fmt(parse / (parse + gzip))}× the floor: no number of cores takes the export below it); ` +
        'the pack workers serialise, check and gzip',
    );
  });
}

/**
 * `sources` exported on one core (taskset; --threads 1 with every core free where cores cannot be
 * pinned) and on every core, BENCH_CLI_RUNS times, interleaved with the `floors` each round measures
 * (given the every-core output, removed after): a busy moment of the machine falls on all alike.
 */
async function oneCoreThenEvery<Floor extends string>(
  sources: readonly string[],
  dir: string,
  floors: (output: string, round: number) => Promise<Record<Floor, number>>,
): Promise<{ runs: Record<'oneCore' | 'allCores', RunsOf>; floors: Record<Floor, number[]> }> {
  return inRounds(async (round) => {
    const out = (name: string): string => join(dir, `${name}-${round}`);
    const oneCore = exportWithCli(sources, out('out-1'), oneCoreCommand(), PINNED ? [] : ['--threads', '1']);
    const allCores = exportWithCli(sources, out('out-n'));
    const measured = await floors(out('out-n'), round);
    await Promise.all(['out-1', 'out-n'].map((name) => rm(out(name), { recursive: true, force: true })));
    return { runs: { oneCore, allCores }, floors: measured };
  });
}

/**
 * A CSV's records parsed on one thread as the CLI parses them (tableRecords over its text read 256 KiB
 * at a time), no rows made: its header and `rows` records, else it throws.
 */
async function csvParseFloor(path: string, rows: number): Promise<void> {
  let records = 0;
  const text = createReadStream(path, { encoding: 'utf8', highWaterMark: 256 * 1024 });
  for await (const batch of tableRecords(text as AsyncIterable<string>, new TableTextPieces('csv')))
    records += batch.length;
  if (records !== rows + 1)
    throw new Error(`The CSV's parse found ${records} records, not its header and ${rows} rows`);
}

/** Characters each loc of the long-URL set is lengthened by: ~870-byte URLs, files of 50,000 just under 50 MiB. */
const LONG_LOC_PADDING = 780;

/**
 * The streaming export's peak memory on a set of files as big as the protocol allows (50,000 URLs of
 * ~1,000 bytes, ~50 MB each): its rows are held, measured and packed a few megabytes at a time as a
 * shop's are, so its peak should stay near a shop set's (goal ≤ 600 MiB). One core and every core,
 * BENCH_CLI_RUNS rounds each, the highest peak of each shown; then on every core through an index
 * from Python's http.server, the files gzipped and plain.
 */
async function benchLongUrls(rows: number): Promise<void> {
  await inTempFolder(async (dir) => {
    const set = await generateSet(join(dir, 'set'), Math.ceil(rows / ROWS_PER_FILE), ROWS_PER_FILE, LONG_LOC_PADDING);
    console.log(
      `  long URLs: ${set.rows.toLocaleString('en')} URLs in ${set.files.length} files of ` +
        `${(set.xmlBytes / set.files.length / 1e6).toFixed(0)} MB of XML each, load average ${loadavg()[0]!.toFixed(1)}`,
    );
    const { runs } = await oneCoreThenEvery(set.files, dir, async () => ({}));
    const line = (label: string, run: RunsOf): string =>
      `    ${label.padEnd(9)} ${fmt(run.seconds, 1)} s wall${spread(run.runs, (one) => one.seconds, 1)}, ` +
      `peak RSS ${Math.max(...run.runs.map((one) => one.peakMiB)).toFixed(0)} MiB at the highest` +
      `${spread(run.runs, (one) => one.peakMiB, 0)} (goal ≤ 600 MiB)`;
    console.log(line(PINNED ? '1 core' : '1 thread', runs.oneCore));
    console.log(line('all cores', runs.allCores));
    // The same files through an index from Python's http.server (HTTP/1.0: read faster than parsed,
    // each body waits on disk past a few MiB, SpooledBody), gzipped and plain.
    const served = join(dir, 'set');
    const server = await startPythonHttp10(served);
    try {
      for (const gzipped of [true, false]) {
        const names = set.files.map((file) => basename(file, gzipped ? '' : '.gz'));
        if (!gzipped)
          for (const file of set.files) await writeFile(file.replace(/\.gz$/, ''), gunzipSync(await readFile(file)));
        const index = `served-${gzipped ? 'gz' : 'plain'}.xml`;
        await writeFile(join(served, index), shopIndex(names.map((name) => `${server.origin}/${name}`)));
        const { runs: fromServer } = await inRounds(async (round) => {
          const out = join(dir, `out-served-${round}`);
          const allCores = exportWithCli([`${server.origin}/${index}`], out);
          await rm(out, { recursive: true, force: true });
          return { runs: { allCores }, floors: {} };
        });
        console.log(line(gzipped ? 'HTTP, gz' : 'HTTP', fromServer.allCores));
      }
    } finally {
      await server.close();
    }
  });
}

/** A project of one table of `rows` shop rows, saved from columns on the project workers, as the app saves it (format 5). */
async function writeShopProject(path: string, rows: number): Promise<void> {
  const next = shopRowMaker();
  const table = UrlColumns.fromRows([]);
  for (let made = 0; made < rows; made += 100_000)
    table.appendRows(Array.from({ length: Math.min(100_000, rows - made) }, next));
  const header = { name: 'Shop', robotsTxt: null, exportSettings: DEFAULT_EXPORT_SETTINGS, siteChecks: 0 };
  const tables = [{ id: 'shop', name: 'products', source: null, rows }];
  await saveProjectStream(path, { ...header, tables }, { tables: [table], siteChecks: [] });
}

/**
 * The CLI's export of a saved project against gzip of its output on one thread (goal ≤ 1.2× on 2
 * cores): wall and CPU of all threads, the CPU of each phase (opening, exporting), on one core with
 * --threads 1 and on every core, the speed-up from one to the other (of the whole run and of each
 * phase) and its 16-core projection, and the same export with --remember, whose remembering is a
 * phase of its own, and the export of the project
 * that then remembers it (its last export's URLs are read with it). Each figure is the median of the
 * variant's runs, the lowest and highest of them in brackets; the ratios are the medians'.
 */
function printProjectExport(
  runs: { oneCore: RunsOf; oneCoreAllWorkers: RunsOf; plain: RunsOf; remembering: RunsOf; again: RunsOf },
  { floor, floors, floorsByCore }: { floor: number; floors: readonly number[]; floorsByCore: readonly CoreSpeed[][] },
  fresh: FreshMemory,
): void {
  const { oneCore, oneCoreAllWorkers, plain, remembering, again } = runs;
  const line = (label: string, run: RunsOf): string =>
    `    ${label.padEnd(10)} ${fmt(run.seconds, 1).padStart(6)} s wall${spread(run.runs, (one) => one.seconds, 1)} = ` +
    `${fmt(run.seconds / floor)}× the floor, CPU of all threads ${fmt(run.cpuSeconds, 1)} s` +
    `${spread(run.runs, (one) => one.cpuSeconds, 1)} (${fmt(run.cpuSeconds / floor)}× the floor), ` +
    `peak RSS ${run.peakMiB.toFixed(0)} MiB; CPU by phase: ${phaseShares(run)}`;
  const count = plain.runs.length;
  console.log(`    ${runsNote(count)}`);
  console.log(
    `    floor: gzip of its output on one thread ${fmt(floor)} s${count > 1 ? ` (${floors.map((one) => fmt(one)).join(', ')})` : ''}` +
      (floorsByCore[0]?.length
        ? `, each round the faster core's; each core alone, medians of the rounds: ${mediansByCore(floorsByCore)} (the core measured first alternates by round)`
        : ''),
  );
  console.log(line(PINNED ? '1 core' : '1 thread', oneCore));
  console.log(line('export', plain));
  console.log(line('--remember', remembering));
  console.log(line('again', again));
  console.log(
    `    goal ≤ 1.2× the floor on 2 cores; physical limit ${fmt(plain.cpuSeconds / plain.cores / floor)}× ` +
      `(its CPU spread over ${plain.cores} cores)`,
  );
  // Its floor is gzip alone: the physical limit is the CPU it needs spread over the cores.
  console.log(
    scalingLine(
      oneCore,
      plain,
      { floor, roundFloors: floors },
      { cores: 1.2, sixteen: 0.3 },
      (cores) => plain.cpuSeconds / cores / floor,
    ),
  );
  if (plain.cores > 1) for (const line of phaseScalingLines(oneCore, plain)) console.log(line);
  if (PINNED && plain.cores > 1) console.log(workerCostLine(oneCore, oneCoreAllWorkers, plain.cores, fresh));
}

/**
 * What each pack worker past the first costs in CPU, from the same export on one core with one
 * worker and with one per core: its start, and its own warm-up (each worker's code is optimised by V8
 * anew, and runs slower until it is). Spent once per worker whatever the cores, it is part of the
 * serial fraction the projection reads from the 2-core run.
 */
function workerCostLine(one: RunsOf, oneAllWorkers: RunsOf, cores: number, fresh: FreshMemory): string {
  const extra = (oneAllWorkers.cpuSeconds - one.cpuSeconds) / (cores - 1);
  // Memory a worker touches for its own use (its buffers, its heap, its share of the kept shared memory).
  const faults = (oneAllWorkers.pageFaults - one.pageFaults) / (cores - 1);
  const mib = faults * PAGE_MIB;
  return (
    `    each pack worker past the first: +${fmt(extra)} s CPU (one core, --threads ${cores} ${fmt(oneAllWorkers.cpuSeconds, 1)} s ` +
    `vs --threads 1 ${fmt(one.cpuSeconds, 1)} s): its start and its own warm-up before V8 has optimised its code, ` +
    `counted as serial by the projection; of it +${Math.round(faults).toLocaleString('en')} page faults, ` +
    `${mib.toFixed(0)} MiB touched for the first time (its own buffers and heap), ` +
    `~${fmt((mib * fresh.firstMsPerMiB) / 1000)} s at this moment's first-touch cost`
  );
}

/**
 * The mean CPU of two runs side by side, each on one core of its own (NaN where they cannot be pinned
 * so): against one such run alone, what this machine's cores cost each other when both are busy.
 */
async function sideBySideCpu(run: (core: number, pinned: readonly string[]) => Promise<CliRun>): Promise<number> {
  const pinned = twoCoreCommands();
  if (pinned === null) return NaN;
  const pair = await Promise.all(pinned.map((command, core) => run(core, command)));
  return (pair[0]!.cpuSeconds + pair[1]!.cpuSeconds) / 2;
}

/**
 * What both cores busy at once costs on this machine (shared caches and memory, the host under a VM),
 * from two one-core runs side by side against one alone: the 2-core export pays it too, and the
 * projection reads it as serial. Shown with the serial fraction and projection it leaves without
 * that cost, for reading next to the judged ones (scalingLine's), never in their place.
 */
function sideBySideLine(one: RunsOf, all: RunsOf, pairCpu: number, floor: number): string {
  const cost = pairCpu / one.cpuSeconds - 1;
  // The 2-core run's CPU spent on that cost, and the serial fraction it adds: (n/speed-up − 1)/(n − 1)
  // falls by n·Δwall/T1/(n − 1) when the wall falls by Δwall = cpu/n.
  const spent = Math.max(0, (all.cpuSeconds * cost) / (1 + cost));
  const serial = serialFraction(one.seconds / all.seconds, all.cores);
  const without = Math.max(0, serial - spent / one.seconds / (all.cores - 1));
  const at16 = one.seconds / amdahlSpeedUp(without, 16) / floor;
  return (
    `    both cores busy: two 1-core runs side by side, each on a core of its own, ${fmt(pairCpu)} s CPU each ` +
    `against ${fmt(one.cpuSeconds)} s alone (${cost >= 0 ? '+' : ''}${(cost * 100).toFixed(0)}%): what this ` +
    `machine's cores cost each other, not the export's work; about ${fmt(spent)} s of the 2-core run's CPU. ` +
    `Without it, serial fraction ${(without * 100).toFixed(0)}% and 16 cores projected ${fmt(at16)}× the floor ` +
    `(for reading only: the goal is judged on the line above)`
  );
}

/** Each phase's CPU of all threads (the CLI's SITEMAP_STUDIO_PHASES), from the one before it; "started" counts from the process's start. */
const phaseShares = (run: CliRun): string =>
  run.phases.map(({ name }) => `${name} ${fmt(ownShare(run, name, (phase) => phase.cpuSeconds))} s`).join(', ');

/** What keeps a phase of `export <project>` on fewer threads than the export's, where it is known. */
const NARROWED_BY: Readonly<Record<string, string>> = {
  started: "Node's start and the CLI's modules load on the main thread, while the workers start",
  opened:
    "the project's members inflate on the pack workers, and the main thread appends their rows one member at a time",
};

/** A phase shorter than this (its own wall, on either side) is shown but its speed-up not judged: timer noise. */
const SHORTEST_JUDGED_SECONDS = 0.05;

/**
 * Each phase's own wall time on one core and on all (medians) and its speed-up; the phases under the
 * goal's 1.8× are named with what keeps them there: where the whole run's serial fraction comes from.
 */
function phaseScalingLines(one: RunsOf, all: RunsOf): string[] {
  const wallOf = (run: RunsOf, name: string): number => ownShare(run, name, (phase) => phase.wallSeconds);
  const phases = all.phases.map(({ name }) => ({ name, one: wallOf(one, name), all: wallOf(all, name) }));
  const judged = (phase: { one: number; all: number }): boolean =>
    Math.min(phase.one, phase.all) >= SHORTEST_JUDGED_SECONDS;
  const shown = phases.map(
    (phase) =>
      `${phase.name} ${fmt(phase.one)} → ${fmt(phase.all)} s (${judged(phase) ? `${fmt(phase.one / phase.all)}×` : 'too short to judge'})`,
  );
  const slow = phases.filter((phase) => judged(phase) && phase.one / phase.all < 1.8);
  const why = (name: string): string => `${name}: ${NARROWED_BY[name] ?? 'not known'}`;
  return [
    `    by phase, its own wall on 1 core → ${all.cores} cores: ${shown.join(', ')}; ` +
      `the rows' checks begun while the project opens end in either phase`,
    ...(slow.length > 0 ? [`    under 1.8×, and why: ${slow.map((phase) => why(phase.name)).join('; ')}`] : []),
  ];
}

async function inTempFolder(work: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'sitemap-studio-bench-cli-'));
  try {
    await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Each variant's wall, CPU and peak memory (medians, the lowest and highest runs in brackets); the
 * speed-up from one core to all and how far both are from the floor, from the medians.
 */
function printScaling(
  one: RunsOf,
  all: RunsOf,
  { floor, roundFloors }: { floor: number; roundFloors: readonly number[] },
  floors: string,
): void {
  const line = (run: RunsOf, where: string): string =>
    `  ${where.padEnd(7)}  ${fmt(run.seconds, 1).padStart(6)} s wall${spread(run.runs, (each) => each.seconds, 1)}  ` +
    `${fmt(run.cpuSeconds, 1).padStart(6)} s CPU of all threads${spread(run.runs, (each) => each.cpuSeconds, 1)} ` +
    `(${fmt(run.cpuSeconds / run.seconds)}× wall)  peak RSS ${run.peakMiB.toFixed(0).padStart(4)} MiB` +
    `${spread(run.runs, (each) => each.peakMiB, 0)}  ${fmt(run.seconds / floor)}× the floor`;
  console.log(`    ${runsNote(all.runs.length)}`);
  console.log(`    floor, one thread each: ${fmt(floor)} s (${floors})`);
  // Without taskset the "one-core" run is --threads 1 with every core free.
  console.log(line(one, PINNED ? '1 core' : '1 thread'));
  console.log(line(all, `${all.cores} cores`));
  console.log(scalingLine(one, all, { floor, roundFloors }, { cores: 1.0, sixteen: 0.2 }, (cores) => 1 / cores));
}

/** Which figures a bench's lines show: one run's, or the medians of several. */
const runsNote = (count: number): string =>
  count === 1
    ? 'one run of each'
    : `medians of ${count} runs of each, interleaved (BENCH_CLI_RUNS), lowest–highest in brackets`;

/**
 * The speed-up from `one` (one core, or --threads 1 with every core free where taskset is missing) to
 * `all` cores, the serial fraction it implies, and both against the floor and their `goals` (× the floor
 * on this machine's cores and projected on 16), each next to its physical `limit` (× the floor on so many cores).
 */
function scalingLine(
  one: RunsOf,
  all: RunsOf,
  { floor, roundFloors }: { floor: number; roundFloors: readonly number[] },
  goals: { cores: number; sixteen: number },
  limit: (cores: number) => number,
): string {
  if (all.cores < 2) return '    one core only: no speed-up or projection';
  const speedUp = one.seconds / all.seconds;
  const serial = serialFraction(speedUp, all.cores);
  const at16 = one.seconds / amdahlSpeedUp(serial, 16);
  const rounds = all.runs.map((run, round) => ({
    one: one.runs[round]!.seconds,
    all: run.seconds,
    floor: roundFloors[round]!,
  }));
  return (
    `    speed-up ${fmt(speedUp)}× on ${all.cores} cores (goal ≥ 1.8×), serial fraction ${(serial * 100).toFixed(0)}%; ` +
    `/ floor ${fmt(all.seconds / floor)}× (goal ≤ ${fmt(goals.cores, 1)}×, physical limit ${fmt(limit(all.cores))}×); ` +
    `16 cores projected ${fmt(at16, 1)} s = ${fmt(at16 / floor)}× the floor${projectionsOfRounds(rounds, all.cores)} (goal ≤ ${fmt(goals.sixteen, 1)}×, limit ${fmt(limit(16))}×)`
  );
}

/**
 * Peak RSS of the CLI (its threads and their heaps: one process) at each set size, the highest of the
 * rounds, and how much the largest set's exceeds the smallest's: memory should not grow with the rows
 * (goal flat, ≤ 600 MiB).
 */
function printPeaks(peaks: readonly { rows: number; oneCore: number; allCores: number }[]): void {
  if (peaks.length === 0) return;
  const sizes = peaks.map(
    (peak) =>
      `${peak.rows.toLocaleString('en')}: ${peak.allCores.toFixed(0)} MiB (${peak.oneCore.toFixed(0)} on 1 core)`,
  );
  console.log(`  peak RSS by set size, the highest of the rounds, all cores: ${sizes.join('; ')}`);
  if (peaks.length < 2) return;
  const growth = peaks.at(-1)!.allCores / peaks[0]!.allCores - 1;
  const worst = Math.max(...peaks.map((peak) => peak.allCores));
  console.log(
    `    ${(growth * 100).toFixed(0)}% more at ${peaks.at(-1)!.rows.toLocaleString('en')} rows than at ` +
      `${peaks[0]!.rows.toLocaleString('en')} (goal flat); highest ${worst.toFixed(0)} MiB (goal ≤ 600 MiB)`,
  );
}

/** gzip of the bytes the export wrote, on one thread at the export's level: the export's own floor. */
export async function gzipFloorOf(folder: string): Promise<number> {
  let total = 0;
  for (const name of await readdir(folder)) {
    if (!name.endsWith('.gz')) continue;
    const plain = gunzipSync(await readFile(join(folder, name)));
    total += await seconds(() => gzipSync(plain, { level: constants.Z_DEFAULT_COMPRESSION }));
  }
  return total;
}

/**
 * Runs `sitemap-studio export SOURCES --out OUT …options` under /usr/bin/time -v (after `pinned`, e.g. taskset,
 * when given), the `cli` given (the sources unless BENCH_CLI_BUILT=1): its wall time, the CPU of all its
 * threads, its peak RSS (its processes' summed) and the cores it saw.
 */
export function exportWithCli(
  sources: readonly string[],
  out: string,
  pinned: readonly string[] = [],
  options: readonly string[] = [],
  cli: CliEntry = cliEntry(false),
): CliRun {
  const { command, args, cores } = cliCommand(sources, out, pinned, options, cli);
  const run = spawnSync(command, args, {
    env: { ...process.env, [PHASES_VARIABLE]: '1' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  return cliRunOf(run.status, run.stdout, run.stderr, cores);
}

/** exportWithCli without waiting: for runs side by side. */
export async function exportWithCliAsync(
  sources: readonly string[],
  out: string,
  pinned: readonly string[],
  options: readonly string[],
  cli: CliEntry,
): Promise<CliRun> {
  const { command, args, cores } = cliCommand(sources, out, pinned, options, cli);
  const child = spawn(command, args, {
    env: { ...process.env, [PHASES_VARIABLE]: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [stdout, stderr] = [child.stdout, child.stderr].map((stream) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    return (): string => Buffer.concat(chunks).toString('utf8');
  });
  const [status] = (await once(child, 'close')) as [number | null];
  return cliRunOf(status, stdout!(), stderr!(), cores);
}

/** The command line of an export under /usr/bin/time -v (and tree-peak), and the cores it may use. */
function cliCommand(
  sources: readonly string[],
  out: string,
  pinned: readonly string[],
  options: readonly string[],
  { node }: CliEntry,
): { command: string; args: string[]; cores: number } {
  const exported = ['export', ...sources, '--out', out, '--base-url', 'https://www.example.com/', ...options];
  // The peak: tree-peak's, all the CLI's processes summed, or time's (the largest one's) when higher.
  const [command, ...args] = underTreePeak(['/usr/bin/time', '-v', ...pinned, ...node, ...exported]);
  return { command: command!, args, cores: pinned.length > 0 ? 1 : availableParallelism() };
}

/** A run's figures from what /usr/bin/time -v and the CLI's phases printed on its standard error. */
function cliRunOf(status: number | null, stdout: string, report: string, cores: number): CliRun {
  if (status !== 0) throw new Error(`The CLI exited ${status}:\n${stdout}\n${report}`);
  const figure = (pattern: RegExp): number => Number(pattern.exec(report)?.[1] ?? NaN);
  const cpuSeconds = figure(/User time \(seconds\): ([\d.]+)/) + figure(/System time \(seconds\): ([\d.]+)/);
  const phases = [...report.matchAll(/^phase (.+): ([\d.]+) s wall, ([\d.]+) s CPU$/gm)].map(([, name, wall, cpu]) => ({
    name: name!,
    wallSeconds: Number(wall),
    cpuSeconds: Number(cpu),
  }));
  // time's own wall, not this thread's: tree-peak's start-up is not the CLI's.
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(report)?.[1] ?? 'NaN';
  const seconds = wall.split(':').reduce((total, part) => total * 60 + Number(part), 0);
  // time's peak is the kernel's exact one for the largest process; the summed one is sampled every 50 ms.
  const largestMiB = figure(/Maximum resident set size \(kbytes\): (\d+)/) / 1024;
  const pageFaults = figure(/Minor \(reclaiming a frame\) page faults: (\d+)/);
  return { seconds, cpuSeconds, peakMiB: Math.max(treePeakMiB(report), largestMiB), pageFaults, cores, phases };
}

/** A shop's table of `rows` rows as one CSV (the set's rows), written a block at a time. */
async function writeShopCsv(path: string, rows: number): Promise<void> {
  await mkdir(resolve(path, '..'), { recursive: true });
  const file = createWriteStream(path);
  let block = 'loc,lastmod,changefreq,priority\n';
  for (let n = 0; n < rows; n++) {
    const month = String((n % 12) + 1).padStart(2, '0');
    const day = String((n % 28) + 1).padStart(2, '0');
    block +=
      `https://www.example.com/products/category-${n % 97}/item-${n}.html?ref=sitemap&v=${n % 7},` +
      `2024-${month}-${day}T10:${String(n % 60).padStart(2, '0')}:00+00:00,${CHANGEFREQS[n % 3]},0.${n % 10}\n`;
    if (block.length > 1 << 20 || n === rows - 1) {
      if (!file.write(block)) await once(file, 'drain');
      block = '';
    }
  }
  file.end();
  await once(file, 'finish');
}
