import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSet, type GeneratedSet } from '../support/generated-set';
import type { Mode, PhaseResult } from './import';
import { ONE_CORE_NOTE, oneCoreCommand, PINNED } from '../support/one-core';
import { medianPhase, spreadOf } from './import-medians';
import { runsFrom } from './measure';
import { freshMemoryNote } from './fresh-memory';
import { amdahl, amdahlSpeedUp, projectionsOfRounds, serialFraction } from './scaling';

/** A phase as measured: a child's mode, and for the app and the CLI that mode pinned to one core (taskset). */
type Run = Mode | 'import-1-core' | 'cli-1-core';
/** Each pinned run: the mode its child runs, on one core. */
const PINNED_MODES: Partial<Record<Run, Mode>> = { 'import-1-core': 'import-1', 'cli-1-core': 'cli-1' };
type Phases = Partial<Record<Run, PhaseResult>>;

/** BENCH_IMPORT_ROWS: the set's URLs (default 1,000,000), in files of 50,000. */
const ROWS = Number(process.env['BENCH_IMPORT_ROWS'] ?? 1_000_000);
const ROWS_PER_FILE = 50_000;
/** BENCH_IMPORT_RUNS: how many times each phase runs (default 3); the figures are their medians. */
const RUNS = runsFrom('BENCH_IMPORT_RUNS');
/** The phases of one round, in the order they run. */
const RUNS_IN_ORDER: Run[] = [
  'floor',
  'import',
  'import-1',
  'import-1-core',
  'import-thread',
  'cli',
  'cli-1',
  'cli-1-core',
];

/**
 * The import benchmark: 1,000,000 URLs (BENCH_IMPORT_ROWS) as gzipped sitemaps of 50,000 plus an index; imports them and prints
 * URLs/s, MB/s of uncompressed XML, CPU time (all threads) and peak RSS (on parse workers, one per core,
 * on one, and on the main thread alone, each taking rows as columns as the app does; then
 * `sitemap-studio import` on every core and with --threads 1), next to the floor (gunzip + sax with no
 * handlers) and sitemap.js's parser. Each phase runs in a fresh process. The app's and the CLI's one
 * worker also run pinned to one core (`taskset -c 0`, one-core.ts: their main thread and V8's helpers
 * on that core too): the 1-core time the speed-up is taken from. For the app and the CLI it prints the
 * ratio to the floor, the CPU of all threads, the speed-up from 1 worker on 1 core to one worker per
 * core on every core, the serial fraction it implies and the 16-core projection; the 1 worker with every
 * core free is printed too (where taskset is missing, the speed-up is taken from it, and named so).
 * Every phase runs BENCH_IMPORT_RUNS times (3 by default), the phases interleaved round after round
 * (floor, app, app on 1 core, ..., then again), and every figure, ratio and projection is taken from
 * their medians, printed with the spread of the runs (a single run moves ±10 % under load).
 * The machine's load average is printed before and after: on a busy machine the wall times stretch.
 */
