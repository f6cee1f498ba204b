import { totalmem } from 'node:os';
import { getHeapStatistics } from 'node:v8';
import { splitLanguage } from './language-argument';
import { hugePagesEnv } from '../../bin/huge-pages.js';
import { runAgainWith } from '../../bin/run-again.js';

/**
 * Commands that hold a whole project's rows, alternates and all, in this process's heap: `hreflang
 * --complete` of 5M URLs needs about 5 GB, past the ~4 GB V8 allows by default (it died of "heap
 * out of memory" after 7 minutes). Streaming commands (import, validate, export) hold little: their
 * heap is Node's (bin/sitemap-studio.js runs them again only for huge pages, where that pays).
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
  totalBytes: number = machineMemory(),
): number | null {
  if (env[SIZED_HEAP_ENV] !== undefined) return null;
  const [command] = splitLanguage(args).rest;
  if (command === undefined || !WHOLE_PROJECT_COMMANDS.has(command)) return null;
  const wanted = Math.floor((totalBytes * HEAP_SHARE) / MIB);
  return wanted > limitBytes / MIB ? wanted : null;
}

/** The memory this process may have: the machine's, or less where a container (cgroup) bounds it. */
function machineMemory(): number {
  const bound = process.constrainedMemory?.() ?? 0;
  return bound > 0 ? Math.min(totalmem(), bound) : totalmem();
}

/**
 * Runs this very command line again in a child process whose heap may grow to `heapMib`, its large
 * buffers in huge pages where the system gives them for asking (huge-pages.js; the one relaunch of
 * these commands), or else `runHere` (run-again.js).
 */
export function runWithMachineSizedHeap(heapMib: number, runHere: () => void): void {
  const env = { ...(hugePagesEnv(process.env) ?? process.env), [SIZED_HEAP_ENV]: String(heapMib) };
  runAgainWith(env, [...process.execArgv, `--max-old-space-size=${heapMib}`], runHere);
}
