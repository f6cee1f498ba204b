import { makeOwnTempFolder, removeOwnTempFolder } from '../own-temp-folder';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { Problem } from '../../../shared/problems';
import type { UrlRow } from '../../../shared/url-table';
import { placeFieldProblem, type FieldProblem } from '../../../shared/validation/field-problem';
import { checkNewsSitemapSize } from '../../../shared/validation/news-sitemap-size';
import { checkSharedLastmod } from '../../../shared/validation/shared-lastmod';
import { keptLines } from '../../../shared/validation/first-of-each-code';
import { KeptProblems } from '../../../shared/validation/kept-problems';
import { SharedValueTally } from '../../../shared/validation/shared-value-tally';
import type { SitemapKind } from '../../../shared/validation/sitemap-kind';
import { lastmodInstantAt } from '../../../shared/validation/table-rows';
import { validateRow, type RowContext } from '../../../shared/validation/validate-rows';
import { SpilledClusters } from './spilled-clusters';
import { SpilledDuplicates } from './spilled-duplicates';

/**
 * TablesValidator for tables that arrive one at a time and are let go after: the same row rules
 * (shared/validation), duplicates and hreflang clusters found through spills to a temp folder instead
 * of a table over every row, and the problems in the same order (rows, then duplicates, then whole
 * tables, then clusters). Only problems (bounded: KeptProblems) and table names are held. `dispose` (or `problems`) removes
 * the folder.
 */
export class StreamValidator {
  /** Kept bounded (KeptProblems): a stream's rows are unbounded, and so may be their problems. */
  private readonly rowProblems = new KeptProblems();
  private readonly tableProblems: Problem[] = [];
  private readonly names: string[] = [];
  private readonly kinds: SitemapKind[] = [];
  private readonly folder: string;
  private readonly duplicates: SpilledDuplicates;
  private readonly clusters: SpilledClusters;
  /** The lastmods of the table started last, for the one most of its rows share. */
  private lastmods = new SharedValueTally();
  private errors = 0;

  constructor(
    private readonly context: RowContext,
    spill: { folder?: string; splitBytes?: number } = {},
  ) {
    this.folder = makeOwnTempFolder('stream', spill.folder);
    this.duplicates = new SpilledDuplicates(this.folder, spill.splitBytes);
    this.clusters = new SpilledClusters(this.folder);
  }

  /** Starts the next table; returns its index. */
  startTable(name: string, kind: SitemapKind): number {
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
      this.rowProblems.add(this.placed(found, table, index));
    }
    if (row.lastmod) this.lastmods.add(row.lastmod, index);
    this.duplicates.add(table, index, row.loc, this.kinds[table]!);
    this.clusters.add(table, index, row.loc, row.alternates);
  }

  /** `check` for every row of a slice of columns (stored rows from `firstRow`) but those in `skip` (ascending). */
  checkColumns(table: number, firstRow: number, columns: UrlColumns, skip: readonly number[] = []): void {
    let skipped = 0;
    for (let at = 0; at < columns.rowCount; at++) {
      if (skip[skipped] === at) skipped++;
      else {
        const row = columns.rowAt(at);
        this.check(table, firstRow + at, row, lastmodInstantAt(columns, at, row.lastmod));
      }
    }
  }

  /** Whether a row had an error so far (an export stops building files then). */
  get hasErrors(): boolean {
    return this.errors > 0 || this.tableProblems.some((item) => item.severity === 'error');
  }

  /** The spills' folder, for tests. */
  get tempPath(): string {
    return this.folder;
  }

  /** Ends the check and removes the spill. */
  problems(): Problem[] {
    try {
      const found = this.duplicates.problems((table) => this.names[table]!);
      const duplicates = keptLines([], found, (item) => this.placed(item, item.table, item.row));
      const clusters = this.clusters.problems();
      // The clusters' after the whole tables', kept together as TablesValidator's collector keeps them.
      const tables = keptLines(this.tableProblems, clusters, ({ table, row, problem }) =>
        this.placed(problem, table, row),
      );
      return [...this.rowProblems.all(), ...duplicates, ...tables];
    } finally {
      this.dispose();
    }
  }

  dispose(): void {
    this.duplicates.dispose();
    this.clusters.dispose();
    removeOwnTempFolder(this.folder);
  }

  private placed(found: FieldProblem, table: number, index: number): Problem {
    return placeFieldProblem(found, this.names[table]!, index + 1);
  }
}
