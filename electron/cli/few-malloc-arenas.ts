import { loneProject, readExportArguments } from './export-options';
import { splitLanguage } from './language-argument';

/**
 * The variable glibc reads, once at a process's first allocation, for how many malloc arenas it makes.
 * By default a thread that allocates while another holds an arena gets one of its own, up to 8 a core;
 * a streaming export's buffers (files read on the main thread, columns made on parse workers, slices on
 * pack workers) are allocated in one thread's arena and freed in another's, and the arenas keep what was
 * freed in them scattered: RSS climbed from ~320 to ~510 MiB over a 5M-URL export on 2 threads while
 * every V8 heap stayed flat (--trace-gc: main 14, pack workers 13, parse workers 36 MiB). With 2 arenas
 * it stays flat, for the same CPU. It must be set before the process starts: hence a relaunch.
 */
export const MALLOC_ARENA_VARIABLE = 'MALLOC_ARENA_MAX';
export const FEW_MALLOC_ARENAS = '2';

/** Set on the relaunched CLI, so that it never relaunches again (whatever its environment says). */
export const RELAUNCHED_VARIABLE = 'SITEMAP_STUDIO_FEW_ARENAS';

/** Whether this process's C library is glibc (whose arenas MALLOC_ARENA_MAX bounds): a diagnostic report, ~5 ms. */
export const runsOnGlibc = (): boolean =>
  process.platform === 'linux' &&
  Boolean((process.report?.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime);

/**
 * Whether the CLI should run again with few malloc arenas: a streaming export (export of anything but
 * a lone project, not --help or --dry-run) where the variable is not set (a user's own value is kept),
 * this process is not that relaunch, and the C library is glibc (asked last: only a streaming export
 * pays for asking).
 */
export function wantsFewArenas(
  commandLine: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  glibc: () => boolean,
): boolean {
  if (env[MALLOC_ARENA_VARIABLE] !== undefined || env[RELAUNCHED_VARIABLE] !== undefined) return false;
  const [command, ...args] = splitLanguage(commandLine).rest;
  const parsed = command === 'export' ? readExportArguments(args) : null;
  if (parsed === null || parsed.values.help || parsed.values['dry-run']) return false;
  return parsed.positionals.length > 0 && loneProject(parsed.positionals) === null && glibc();
}
