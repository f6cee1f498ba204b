import type { ExportSettings } from '../../../shared/export-settings';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { ColumnsChecks } from '../checks/stream-checks';
import { ExportBuildError, type BuildOptions, type BuiltFile, type TableTurn } from '../export/build-export';
import type { PackPool } from '../export/pack-pool';
import { packTableInParallel } from '../export/parallel-table-files';
import type { StageFile } from '../export/table-packer';
import type { StreamedColumnTable } from './stream-tables';

/** Where a streamed table's columns are packed: the pack workers, where its files are staged, and its checks. */
export interface ColumnsPacking {
  pool: PackPool;
  stage: StageFile;
  /** The checks each slice gets in the job that serialises it; null when the caller checks the columns itself. */
  checks: ColumnsChecks | null;
  /** Rows serialised per job (a test makes it small, so files span slices). */
  sliceRows?: number;
}

/**
 * A table that came whole as a parse worker's columns, packed on the pack workers as the engine's
 * export packs a table (packTableInParallel): serialised there a slice at a time, split here by the
 * lengths, and each file written, gzipped and staged there. Resolves once every row is split into
 * files, so the next table can come while its last files are still written (`files`). `skip`: the
 * rows left out, ascending. A build stopped by a row rejects, its rows not yet checked checked then.
 */
export async function packColumnsOnWorkers(
  table: Pick<StreamedColumnTable, 'id' | 'name'>,
  columns: UrlColumns,
  skip: readonly number[],
  turn: Omit<TableTurn, 'split'>,
  settings: ExportSettings,
  build: BuildOptions,
  packing: ColumnsPacking,
): Promise<{ files: Promise<BuiltFile[]> }> {
  const { pool, checks } = packing;
  const ownPool = tablesOwnPool(pool, build.signal);
  // Without checks on the workers, the rows left out are told to the packer row by row.
  const leftOut = checks || skip.length === 0 ? null : new Set(skip);
  let split!: () => void;
  const allSplit = new Promise<void>((resolve) => (split = resolve));
  const files = packTableInParallel(
    { id: table.id, name: table.name, rows: columns },
    { ...turn, split },
    settings,
    { ...build, eachRow: undefined, leaveOut: leftOut ? (_, index) => leftOut.has(index) : undefined },
    {
      pool: ownPool,
      stage: packing.stage,
      sliceRows: packing.sliceRows,
      checks: checks ? (_, start, end) => checks.checkOf(start, end) : undefined,
    },
  );
  files.catch(() => undefined); // told when taken
  try {
    await Promise.race([allSplit, files]);
  } catch (error) {
    // Every problem is told: the rows after the one that stopped the build are checked still.
    if (error instanceof ExportBuildError) checks?.rest();
    throw error;
  }
  return { files };
}

/**
 * The pack pool as one table's packer uses it. Earlier tables' checks may be under way on these
 * workers: a build stopped by a row waits for its own jobs (the packer does) rather than stopping
 * every worker; a cancel stops them all. Its size is read from the pool as jobs are posted: the pool
 * may borrow workers meanwhile.
 */
export function tablesOwnPool(pool: PackPool, signal: AbortSignal | undefined): PackPool {
  return {
    ...pool,
    get size() {
      return pool.size;
    },
    stop: () => (signal?.aborted ? pool.stop() : Promise.resolve()),
  };
}
