import { statSync } from 'node:fs';
import { join } from 'node:path';
import { setActiveLocale } from '../../shared/i18n/active-locale';
import { optimiseOnEachThread, projectWorkers, startEarly } from '../engine/startup';
import { readExportArguments, loneProject } from './export-options';
import { cliLocale, splitLanguage } from './language-argument';
import { threadCount } from './thread-count';

/**
 * A project file at least this big is read on project workers unless told how many: a member holds
 * some 20,000 rows, 400-450 KB of shop rows, so it likely has MEMBERS_WORTH_WORKERS members (a smaller
 * file is read on the main thread, and workers started for it early are dropped).
 */
export const EARLY_PROJECT_BYTES = 2_000_000;

/** The workers `export <project>` will start, read from its command line before its modules load (null: none). */
export function exportWorkersFor(
  commandLine: readonly string[],
  projectBytes: (path: string) => number,
): { pack: number; project: number } | null {
  const [command, ...args] = splitLanguage(commandLine).rest;
  const parsed = command === 'export' ? readExportArguments(args) : null;
  if (parsed === null || parsed.values.help || parsed.values['dry-run']) return null;
  const project = loneProject(parsed.positionals);
  const threads = threadCount(parsed.values.threads);
  if (project === null || threads === null) return null;
  const told = parsed.values.threads !== undefined;
  // The open starts a project worker a member under way, so fewer than it is told for a small file:
  // one early for a small file it is told to read on workers, no more than one a core for a big one
  // (those over a file's members would idle until the process ends).
  const big = projectBytes(project) >= EARLY_PROJECT_BYTES;
  const reading = big ? Math.min(told ? threads : projectWorkers(), projectWorkers()) : told ? 1 : 0;
  return { pack: threads, project: reading };
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
