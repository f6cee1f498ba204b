import type { ExportRequest } from '../../../shared/export-types';
import type { Problem } from '../../../shared/problems';
import { locAt, rowCount } from '../../../shared/validation/table-rows';
import type { CheckContextData } from '../checks/check-messages';
import type { CheckPool } from '../checks/check-pool';
import { validateTablesInParallel } from '../checks/parallel-validation';
import { buildExport, ExportBuildError, type BuildOptions, type BuiltFile } from './build-export';
import type { RowsLeftOut } from './rows-left-out';

/** What of an export request its checks and build read. */
type CheckedInput = Pick<ExportRequest, 'tables' | 'settings' | 'notIndexable'>;

/** The rows' problems, and the files unless the build stopped (buildError says why). */
export interface CheckedBuild {
  problems: Problem[];
  files: BuiltFile[] | null;
  buildError: ExportBuildError | null;
}

/**
 * Each table's rows (0-based) the site check found not indexable and the export leaves out, noted in
 * `notIndexable` in table and row order (as the build would note them); none where they are kept.
 */
function rowsLeftOut(input: CheckedInput, notIndexable: RowsLeftOut): number[][] {
  return input.tables.map(({ name, rows }) => {
    const left: number[] = [];
    if (!input.notIndexable?.length) return left;
    for (let index = 0, count = rowCount(rows); index < count; index++)
      if (notIndexable.take(name, index, locAt(rows, index))) left.push(index);
    return left;
  });
}

/**
 * The export's rows checked on `pool`'s workers (validateTablesInParallel), then its files built
 * (on the pack workers when `build.packTable` packs there, which may be this very pool). Checked
 * first, whole, rather than in the jobs that serialise the rows: measured on 1M rows it costs about
 * 0.2 s less CPU than checking each slice where it is serialised, and no more time; a check
 * that fails (a worker that dies) stops the export before a file is written. A build stopped by a
 * row (ExportBuildError) comes back with every row's problems.
 */
export async function buildCheckedOnWorkers(
  input: CheckedInput,
  data: CheckContextData,
  pool: CheckPool,
  notIndexable: RowsLeftOut,
  build: Omit<BuildOptions, 'eachRow' | 'leaveOut'>,
): Promise<CheckedBuild> {
  const leftOut = rowsLeftOut(input, notIndexable);
  const problems = await validateTablesInParallel(input.tables, data, pool, {
    kinds: build.kinds,
    leftOut,
    signal: build.signal,
  });
  const leaving = new Map(input.tables.map((table, index) => [table.name, new Set(leftOut[index])]));
  try {
    const files = await buildExport(input.tables, input.settings, {
      ...build,
      leaveOut: input.notIndexable?.length ? (table, index) => leaving.get(table)!.has(index) : undefined,
    });
    return { problems, files, buildError: null };
  } catch (error) {
    if (!(error instanceof ExportBuildError)) throw error;
    return { problems, files: null, buildError: error };
  }
}
