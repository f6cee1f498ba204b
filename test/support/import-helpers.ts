import { join } from 'node:path';
import { importSources, type ImportControls } from '../../electron/engine/import/import-sources';
import type { ImportOptions, ImportResult } from '../../shared/import-types';

export const IMPORT_FIXTURES = join(__dirname, '../fixtures/import');

/** Imports and returns the result; a thin wrapper so tests read as sentences. */
export function importAll(
  locations: string[],
  options: ImportOptions = {},
  controls: ImportControls = {},
): Promise<ImportResult> {
  return importSources(locations, options, controls);
}

/** `[severity, code, line, column]` per problem: compact and exact. */
export function problemTuples(result: ImportResult): Array<[string, string, number | null, number | null]> {
  return result.problems.map((item) => [item.severity, item.code, item.place.line ?? null, item.place.column ?? null]);
}

export function codes(result: ImportResult): string[] {
  return result.problems.map((item) => item.code);
}

/** Every loc of every file, in order. */
export function allLocs(result: ImportResult): string[] {
  return result.files.flatMap((file) => file.rows.map((row) => row.loc));
}
