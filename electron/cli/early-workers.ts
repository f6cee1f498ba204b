import { statSync } from 'node:fs';
import { join } from 'node:path';
import { setActiveLocale } from '../../shared/i18n/active-locale';
import { hasProjectExtension } from '../../shared/project-extension';
import { keepWorkersSmall, optimiseOnEachThread, roomyOldGenerations, startEarly } from '../engine/worker-start';
import { readExportArguments, loneProject } from './export-options';
import { parsedOnWorkers, streamedPackWorkers } from './streamed-pack-workers';
import { cliLocale, splitLanguage } from './language-argument';
import { threadCount } from './thread-count';

/**
 * The workers an export will start: pack workers, and project workers (a lone project) or parse
 * workers (other sources).
 */
export interface ExportWorkers {
  pack: number;
  project: number;
  parse: number;
  /** Kept small (V8's limits), as a streaming export keeps every worker it starts. */
  small: boolean;
}

/** What the early guess may learn of a source on disk (a test's seam). */
export interface SourceFacts {
  /** Whether it is a folder (its sitemaps are read, several files). */
  isFolder(path: string): boolean;
}

/** The workers `export <sources>` will start, read from its command line before its modules load (null: none). */
export function exportWorkersFor(commandLine: readonly string[], facts: SourceFacts): ExportWorkers | null {
  const [command, ...args] = splitLanguage(commandLine).rest;
  const parsed = command === 'export' ? readExportArguments(args) : null;
  if (parsed === null || parsed.values.help || parsed.values['dry-run']) return null;
  const threads = threadCount(parsed.values.threads);
  if (threads === null) return null;
  const project = loneProject(parsed.positionals);
  if (project === null) return streamedWorkers(parsed.positionals, parsed.values, threads, facts);
  // Its members are read on the pack workers (exportLoneProject): no project worker.
  return { pack: threads, project: 0, parse: 0, small: false };
}

/**
 * A streaming export's workers: its pack workers (streamedPackWorkers), and a parse worker a source file up to the
 * threads (a folder or a URL, likely an index, may hold any number; a CSV or TSV, none); none where the command would
 * refuse to run (no --out or --base-url, --out a project file) or reads a project first (on this thread).
 */
function streamedWorkers(
  sources: readonly string[],
  values: { out?: string; 'base-url'?: string },
  threads: number,
  facts: SourceFacts,
): ExportWorkers | null {
  if (sources.length === 0 || !values.out || !values['base-url'] || hasProjectExtension(values.out)) return null;
  if (sources.some(hasProjectExtension)) return null;
  // A CSV or TSV table is read on this thread.
  const files = sources.reduce(
    (sum, source) =>
      sum + (/^https?:\/\//i.test(source) || facts.isFolder(source) ? threads : parsedOnWorkers(source) ? 1 : 0),
    0,
  );
  return { pack: streamedPackWorkers(threads, sources), project: 0, parse: Math.min(threads, files), small: true };
}

/** Whether a path is a folder (false when it cannot be told). */
function folderAt(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * An export starts its workers first thing, so that their start-up (the isolate, the code loaded and
 * compiled: 30-50 ms of CPU each) runs on the other cores while the main thread loads the CLI's
 * modules (~60 ms, each core idle but one before). The pools take them as they start workers
 * (startWorker), in the language and with the V8 flags and limits those would have (a streaming
 * export keeps its workers small); a guess that does not come true costs those workers' start-up and
 * nothing else. Other commands start nothing here. It never fails the command: a worker it cannot
 * start is started (or its fault reported) when the command needs it.
 */
export function startExportWorkersEarly(
  commandLine: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): void {
  try {
    const workers = exportWorkersFor(commandLine, { isFolder: folderAt });
    if (workers === null) return;
    setActiveLocale(cliLocale(splitLanguage(commandLine).given, env));
    optimiseOnEachThread();
    if (workers.small) keepWorkersSmall();
    else roomyOldGenerations();
    // The parse workers first: the first files wait for them, the pack workers for those files.
    startEarly('parse-worker', join(__dirname, '../engine/import/parse-worker.ts'), workers.parse);
    startEarly('pack-worker', join(__dirname, '../engine/export/pack-worker.ts'), workers.pack);
    startEarly('project-worker', join(__dirname, '../engine/project/project-worker.ts'), workers.project);
  } catch {
    // Nothing started early, or not all: the command's pools start what they need.
  }
}
