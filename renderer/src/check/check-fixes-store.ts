import { acceptHMRUpdate, defineStore } from 'pinia';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { ownHostOf } from '../../../shared/site-check/checked-rows';
import { CellChanges, deletion, type EditCommand } from '../table/edit-commands';
import { type TableCommand, undoNoticeAction, useHistoryStore } from '../history';
import { checkOfRow } from '../table/check-text';
import { viewPositions } from '../table/row-view';
import { useTableViewsStore } from '../views';
import { useProjectStore } from '../project';
import { CHECK_FIX_ORDER, CHECK_FIXES, rowFix, type CheckFix } from './check-fixes';
import { useValidationStore } from '../validation';
import { formatCount } from '../../../shared/format';
import { useNoticesStore } from '../services/notices-store';
import { t } from '../i18n';
import { normaliseLoc } from '../../../shared/validation/duplicate-locs';

function* allRows(count: number): Generator<number> {
  for (let i = 0; i < count; i += 1) yield i;
}

/**
 * The site check's one-click fixes (check-fixes.ts): over the whole project from the problems panel,
 * or on the rows selected from the grid's context menu; each is one undoable step, whatever the tables it reaches.
 */
/** A fix's command for one table, the rows it changes, and what it does to them. */
interface FixStep {
  command: EditCommand;
  rows: number;
  done: 'loc' | 'lastmod' | 'removed';
  /** The locs it sets, to tell which of them were listed already. */
  locs: string[];
}

/** The field a fix writes; null for a fix that removes rows. */
const fieldOf = (fix: CheckFix): 'loc' | 'lastmod' | null =>
  fix.startsWith('lastmod-') ? 'lastmod' : fix.startsWith('loc-') ? 'loc' : null;

