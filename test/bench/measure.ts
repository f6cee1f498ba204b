import { readdirSync, readFileSync } from 'node:fs';

/** Peak resident memory of this process so far, in MB (Linux's VmHWM; otherwise the current RSS). */
export function peakRssMb(): number {
  try {
    const line = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (line) return Number(line[1]) / 1024;
  } catch {
    // not Linux
  }
  return process.memoryUsage().rss / 1024 / 1024;
}

/**
 * CPU time of this process's main thread so far, in seconds (Linux's schedstat; NaN elsewhere): unlike
 * the event loop's busy time, it does not grow while the thread waits for a core on a loaded machine.
 */
export function mainThreadCpu(): number {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e9;
  } catch {
    return NaN;
  }
}

/** CPU time of each thread of this process so far, in seconds, by thread id (empty where Linux's /proc is not). */
export function threadCpus(): Map<number, number> {
  const cpus = new Map<number, number>();
  try {
    for (const task of readdirSync('/proc/self/task')) {
      try {
        cpus.set(Number(task), Number(readFileSync(`/proc/self/task/${task}/schedstat`, 'utf8').split(' ')[0]) / 1e9);
      } catch {
        // the thread ended meanwhile
      }
    }
  } catch {
    // not Linux
  }
  return cpus;
}

/** Runs `work` and returns how long it took, in seconds. */
export async function seconds(work: () => unknown): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

export const fmt = (value: number, digits = 2): string =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** How many runs an environment variable asks for: a whole number from 1, else `fallback` (unset or not such a number). */
export function runsFrom(variable: string, fallback = 3): number {
  const asked = Number(process.env[variable] ?? fallback);
  return Number.isInteger(asked) && asked >= 1 ? asked : fallback;
}

/** The lowest and highest of some figures, "min–max". */
export const rangeOf = (values: readonly number[], digits = 2): string =>
  `${fmt(Math.min(...values), digits)}–${fmt(Math.max(...values), digits)}`;
