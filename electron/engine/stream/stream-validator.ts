import { UrlColumns } from '../../../shared/columnar/url-columns';
import { clusterProblems } from '../../../shared/hreflang/cluster-problems';
import type { Problem } from '../../../shared/problems';
import { emptyRow, type UrlRow } from '../../../shared/url-table';
import { placeFieldProblem, type FieldProblem } from '../../../shared/validation/field-problem';
import { checkNewsSitemapSize } from '../../../shared/validation/news-sitemap-size';
import { checkSharedLastmod } from '../../../shared/validation/shared-lastmod';
import { SharedValueTally } from '../../../shared/validation/shared-value-tally';
import type { SitemapKind } from '../../../shared/validation/sitemap-kind';
import { validateRow, type RowContext } from '../../../shared/validation/validate-rows';
import { SpilledDuplicates } from './spilled-duplicates';

/** Rows kept for the hreflang clusters are added to their table's columns this many at a time. */
const PENDING_ROWS = 4096;

/**
 * TablesValidator for tables that arrive one at a time and are let go after: the same row rules
 * (shared/validation), duplicates found through a spill to disk instead of a table over every row,
 * and the problems in the same order (rows, then duplicates, then whole tables). Only problems and
 * table names are held. `dispose` (or `problems`) removes the spill.
 */
export class StreamValidator {
  private readonly rowProblems: Problem[] = [];
  private readonly tableProblems: Problem[] = [];
  private readonly names: string[] = [];
  private readonly kinds: SitemapKind[] = [];
  private readonly duplicates: SpilledDuplicates;
  /** The lastmods of the table started last, for the one most of its rows share. */
  private lastmods = new SharedValueTally();
  /**
   * Each table's locs and alternates, for its hreflang clusters: as columns (the locs' UTF-8 and
   * the few rows' alternates), not rows; `pending` is the table started last's rows not yet added.
   */
  private readonly clusterTables: { rows: UrlColumns }[] = [];
  private pending: UrlRow[] = [];
  private errors = 0;

  constructor(
    private readonly context: RowContext,
    spill: { folder?: string; splitBytes?: number } = {},
  ) {
    this.duplicates = new SpilledDuplicates(spill.folder, spill.splitBytes);
  }

  /** Starts the next table; returns its index. */
  startTable(name: string, kind: SitemapKind): number {
    this.addPending();
    this.clusterTables.push({ rows: new UrlColumns() });
    this.kinds.push(kind);
    this.lastmods = new SharedValueTally();
    return this.names.push(name) - 1;
  }

  /** Ends the table started last, once its `rows` all went by: a news sitemap's size is judged by their count. */
  endTable(rows: number): void {
    const index = this.names.length - 1;
    const found = checkNewsSitemapSize(this.kinds[index]!, rows, this.context.newsUrlsPerFile);
    if (found) this.tableProblems.push(this.placed(found.problem, index, found.row));
    const shared = checkSharedLastmod(this.kinds[index]!, rows, this.lastmods);
    if (shared) this.tableProblems.push(this.placed(shared.problem, index, shared.row));
  }

  /** As TablesValidator.check, for a row of the table started last. */
  check(table: number, index: number, row: UrlRow, lastmodAt?: number): void {
    for (const found of validateRow(row, this.context, lastmodAt)) {
      if (found.severity === 'error') this.errors++;
      this.rowProblems.push(this.placed(found, table, index));
    }
    if (row.lastmod) this.lastmods.add(row.lastmod, index);
    this.duplicates.add(table, index, row.loc, this.kinds[table]!);
    this.pending.push(
      row.alternates.length > 0 ? { ...emptyRow(row.loc), alternates: row.alternates } : emptyRow(row.loc),
    );
    if (this.pending.length === PENDING_ROWS) this.addPending();
  }

  private addPending(): void {
    if (this.pending.length > 0) this.clusterTables.at(-1)!.rows.appendRows(this.pending);
    this.pending = [];
  }

  /** Whether a row had an error so far (an export stops building files then). */
  get hasErrors(): boolean {
    return this.errors > 0 || this.tableProblems.some((item) => item.severity === 'error');
  }

  /** The spill folder, for tests. */
  get tempPath(): string {
    return this.duplicates.path;
  }

  /** Ends the check and removes the spill. */
  problems(): Problem[] {
    try {
      const duplicates = this.duplicates
        .problems((table) => this.names[table]!)
        .map((found) => this.placed(found, found.table, found.row));
      this.addPending();
      const clusters = clusterProblems(this.clusterTables)
        .sort((a, b) => a.table - b.table || a.row - b.row)
        .map(({ table, row, problem }) => this.placed(problem, table, row));
      return [...this.rowProblems, ...duplicates, ...this.tableProblems, ...clusters];
    } finally {
      this.dispose();
    }
  }

  dispose(): void {
    this.duplicates.dispose();
  }

  private placed(found: FieldProblem, table: number, index: number): Problem {
    return placeFieldProblem(found, this.names[table]!, index + 1);
  }
}