export const useCheckFixesStore = defineStore('checkFixes', () => {
  const project = useProjectStore();
  const notices = useNoticesStore();
  const history = useHistoryStore();
  const views = useTableViewsStore();
  const validation = useValidationStore();

  /** The command `fix` makes of a table's rows at `positions` (ascending), and how many rows it changes; null when none. */
  function commandFor(table: ColumnarTable, fix: CheckFix, positions: Iterable<number>): FixStep | null {
    const rows = table.rows;
    const findings = validation.checkProblems;
    const changes = new CellChanges(rows);
    const removed: number[] = [];
    const locs: string[] = [];
    const ownHost = ownHostOf(rows);
    const now = Date.now();
    for (const i of positions) {
      const check = checkOfRow(project.siteChecks, rows, i);
      const plan = check ? rowFix(fix, check, findings.at(rows, i), ownHost, rows.get(i, 'lastmod'), now) : null;
      if (plan === 'remove') removed.push(i);
      else if (plan) changes.add(i, plan.field, plan.value);
      if (plan && plan !== 'remove' && plan.field === 'loc') locs.push(plan.value);
    }
    const label = CHECK_FIXES[fix].label;
    if (removed.length > 0) {
      const view = views.viewOf(table.id).rows;
      const command = deletion(rows, removed, view ? viewPositions(view, removed) : null, label);
      return { command, rows: removed.length, done: 'removed', locs };
    }
    return changes.size > 0
      ? { command: changes.command(label), rows: changes.size, done: fieldOf(fix) ?? 'removed', locs }
      : null;
  }

  /**
   * Says what a fix did, with Undo beside it (a click on a fix is undone with one more click, or
   * Ctrl+Z): and of the findings it answers (`found`), how many it left, and of the locs it set, how
   * many the project now lists twice (their new URL was listed already), so neither goes unsaid.
   */
  function tell(done: FixStep['done'], rows: number, found: number, twice: number, ran: boolean): void {
    const said = [t(`validation.fixes.done.${done}`, { count: formatCount(rows) }, rows)];
    const left = found - rows;
    if (left > 0) said.push(t('validation.fixes.left', { count: formatCount(left) }, left));
    if (twice > 0) said.push(t('validation.fixes.listedTwice', { count: formatCount(twice) }, twice));
    notices.showNotice(said.join('. '), undoNoticeAction(ran));
  }

  /**
   * Of `locs` a fix is about to set, how many the project lists already (compared as the duplicate
   * finder compares them): asked before the fix, so two rows given one new URL are not "listed already".
   */
  function listedAlready(locs: readonly string[]): number {
    if (locs.length === 0) return 0;
    const wanted = new Set(locs.map(normaliseLoc));
    const listed = new Set<string>();
    for (const { rows } of project.tables)
      for (let i = 0; i < rows.rowCount; i += 1) {
        const key = normaliseLoc(rows.get(i, 'loc'));
        if (wanted.has(key)) listed.add(key);
      }
    return locs.filter((loc) => listed.has(normaliseLoc(loc))).length;
  }

  /** How many findings the whole project has that `fix` answers. */
  const foundFor = (fix: CheckFix): number =>
    CHECK_FIXES[fix].codes.reduce((sum, code) => sum + (validation.summary.byCode.get(code) ?? 0), 0);

  /** Applies `fix` to every row of the project it applies to, as one undo step; false when there were none. */
  function fixAll(fix: CheckFix): boolean {
    const steps: TableCommand[] = [];
    const locs: string[] = [];
    let rows = 0;
    for (const table of project.tables) {
      const step = commandFor(table, fix, allRows(table.rows.rowCount));
      if (!step) continue;
      steps.push({ tableId: table.id, command: step.command });
      rows += step.rows;
      for (const loc of step.locs) locs.push(loc);
    }
    const found = foundFor(fix);
    const twice = listedAlready(locs);
    const ran = history.runAcross(steps);
    if (rows > 0) tell(fieldOf(fix) ?? 'removed', rows, found, twice, ran);
    // Clicked where it applies to none of its findings: said, never a click that does nothing.
    else if (found > 0)
      notices.showNotice(t('validation.fixes.none', { fix: CHECK_FIXES[fix].label, count: formatCount(found) }, found));
    // The opt-in fix answers no finding: where no row has a Last-Modified it may take, it says why.
    else if (fix === 'lastmod-from-header') notices.showNotice(t('validation.fixes.noneFromHeader'));
    return steps.length > 0;
  }

  /** Applies `fix` to the rows stored at `stored` (a selection, in any order) as one undo step; false when it applies to none. */
  function fixRows(tableId: string, stored: ArrayLike<number>, fix: CheckFix): boolean {
    const table = project.tableById(tableId);
    const step = table && commandFor(table, fix, Int32Array.from(stored).sort());
    if (!step) return false;
    const twice = listedAlready(step.locs);
    const ran = history.run(tableId, step.command);
    tell(step.done, step.rows, step.rows, twice, ran);
    return true;
  }

  /** The fixes that apply to any of the rows stored at `stored`, each with how many of them it changes, for the context menu. */
  function fixesForRows(table: ColumnarTable, stored: ArrayLike<number>): { fix: CheckFix; rows: number }[] {
    const ownHost = ownHostOf(table.rows);
    const now = Date.now();
    const rows = new Map<CheckFix, number>();
    for (let i = 0; i < stored.length; i += 1) {
      const at = stored[i]!;
      const check = checkOfRow(project.siteChecks, table.rows, at);
      if (!check) continue;
      const findings = validation.checkProblems.at(table.rows, at);
      const lastmod = table.rows.get(at, 'lastmod');
      for (const fix of CHECK_FIX_ORDER)
        if (rowFix(fix, check, findings, ownHost, lastmod, now) !== null) rows.set(fix, (rows.get(fix) ?? 0) + 1);
    }
    return CHECK_FIX_ORDER.filter((fix) => rows.has(fix)).map((fix) => ({ fix, rows: rows.get(fix)! }));
  }

  return {
    fixAll,
    fixRows,
    fixesForRows,
    fixRow: (tableId: string, stored: number, fix: CheckFix) => fixRows(tableId, [stored], fix),
    /** The fixes that apply to the row stored at `stored`. */
    fixesForRow: (table: ColumnarTable, stored: number) => fixesForRows(table, [stored]).map(({ fix }) => fix),
  };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useCheckFixesStore, import.meta.hot));
