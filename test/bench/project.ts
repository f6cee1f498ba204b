// Project files at scale (engine side, as main runs it): a shop table of N rows held as columns is
// saved as a project, then opened into columns, each in its own process so the peak RSS is that
// phase's, on 1 worker thread pinned to 1 core (taskset -c 0, test/support/one-core.ts: the main
// thread and V8's helpers on that core too), on 1 with every core free, and on 2: the speed-up from
// the pinned one (the time on one core; unpinned where taskset is missing, and said so), CPU time of
// all threads against wall time, the serial fraction that implies and its Amdahl projection for 16
// cores. BENCH_PROJECT_ROWS picks the sizes (default 1,000,000; e.g. 1000000,10000000);
// BENCH_PROJECT_CHECKS adds site-check results to each (default 0; e.g. 200000). Then sitemap-studio
// export of the saved project on --threads 1 pinned to 1 core, on --threads 1 and on 2, against gzip
// of its output on one thread.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { ONE_CORE_NOTE, oneCoreCommand, PINNED } from '../support/one-core';
import { fmt } from './measure';
import { exportWithCli, gzipFloorOf, type CliRun } from './cli-stream';
import { amdahl, amdahlSpeedUp } from './scaling';

const CHILD = resolve(__dirname, 'project-child.ts');

interface Phase {
  seconds: number;
  cpuSeconds: number;
  /** CPU seconds of the main thread: the part that runs on one thread whatever the worker count. */
  mainSeconds: number;
  heldMb: number;
  peakMb: number;
  afterMb?: number;
}

/** A phase's worker threads, and whether the process runs pinned to one core. */
interface Threads {
  workers: number;
  oneCore: boolean;
}

/** 1 worker pinned to 1 core (where taskset is), 1 with every core free, 2: the speed-up is from the first. */
const THREADS: Threads[] = [
  ...(PINNED ? [{ workers: 1, oneCore: true }] : []),
  { workers: 1, oneCore: false },
  { workers: 2, oneCore: false },
];

/** Where a run of 1 worker ran: pinned to 1 core, or with every core free. */
const placement = ({ workers, oneCore }: Threads): string =>
  oneCore ? ' on 1 core' : workers === 1 ? ', all cores' : '';

const threadsLabel = (threads: Threads): string =>
  `${threads.workers} worker${threads.workers > 1 ? 's' : ''}${placement(threads)}`;

