import { runSteps } from '../run-steps';
import type { ProblemCollector, ProblemRun } from './problem-collector';
import type { ProblemCode } from '../problem-catalogue';
import type { Problem } from '../problems';
import type { UrlRow } from '../url-table';
import type { PublishBase } from './base-url';
import { clusterProblemsInSteps } from '../hreflang/cluster-problems';
import { HREFLANG_PROBLEMS } from '../problem-catalogue/hreflang-problems';
import { DUPLICATE_CODES, DuplicateFinder } from './duplicate-locs';
import { checkExtensions } from './extension-rules';
import { checkExtra, holdsExtra } from './extra-rules';
import { checkNewsSitemapSize, NEWS_SITEMAP_TOO_LARGE } from './news-sitemap-size';
import { checkSharedLastmod, LASTMOD_SHARED } from './shared-lastmod';
import { SharedValueTally } from './shared-value-tally';
import { sitemapKind, type SitemapKind } from './sitemap-kind';
import { fieldProblem, NO_PROBLEMS, placeFieldProblem, type FieldProblem } from './field-problem';
import { checkLoc } from './loc-rules';
import { checkChangefreq, checkLastmod, checkPriority } from './scalar-rules';
import { checkRobots } from './robots-rule';
import { lastmodInstantAt, rowAt, rowCount, type TableRows } from './table-rows';
import type { RobotsMatcher } from '../robots/robots-matcher';
import { locHost, ownHostOf } from '../site-check/checked-rows';

export interface RowContext {
  /** Where the sitemaps will be published; null when not set yet (then locs are checked on their own). */
  base: PublishBase | null;
  /** The clock, in ms since the epoch, for "in the future" and "older than two days". */
  now: number;
  /**
   * The most URLs one file of a news sitemap will hold: the export's limit where the tables are to be
   * exported; absent where each table is a file as read (the CLI's validate), whatever its size.
   */
  newsUrlsPerFile?: number;
  /** Locs on another host than the base URL's are accepted warnings, not errors (the export setting allowOtherHosts). */
  allowOtherHosts?: boolean;
  /** The project's robots.txt and the crawler to check for; null when the project has none. */
  robots?: { matcher: RobotsMatcher; agent: string } | null;
}

/**
 * Every rule for one row, field by field: what the grid runs the moment a cell is edited.
 * `lastmodAt` is the row's lastmod as w3cDatetimeInstant reads it, for a caller that has read it already.
 */
export function validateRow(row: UrlRow, context: RowContext, lastmodAt?: number): readonly FieldProblem[] {
  let found = gather(NO_PROBLEMS, checkLoc(row.loc, context.base, context.allowOtherHosts));
  found = gather(found, checkLastmod(row.lastmod, context.now, lastmodAt));
  found = gather(found, checkChangefreq(row.changefreq));
  found = gather(found, checkPriority(row.priority));
  found = gather(found, checkExtensions(row, context.now));
  if (holdsExtra(row)) found = gather(found, checkExtra(row));
  if (context.robots) found = gather(found, checkRobots(row.loc, context.robots.matcher, context.robots.agent));
  return found;
}

/** Joins two lists of problems, allocating only when both have some. */
export function gather(found: readonly FieldProblem[], more: readonly FieldProblem[]): readonly FieldProblem[] {
  if (more.length === 0) return found;
  if (found.length === 0) return more;
  return [...found, ...more];
}

export interface NamedRows {
  name: string;
  /** Row objects or columns, read one row at a time. */
  rows: TableRows;
}

type HreflangCode = keyof typeof HREFLANG_PROBLEMS;
type CrossRowCode =
  | (typeof DUPLICATE_CODES)[number]
  | typeof NEWS_SITEMAP_TOO_LARGE
  | typeof LASTMOD_SHARED
  | 'loc-other-host'
  | HreflangCode;
const CROSS_ROW_CODES: ReadonlySet<ProblemCode> = new Set<CrossRowCode>([
  ...DUPLICATE_CODES,
  NEWS_SITEMAP_TOO_LARGE,
  LASTMOD_SHARED,
  'loc-other-host',
  // The hreflang clusters' problems: a row's links are judged against the other rows of its cluster.
  ...(Object.keys(HREFLANG_PROBLEMS) as HreflangCode[]),
]);

/** True for the codes only a check of whole tables finds (validateRow cannot see them): the grid keeps them by row. */
export const isCrossRowCode = (code: ProblemCode): code is CrossRowCode => CROSS_ROW_CODES.has(code);

/** Rows a whole check goes through between two steps of checkTablesInSteps. */
const ROWS_PER_STEP = 1024;

/**
 * Every rule for whole tables, rows and duplicates, as problems with their table and row (1-based),
 * in `collector` (every one by default; an export keeps them bounded: KeptProblemList).
 */
export function validateTables(
  tables: readonly NamedRows[],
  context: RowContext,
  collector: ProblemCollector & { all(): Problem[] } = new ProblemList(),
): Problem[] {
  return runSteps(checkTablesInSteps(tables, context, collector)).all();
}

/**
 * validateTables a step at a time, for a caller that gives the thread back between steps (the grid
 * checks the whole project on the page, a slice of time at a time): each step checks ROWS_PER_STEP
 * rows, and the last returns the collector. The rows must not change while it runs; a caller that
 * stops early calls `return()` on it, which gives the check's memory back.
 */
