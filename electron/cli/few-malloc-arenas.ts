import { spawnSync } from 'node:child_process';
import { splitLanguage } from './language-argument';
import { loneProject, readExportArguments } from './export-options';

/**
 * The variable glibc reads, once at the process's first allocation, for how many malloc arenas it
 * makes. By default a thread that allocates while another holds an arena gets one of its own, up to 8
 * a core; a streaming export's buffers (files read on the main thread, columns made on parse workers,
 * slices on pack workers) are allocated in one thread's arena and freed in another's, and the arenas
 * keep what was freed in them scattered: RSS climbed from ~320 to ~510 MiB over a 5M-URL export on 2
 * threads while every V8 heap stayed flat (--trace-gc: main 14, pack workers 13, parse workers 36
 * MiB). With 2 arenas: 378 MiB, flat from the first tenth on, for the same CPU (57.3 s beside 56.3).
 */
export const MALLOC_ARENA_VARIABLE = 'MALLOC_ARENA_MAX';
export const FEW_MALLOC_ARENAS = '2';

/** Set on the relaunched CLI, so that it never relaunches again (whatever its environment says). */
const RELAUNCHED_VARIABLE = 'SITEMAP_STUDIO_FEW_ARENAS';

/** Whether this process's C library is glibc (whose arenas MALLOC_ARENA_MAX bounds). */
export const runsOnGlibc = (): boolean =>
  process.platform === 'linux' &&
  Boolean((process.report?.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime);

/**
 * Whether the CLI should run again with few malloc arenas: a streaming export (export of anything but
 * a lone project, not --help or --dry-run) on glibc, where the variable is not set (a user's own value
 * is kept) and this process is not that relaunch.
 */
export function wantsFewArenas(
  commandLine: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  glibc: boolean,
): boolean {
  if (!glibc || env[MALLOC_ARENA_VARIABLE] !== undefined || env[RELAUNCHED_VARIABLE] !== undefined) return false;
  const [command, ...args] = splitLanguage(commandLine).rest;
  const parsed = command === 'export' ? readExportArguments(args) : null;
  if (parsed === null || parsed.values.help || parsed.values['dry-run']) return false;
  return parsed.positionals.length > 0 && loneProject(parsed.positionals) === null;
}

/**
 * Runs the CLI again in a child process with MALLOC_ARENA_MAX=2 when wantsFewArenas says so (it must
 * be in the environment before the process starts; ~40 ms of CPU, against seconds for any streaming
 * export), waits for it and answers its exit code; null where this process runs the command itself.
 * Ctrl-C reaches the child from the terminal (one process group): this one ignores it meanwhile.
 */
export function relaunchWithFewArenas(
  commandLine: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): number | null {
  if (!wantsFewArenas(commandLine, env, runsOnGlibc())) return null;
  const ignore = (): void => undefined;
  process.on('SIGINT', ignore);
  try {
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, ...commandLine], {
      stdio: 'inherit',
      env: { ...env, [MALLOC_ARENA_VARIABLE]: FEW_MALLOC_ARENAS, [RELAUNCHED_VARIABLE]: '1' },
    });
    if (child.error) return null; // could not start it: run the command here, as without
    return child.status ?? 1;
  } finally {
    process.off('SIGINT', ignore);
  }
}
