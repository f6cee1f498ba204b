import { problem, type Problem } from '../problems';
import type { UrlRow } from '../url-table';
import type { PublishBase } from './base-url';
import { findDuplicateLocs } from './duplicate-locs';
import { checkExtensions } from './extension-rules';
import { NO_PROBLEMS, type FieldProblem } from './field-problem';
import { checkLoc } from './loc-rules';
import { checkChangefreq, checkLastmod, checkPriority } from './scalar-rules';
import { checkRobots } from './robots-rule';
import type { RobotsMatcher } from '../robots/robots-matcher';

export interface RowContext {
  /** Where the sitemaps will be published; null when not set yet (then locs are checked on their own). */
  base: PublishBase | null;
  /** The clock, in ms since the epoch, for "in the future". */
  now: number;
  /** The project's robots.txt and the crawler to check for; null when the project has none. */
  robots?: { matcher: RobotsMatcher; agent: string } | null;
}

/** Every rule for one row, field by field: what the grid runs the moment a cell is edited. */
export function validateRow(row: UrlRow, context: RowContext): readonly FieldProblem[] {
  let found = gather(NO_PROBLEMS, checkLoc(row.loc, context.base));
  found = gather(found, checkLastmod(row.lastmod, context.now));
  found = gather(found, checkChangefreq(row.changefreq));
  found = gather(found, checkPriority(row.priority));
  found = gather(found, checkExtensions(row));
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
  rows: readonly UrlRow[];
}

/** Every rule for whole tables, rows and duplicates, as problems with their table and row (1-based). */
export function validateTables(tables: readonly NamedRows[], context: RowContext): Problem[] {
  const problems: Problem[] = [];
  tables.forEach((table) => {
    table.rows.forEach((row, index) => {
      for (const found of validateRow(row, context)) {
        problems.push(
          problem(found.severity, found.code, found.message, { table: table.name, row: index + 1, field: found.field }),
        );
      }
    });
  });
  for (const duplicate of findDuplicateLocs(tables)) {
    problems.push(
      problem(duplicate.severity, duplicate.code, duplicate.message, {
        table: tables[duplicate.table]!.name,
        row: duplicate.row + 1,
        field: duplicate.field,
      }),
    );
  }
  return problems;
}
