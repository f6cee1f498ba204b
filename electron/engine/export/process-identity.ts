import { readFileSync } from 'node:fs';

/**
 * Which process is which, over time: a pid alone is reused (after the process ends, or after a
 * reboot), so a process is told by its pid and when it started. On Linux the start is the kernel's
 * own (field 22 of /proc/<pid>/stat, clock ticks since boot, with the boot's id); elsewhere Node
 * offers no start time of another process, so only whether the pid runs can be told.
 */

/** Whether a process with this pid runs (someone else's counts: EPERM). */
export const processExists = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // someone else's: alive
  }
};

const readText = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

/** The boot this machine is in (a start in clock ticks means nothing across boots); read once. */
let bootId: string | null | undefined;

/**
 * The start of process `pid` as Linux tells it, `<boot id>/<ticks since boot>`; null when no such
 * process runs, or not on Linux. The command's name (field 2) may hold spaces and parentheses, so the
 * fields are counted from its closing parenthesis, the last in the line.
 */
export function linuxStartOf(pid: number): string | null {
  if (process.platform !== 'linux' || !Number.isInteger(pid) || pid <= 0) return null;
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === null) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = fields[22 - 3]; // field 3 (state) is the first after the name
  bootId ??= readText('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
  return ticks === undefined || bootId === null ? null : `${bootId}/${ticks}`;
}

/** This process's start: Linux's, or elsewhere the wall-clock time it started (only ever compared with itself). */
export const ownStart: string =
  linuxStartOf(process.pid) ?? `clock/${Math.round(Date.now() - process.uptime() * 1000)}`;

/**
 * Whether the process `pid` that started at `start` (as `ownStart` words it) still runs on this
 * machine: false once the pid is gone or now belongs to a process that started at another time.
 */
export function stillRunning(pid: number, start: string): boolean {
  if (pid === process.pid) return start === ownStart;
  if (start.startsWith('clock/') || process.platform !== 'linux') return processExists(pid); // reuse cannot be told
  return linuxStartOf(pid) === start;
}