export async function benchImport(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'sitemap-studio-bench-'));
  try {
    const started = performance.now();
    const set = await generateSet(dir, Math.ceil(ROWS / ROWS_PER_FILE), Math.min(ROWS, ROWS_PER_FILE));
    console.log(
      `Generated ${set.rows.toLocaleString('en')} URLs in ${set.files.length} gzipped sitemaps + an index ` +
        `(${(set.xmlBytes / 1e6).toFixed(1)} MB of XML) in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`,
    );
    const before = loadavg();
    const modes = [...RUNS_IN_ORDER.filter((run) => PINNED || !PINNED_MODES[run]), 'sitemapjs'] as const;
    const measured: Partial<Record<Run, PhaseResult[]>> = {};
    // The modes interleaved, round after round: a busy minute of the machine falls on every mode alike.
    for (let round = 1; round <= RUNS; round++) {
      for (const mode of modes) {
        // sitemap.js is a point of comparison only, and slow: measured in the first round alone.
        if (mode === 'sitemapjs' && round > 1) continue;
        const phase = runPhase(mode, set);
        (measured[mode] ??= []).push(phase);
        console.log(`${RUNS > 1 ? `run ${round}/${RUNS}  ` : ''}${phaseLine(mode, phase, set.xmlBytes)}`);
      }
    }
    const phases: Phases = {};
    if (RUNS > 1) console.log(`\nmedians of ${RUNS} runs (sitemap.js: 1), and the spread of the runs:`);
    for (const mode of modes) {
      const runs = measured[mode]!;
      phases[mode] = medianPhase(runs);
      if (RUNS > 1) console.log(`${phaseLine(mode, phases[mode], set.xmlBytes)}  ${spreadOf(runs)}`);
    }
    console.log(`\nload average ${loadAverage(before)} → ${loadAverage(loadavg())}`);
    console.log(ONE_CORE_NOTE);
    console.log(freshMemoryNote());
    console.log(scaling('importSources (the app)', { phases, measured }, 'import', 'import-1'));
    console.log(`  on the main thread alone (no parse worker) = ${ratio(phases, 'import-thread')}x the floor`);
    console.log(scaling('sitemap-studio import (the CLI)', { phases, measured }, 'cli', 'cli-1'));
    if (Math.max(before[0]!, loadavg()[0]!) > availableParallelism()) {
      console.log(
        'The load average was above the core count: other work took the cores, so the walls, ratios and ' +
          "speed-ups say little; the CPU of all threads against the floor's holds.",
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One run of a phase, in a fresh process (its own peak memory): a pinned run is its child's mode under taskset. */
function runPhase(mode: Run, set: GeneratedSet): PhaseResult {
  const child = PINNED_MODES[mode] ?? (mode as Mode);
  const [command, ...args] = [
    ...(PINNED_MODES[mode] ? oneCoreCommand() : []),
    process.execPath,
    ...process.execArgv,
    join(__dirname, 'import.ts'),
    child,
    String(set.rows),
    set.index,
    ...set.files,
  ];
  const output = execFileSync(command!, args, { encoding: 'utf8', maxBuffer: 1024 * 1024 });
  return JSON.parse(output.trim().split('\n').pop()!) as PhaseResult;
}

/** A phase's figures on one line: wall, URLs/s, MB/s of XML, CPU of all threads, peak RSS. */
function phaseLine(mode: Run, phase: PhaseResult, xmlBytes: number): string {
  const seconds = phase.ms / 1000;
  const urlsPerSecond = Math.round(phase.rows / seconds).toLocaleString('en');
  return (
    `${label(mode).padEnd(34)} ${seconds.toFixed(2).padStart(6)} s  ${urlsPerSecond.padStart(9)} URLs/s  ` +
    `${(xmlBytes / 1e6 / seconds).toFixed(1).padStart(6)} MB/s  CPU ${(phase.cpuMs / 1000).toFixed(2).padStart(6)} s  ` +
    `peak RSS ${(phase.peakRssBytes / 2 ** 20).toFixed(0)} MiB  (${phase.rows.toLocaleString('en')} rows)`
  );
}

/** #29's goal for import on 2 cores, against the single-core floor. */
const GOAL = 0.75;

/** The phase measured as `run`. */
function phaseOf(phases: Phases, run: Run): PhaseResult {
  const measured = phases[run];
  if (!measured) throw new Error(`no phase "${run}" was run`);
  return measured;
}

const ratio = (phases: Phases, run: Run): string => (phaseOf(phases, run).ms / phaseOf(phases, 'floor').ms).toFixed(2);

/**
 * How an import on every core (`many`) compares with the floor and with itself on one worker
 * (`one`, pinned to one core where taskset is there): the ratio and its goal, the CPU of all threads,
 * how far the wall is from the physical limit (that CPU spread evenly over the cores), the speed-up
 * from one core, and what it projects for 16 cores.
 */
function scaling(
  name: string,
  { phases, measured }: { phases: Phases; measured: Partial<Record<Run, PhaseResult[]>> },
  many: Mode,
  one: 'import-1' | 'cli-1',
): string {
  const threads = phaseOf(phases, many).workers ?? 1;
  const { ms, cpuMs } = phaseOf(phases, many);
  const floor = phaseOf(phases, 'floor');
  const oneCore: Run = PINNED ? `${one}-core` : one;
  const speedUp = phaseOf(phases, oneCore).ms / ms;
  const limitMs = cpuMs / threads;
  const at16 = phaseOf(phases, oneCore).ms / amdahlSpeedUp(serialFraction(speedUp, threads), 16) / floor.ms;
  const rounds = (measured[many] ?? []).map((run, round) => ({
    one: measured[oneCore]![round]!.ms,
    all: run.ms,
    floor: measured.floor![round]!.ms,
  }));
  const onOne = PINNED
    ? `on 1 thread pinned to 1 core ${ratio(phases, oneCore)}x (with every core free ${ratio(phases, one)}x)`
    : `on 1 thread with every core free ${ratio(phases, one)}x (taskset missing: not pinned to 1 core)`;
  return (
    `${name} on ${threads} threads / single-core floor = ${ratio(phases, many)}x (goal ≤ ${GOAL}x on 2 cores); ` +
    `CPU of all threads ${(cpuMs / 1000).toFixed(2)} s (${(cpuMs / floor.cpuMs).toFixed(2)}x the floor's), ` +
    `the wall ${(ms / limitMs).toFixed(2)}x the physical limit (that CPU over ${threads} cores); ` +
    `${onOne}; speed-up from ${PINNED ? '1 core' : '1 thread'} ${speedUp.toFixed(2)}x (goal ≥ 1.8x), ${amdahl(speedUp, threads)} ` +
    `(${at16.toFixed(2)}x the floor${projectionsOfRounds(rounds, threads)}; goal ≤ 0.15x, the physical limit ${(cpuMs / 16 / floor.ms).toFixed(2)}x: that CPU over 16 cores)`
  );
}

/** The 1-minute load average: above the core count, other work shares the cores the phases run on. */
function loadAverage([oneMinute]: number[]): string {
  return oneMinute!.toFixed(1);
}

function label(run: Run): string {
  return {
    floor: 'floor: gunzip + sax, no handlers',
    import: 'importSources, parse workers',
    'import-1': 'importSources, 1 parse worker',
    'import-1-core': 'importSources, 1 worker on 1 core',
    'import-thread': 'importSources, main thread only',
    cli: 'sitemap-studio import, all cores',
    'cli-1': 'sitemap-studio import --threads 1',
    'cli-1-core': 'sitemap-studio import, on 1 core',
    sitemapjs: 'sitemap.js XMLToSitemapItemStream',
  }[run];
}
