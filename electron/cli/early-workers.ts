import { statSync } from 'node:fs';
import { join } from 'node:path';
import { setActiveLocale } from '../../shared/i18n/active-locale';
import { PROJECT_FILE_EXTENSION } from '../../shared/protocol';
import { optimiseOnEachThread } from '../engine/optimise-on-each-thread';
import { projectWorkers } from '../engine/project/project-pool';
import { startEarly } from '../engine/worker-script';
import { cliLocale, splitLanguage } from './language-argument';
import { threadCount } from './thread-count';

/**
 * A project file at least this big is read on project workers unless told how many: a member holds
 * some 20,000 rows, 400-450 KB of shop rows, so it likely has MEMBERS_WORTH_WORKERS members (a smaller
 * file is read on the main thread, and workers started for it early are dropped).
 */
export const EARLY_PROJECT_BYTES = 2_000_000;

/** The last value of `--threads` (`--threads N` or `--threads=N`), undefined when absent. */
function threadsValue(args: readonly string[]): string | undefined {
  let value: string | undefined;
  for (let at = 0; at < args.length; at++) {
    if (args[at] === '--') break;
    if (args[at] === '--threads') value = args[++at];
    else if (args[at]!.startsWith('--threads=')) value = args[at]!.slice('--threads='.length);
  }
  return value;
}

/** The workers `export <project>` will start, guessed from its command line before its modules load (null: none). */
export function exportWorkersFor(
  commandLine: readonly string[],
  projectBytes: (path: string) => number,
): { pack: number; project: number } | null {
  const { rest } = splitLanguage(commandLine);
  const [command, ...args] = rest;
  if (command !== 'export' || args.some((arg) => ['--dry-run', '--help', '-h'].includes(arg))) return null;
  const projects = args.filter((arg) => !arg.startsWith('-') && arg.toLowerCase().endsWith(PROJECT_FILE_EXTENSION));
  const threads = threadCount(threadsValue(args));
  if (projects.length !== 1 || threads === null) return null;
  const told = threadsValue(args) !== undefined;
  const read = told || projectBytes(projects[0]!) >= EARLY_PROJECT_BYTES;
  // The open starts a project worker a member under way, so fewer than it is told for a small file:
  // no more than one a core early (those over a file's members would idle until the process ends).
  return { pack: threads, project: read ? Math.min(told ? threads : projectWorkers(), projectWorkers()) : 0 };
}

/** A file's size, 0 when it cannot be told (missing, unreadable, a bad path): the command reports why. */
function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/**
 * `export <project>` starts its workers first thing, so that their start-up (the isolate, the code
 * loaded and compiled: 30-50 ms of CPU each) runs on the other cores while the main thread loads the
 * CLI's modules (~60 ms, each core idle but one before). The pools take them as they start workers
 * (startWorker), in the language and with the V8 flags those would have; a guess that does not come
 * true costs those workers' start-up and nothing else. Other commands start nothing here. It never
 * fails the command: a worker it cannot start is started (or its fault reported) when the command needs it.
 */
export function startExportWorkersEarly(
  commandLine: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): void {
  try {
    const workers = exportWorkersFor(commandLine, sizeOf);
    if (workers === null) return;
    setActiveLocale(cliLocale(splitLanguage(commandLine).given, env));
    optimiseOnEachThread();
    startEarly('pack-worker', join(__dirname, '../engine/export/pack-worker.ts'), workers.pack);
    startEarly('project-worker', join(__dirname, '../engine/project/project-worker.ts'), workers.project);
  } catch {
    // Nothing started early, or not all: the command's pools start what they need.
  }
}
