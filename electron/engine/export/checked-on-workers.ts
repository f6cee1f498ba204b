import type { ExportRequest } from '../../../shared/export-types';
import type { Problem } from '../../../shared/problems';
import { locAt, rowCount } from '../../../shared/validation/table-rows';
import type { CheckContextData } from '../checks/check-messages';
import type { CheckPool } from '../checks/check-pool';
import { ParallelValidation } from '../checks/parallel-validation';
import { buildExport, ExportBuildError, type BuildOptions, type BuiltFile } from './build-export';
import { unwrittenOnceRefused } from './unwritten-once-refused';
import type { RowsLeftOut } from './rows-left-out';

/** What of an export request its checks and build read. */
type CheckedInput = Pick<ExportRequest, 'tables' | 'settings' | 'notIndexable'>;

/** Progress through the checks, which come before the build's first row (the build tells its own, onRows). */
export interface CheckProgress {
  /** Rows checked so far, of every table's: told as each slice's check comes back, never fewer than before. */
  onChecked?: (rowsChecked: number) => void;
}

/** How an export's build goes once its rows are checked on workers. */
export interface CheckedBuildOptions extends CheckProgress {
  /**
   * An export refused by its rows' errors (known once every row is checked, before the first file)
   * splits and measures its files, so the build's own problems are found, but neither gzips, writes
   * nor reads back any: an export, whose files are then discarded, asks for it; a build whose files
   * are looked at anyway does not.
   */
  unwrittenWhenRefused?: boolean;
}

/** The rows' problems, and the files unless the build stopped (buildError says why). */
export interface CheckedBuild {
  problems: Problem[];
  files: BuiltFile[] | null;
  buildError: ExportBuildError | null;
  /** The checks' spill being removed off this thread: the export commits meanwhile and awaits it at its end. */
  spillRemoved: Promise<void>;
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
 * The export's rows checked on `pool`'s workers (ParallelValidation), then its files built (on the
 * pack workers when `build.packTable` packs there, which may be this very pool). Every slice is
 * checked in a job of its own, rather than in the job that serialises it (measured on 1M rows it
 * costs about 0.2 s less CPU), and before the build splits or writes a file, so a check that fails
 * stops the export before a file is written; the workers measure the first slices meanwhile. The
 * duplicates are searched once the last table is split into files (or once the build ends, for a
 * packer that does not say so), so their short jobs fill the workers while the last files are
 * gzipped; a search that fails stops the build, and its failure is the one told. A build
 * stopped by a row (ExportBuildError) comes back with every row's problems. The checks' progress is
 * told as they come back (onChecked), so an export's progress moves before its first file is packed.
 */
export async function buildCheckedOnWorkers(
  input: CheckedInput,
  data: CheckContextData,
  pool: CheckPool,
  notIndexable: RowsLeftOut,
  {
    onChecked,
    unwrittenWhenRefused = false,
    ...build
  }: Omit<BuildOptions, 'eachRow' | 'leaveOut'> & CheckedBuildOptions,
): Promise<CheckedBuild> {
  const leftOut = rowsLeftOut(input, notIndexable);
  let rowsChecked = 0;
  const validation = new ParallelValidation(input.tables, data, pool, {
    kinds: build.kinds,
    leftOut,
    signal: build.signal,
    onChecked: onChecked && ((rows) => onChecked((rowsChecked += rows))),
  });
  const stopBuild = new AbortController();
  /** The duplicates search, once started; a failure of it stops the build. */
  let finishing: Promise<Problem[]> | null = null;
  let searchFailure: { error: unknown } | null = null;
  const finish = (): Promise<Problem[]> => {
    if (!finishing) {
      finishing = validation.finish();
      finishing.catch((error: unknown) => {
        searchFailure ??= { error };
        stopBuild.abort();
      });
    }
    return finishing;
  };
  const lastTable = input.tables.length - 1;
  const { packTable } = build;
  const leaving = new Map(input.tables.map((table, index) => [table.name, new Set(leftOut[index])]));
  let spillRemoved: Promise<void> | null = null;
  try {
    await validation.addAll();
    // Every row checked before the build writes: a check that fails stops the export before a file is
    // written. A packer on workers measures its first slices meanwhile (TableTurn's writable), so no
    // worker waits for the last checks; one on this thread starts once they are in.
    // Once every row is checked, a row with an error refuses the export whatever its files: they are
    // still split and measured, so what the build finds (a row too large for any file) is told as
    // before, but never gzipped, written or read back (10M rows on another host: most of the time).
    let refused = false;
    const checked = validation.checked().then(() => {
      refused = unwrittenWhenRefused && validation.hasRowErrors;
    });
    // A check that fails stops the others at once (the build, waiting for it, stops too and tells it).
    checked.catch(() => void validation.stop());
    if (!packTable) await checked;
    // A cancel while the checks were posted: no build started (its first jobs would be posted before
    // it looked). One later is seen by the build as the checks end, before it splits a file.
    build.signal?.throwIfAborted();
    let files: BuiltFile[] | null = null;
    let buildError: ExportBuildError | null = null;
    try {
      files = await buildExport(input.tables, input.settings, {
        ...build,
        ...unwrittenOnceRefused(build, () => refused),
        signal: build.signal ? AbortSignal.any([build.signal, stopBuild.signal]) : stopBuild.signal,
        leaveOut: input.notIndexable?.length ? (table, index) => leaving.get(table)!.has(index) : undefined,
        packTable:
          packTable &&
          ((table, turn, settings, options) => {
            const split = (): void => {
              turn.split?.();
              if (turn.index === lastTable) void finish();
            };
            return packTable(table, { ...turn, split, writable: checked, refused: () => refused }, settings, options);
          }),
      });
      await checked; // a build with no rows to pack waited for none
    } catch (error) {
      // Stopped because the search failed (not cancelled, not failed itself): the search's failure is the one to tell.
      const stopped = (error as Error | null)?.name === 'AbortError' && !build.signal?.aborted;
      if (stopped && searchFailure) throw (searchFailure as { error: unknown }).error;
      if (!(error instanceof ExportBuildError)) throw error;
      buildError = error;
    }
    const problems = await finish();
    spillRemoved = validation.disposeLater(); // every job is done
    return { problems, files: buildError ? null : files, buildError, spillRemoved };
  } catch (error) {
    await validation.stop();
    throw error;
  } finally {
    if (!spillRemoved) validation.dispose();
  }
}