export function* checkTablesInSteps<C extends ProblemCollector>(
  tables: readonly NamedRows[],
  context: RowContext,
  collector: C,
): Generator<void, C, void> {
  const validator = new TablesValidator(tables, context, undefined, collector);
  try {
    let sinceStep = 0;
    for (let tableIndex = 0; tableIndex < tables.length; tableIndex += 1) {
      const rows = tables[tableIndex]!.rows;
      for (let index = 0, count = rowCount(rows); index < count; index += 1) {
        const row = rowAt(rows, index);
        validator.check(tableIndex, index, row, lastmodInstantAt(rows, index, row.lastmod));
        if (++sinceStep === ROWS_PER_STEP) {
          sinceStep = 0;
          yield;
        }
      }
    }
    return yield* validator.finishInSteps();
  } finally {
    validator.release();
  }
}

/** Every problem of a check: rows first, then duplicates, then whole tables. */
export class ProblemList implements ProblemCollector {
  private readonly runs: Record<ProblemRun, Problem[]> = { row: [], duplicate: [], table: [] };

  add(run: ProblemRun, found: Problem): void {
    this.runs[run].push(found);
  }

  all(): Problem[] {
    return [...this.runs.row, ...this.runs.duplicate, ...this.runs.table];
  }
}

/**
 * The same checks row by row, for a caller that visits every row anyway (the export validates
 * each row as it serialises it). Rows must be checked in table and row order.
 */
export class TablesValidator<C extends ProblemCollector = ProblemList> {
  private readonly duplicates: DuplicateFinder;
  private readonly names: readonly string[];
  /** Problems of a whole table (a news sitemap too large), handed to the collector last. */
  private readonly tableProblems: Problem[] = [];
  /**
   * Each table's own host (ownHostOf) where no base URL is set: a loc elsewhere is a warning, as the
   * base URL's host rule would make it an error (where one is set, that rule says it).
   */
  private readonly ownHosts: readonly (string | null)[];
  /** Each table's lastmods, for the one most of its rows share (lastmod-shared). */
  private readonly lastmods: SharedValueTally[];
  private readonly kinds: readonly SitemapKind[];
  private readonly rowCounts: readonly number[];
  private finished = false;

  /**
   * `kinds`: each table's sitemapKind, for a caller that needs them too (the export splits news
   * sitemaps by them); `collector`: where the problems go (all of them in a list by default).
   */
  constructor(
    private readonly tables: readonly NamedRows[],
    private readonly context: RowContext,
    kinds: readonly SitemapKind[] = tables.map((table) => sitemapKind(table.rows)),
    private readonly collector: C = new ProblemList() as ProblemCollector as C,
  ) {
    this.names = tables.map((table) => table.name);
    this.ownHosts = context.base === null ? tables.map((table) => ownHostOf(table.rows)) : [];
    this.duplicates = new DuplicateFinder(tables, kinds);
    this.kinds = kinds;
    this.rowCounts = tables.map((table) => rowCount(table.rows));
    this.lastmods = tables.map(() => new SharedValueTally());
    tables.forEach((table, index) => {
      const found = checkNewsSitemapSize(kinds[index]!, rowCount(table.rows), context.newsUrlsPerFile);
      // Known from the start, but kept to the end of the order.
      if (found) this.tableProblems.push(this.placed(found.problem, index, found.row));
    });
  }

  /** `lastmodAt`: as for validateRow. */
  check(table: number, index: number, row: UrlRow, lastmodAt?: number): void {
    for (const found of validateRow(row, this.context, lastmodAt)) {
      this.collector.add('row', this.placed(found, table, index));
    }
    if (row.lastmod) this.lastmods[table]!.add(row.lastmod, index);
    const tableHost = this.ownHosts[table];
    const host = tableHost ? locHost(row.loc) : null;
    if (host !== null && host !== tableHost) {
      this.collector.add(
        'row',
        this.placed(fieldProblem('loc-other-host', { host, tableHost: tableHost! }), table, index),
      );
    }
    const duplicate = this.duplicates.add(table, index, row.loc);
    if (duplicate) this.collector.add('duplicate', this.placed(duplicate, table, index));
  }

  /** Ends the check (no row can be checked after) and gives the collector, whole tables' problems added. */
  finish(): C {
    return runSteps(this.finishInSteps());
  }

  /** finish a step at a time: the hreflang clusters of a large project take a while to find. */
  *finishInSteps(): Generator<void, C, void> {
    this.release();
    this.lastmods.forEach((lastmods, index) => {
      const found = checkSharedLastmod(this.kinds[index]!, this.rowCounts[index]!, lastmods);
      if (found) this.tableProblems.push(this.placed(found.problem, index, found.row));
    });
    // The hreflang clusters' problems last, in table and row order (as StreamValidator gives them).
    const clusters = yield* clusterProblemsInSteps(this.tables);
    clusters.sort((a, b) => a.table - b.table || a.row - b.row);
    for (const { table, row, problem } of clusters) this.tableProblems.push(this.placed(problem, table, row));
    for (const found of this.tableProblems) this.collector.add('table', found);
    this.tableProblems.length = 0;
    return this.collector;
  }

  /** Ends the check and gives its memory back, for a caller that stops early (a cancel, a failure). */
  release(): void {
    if (!this.finished) this.duplicates.release();
    this.finished = true;
  }

  private placed(found: FieldProblem, table: number, index: number): Problem {
    return placeFieldProblem(found, this.names[table]!, index + 1);
  }
}
