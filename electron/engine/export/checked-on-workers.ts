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
 * The export's build with its rows checked on `pool`'s workers meanwhile (validateTablesInParallel),
 * rather than on this thread as each row is packed. Whichever fails first stops the other: a check
 * worker that dies fails the export with its message (the table and rows), and the build's own
 * failure stops the check. A build stopped by a row (ExportBuildError) still has every row checked.
 */
export async function buildCheckedOnWorkers(
  input: CheckedInput,
  data: CheckContextData,
  pool: CheckPool,
  notIndexable: RowsLeftOut,
  build: Omit<BuildOptions, 'eachRow' | 'leaveOut'>,
): Promise<CheckedBuild> {
  const leftOut = rowsLeftOut(input, notIndexable);
  const leaving = new Map(input.tables.map((table, index) => [table.name, new Set(leftOut[index])]));
  const stopBuild = new AbortController();
  const stopCheck = new AbortController();
  const either = (stop: AbortController): AbortSignal =>
    build.signal ? AbortSignal.any([build.signal, stop.signal]) : stop.signal;
  const checking = validateTablesInParallel(input.tables, data, pool, {
    kinds: build.kinds,
    leftOut,
    signal: either(stopCheck),
  });
  const checkFailure = checking.then(
    () => null,
    (error: unknown) => {
      // Stopped because the build failed: the build's failure is the one to tell.
      if (stopCheck.signal.aborted) return null;
      stopBuild.abort();
      return { error };
    },
  );
  let files: BuiltFile[] | null = null;
  let buildError: ExportBuildError | null = null;
  try {
    files = await buildExport(input.tables, input.settings, {
      ...build,
      signal: either(stopBuild),
      leaveOut: input.notIndexable?.length ? (table, index) => leaving.get(table)!.has(index) : undefined,
    });
  } catch (error) {
    if (!(error instanceof ExportBuildError)) {
      stopCheck.abort();
      // A check worker that failed is what stopped the build, not the cancel that followed.
      const failed = await checkFailure;
      throw failed && !(build.signal?.aborted ?? false) ? failed.error : error;
    }
    buildError = error;
  }
  const failed = await checkFailure;
  if (failed) throw failed.error;
  return { problems: await checking, files: buildError ? null : files, buildError };
}
