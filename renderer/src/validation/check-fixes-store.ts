import { defineStore } from 'pinia';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { ownHostOf } from '../../../shared/site-check/checked-rows';
import { CellChanges, deletion, type EditCommand } from '../history/edit-commands';
import { useHistoryStore, type TableCommand } from '../history/history-store';
import { checkOfRow } from '../grid/check-text';
import { viewPositions } from '../grid/row-view';
import { useTableViewsStore } from '../grid/table-views-store';
import { useProjectStore } from '../project/project-store';
import { CHECK_FIX_ORDER, CHECK_FIXES, rowFix, type CheckFix } from './check-fixes';
import { useValidationStore } from './validation-store';

function* allRows(count: number): Generator<number> {
  for (let i = 0; i < count; i += 1) yield i;
}

/**
 * The site check's one-click fixes (check-fixes.ts): over the whole project from the problems panel,
 * or on one row from its context menu; each is one undoable step, whatever the tables it reaches.
 */
export const useCheckFixesStore = defineStore('checkFixes', () => {
  const project = useProjectStore();
  const history = useHistoryStore();
  const views = useTableViewsStore();
  const validation = useValidationStore();

  /** The command `fix` makes of a table's rows at `positions` (ascending); null when it applies to none. */
  function commandFor(table: ColumnarTable, fix: CheckFix, positions: Iterable<number>): EditCommand | null {
    const rows = table.rows;
    const findings = validation.checkProblems;
    const changes = new CellChanges(rows);
    const removed: number[] = [];
    const ownHost = ownHostOf(rows);
    for (const i of positions) {
      const check = checkOfRow(project.siteChecks, rows, i);
      const plan = check ? rowFix(fix, check, findings.at(rows, i), ownHost) : null;
      if (plan === 'remove') removed.push(i);
      else if (plan) changes.add(i, plan.field, plan.value);
    }
    const label = CHECK_FIXES[fix].label;
    if (removed.length > 0) {
      const view = views.viewOf(table.id).rows;
      return deletion(rows, removed, view ? viewPositions(view, removed) : null, label);
    }
    return changes.size > 0 ? changes.command(label) : null;
  }

  /** Applies `fix` to every row of the project it applies to, as one undo step; false when there were none. */
  function fixAll(fix: CheckFix): boolean {
    const steps: TableCommand[] = [];
    for (const table of project.tables) {
      const command = commandFor(table, fix, allRows(table.rows.rowCount));
      if (command) steps.push({ tableId: table.id, command });
    }
    history.runAcross(steps);
    return steps.length > 0;
  }

  /** Applies `fix` to the row stored at `stored`; false when it does not apply. */
  function fixRow(tableId: string, stored: number, fix: CheckFix): boolean {
    const table = project.tableById(tableId);
    const command = table && commandFor(table, fix, [stored]);
    if (!command) return false;
    history.run(tableId, command);
    return true;
  }

  /** The fixes that apply to the row stored at `stored`, for its context menu. */
  function fixesForRow(table: ColumnarTable, stored: number): CheckFix[] {
    const check = checkOfRow(project.siteChecks, table.rows, stored);
    if (!check) return [];
    const findings = validation.checkProblems.at(table.rows, stored);
    const ownHost = ownHostOf(table.rows);
    return CHECK_FIX_ORDER.filter((fix) => rowFix(fix, check, findings, ownHost) !== null);
  }

  return { fixAll, fixRow, fixesForRow };
});
