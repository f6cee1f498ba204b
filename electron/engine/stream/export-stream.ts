import { checkExportSettings } from '../../../shared/check-export-settings';
import type { ExportOutcome, ExportedFileReport } from '../../../shared/export-types';
import { tablePatternOf, type ExportSettings } from '../../../shared/export-settings';
import { TableSlugs } from '../../../shared/export-file-names';
import type { Problem } from '../../../shared/problems';
import {
  ExportBuildError,
  finishExportFiles,
  TableFiles,
  type BuildOptions,
  type BuiltFile,
  type TableTurn,
} from '../export/build-export';
import type { PackPool } from '../export/pack-pool';
import type { StageFile } from '../export/table-packer';
import { packColumnsOnWorkers, tablesOwnPool } from './columns-on-pack-workers';
import { ParallelTablePacker } from '../export/table-packer';
import { sliceRowsFor } from '../export/slice-rows';
import { collectAfterLettingGo } from '../collect-garbage';
import { rowContextOf } from '../checks/check-context';
import type { CheckPool } from '../checks/check-pool';
import { StreamChecksOnWorkers } from '../checks/stream-checks';
import { buildProblem, checkContextData, isAcceptedWarning, isError } from '../export/export-gate';
import { RowsLeftOut } from '../export/rows-left-out';
import type { NotIndexableUrl } from '../../../shared/site-check/leave-out';
import { commitStaged, stageAndCheck } from '../export/export-project';
import { inThreadCodec, type FileCodec } from '../export/file-codec';
import { discardFailed } from '../export/failed-outcome';
import { StagedFolder } from '../export/write-folder-safely';
import { rowsHoldingMore, textOnlyLocsOf } from '../export/text-only-locs';
import type { StreamedColumnTable, StreamedSources } from './stream-tables';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { ColumnsBuilder } from '../../../shared/columnar/columns-builder';
import type { UrlRow } from '../../../shared/url-table';
import { StreamValidator } from './stream-validator';
import { isAbort } from '../import/source-error';
import { leavesSitemapsUnread } from '../import/sitemaps-left-unread';

/**
 * A source of tables: hands each to `onTable` in turn and ends with the sources' problems (see
 * streamTables); a project's site-check results that find URLs not indexable go to `onNotIndexable`
 * before its first table.
 */
export type TableSource = (
  onTable: (table: StreamedColumnTable) => Promise<void>,
  onRobotsTxt: (text: string) => void,
  onNotIndexable: (found: readonly NotIndexableUrl[]) => void,
) => Promise<StreamedSources>;

export interface StreamExportOptions {
  codec?: FileCodec;
  signal?: AbortSignal;
  now?: () => number;
  /** Where the duplicate check spills (default: the system's temp folder). */
  tempFolder?: string;
  /** Workers that check the rows and find the duplicates (else this thread checks each row as it is packed). */
  checkPool?: CheckPool;
  /**
   * Workers that serialise, gzip and stage the files of a table that came as a parse worker's columns
   * (else this thread packs them and `codec` compresses them); with the checks on workers, each slice
   * is checked in the job that serialises it. The checkPool may be this very pool.
   */
  packPool?: PackPool;
  /** Rows the pack workers serialise per job (a test makes it small, so files span slices). */
  packSliceRows?: number;
}

/** Files of a table compressing at once: packing waits for one to end beyond these (each holds a file's bytes). */
const FILES_UNDER_WAY = 4;
/** The same for a table of rows packed on the pack workers as it comes, for each worker. */
const FILES_PER_PACK_WORKER = 2;
/** Rows of a table that comes in batches gathered into columns, at most, before they go to the pack workers. */
export const GATHERED_ROWS = 50_000;

/** A table's rows from `firstRow` being gathered from its batches into columns. */
interface GatheredRows {
  firstRow: number;
  columns: ColumnsBuilder;
}

/** What checks the streamed rows: this thread (StreamValidator) or a check pool's workers. */
type RowChecks = Pick<StreamValidator, 'startTable' | 'endTable' | 'check' | 'checkColumns' | 'dispose'> & {
  /** On workers: a table's columns checked in the jobs that pack them. */
  columnsChecks?: StreamChecksOnWorkers['columnsChecks'];
  /** Known as rows are checked on this thread; on workers, only at the end (the final gate decides). */
  readonly hasErrors: boolean;
  problems(): Problem[] | Promise<Problem[]>;
  room?(): Promise<void>;
};