function run(mode: 'save' | 'open', rows: number, path: string, checks: number, { workers, oneCore }: Threads): Phase {
  const [command, ...args] = [
    ...(oneCore ? oneCoreCommand() : []),
    process.execPath,
    ...process.execArgv,
    CHILD,
    mode,
    String(rows),
    path,
    String(checks),
    String(workers),
  ];
  const child = spawnSync(command!, args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.status !== 0) throw new Error(`project ${mode} of ${rows} rows exited ${child.status}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Phase;
}

export async function benchProject(): Promise<void> {
  const sizes = (process.env['BENCH_PROJECT_ROWS'] ?? '1000000').split(',').map(Number);
  const checks = Number(process.env['BENCH_PROJECT_CHECKS'] ?? '0');
  const withChecks = checks > 0 ? `, with ${checks.toLocaleString('en')} site-check results` : '';
  console.log(
    `\nProject files${withChecks} (engine side; each phase in its own process, on 1 and 2 worker threads; ` +
      `${availableParallelism()} cores; the main thread reads or writes the file in order and copies columns, the workers ` +
      `(de)compress and (de)serialise; ${ONE_CORE_NOTE})`,
  );
  for (const rows of sizes) {
    const dir = await mkdtemp(join(tmpdir(), 'sitemap-studio-bench-project-'));
    try {
      const path = join(dir, 'shop.sitemapstudio');
      const phases = THREADS.map((threads) => {
        const save = run('save', rows, path, checks, threads);
        const open = run('open', rows, path, checks, threads);
        return { threads, save, open };
      });
      const [oneCore, two] = [phases[0]!, phases.at(-1)!];
      const { size } = await stat(path);
      console.log(`  ${rows.toLocaleString('en')} URLs, file ${fmt(size / 2 ** 20, 0)} MiB`);
      for (const mode of ['save', 'open'] as const) {
        for (const { threads, [mode]: phase } of phases) {
          const memory =
            `peak RSS ${fmt(phase.peakMb, 0)} MiB (${fmt(phase.heldMb, 0)} MiB before` +
            (phase.afterMb === undefined ? ')' : `, ${fmt(phase.afterMb, 0)} MiB holding the columns after)`);
          console.log(
            `    ${mode} on ${threadsLabel(threads).padEnd(19)} ${fmt(phase.seconds, 1).padStart(6)} s wall, ` +
              `CPU of all threads ${fmt(phase.cpuSeconds, 1).padStart(6)} s (${fmt(phase.cpuSeconds / phase.seconds, 2)}x wall), ${memory}`,
          );
        }
        const speedUp = oneCore[mode].seconds / two[mode].seconds;
        console.log(
          `    ${mode} speed-up ${threadsLabel(oneCore.threads)} -> 2 workers ${fmt(speedUp, 2)}x (wall); ${amdahl(speedUp, 2)}`,
        );
        // Wall times mean little on a machine others load; the main thread's share of all CPU does not.
        const { cpuSeconds, mainSeconds } = two[mode];
        const serial = mainSeconds / cpuSeconds;
        console.log(
          `    ${mode}: main thread's CPU ${fmt(mainSeconds, 1)} s of ${fmt(cpuSeconds, 1)} s CPU (serial fraction ${fmt(serial * 100, 0)}%): ` +
            `on 16 cores ${fmt(cpuSeconds / amdahlSpeedUp(serial, 16), 1)} s (${fmt(amdahlSpeedUp(serial, 16), 1)}x one thread's CPU); ` +
            `the physical limit, all CPU spread over 2 / 16 cores, is ${fmt(cpuSeconds / 2, 1)} s / ${fmt(cpuSeconds / 16, 1)} s`,
        );
      }
      // The CLI's export of the saved project on 1 and 2 threads (its members read, its rows checked and packed on one pool).
      const cli = THREADS.map((threads) => ({
        threads,
        run: exportWithCli(
          [path],
          join(dir, `out-${threads.workers}${threads.oneCore ? '-1-core' : ''}`),
          threads.oneCore ? oneCoreCommand() : [],
          ['--threads', String(threads.workers)],
        ),
      }));
      printCliExport(cli, await gzipFloorOf(join(dir, 'out-2')));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/**
 * The CLI's export of the saved project against gzip of its output on one thread (goal at most 1.2x),
 * the speed-up taken from the first run (--threads 1 pinned to 1 core where taskset is) to the last.
 */
function printCliExport(runs: { threads: Threads; run: CliRun }[], floor: number): void {
  console.log(`    sitemap-studio export <project>, gzip of its output on one thread ${fmt(floor, 1)} s (the floor):`);
  for (const { threads, run } of runs) {
    console.log(
      `      --threads ${threads.workers}${placement(threads).padEnd(11)} ${fmt(run.seconds, 1).padStart(6)} s wall = ${fmt(run.seconds / floor, 2)}x the floor, ` +
        `CPU of all threads ${fmt(run.cpuSeconds, 1)} s (${fmt(run.cpuSeconds / floor, 2)}x the floor), peak RSS ${fmt(run.peakMiB, 0)} MiB`,
    );
  }
  const [one, two] = [runs[0]!, runs.at(-1)!.run];
  const speedUp = one.run.seconds / two.seconds;
  console.log(
    `      speed-up --threads 1${placement(one.threads)} -> 2 threads ${fmt(speedUp, 2)}x (wall); ${amdahl(speedUp, 2)}; goal on 2 cores <= 1.2x the floor, ` +
      `physical limit ${fmt(two.cpuSeconds / 2 / floor, 2)}x (its CPU spread over 2 cores)`,
  );
}
