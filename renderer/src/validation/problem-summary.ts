import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { Problem, ProblemCode, Severity } from '../../../shared/problems';
import type { FieldProblem, RowField } from '../../../shared/validation/field-problem';
import type { ProblemCollector, ProblemRun } from '../../../shared/validation/problem-collector';
import { isCrossRowCode } from '../../../shared/validation/validate-rows';
import { inGroupOrder, type ProblemGroupKey } from '../../../shared/problem-groups';
import { RowList } from './row-list';

/** How many problems the panel lists; the counts always cover all of them. */
export const LISTED_PROBLEMS = 1000;

/** Problems of a group that are not on a row of a checked table, listed one by one up to this many. */
export const LISTED_PER_GROUP = 1000;

/** The problems of one code at one severity: how many, and where. */
export interface ProblemGroup extends ProblemGroupKey {
  count: number;
  /** Per table name, the stored rows (0-based) its problems are on, in the order met, a row once per problem. */
  rows: ReadonlyMap<string, RowList>;
  /** Its problems that are on no row of a checked table (a table's as a whole): the first LISTED_PER_GROUP. */
  listed: readonly Problem[];
}

/** A group as it is collected, with the order it was met in. */
type CollectedGroup = ProblemGroup & { rows: Map<string, RowList>; listed: Problem[]; met: number };

/** What the last whole-project check found. */
export interface ValidationSummary {
  errors: number;
  warnings: number;
  /** The first LISTED_PROBLEMS problems, with their table, row (1-based) and field. */
  listed: readonly Problem[];
  /** How many problems of each code were found (the problems panel offers fixes by code). */
  byCode: ReadonlyMap<ProblemCode, number>;
  /** Every problem by code and severity, errors first (the problems panel's groups). */
  groups: readonly ProblemGroup[];
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
  groups: [],
  crossRow: new WeakMap(),
});

/**
 * Summarises a whole-project check as it goes: counts, the first problems of each run, each
 * group's rows, and the problems the cells need from it. A check of ten million rows with a
 * problem on each holds 4 bytes per problem (its row in its group), never a list of problem objects.
 */
export class ProblemSummary implements ProblemCollector {
  private errors = 0;
  private warnings = 0;
  private readonly firsts: Record<ProblemRun, Problem[]> = { row: [], duplicate: [], table: [] };
  private readonly crossRow = new WeakMap<UrlColumns, Map<number, FieldProblem[]>>();
  private readonly byCode = new Map<ProblemCode, number>();
  private readonly groups = new Map<ProblemCode, Map<Severity, CollectedGroup>>();
  /** How many groups were met so far: their order within a severity. */
  private met = 0;
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
    this.addToGroup(found, rows && row !== undefined && row >= 1 && row <= rows.rowCount ? row - 1 : null);
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

  private addToGroup(found: Problem, stored: number | null): void {
    // By code, then severity: no key string is built per problem.
    let bySeverity = this.groups.get(found.code);
    if (!bySeverity) this.groups.set(found.code, (bySeverity = new Map()));
    let group = bySeverity.get(found.severity);
    if (!group) {
      group = { severity: found.severity, code: found.code, count: 0, rows: new Map(), listed: [], met: this.met++ };
      bySeverity.set(found.severity, group);
    }
    group.count += 1;
    if (stored !== null) {
      const table = found.place.table!;
      let rows = group.rows.get(table);
      if (!rows) group.rows.set(table, (rows = new RowList()));
      rows.add(stored);
    } else if (group.listed.length < LISTED_PER_GROUP) group.listed.push(found);
  }

  summary(): ValidationSummary {
    const { row, duplicate, table } = this.firsts;
    return {
      errors: this.errors,
      warnings: this.warnings,
      listed: [...row, ...duplicate, ...table].slice(0, LISTED_PROBLEMS),
      byCode: this.byCode,
      groups: inGroupOrder(
        [...this.groups.values()].flatMap((bySeverity) => [...bySeverity.values()]).sort((a, b) => a.met - b.met),
      ),
      crossRow: this.crossRow,
    };
  }
}
