import { sliceToShare, sliceToTransfer, type UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { firstClusterProblems } from '../../../shared/hreflang/cluster-problems';
import type { Problem } from '../../../shared/problems';
import { ownHostOf } from '../../../shared/site-check/checked-rows';
import type { UrlRow } from '../../../shared/url-table';
import { placeFieldProblem, type FieldProblem } from '../../../shared/validation/field-problem';
import { checkNewsSitemapSize } from '../../../shared/validation/news-sitemap-size';
import { keptLines } from '../../../shared/validation/first-of-each-code';
import { checkSharedLastmod } from '../../../shared/validation/shared-lastmod';
import { sitemapKind, type SitemapKind } from '../../../shared/validation/sitemap-kind';
import { isColumns, rowCount, type TableRows } from '../../../shared/validation/table-rows';
import type { NamedRows } from '../../../shared/validation/validate-rows';
import type { CheckContextData } from './check-messages';
import type { CheckPool } from './check-pool';
import { SliceChecks, type SliceToCheck } from './slice-checks';

/** Rows a job checks: a few milliseconds of work, many jobs for the workers to share. */
export const SLICE_ROWS = 25_000;

export interface ParallelCheckOptions {
  /** Each table's sitemapKind, for a caller that has them already. */
  kinds?: readonly SitemapKind[];
  /** Each table's rows (0-based, ascending) left out of the export: neither checked nor counted as duplicates. */
  leftOut?: readonly (readonly number[])[];
  signal?: AbortSignal;
  /** Where the locs are spilled for the duplicates (default: the system's temp folder). */
  tempFolder?: string;
  /** Told each slice's row count as its check comes back (in any order): progress through the checks. */
  onChecked?: (rows: number) => void;
}

/**
 * Rows [start, end) as a columnar slice of their own, to post to (or hand over to) a worker; the locs
 * of columns are read by the worker where they lie (sliceToShare), so `rows` must not change meanwhile.
 */
export function columnsSlice(rows: TableRows, start: number, end: number): UrlColumnsSlice {
  if (isColumns(rows)) return sliceToShare(rows, start, end);
  return sliceToTransfer(UrlColumns.fromRows((rows as readonly UrlRow[]).slice(start, end)), 0, end - start);
}

/** The left-out rows of [start, end), relative to start. */
function skipped(leftOut: readonly number[] | undefined, start: number, end: number): Uint32Array {
  if (!leftOut || leftOut.length === 0) return new Uint32Array(0);
  return Uint32Array.from(leftOut.filter((row) => row >= start && row < end).map((row) => row - start));
}

/**
 * validateTables (TablesValidator's problems, in its order: rows, duplicates, whole tables) with the
 * row rules and the duplicates on `pool`'s workers (SliceChecks), a slice at a time: each slice of
 * rows is checked on a worker (`add`, `addAll`), which also spills each loc to the file of its slice,
 * grouped by the hash partition of its key; `checked` waits for every slice (the export builds its
 * files after that); then `finish` finds each partition's duplicates on a worker from the slices'
 * parts of it, in row order, so no thread sees every loc, and the whole tables' problems here: the
 * lastmod tallies (a run of rows at a time) and the hreflang clusters. A job that fails stops the
 * others (`stop`); `dispose` removes the spill, whatever happened.
 */
export class ParallelValidation {
  private readonly kinds: readonly SitemapKind[];
  private readonly ownHosts: (string | null)[];
  private readonly slices: SliceChecks;

  constructor(
    private readonly tables: readonly NamedRows[],
    private readonly data: CheckContextData,
    pool: CheckPool,
    private readonly options: ParallelCheckOptions = {},
  ) {
    this.kinds = options.kinds ?? tables.map((table) => sitemapKind(table.rows));
    this.ownHosts = data.base === null ? tables.map((table) => ownHostOf(table.rows)) : tables.map(() => null);
    // The tables do not change until `finish` is done: a slice's locs may be spilled as references to them.
    this.slices = new SliceChecks(pool, data, options.tempFolder, options.signal, true);
  }

  /**
   * Checks every row of every table, `sliceRows` a job (a test makes it small, so a table spans many),
   * in table and row order: done once the last job is posted.
   */
  async addAll(sliceRows = SLICE_ROWS): Promise<void> {
    for (const [index, table] of this.tables.entries()) {
      for (let start = 0, count = rowCount(table.rows); start < count; start += sliceRows)
        await this.add(index, start, Math.min(count, start + sliceRows));
    }
  }

  /** Every slice added checked (SliceChecks.checked): before `finish`, for a caller with more to do meanwhile. */
  checked(): Promise<void> {
    return this.slices.checked();
  }

  /** Whether a row checked so far has an error (SliceChecks.hasRowErrors): once `checked` resolves, the export is refused. */
  get hasRowErrors(): boolean {
    return this.slices.hasRowErrors;
  }

  /** Checks rows [start, end) of table `index` in a job of their own, once a worker has room. */
  async add(index: number, start: number, end: number): Promise<void> {
    const slice = columnsSlice(this.tables[index]!.rows, start, end);
    await this.slices.add({ ...this.sliceOf(index, start, end), slice }, this.options.onChecked);
  }

  private sliceOf(index: number, start: number, end: number): Omit<SliceToCheck, 'slice'> {
    return {
      table: index,
      tableName: this.tables[index]!.name,
      firstRow: start,
      kind: this.kinds[index]!,
      ownHost: this.ownHosts[index]!,
      skip: skipped(this.options.leftOut?.[index], start, end),
    };
  }

  /** Every problem, once every slice was checked: rows, duplicates, then the whole tables'. */
  async finish(): Promise<Problem[]> {
    const { tables, kinds } = this;
    const names = tables.map((table) => table.name);
    const placed = (found: FieldProblem, table: number, row: number): Problem =>
      placeFieldProblem(found, names[table]!, row + 1);
    const tableProblems: Problem[] = [];
    tables.forEach((table, index) => {
      const found = checkNewsSitemapSize(kinds[index]!, rowCount(table.rows), this.data.newsUrlsPerFile);
      if (found) tableProblems.push(placed(found.problem, index, found.row));
    });
    const { rows, duplicates, checked } = await this.slices.finish(names);
    tables.forEach((table, index) => {
      const shared = checkSharedLastmod(kinds[index]!, rowCount(table.rows), this.slices.lastmods(index, checked));
      if (shared) tableProblems.push(placed(shared.problem, index, shared.row));
    });
    // The hreflang clusters on this thread, in table and row order, kept with the whole tables' as
    // TablesValidator's collector keeps them.
    const clusters = firstClusterProblems(tables);
    const kept = keptLines(tableProblems, clusters, ({ table, row, problem }) => placed(problem, table, row));
    return [...rows, ...duplicates, ...kept];
  }

  /** Stops every job under way (nothing goes on writing into the spill). */
  stop(): Promise<void> {
    return this.slices.stop();
  }

  dispose(): void {
    this.slices.dispose();
  }

  /** The spill removed off this thread, once every job is done: an export commits meanwhile and awaits it at its end. */
  disposeLater(): Promise<void> {
    return this.slices.disposeLater();
  }
}
