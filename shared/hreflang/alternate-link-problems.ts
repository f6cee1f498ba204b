import { checkAlternates } from '../validation/extension-rules';
import { isColumns, rowCount } from '../validation/table-rows';
import type { ClusterProblem } from './cluster-problems';
import type { ClusterTable } from './hreflang-clusters';
import { StepBudget } from './step-budget';

/**
 * Each row's alternate links' own problems (a code Google does not take, an href that is not
 * absolute…), in table and row order, a step at a time: the cluster problems leave them to the row's
 * checks, so a report of clusters alone called a cluster of en_US links complete.
 */
export function* alternateLinkProblemsInSteps(
  tables: readonly ClusterTable[],
): Generator<void, ClusterProblem[], void> {
  const budget = new StepBudget();
  const problems: ClusterProblem[] = [];
  for (const [table, { rows }] of tables.entries()) {
    const count = rowCount(rows);
    for (let row = 0; row < count; row++) {
      const alternates = isColumns(rows) ? rows.get(row, 'alternates') : rows[row]!.alternates;
      for (const problem of checkAlternates(alternates)) problems.push({ table, row, problem });
      if (budget.spend(1 + alternates.length)) yield;
    }
  }
  return problems;
}
