import { sliceToTransfer, type UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { Problem } from '../../../shared/problems';
import { emptyRow, type UrlRow } from '../../../shared/url-table';
import { placeFieldProblem, type FieldProblem } from '../../../shared/validation/field-problem';
import { checkNewsSitemapSize } from '../../../shared/validation/news-sitemap-size';
import { keptLines } from '../../../shared/validation/first-of-each-code';
import { checkSharedLastmod } from '../../../shared/validation/shared-lastmod';
import type { SitemapKind } from '../../../shared/validation/sitemap-kind';
import { SpilledClusters } from '../stream/spilled-clusters';
import { ColumnsBuilder } from '../../../shared/columnar/columns-builder';
import type { CheckContextData } from './check-messages';
import type { CheckPool } from './check-pool';
import { SLICE_ROWS } from './parallel-validation';
import { SliceChecks, type SliceCheck } from './slice-checks';

/** Checks of a table's columns handed to the jobs that pack them (StreamChecksOnWorkers.columnsChecks). */
export interface ColumnsChecks {
  checkOf(start: number, end: number): SliceCheck;
  rest(): void;
}

/** The rows of `skip` (ascending) in [start, end), from start. */
const skipsBetween = (skip: readonly number[], start: number, end: number): Uint32Array =>
  Uint32Array.from(
    skip.filter((at) => at >= start && at < end),
    (at) => at - start,
  );

/** A row not given to the check (left out of an export), holding its place in a slice. */
const LEFT_OUT = emptyRow('');

/**
 * StreamValidator's checks on a check pool's workers, for tables that arrive one at a time: rows are
 * gathered into slices of columns and each slice is checked (its locs spilled by hash partition, its
 * rows written for the hreflang clusters) on a worker while later rows arrive; the duplicates are
 * found partition by partition on workers at the end, the clusters here. The same problems in the same order. Rows must come in table and row order, and the caller
 * awaits `room()` between batches, so only a few slices are ever under way. `dispose` removes the spill.
 */
export class StreamChecksOnWorkers {
  private readonly slices: SliceChecks;
  private readonly names: string[] = [];
  private readonly kinds: SitemapKind[] = [];
  private readonly rowCounts: number[] = [];
  /**
   * Each row's loc and alternates, for the hreflang clusters, as StreamValidator keeps them: written
   * by the slices' jobs (at 1M rows some 80 ms of this thread's when it wrote them), read here at the end.
   */
  private readonly clusters: SpilledClusters;
  /**
   * The rows given since the last slice was posted, put into columns as they come: held as objects
   * until their slice was full (25,000), they outlived V8's scavenges, and `validate` of a CSV of 1M
   * rows spent a fifth of its main thread collecting them.
   */
  private pending = new ColumnsBuilder();
  private pendingFrom = 0;
  /** Rows of the pending slice not given (left out of an export): placeholders, skipped by the worker. */
  private pendingSkips: number[] = [];
  private posting: Promise<void> = Promise.resolve();
  private readonly sliceRows: number;

  constructor(
    private readonly context: CheckContextData,
    pool: CheckPool,
    options: { folder?: string; signal?: AbortSignal; sliceRows?: number } = {},
  ) {
    this.slices = new SliceChecks(pool, context, options.folder, options.signal);
    this.clusters = new SpilledClusters(options.folder);
    this.sliceRows = options.sliceRows ?? SLICE_ROWS;
  }

  /** Always false: the rows' errors are known only once `problems` has them all (StreamValidator knows them as it goes). */
  readonly hasErrors = false;

  startTable(name: string, kind: SitemapKind): number {
    this.post();
    this.kinds.push(kind);
    this.pendingFrom = 0;
    return this.names.push(name) - 1;
  }

  endTable(rows: number): void {
    this.post();
    this.rowCounts.push(rows);
  }

  /** As StreamValidator.check, for a row of the table started last (`lastmodAt` is read again on the worker). */
  check(table: number, index: number, row: UrlRow): void {
    const { pending } = this;
    if (pending.rowCount === 0) this.pendingFrom = index;
    while (this.pendingFrom + pending.rowCount < index) {
      this.pendingSkips.push(pending.rowCount);
      pending.add(LEFT_OUT);
    }
    pending.add(row);
    if (pending.rowCount >= this.sliceRows) this.post();
  }

  /**
   * As `check` for every row of a slice of columns (stored rows from `firstRow` on) but those in
   * `skip` (ascending, left out of an export): the columns are cut into slices for the workers as
   * they are, no row object made. `alternates` false: no row lists any (see columnsChecks).
   */
  checkColumns(
    table: number,
    firstRow: number,
    columns: UrlColumns,
    skip: readonly number[] = [],
    alternates = true,
  ): void {
    this.post();
    this.postColumns(table, firstRow, columns, skip, 0, alternates);
  }

  /**
   * The checks of a whole table's columns for the jobs that serialise them (packTableInParallel's
   * `checks`), asked for slice by slice in row order, once `room()` has resolved (so the slices stay
   * in order); `rest()` checks in jobs of their own the rows no job took (the build stopped early).
   * `alternates` false: no row lists any, known before (ColumnsFacts), so none is read for the clusters.
   * `firstRow`: the table's row the columns begin at (a table that comes in batches), their first by default.
   */
  columnsChecks(
    table: number,
    columns: UrlColumns,
    skip: readonly number[] = [],
    alternates = true,
    firstRow = 0,
  ): ColumnsChecks {
    this.post();
    const { names, kinds } = this;
    let taken = 0;
    return {
      checkOf: (start, end) => {
        taken = end;
        const skips = skipsBetween(skip, start, end);
        return this.slices.checkOf({
          table,
          tableName: names[table]!,
          firstRow: firstRow + start,
          kind: kinds[table]!,
          ownHost: null,
          skip: skips,
          clusters: { alternates },
        });
      },
      rest: () => this.postColumns(table, firstRow, columns, skip, taken, alternates),
    };
  }

  /** Waits until a worker has room for more rows; throws a worker's failure. */
  async room(): Promise<void> {
    await this.posting;
    await this.slices.room();
  }

  /** Ends the check and removes the spill: rows' problems, duplicates, then each table's, then the clusters. */
  async problems(): Promise<Problem[]> {
    try {
      this.post();
      await this.posting;
      const { rows, duplicates, checked } = await this.slices.finish(this.names);
      const tableProblems: Problem[] = [];
      this.names.forEach((_, index) => {
        const kind = this.kinds[index]!;
        const count = this.rowCounts[index] ?? 0;
        const news = checkNewsSitemapSize(kind, count, this.context.newsUrlsPerFile);
        if (news) tableProblems.push(this.placed(news.problem, index, news.row));
        const shared = checkSharedLastmod(kind, count, this.slices.lastmods(index, checked));
        if (shared) tableProblems.push(this.placed(shared.problem, index, shared.row));
      });
      for (const { clusterRows } of checked) if (clusterRows) this.clusters.addWritten(clusterRows);
      const clusters = this.clusters.problems();
      // The clusters' after the whole tables', kept together as TablesValidator's collector keeps them.
      const tables = keptLines(tableProblems, clusters, ({ table, row, problem }) => this.placed(problem, table, row));
      return [...rows, ...duplicates, ...tables];
    } catch (error) {
      await this.slices.stop();
      throw error;
    } finally {
      this.dispose();
    }
  }

  dispose(): void {
    this.slices.dispose();
    this.clusters.dispose();
  }

  /** Gives the check up (Ctrl-C): the jobs under way stopped first, so none writes into the spill as it is removed. */
  async abandon(): Promise<void> {
    await this.slices.stop().catch(() => undefined);
    this.dispose();
  }

  /** Sends the rows gathered to a worker (after the slice before them). */
  private post(): void {
    if (this.pending.rowCount === 0) return;
    const columns = this.pending.finish();
    const table = this.names.length - 1;
    const firstRow = this.pendingFrom;
    const skip = Uint32Array.from(this.pendingSkips);
    // No room made ahead (ColumnsBuilder: a slice's is a guess).
    this.pending = new ColumnsBuilder();
    this.pendingSkips = [];
    const slice = sliceToTransfer(columns, 0, columns.rowCount);
    this.postSlice(() => slice, table, firstRow, skip, true);
  }

  /**
   * Posts rows [from, end) of a table's columns (stored rows from `firstRow`) in slices, each cut when
   * its turn comes; `alternates` false: no row lists any.
   */
  private postColumns(
    table: number,
    firstRow: number,
    columns: UrlColumns,
    skip: readonly number[],
    from: number,
    alternates: boolean,
  ): void {
    for (let start = from; start < columns.rowCount; start += this.sliceRows) {
      const end = Math.min(columns.rowCount, start + this.sliceRows);
      // Cut when its turn comes, so a file of many slices is not copied whole at once.
      this.postSlice(
        () => sliceToTransfer(columns, start, end),
        table,
        firstRow + start,
        skipsBetween(skip, start, end),
        alternates,
      );
    }
  }

  /** Sends a slice to a worker (after the slice before it); `skip`: its rows not checked, from its first. */
  private postSlice(
    cut: () => UrlColumnsSlice,
    table: number,
    firstRow: number,
    skip: Uint32Array,
    alternates: boolean,
  ): void {
    const { names, kinds } = this;
    const place = { table, tableName: names[table]!, firstRow, kind: kinds[table]!, ownHost: null, skip };
    const clusters = { alternates };
    this.posting = this.posting.then(() => this.slices.add({ slice: cut(), ...place, clusters }));
    this.posting.catch(() => undefined); // told by room() or problems()
  }

  private placed(found: FieldProblem, table: number, index: number): Problem {
    return placeFieldProblem(found, this.names[table]!, index + 1);
  }
}
