import type { ExportRequest } from '../../../shared/export-types';
import type { Problem } from '../../../shared/problems';
import { locAt, rowCount } from '../../../shared/validation/table-rows';
import type { CheckContextData } from '../checks/check-messages';
import type { CheckPool } from '../checks/check-pool';
import type { SliceCheck } from '../checks/slice-checks';
import { ParallelValidation, validateTablesInParallel } from '../checks/parallel-validation';
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
  /** The pool packs too: each slice is checked in the job that serialises it (checkWhilePacking). */
  whilePacking = false,
): Promise<CheckedBuild> {
  const leftOut = rowsLeftOut(input, notIndexable);
  if (whilePacking) return checkWhilePacking(input, data, pool, leftOut, build);
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

/**
 * The export's build with each slice of rows checked in the job that serialises it, on the pack pool
 * (`pool`): one copy of the slice's columns is handed to one worker, which checks and measures it,
 * while other workers gzip the files already split. The duplicates are found on the same workers as
 * soon as every slice was checked, while the last files are still gzipped (they waited for the last
 * file before, and one worker idled through its gzip). Nothing is final before the commit, which comes
 * after this gate. A build stopped by a row (ExportBuildError) before every slice was checked has its
 * rows checked in full; a check that fails stops the build, and its failure is the one told.
 */
async function checkWhilePacking(
  input: CheckedInput,
  data: CheckContextData,
  pool: CheckPool,
  leftOut: number[][],
  build: Omit<BuildOptions, 'eachRow' | 'leaveOut'>,
): Promise<CheckedBuild> {
  const options = { kinds: build.kinds, leftOut, signal: build.signal };
  const validation = new ParallelValidation(input.tables, data, pool, options);
  const stopBuild = new AbortController();
  let finishing: Promise<Problem[]> | null = null;
  /** A check job that failed (a cancel is not one: the build's own failure or a cancel stops the pool). */
  let checkFailure: { error: unknown } | null = null;
  /** Finds the duplicates and the whole tables' problems, once every slice is checked or under way. */
  const finish = (): Promise<Problem[]> => {
    if (!finishing) {
      finishing = validation.finish();
      finishing.catch((error: unknown) => {
        if ((error as Error | null)?.name === 'AbortError') return;
        checkFailure ??= { error };
        stopBuild.abort();
      });
    }
    return finishing;
  };
  let posted = 0;
  let took = 0;
  const sliceChecks = (table: number, start: number, end: number): SliceCheck => {
    const feed = validation.checkOf(table, start, end);
    posted++;
    return {
      check: feed.check,
      took: (result) => {
        feed.took(result);
        // The last slice's job is posted: the duplicates need nothing more from the build.
        if (++took === posted && validation.complete) void finish();
      },
    };
  };
  try {
    let files: BuiltFile[] | null = null;
    let buildError: ExportBuildError | null = null;
    try {
      files = await buildExport(input.tables, input.settings, {
        ...build,
        signal: build.signal ? AbortSignal.any([build.signal, stopBuild.signal]) : stopBuild.signal,
        sliceChecks,
      });
    } catch (error) {
      // A check that failed is what stopped the build: its failure is the one to tell.
      if (checkFailure) throw (checkFailure as { error: unknown }).error;
      if (!(error instanceof ExportBuildError)) throw error;
      buildError = error;
    }
    const problems = validation.complete
      ? await finish()
      : await validateTablesInParallel(input.tables, data, pool, options);
    return { problems, files: buildError ? null : files, buildError };
  } catch (error) {
    await validation.stop();
    throw error;
  } finally {
    validation.dispose();
  }
}
