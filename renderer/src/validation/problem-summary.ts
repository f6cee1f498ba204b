import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { Problem, ProblemCode } from '../../../shared/problems';
import type { FieldProblem, RowField } from '../../../shared/validation/field-problem';
import { isCrossRowCode, type ProblemCollector, type ProblemRun } from '../../../shared/validation/validate-rows';

/** How many problems the panel lists; the counts always cover all of them. */
export const LISTED_PROBLEMS = 1000;

/** What the last whole-project check found. */
export interface ValidationSummary {
  errors: number;
  warnings: number;
  /** The first LISTED_PROBLEMS problems, with their table, row (1-based) and field. */
  listed: readonly Problem[];
  /** How many problems of each code were found (the problems panel offers fixes by code). */
  byCode: ReadonlyMap<ProblemCode, number>;
  /**
   * Problems only a whole-table check sees (duplicates), for the cells: by each table's rows, then
   * by stored position, moved along by inserts, deletes and reorders until the next check.
   */
  crossRow: WeakMap<UrlColumns, Map<number, FieldProblem[]>>;
}

export const emptySummary = (): ValidationSummary => ({
  errors: 0,
  warnings: 0,
  listed: [],
  byCode: new Map(),
  crossRow: new WeakMap(),
});

/**
 * Summarises a whole-project check as it goes: counts, the first problems of each run, and the
 * problems the cells need from it. A check of ten million rows with a problem on each holds no
 * more than that, never a list of every problem.
 */
export class ProblemSummary implements ProblemCollector {
  private errors = 0;
  private warnings = 0;
  private readonly firsts: Record<ProblemRun, Problem[]> = { row: [], duplicate: [], table: [] };
  private readonly crossRow = new WeakMap<UrlColumns, Map<number, FieldProblem[]>>();
  private readonly byCode = new Map<ProblemCode, number>();
  private readonly rowsByName: ReadonlyMap<string, UrlColumns>;

  /** `tables`: the checked tables' names and rows, to put problems that name a table on its rows. */
  constructor(tables: readonly { name: string; rows: UrlColumns }[]) {
    this.rowsByName = new Map(tables.map((table) => [table.name, table.rows]));
  }

  add(run: ProblemRun, found: Problem): void {
    if (found.severity === 'error') this.errors += 1;
    else if (found.severity === 'warning') this.warnings += 1;
    this.byCode.set(found.code, (this.byCode.get(found.code) ?? 0) + 1);
    const firsts = this.firsts[run];
    if (firsts.length < LISTED_PROBLEMS) firsts.push(found);
    const { table, row, field } = found.place;
    const rows = table === undefined ? undefined : this.rowsByName.get(table);
    if (!isCrossRowCode(found.code) || !rows || row === undefined || row < 1 || row > rows.rowCount) return;
    let byRow = this.crossRow.get(rows);
    if (!byRow) this.crossRow.set(rows, (byRow = new Map()));
    const stored = row - 1;
    const onRow = byRow.get(stored) ?? [];
    onRow.push({
      field: field as RowField,
      severity: found.severity,
      code: found.code,
      message: found.message,
      params: found.params,
    });
    byRow.set(stored, onRow);
  }

  summary(): ValidationSummary {
    const { row, duplicate, table } = this.firsts;
    return {
      errors: this.errors,
      warnings: this.warnings,
      listed: [...row, ...duplicate, ...table].slice(0, LISTED_PROBLEMS),
      byCode: this.byCode,
      crossRow: this.crossRow,
    };
  }
}