/** How a streamed export ended: the sources' problems decide first (rows missing would be lost), then the export's outcome. */
export interface StreamExportResult {
  sourceProblems: Problem[];
  outcome: ExportOutcome;
}

/**
 * exportProject for tables that arrive one at a time (the CLI's sources of any size): each table is
 * validated and packed as it comes, its files compressed and staged inside the target at once and
 * only their names and reports kept. The gate holds as in exportProject: a source that could not be
 * read completely, a row with an error, a file that cannot be built, a cancel or a failure, and the
 * staged files are discarded with nothing in the target changed; else they are committed, the index
 * last. Once anything has stopped the export, later tables are still validated (every problem is
 * reported at once) but no longer packed. Same rows, same bytes as exportProject.
 */
export async function exportStream(
  source: TableSource,
  input: { projectId: string; settings: ExportSettings },
  options: StreamExportOptions = {},
): Promise<StreamExportResult> {
  const { settings } = input;
  const now = options.now ?? Date.now;
  const codec = options.codec ?? inThreadCodec;
  const checked = checkExportSettings(settings);
  const base = checked.base;
  let robotsTxt: string | null = null;
  // The row rules see the robots.txt known when the first table comes (a project's, or one read before it).
  let validator: RowChecks | null = null;
  const validatorNow = (): RowChecks => {
    if (validator) return validator;
    const { checkPool, tempFolder: folder, signal } = options;
    const data = base
      ? checkContextData({ settings, robotsTxt }, base, now())
      : { base: null, now: now(), robots: null };
    validator = checkPool
      ? new StreamChecksOnWorkers(data, checkPool, { folder, signal })
      : new StreamValidator(rowContextOf(data), { folder });
    return validator;
  };
  const notIndexable = new RowsLeftOut([], settings.leaveOutNonIndexable);
  const staging = new StagedFolder(settings.outputFolder, { signal: options.signal });
  const reports = new Map<BuiltFile, ExportedFileReport>();
  const sitemaps: BuiltFile[] = [];
  let building = base !== null && !checked.problems.some(isError);
  let sourceError = false;
  let buildError: ExportBuildError | null = null;
  let rowsDone = 0;
  const slugs = new TableSlugs();
  // A text set writes each row's loc alone: the rows that hold more are counted as they come, and said.
  let holdingMore = 0;
  const countHoldingMore = (batch: UrlColumns | readonly UrlRow[]): void => {
    if (settings.format === 'text') holdingMore += rowsHoldingMore(batch);
  };
  // The sitemaps named so far over every table: one past what an index may list stops the export there.
  const sitemapsNamed = { count: 0 };
  const buildOptions = (checking: RowChecks): BuildOptions => ({
    base: base!,
    sitemapsNamed,
    robotsTxt,
    finishFile: (bytes, request) => codec.seal(bytes, request),
    // A table of any size makes any number of files, held by its build until its last row: without their bytes.
    onFile: stageAndCheck(staging, reports, settings.maxBytes),
    eachRow: (table, index, row, lastmodAt) => checking.check(table, index, row, lastmodAt),
    leaveOut: (table, index, loc) => notIndexable.take(table, index, loc),
    filesUnderWay: FILES_UNDER_WAY,
    signal: options.signal,
  });
  /** The rows of a slice of columns (stored rows from `firstRow`) to leave out as not indexable, ascending. */
  const leftOutOf = (table: string, firstRow: number, columns: UrlColumns): number[] => {
    const skip: number[] = [];
    if (!notIndexable.watching) return skip;
    for (let at = 0; at < columns.rowCount; at++)
      if (notIndexable.take(table, firstRow + at, columns.get(at, 'loc'))) skip.push(at);
    return skip;
  };
  /** A row or a table's last file stopped the build (ExportBuildError): nothing more is packed, every row still checked; any other error is thrown. */
  const stopBuilding: (error: unknown) => asserts error is ExportBuildError = (error) => {
    if (!(error instanceof ExportBuildError)) throw error;
    buildError = error;
    building = false;
  };
  // The table before's last files, still written while the source reads on (awaited before the next table's jobs).
  let tableBefore: Promise<BuiltFile[]> | null = null;
  /** The bytes of the columns the table before came as: let go once its files are written. */
  let heldBefore = 0;
  const takeTableBefore = async (): Promise<void> => {
    const finishing = tableBefore;
    tableBefore = null;
    let files: BuiltFile[] = [];
    try {
      files = (await finishing) ?? [];
    } catch (error) {
      // Its last file, named as its rows ended, may be the sitemap past what one index may list.
      stopBuilding(error);
    }
    for (const file of files) sitemaps.push(file);
    // Its columns are let go: a parse worker's shared memory, which this thread's heap would keep till
    // V8 chose to collect (1M URLs of ~1 KB in 20 gzipped files, 2 runs each: peak 1,084-1,129 ->
    // 524-579 MiB, collecting every 0.5 s, CPU the same).
    collectAfterLettingGo(heldBefore);
    heldBefore = 0;
  };
  /**
   * A file's columns, come whole, packed on the pack workers and each slice checked in the job that
   * serialises it (checks on workers); its files' finishing, null once the export stopped building.
   */
  const packOnWorkers = async (
    table: StreamedColumnTable,
    columns: UrlColumns,
    turn: Omit<TableTurn, 'split'>,
    checking: RowChecks,
    pool: PackPool,
  ): Promise<{ files: Promise<BuiltFile[]> } | null> => {
    const skip = leftOutOf(table.name, 0, columns);
    // The slices before are posted first: the checks go in table and row order.
    await checking.room?.();
    const checks = building ? (checking.columnsChecks?.(turn.index, columns, skip, table.alternates) ?? null) : null;
    if (!checks) checking.checkColumns(turn.index, 0, columns, skip);
    if (!building) return null;
    const stage: StageFile = (name, write, halted) => staging.writeWith(name, write, halted);
    try {
      const packing = { pool, stage, checks, sliceRows: options.packSliceRows };
      return await packColumnsOnWorkers(table, columns, skip, turn, settings, buildOptions(checking), packing);
    } catch (error) {
      stopBuilding(error);
      return null;
    }
  };
  /**
   * A table that comes as batches of rows (a CSV or TSV table, a file read on this thread), packed on
   * the pack workers as its batches come, each slice checked in the job that serialises it; null
   * without pack workers or checks on workers (this thread packs it then).
   */
  const rowsPacker = (
    table: StreamedColumnTable,
    turn: Omit<TableTurn, 'split'>,
    checking: RowChecks,
  ): ParallelTablePacker | null => {
    const { packPool } = options;
    if (!packPool || !checking.columnsChecks || !building) return null;
    const stage: StageFile = (name, write, halted) => staging.writeWith(name, write, halted);
    const build = { ...buildOptions(checking), eachRow: undefined, leaveOut: undefined };
    const packing = { pool: tablesOwnPool(packPool, options.signal), stage };
    return new ParallelTablePacker(table, turn, settings, build, packing, { filesPerWorker: FILES_PER_PACK_WORKER });
  };
  /**
   * Rows gathered from a table's batches, the table's from `firstRow`, packed by `packer` and checked
   * in its jobs; false once a row stopped the build (the rows are checked still, every problem told).
   */
  const packGatheredOnWorkers = async (
    packer: ParallelTablePacker,
    table: StreamedColumnTable,
    index: number,
    firstRow: number,
    columns: UrlColumns,
    checking: RowChecks,
  ): Promise<boolean> => {
    const skip = leftOutOf(table.name, firstRow, columns);
    // The slices before are posted first: the checks go in table and row order.
    await checking.room?.();
    const checks = checking.columnsChecks!(index, columns, skip, table.alternates, firstRow);
    const sliceRows = options.packSliceRows ?? sliceRowsFor(columns);
    try {
      for (let start = 0; start < columns.rowCount; start += sliceRows) {
        const end = Math.min(columns.rowCount, start + sliceRows);
        await packer.add(columns, start, end, checks.checkOf(start, end));
      }
      return true;
    } catch (error) {
      stopBuilding(error);
      checks.rest();
      return false;
    }
  };
  /** The files of a table packed as its batches came, once its rows are split (null: a row stopped the build). */
  const splitRowsPacked = async (packer: ParallelTablePacker): Promise<{ files: Promise<BuiltFile[]> } | null> => {
    try {
      await packer.split();
      return { files: packer.files() };
    } catch (error) {
      stopBuilding(error);
      return null;
    }
  };
  /** Packs a table's rows as they come (checking each as it is packed); once the export is stopped, only checks them. */
  const onTable = async (table: StreamedColumnTable): Promise<void> => {
    // Handed on, a table's files are written while the source reads on; the next table's jobs wait for
    // them: with both tables' jobs under way at once the peak at 10M URLs rose from 565-585 to 605-649
    // MiB (one run each, 200 files of 50,000), past the goal of 600.
    await takeTableBefore();
    const checking = validatorNow();
    // Its rows are put into columns as they come, gathered for the pack workers or, once the build
    // stopped, for the check workers: none is kept as a row (TableFiles packs rows on this thread).
    if (options.packPool && checking.columnsChecks) table.copiedAtOnce?.();
    const index = checking.startTable(table.name, table.kind);
    building &&= !sourceError && !checking.hasErrors;
    const slug = slugs.next(table.name, tablePatternOf(settings, table.id) ?? settings.fileNamePattern);
    const turn = { index, slug, kind: table.kind, rowsDone };
    // Packed on this thread (rows, or columns without a pack pool) or on the pack workers (a whole file's columns).
    let files: TableFiles | null = null;
    const rowFiles = (): TableFiles | null =>
      (files ??= building ? new TableFiles(table, turn, settings, buildOptions(checking)) : null);
    let onWorkers: { files: Promise<BuiltFile[]> } | null | undefined;
    // Batches of rows packed on the pack workers as they come (from the first, while the build goes on).
    let packer: ParallelTablePacker | null | undefined;
    let gathered: GatheredRows | null = null;
    const packGathered = async (): Promise<void> => {
      const { firstRow, columns } = gathered!;
      gathered = null;
      const rowsOf = columns.finish();
      // Rows are gathered only while a packer takes them, and given to it before it can stop.
      if (!(await packGatheredOnWorkers(packer!, table, index, firstRow, rowsOf, checking))) packer = null;
      // Room in the checks before more rows come (whether these were packed or, the build stopped, only checked).
      await checking.room?.();
    };
    let rows = 0;
    let held = 0;
    try {
      for await (const batch of table.batches) {
        if (onWorkers !== undefined) throw new Error(`${table.name}: rows came after its whole columns`);
        if (packer && 'rowCount' in batch) throw new Error(`${table.name}: columns came after its rows`);
        countHoldingMore(batch);
        if ('rowCount' in batch) held += batch.heldBytes();
        if ('rowCount' in batch && rows === 0 && options.packPool) {
          onWorkers = await packOnWorkers(table, batch, turn, checking, options.packPool);
          rows = batch.rowCount;
          continue;
        }
        if ('rowCount' in batch) {
          const skip = leftOutOf(table.name, rows, batch);
          try {
            await rowFiles()?.addColumns(batch, skip);
          } catch (error) {
            stopBuilding(error);
            files = null;
          }
          // Checked whole, after it was packed: the same problems, in the same order, as row by row.
          checking.checkColumns(index, rows, batch, skip);
          rows += batch.rowCount;
          await checking.room?.();
          continue;
        }
        if (rows === 0) packer = rowsPacker(table, turn, checking);
        // Gathered into columns as they come (a batch's row objects die young), at most GATHERED_ROWS at
        // a time unless a batch holds more: cut into slices, they leave no short one behind. A row that
        // stops the build as they are packed leaves this batch and the next to be checked as rows.
        if (packer && gathered && gathered.columns.rowCount + batch.length > GATHERED_ROWS) await packGathered();
        if (packer) {
          // No room made ahead (ColumnsBuilder: a gathering's is a guess).
          gathered ??= { firstRow: rows, columns: new ColumnsBuilder() };
          for (const row of batch) gathered.columns.add(row);
          rows += batch.length;
          continue;
        }
        let checked = 0;
        if (rowFiles()) {
          try {
            await files!.add(batch);
            checked = batch.length;
          } catch (error) {
            stopBuilding(error);
            files = null;
            // The rows after the one that stopped the build are still checked, so every problem is told.
            checked = Math.min(batch.length, Math.max(0, (error.place.row ?? rows + batch.length) - rows));
          }
        }
        for (let at = checked; at < batch.length; at++) {
          const row = batch[at]!;
          if (!notIndexable.take(table.name, rows + at, row.loc)) checking.check(index, rows + at, row);
        }
        rows += batch.length;
        await checking.room?.();
      }
      if (gathered) await packGathered();
      // Its rows split into files, its last files are written while the source reads on; taken before the next table, in order.
      const packed = packer ? await splitRowsPacked(packer) : null;
      const finishing = packed?.files ?? onWorkers?.files ?? (files as TableFiles | null)?.finish() ?? null;
      finishing?.catch(() => undefined); // told when taken
      tableBefore = finishing;
      heldBefore = held;
    } catch (error) {
      await (files as TableFiles | null)?.giveUp();
      await onWorkers?.files.catch(() => undefined);
      await (packer as ParallelTablePacker | null | undefined)?.giveUp(error);
      throw error;
    }
    checking.endTable(rows);
    rowsDone += rows;
  };
  let checksEnd: Promise<Problem[]> | null = null;
  try {
    // The folder is this export's before the first source is read (another export's: refused at once).
    if (building) await staging.lock();
    // A robots.txt of the folder that cannot be kept refuses the export before any source is read.
    const robotsRefusal = building && settings.writeRobotsTxt ? await staging.robotsTxtRefusal(input.projectId) : null;
    if (robotsRefusal) {
      await staging.discard();
      return { sourceProblems: [], outcome: { ok: false, problems: [...staging.repaired, robotsRefusal] } };
    }
    const streamed = await source(
      async (table) => {
        await onTable(table);
        options.signal?.throwIfAborted();
      },
      (text) => void (robotsTxt ??= text),
      (found) => notIndexable.add(found),
    );
    // A cancel during the import ends it early without an error: nothing read so far is exported.
    options.signal?.throwIfAborted();
    robotsTxt = streamed.robotsTxt;
    // The checks end (on workers, the duplicates across tables) while the last table's files are written.
    const ending = Promise.resolve(validatorNow().problems());
    checksEnd = ending;
    ending.catch(() => undefined); // told below
    await takeTableBefore().catch(async (error: unknown) => {
      // A check that failed stops every worker, the last files' jobs with it: its failure is the one to tell.
      const failed = await ending.then(
        () => null,
        (failure: unknown) => ({ failure }),
      );
      throw failed && isAbort(error) ? failed.failure : error;
    });
    options.signal?.throwIfAborted();
    // A sitemap a source lists but that was not read (a limit met) is lost as surely as a file that failed.
    sourceError = streamed.problems.some((item) => isError(item) || leavesSitemapsUnread(item));
    const problems = [...checked.problems, ...textOnlyLocsOf(holdingMore), ...(await ending)];
    let files: BuiltFile[] | null = null;
    if (building && !sourceError && !problems.some(isError)) {
      try {
        // The folder's robots.txt keeps its lines, unless this project's last export made it (robotsTxtToWrite).
        const robots = settings.writeRobotsTxt
          ? await staging.robotsTxtToWrite(input.projectId, robotsTxt)
          : { text: robotsTxt, replaces: null };
        if ('refused' in robots) problems.push(robots.refused);
        else
          files = await finishExportFiles(sitemaps, settings, {
            ...buildOptions(validatorNow()),
            robotsTxt: robots.text,
            robotsTxtReplaces: robots.replaces,
          });
      } catch (error) {
        if (!(error instanceof ExportBuildError)) throw error;
        buildError = error;
      }
    }
    if (buildError) problems.push(buildProblem(buildError, notIndexable));
    const errors = problems.filter(isError);
    if (!base || !files || errors.length > 0 || sourceError) {
      await staging.discard();
      // The repair as the first file was staged changed the folder all the same: told first.
      const problems = [...staging.repaired, ...errors];
      return { sourceProblems: streamed.problems, outcome: { ok: false, problems } };
    }
    const warnings = problems.filter(isAcceptedWarning);
    const leftOut = notIndexable.leftOut();
    const outcome = await commitStaged(staging, input, {
      base,
      files,
      reports,
      warnings,
      urlCount: rowsDone - leftOut.length,
      leftOut,
      now,
    });
    return { sourceProblems: streamed.problems, outcome };
  } catch (error) {
    await Promise.resolve(tableBefore).catch(() => undefined);
    // Its jobs read the spill that dispose removes.
    await checksEnd?.catch(() => undefined);
    const locked = await discardFailed(staging, error, options.signal);
    if (locked) return { sourceProblems: [], outcome: locked };
    throw error;
  } finally {
    validatorNow().dispose();
  }
}
