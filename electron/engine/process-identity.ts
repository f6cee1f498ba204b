import { readFileSync, readlinkSync } from 'node:fs';

/**
 * Which process is which, over time: a pid alone is reused (after the process ends, or after a
 * reboot), so a process is told by its pid and when it started. On Linux the start is the kernel's
 * own (field 22 of /proc/<pid>/stat, clock ticks since boot, with the boot's id); elsewhere Node
 * offers no start time of another process, so only whether the pid runs can be told. A pid means
 * something only in its pid namespace (a container has its own, on the same kernel and often under
 * the same host name), so a process is named with its namespace too: a process of another one cannot
 * be looked at from here.
 */

/** Whether a process with this pid runs (someone else's counts: EPERM). */
const processExists = (pid: number): boolean => {
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
 * What Linux tells of process `pid`: its start, `<boot id>/<ticks since boot>`; 'ended' when no such
 * process runs, or it died and its parent has not reaped it yet (a zombie keeps its /proc entry and
 * start, but runs no more and cannot be ended); null when not told: not Linux, or its entry hidden from
 * this process while its pid is taken (/proc mounted with hidepid). The command's name (field 2) may
 * hold spaces and parentheses, so the fields are counted from its closing parenthesis, the last in the line.
 */
function linuxProcess(pid: number): { start: string } | 'ended' | null {
  if (process.platform !== 'linux' || !Number.isInteger(pid) || pid <= 0) return null;
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === null) return processExists(pid) ? null : 'ended';
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (fields[0] === 'Z' || fields[0] === 'X') return 'ended'; // field 3, the state: dead
  const ticks = fields[22 - 3];
  bootId ??= readText('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
  return ticks === undefined || bootId === null ? null : { start: `${bootId}/${ticks}` };
}

/** The start of process `pid` as Linux tells it (linuxProcess); null when it has ended, or not told. */
export function linuxStartOf(pid: number): string | null {
  const found = linuxProcess(pid);
  return typeof found === 'object' && found !== null ? found.start : null;
}

/**
 * Whether a process with this pid runs (someone else's counts): not once it has ended, nor while it is
 * dead and not yet reaped by its parent (Linux), which no signal ends and which writes nothing more.
 */
export function pidRuns(pid: number): boolean {
  const found = linuxProcess(pid);
  return found === null ? processExists(pid) : found !== 'ended';
}

/** The pid namespace this process is in (`pid:[4026531836]`), null when not told (not Linux). */
export const ownPidNamespace: string | null = ((): string | null => {
  try {
    return process.platform === 'linux' ? readlinkSync('/proc/self/ns/pid') : null;
  } catch {
    return null;
  }
})();

/**
 * Whether a process of the pid namespace `namespace` can be looked at from here by its pid: one of
 * this namespace, or of one not told (written before namespaces were named: taken as of this one).
 */
export const inOwnNamespace = (namespace: string | undefined): boolean =>
  namespace === undefined || namespace === ownPidNamespace;

/** Where 31693032's builds put the pid namespace: after the start, `<boot id>/<ticks>@pid:[…]`. */
const IN_NAMESPACE = '@';

/**
 * This process's start: Linux's (`<boot id>/<ticks>`, as builds before 31693032 wrote and compare it,
 * so that they see this process's lock as live), or elsewhere the wall-clock time it started (only
 * ever compared with itself). Its pid namespace goes beside it (ownPidNamespace).
 */
export const ownStart: string =
  linuxStartOf(process.pid) ?? `clock/${Math.round(Date.now() - process.uptime() * 1000)}`;

/** A start as written, and its pid namespace: beside it (`namespace`), or in it as 31693032's builds wrote it. */
function startIn(start: string, namespace: string | undefined): { linux: string; namespace: string | undefined } {
  const [linux = start, named] = start.split(IN_NAMESPACE);
  return { linux, namespace: namespace ?? named };
}

/** Whether `pid`, started at `start` in the pid namespace `namespace`, is this very process. */
export function isThisProcess(pid: number, start: string, namespace?: string): boolean {
  const written = startIn(start, namespace);
  return pid === process.pid && written.linux === ownStart && inOwnNamespace(written.namespace);
}

/**
 * Whether this process can tell for certain if `pid`, started at `start` in the pid namespace
 * `namespace`, still runs: it is of this namespace, and either has this process's pid or names a start
 * Linux tells, of a process Linux shows this one (so a reused pid is told apart). Otherwise
 * stillRunning's "runs" may be another process.
 */
export function canTellIfRunning(pid: number, start: string, namespace?: string): boolean {
  const { linux, namespace: written } = startIn(start, namespace);
  if (!inOwnNamespace(written)) return false;
  if (pid === process.pid) return true;
  return process.platform === 'linux' && !linux.startsWith('clock/') && linuxProcess(pid) !== null;
}

/**
 * Whether the process `pid` that started at `start` (as `ownStart` words it) in the pid namespace
 * `namespace` still runs on this machine: false once the pid is gone or now belongs to a process that
 * started at another time. A process of another pid namespace (another container) is taken to run: its
 * pid names another process here, so only the time since its lock was last touched can tell (as for
 * another machine). A start of 31693032's builds carries its namespace itself.
 */
export function stillRunning(pid: number, start: string, namespace?: string): boolean {
  const { linux, namespace: written } = startIn(start, namespace);
  if (!inOwnNamespace(written)) return true;
  if (pid === process.pid) return linux === ownStart;
  if (linux.startsWith('clock/')) return processExists(pid); // reuse cannot be told
  const found = linuxProcess(pid);
  if (found === null) return processExists(pid); // not told: reuse cannot be told
  return found !== 'ended' && found.start === linux;
}
