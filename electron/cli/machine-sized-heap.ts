import { spawn } from 'node:child_process';
import { totalmem } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { splitLanguage } from './language-argument';

/**
 * Commands that hold a whole project's rows, alternates and all, in this process's heap: `hreflang
 * --complete` of 5M URLs needs about 5 GB, past the ~4 GB V8 allows by default (it died of "heap
 * out of memory" after 7 minutes). Streaming commands (import, validate, export) hold little and are
 * never relaunched: their start is time no other thread shares (#29).
 */
const WHOLE_PROJECT_COMMANDS = new Set(['hreflang', 'fix']);

/** The share of the machine's memory such a command's heap may grow to. */
const HEAP_SHARE = 0.75;

/** Set in the relaunched process, which then runs the command itself. */
export const SIZED_HEAP_ENV = 'SITEMAP_STUDIO_HEAP_SIZED';

const MIB = 1024 * 1024;

/**
 * The heap, in MiB, that `args`' command should run with, when it holds a whole project and this
 * process may use less than HEAP_SHARE of the machine's memory (`totalBytes`); null when it runs here.
 */
export function machineSizedHeapMib(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  limitBytes: number = getHeapStatistics().heap_size_limit,
  totalBytes: number = totalmem(),
): number | null {
  if (env[SIZED_HEAP_ENV] !== undefined) return null;
  const [command] = splitLanguage(args).rest;
  if (command === undefined || !WHOLE_PROJECT_COMMANDS.has(command)) return null;
  const wanted = Math.floor((totalBytes * HEAP_SHARE) / MIB);
  return wanted > limitBytes / MIB ? wanted : null;
}

/**
 * Runs this very command line again in a child process whose heap may grow to `heapMib`, its output
 * the terminal's, and ends as it ends (its code, or the signal that ended it). On Linux and macOS the
 * child has a process group of its own, so each Ctrl-C, SIGTERM or SIGHUP reaches it once, through
 * this process (the CLI's stop signals count how often they are asked). On Windows, where a detached
 * child gets a console window of its own, it shares this one, whose Ctrl-C reaches both: this process
 * then only waits.
 */
export function runWithMachineSizedHeap(heapMib: number): void {
  const ownGroup = process.platform !== 'win32';
  const child = spawn(
    process.execPath,
    [...process.execArgv, `--max-old-space-size=${heapMib}`, ...process.argv.slice(1)],
    { stdio: 'inherit', detached: ownGroup, env: { ...process.env, [SIZED_HEAP_ENV]: String(heapMib) } },
  );
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  const forward = (signal: NodeJS.Signals): void => void (ownGroup && child.kill(signal));
  for (const signal of signals) process.on(signal, forward);
  child.on('exit', (code, signal) => {
    for (const each of signals) process.off(each, forward);
    if (signal !== null) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
  child.on('error', (error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}
