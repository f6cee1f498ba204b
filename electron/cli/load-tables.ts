import { appendAll } from '../../shared/append-all';
import { randomUUID } from 'node:crypto';
import type { ColumnarTable } from '../../shared/columnar/columnar-table';
import type { UrlColumns } from '../../shared/columnar/url-columns';
import type { ImportOptions, ImportProgress } from '../../shared/import-types';
import type { Problem } from '../../shared/problems';
import { hasProjectExtension } from '../../shared/project-file';
import { tablesFromImport } from '../../shared/tables-from-import';
import { withoutValidationRepeats } from '../../shared/validation/import-repeats';
import { importSources, openColumnarProject, problemFromProjectError } from '../engine';
import { sourcesNotReadWhole } from './sources-not-read-whole';
import { defaultThreads } from './thread-count';

export interface LoadedTables {
  tables: ColumnarTable[];
  robotsTxt: string | null;
  problems: Problem[];
  /**
   * The sources not read in full, in the order met: projects that did not open, files cut short or
   * not read, and indexes or folders followed only in part (a limit met).
   */
  notWhole: string[];
}

/**
 * What `hreflang` works on when its sources are not one project: project files opened, and every
 * other source imported as the app would (on a parse worker per core, or `threads`: --threads, which
 * bounds the project workers too), one table per sitemap read (indexes and robots.txt followed). Every
 * table's rows in columns, never an object per row.
 */
export async function loadTables(
  sources: readonly string[],
  options: ImportOptions = {},
  {
    signal,
    onProgress,
    threads,
  }: { signal?: AbortSignal; onProgress?: (progress: ImportProgress) => void; threads?: number } = {},
): Promise<LoadedTables> {
  const problems: Problem[] = [];
  const tables: ColumnarTable[] = [];
  let robotsTxt: string | null = null;
  const notWhole: string[] = [];
  for (const path of sources.filter(hasProjectExtension)) {
    try {
      const { project } = await openColumnarProject(path, signal, { exported: false, workersUnlessTold: threads });
      appendAll(tables, project.tables);
      robotsTxt ??= project.robotsTxt;
    } catch (error) {
      signal?.throwIfAborted(); // Ctrl-C while it opened: a cancel, not a damaged file
      problems.push(problemFromProjectError(error, path));
      notWhole.push(path);
    }
  }
  const columns: UrlColumns[] = [];
  const imported = await importSources(
    sources.filter((source) => !hasProjectExtension(source)),
    options,
    { signal, onProgress, parseWorkers: threads ?? defaultThreads(), takeColumns: (taken) => void columns.push(taken) },
  );
  signal?.throwIfAborted(); // what was read so far is no input for the command's work
  // Each file read is taken as columns once, in the order the files are listed.
  const files = imported.files.map((file, index) => ({ ...file, rows: columns[index]! }));
  // A cell's problem that validation finds again is left out: a command that validates reports it there, once.
  appendAll(problems, withoutValidationRepeats(imported.problems, files));
  const fromImport = tablesFromImport(files, { takenNames: tables.map((table) => table.name), newId: randomUUID });
  return {
    tables: [...tables, ...fromImport.tables],
    robotsTxt: robotsTxt ?? fromImport.robotsTxt,
    problems,
    notWhole: [...new Set([...notWhole, ...sourcesNotReadWhole(imported)])],
  };
}
