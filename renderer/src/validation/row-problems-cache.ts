import type { Ref } from 'vue';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { NO_PROBLEMS, type FieldProblem, type RowField } from '../../../shared/validation/field-problem';
import { validateRow, type RowContext } from '../../../shared/validation/validate-rows';
import type { CheckProblems } from './check-problems';
import type { ValidationSummary } from './problem-summary';
import { useProjectStore } from '../project';

/** Rows whose problems are kept for the grid between edits: a few screens' worth, so scrolling ten million rows holds no more. */
const CACHED_ROWS = 20_000;

/** What a row's problems are read from: the rules' context, the last whole check, the site check's findings. */
interface ProblemSources {
  context: Readonly<Ref<RowContext>>;
  summary: Readonly<Ref<ValidationSummary>>;
  checkProblems: Readonly<Ref<CheckProblems>>;
}

/** The problems of the rows the grid shows, kept between edits, for the validation store. */
export function useRowProblemsCache({ context, summary, checkProblems }: ProblemSources) {
  const project = useProjectStore();
  /** Each shown row's problems, by its table's rows and stored position, for project.version `cachedVersion`. */
  let cache = new WeakMap<UrlColumns, Map<number, readonly FieldProblem[]>>();
  let cachedVersion = -1;
  let cachedChecksVersion = -1;
  let cachedRows = 0;
  const resetCache = (): void => {
    cache = new WeakMap();
    cachedRows = 0;
  };

  /**
   * The problems of the row stored at `stored` in `table`: by the row rules now, the last whole-table
   * check, and the site check's result for its loc.
   */
  function rowProblems(table: ColumnarTable, stored: number): readonly FieldProblem[] {
    if (
      project.version !== cachedVersion ||
      project.siteChecksVersion !== cachedChecksVersion ||
      cachedRows >= CACHED_ROWS
    ) {
      resetCache();
      cachedVersion = project.version;
      cachedChecksVersion = project.siteChecksVersion;
    }
    if (!Number.isInteger(stored) || stored < 0 || stored >= table.rows.rowCount) return NO_PROBLEMS;
    let byRow = cache.get(table.rows);
    if (!byRow) cache.set(table.rows, (byRow = new Map()));
    let found = byRow.get(stored);
    if (!found) {
      found = validateRow(table.rows.rowAt(stored), context.value);
      const crossRow = summary.value.crossRow.get(table.rows)?.get(stored);
      if (crossRow) found = [...found, ...crossRow];
      const checked = checkProblems.value.at(table.rows, stored);
      if (checked.length > 0) found = [...found, ...checked];
      byRow.set(stored, found);
      cachedRows += 1;
    }
    return found;
  }

  /** The worst problem of one cell, or null. */
  function cellProblem(table: ColumnarTable, stored: number, field: RowField): FieldProblem | null {
    let worst: FieldProblem | null = null;
    for (const item of rowProblems(table, stored)) {
      if (item.field === field && (!worst || (worst.severity !== 'error' && item.severity === 'error'))) worst = item;
    }
    return worst;
  }

  return { rowProblems, cellProblem, resetCache };
}
