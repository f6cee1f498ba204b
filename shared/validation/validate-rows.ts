import type { ProblemCode } from '../problem-catalogue';
import { problem, type Problem } from '../problems';
import type { UrlRow } from '../url-table';
import type { PublishBase } from './base-url';
import { DUPLICATE_CODES, DuplicateFinder } from './duplicate-locs';
import { checkExtensions } from './extension-rules';
import { checkNewsSitemapSize, NEWS_SITEMAP_TOO_LARGE } from './news-sitemap-size';
import { sitemapKind, type SitemapKind } from './sitemap-kind';
import { NO_PROBLEMS, type FieldProblem } from './field-problem';
import { checkLoc } from './loc-rules';
import { checkChangefreq, checkLastmod, checkPriority } from './scalar-rules';
import { checkRobots } from './robots-rule';
import { lastmodInstantAt, rowAt, rowCount, type TableRows } from './table-rows';
import type { RobotsMatcher } from '../robots/robots-matcher';

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
  /** The project's robots.txt and the crawler to check for; null when the project has none. */
  robots?: { matcher: RobotsMatcher; agent: string } | null;
}

/**
 * Every rule for one row, field by field: what the grid runs the moment a cell is edited.
 * `lastmodAt` is the row's lastmod as w3cDatetimeInstant reads it, for a caller that has read it already.
 */
export function validateRow(row: UrlRow, context: RowContext, lastmodAt?: number): readonly FieldProblem[] {
  let found = gather(NO_PROBLEMS, checkLoc(row.loc, context.base));
  found = gather(found, checkLastmod(row.lastmod, context.now, lastmodAt));
  found = gather(found, checkChangefreq(row.changefreq));
  found = gather(found, checkPriority(row.priority));
  found = gather(found, checkExtensions(row, context.now));
  if (context.robots) found = gather(found, checkRobots(row.loc, context.robots.matcher, context.robots.agent));
  return found;
}

/** Joins two lists of problems, allocating only when both have some. */
function gather(found: readonly FieldProblem[], more: readonly FieldProblem[]): readonly FieldProblem[] {
  if (more.length === 0) return found;
  if (found.length === 0) return more;
  return [...found, ...more];
}

export interface NamedRows {
  name: string;
  /** Row objects or columns, read one row at a time. */
  rows: TableRows;
}

type CrossRowCode = (typeof DUPLICATE_CODES)[number] | typeof NEWS_SITEMAP_TOO_LARGE;
const CROSS_ROW_CODES: ReadonlySet<ProblemCode> = new Set<CrossRowCode>([...DUPLICATE_CODES, NEWS_SITEMAP_TOO_LARGE]);

/** True for the codes only a check of whole tables finds (validateRow cannot see them): the grid keeps them by row. */
export const isCrossRowCode = (code: ProblemCode): code is CrossRowCode => CROSS_ROW_CODES.has(code);

/** Every rule for whole tables, rows and duplicates, as problems with their table and row (1-based). */
export function validateTables(tables: readonly NamedRows[], context: RowContext): Problem[] {
  const validator = new TablesValidator(tables, context);
  tables.forEach(({ rows }, tableIndex) => {
    for (let index = 0, count = rowCount(rows); index < count; index += 1) {
      const row = rowAt(rows, index);
      validator.check(tableIndex, index, row, lastmodInstantAt(rows, index, row.lastmod));
    }
  });
  return validator.problems();
}

/**
 * The same checks row by row, for a caller that visits every row anyway (the export validates
 * each row as it serialises it). Rows must be checked in table and row order.
 */
export class TablesValidator {
  private readonly rowProblems: Problem[] = [];
  private readonly duplicateProblems: Problem[] = [];
  /** Problems of a whole table (a news sitemap too large), known from the start. */
  private readonly tableProblems: Problem[] = [];
  private readonly duplicates: DuplicateFinder;
  private readonly names: readonly string[];
  private finished = false;

  /** `kinds`: each table's sitemapKind, for a caller that needs them too (the export splits news sitemaps by them). */
  constructor(
    tables: readonly NamedRows[],
    private readonly context: RowContext,
    kinds: readonly SitemapKind[] = tables.map((table) => sitemapKind(table.rows)),
  ) {
    this.names = tables.map((table) => table.name);
    this.duplicates = new DuplicateFinder(tables, kinds);
    tables.forEach((table, index) => {
      const found = checkNewsSitemapSize(kinds[index]!, rowCount(table.rows), context.newsUrlsPerFile);
      if (found) this.tableProblems.push(this.placed(found.problem, index, found.row));
    });
  }

  /** `lastmodAt`: as for validateRow. */
  check(table: number, index: number, row: UrlRow, lastmodAt?: number): void {
    for (const found of validateRow(row, this.context, lastmodAt)) {
      this.rowProblems.push(this.placed(found, table, index));
    }
    const duplicate = this.duplicates.add(table, index, row.loc);
    if (duplicate) this.duplicateProblems.push(this.placed(duplicate, table, index));
  }

  /** Ends the check: row problems first, then duplicates, each in row order, then whole tables'. No row can be checked after. */
  problems(): Problem[] {
    this.release();
    return [...this.rowProblems, ...this.duplicateProblems, ...this.tableProblems];
  }

  /** Ends the check and gives its memory back, for a caller that stops early (a cancel, a failure). */
  release(): void {
    if (!this.finished) this.duplicates.release();
    this.finished = true;
  }

  private placed(found: FieldProblem, table: number, index: number): Problem {
    return problem(found.severity, found.code, found.message, {
      table: this.names[table],
      row: index + 1,
      field: found.field,
    });
  }
}
