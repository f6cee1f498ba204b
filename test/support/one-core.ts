// The "1" of a bench's 1-vs-N speed-up, run on ONE core (#29). One worker on a 2-core machine is not
// one core: the main thread, V8's compiler and GC helper threads and libuv's pool then run free on the
// other core, so T1 comes out short and the serial fraction (and the 16-core projection) too high.
// A child process is started under `taskset -c <core>`; an in-process phase pins every thread of this
// process (`taskset -a -p`; threads started meanwhile inherit it) and restores its former CPU list after.
// Where taskset is missing, the phase runs unpinned and the bench says so.
import { spawnSync } from 'node:child_process';

/** This process's CPU list as taskset reads it ("0,1" or "0-15"), or null where taskset is missing or fails. */
function cpuList(): string | null {
  const run = spawnSync('taskset', ['-c', '-p', String(process.pid)], { encoding: 'utf8' });
  if (run.error || run.status !== 0) return null;
  return /list:\s*(\S+)/.exec(run.stdout)?.[1] ?? null;
}

/** The CPU list this process started with (null: no taskset). */
const STARTED_ON = cpuList();

/** The cores of a CPU list as taskset prints it ("0,1", "0-15", "0-3,8"). */
function coresIn(list: string): string[] {
  return list.split(',').flatMap((part) => {
    const [first, last = first] = part.split('-').map(Number) as [number, number?];
    return Array.from({ length: last! - first + 1 }, (_, index) => String(first + index));
  });
}

/**
 * The cores a bench compares, each alone, for a process started on `list` (null: no taskset): its
 * first two CPUs, [] without taskset. The first is where the one-core runs go.
 */
export const benchCoresOf = (list: string | null): string[] => (list === null ? [] : coresIn(list).slice(0, 2));

/** Why the cores' speeds are not compared for a process started on `list`: no taskset, or one CPU; null when they are. */
export const whyUncompared = (list: string | null): string | null =>
  list === null
    ? 'taskset is missing: the cores cannot be pinned one at a time'
    : benchCoresOf(list).length < 2
      ? `this process may run on one CPU only (${list})`
      : null;

/** This process's compared cores (benchCoresOf). */
export const BENCH_CORES: readonly string[] = benchCoresOf(STARTED_ON);
const CORE = BENCH_CORES[0] ?? null;

/** Why this process's cores are not compared (whyUncompared), or null. */
export const UNCOMPARED_WHY: string | null = whyUncompared(STARTED_ON);

/** Whether the one-core runs are pinned (taskset is there): else they are 1 worker with every core free. */
export const PINNED = CORE !== null;

/** What a bench prints about its one-core figures. */
export const ONE_CORE_NOTE = PINNED
  ? `the 1-core runs are pinned to core ${CORE} (taskset), every thread of the process with them`
  : 'taskset is missing: the "1-core" runs are 1 worker with every core free (the main thread and V8\'s ' +
    'helpers on the others), so the speed-up is too low and the serial fraction too high';

/** The command to put before a child process's to run it on one core (`taskset -c 0`), or [] where taskset is missing. */
export const oneCoreCommand = (): string[] => (CORE === null ? [] : ['taskset', '-c', CORE]);

/**
 * The commands that pin two child processes to two different cores (BENCH_CORES), for runs side by
 * side; null where taskset is missing or the process has one core.
 */
export function twoCoreCommands(): [string[], string[]] | null {
  const [first, second] = BENCH_CORES;
  return first === undefined || second === undefined
    ? null
    : [
        ['taskset', '-c', first],
        ['taskset', '-c', second],
      ];
}

function taskset(cpus: string): void {
  const run = spawnSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { encoding: 'utf8' });
  if (run.error || run.status !== 0) throw new Error(`taskset -a -p -c ${cpus} failed: ${run.error ?? run.stderr}`);
}

/**
 * Runs `work` with every thread of this process on `core`, then gives them back the CPU list the
 * process started with (also when pinning or `work` throws: their error is the one thrown). Unpinned
 * where taskset is missing.
 */
export async function onCore<T>(core: string | null, work: () => Promise<T>): Promise<T> {
  if (core === null || STARTED_ON === null) return work();
  let result: T;
  try {
    taskset(core);
    result = await work();
  } catch (error) {
    // Given back all the same; the error thrown is the pinning's or the work's, not the give-back's.
    try {
      taskset(STARTED_ON);
    } catch {
      /* the first error says more */
    }
    throw error;
  }
  taskset(STARTED_ON);
  return result;
}

/** `work` on the one-core runs' core (onCore); unpinned where taskset is missing (PINNED says so). */
export const onOneCore = <T>(work: () => Promise<T>): Promise<T> => onCore(CORE, work);
