import { randomUUID } from 'node:crypto';
import type { ImportOptions } from '../../shared/import-types';
import type { Problem } from '../../shared/problems';
import { hasProjectExtension } from '../../shared/project-file';
import { tablesFromImport } from '../../shared/tables-from-import';
import type { UrlTable } from '../../shared/url-table';
import { withoutValidationRepeats } from '../../shared/validation/import-repeats';
import { importSources, openProjectFile, problemFromProjectError } from '../engine';

export interface LoadedTables {
  tables: UrlTable[];
  robotsTxt: string | null;
  problems: Problem[];
}

/**
 * What `validate` and `export` work on: project files opened, and every other source imported as
 * the app would, one table per sitemap read (indexes and robots.txt followed).
 */
export async function loadTables(
  sources: readonly string[],
  options: ImportOptions = {},
  signal?: AbortSignal,
): Promise<LoadedTables> {
  const problems: Problem[] = [];
  const tables: UrlTable[] = [];
  let robotsTxt: string | null = null;
  for (const path of sources.filter(hasProjectExtension)) {
    try {
      const project = await openProjectFile(path, { signal });
      tables.push(...project.tables);
      robotsTxt ??= project.robotsTxt;
    } catch (error) {
      signal?.throwIfAborted(); // Ctrl-C while it opened: a cancel, not a damaged file
      problems.push(problemFromProjectError(error, path));
    }
  }
  const imported = await importSources(
    sources.filter((source) => !hasProjectExtension(source)),
    options,
    { signal },
  );
  signal?.throwIfAborted(); // what was read so far is no input for the command's work
  // Every table is validated next: a cell's problem is reported there, once.
  problems.push(...withoutValidationRepeats(imported.problems, imported.files));
  const fromImport = tablesFromImport(imported.files, {
    takenNames: tables.map((table) => table.name),
    newId: randomUUID,
  });
  return { tables: [...tables, ...fromImport.tables], robotsTxt: robotsTxt ?? fromImport.robotsTxt, problems };
}
