import { computed, ref, watch } from 'vue';
import { EDITABLE_FIELDS, GRID_COLUMNS, type EditableField } from '../../table/columns';
import {
  compileQuery,
  countMatches,
  findNext,
  replaceAll,
  replacedValue,
  type FindScope,
  type ScopeCell,
} from './find-replace';
import type { CellRange, CellPos } from '../../table/selection';
import { actionLabel } from '../../table/action-label';
import { useProjectStore } from '../../project';
import { formatCount } from '../../../../shared/format';
import { t } from '../../i18n';
import { useNoticesStore } from '../../services/notices-store';
import { undoNoticeAction } from '../../history';
import type { GridModel } from '../useGridModel';

/** The find / replace bar's state and actions, over the whole table (as shown) or the selection. */
export function useFindReplace(model: GridModel, range: () => CellRange, goTo: (pos: CellPos) => void) {
  const project = useProjectStore();
  const text = ref('');
  const replacement = ref('');
  const regex = ref(false);
  const matchCase = ref(false);
  const inSelection = ref(false);
  /** The range "in selection" searches, fixed when the option is turned on. */
  const scopeRange = ref<CellRange | null>(null);
  watch(inSelection, (on) => (scopeRange.value = on ? range() : null));

  const compiled = computed(() =>
    text.value === '' ? null : compileQuery({ text: text.value, regex: regex.value, matchCase: matchCase.value }),
  );
  const error = computed(() => (compiled.value && !compiled.value.ok ? compiled.value.reason : null));

  /** The rows (stored indices, in view order) and fields searched. */
  function scope(): FindScope & { firstView: number } {
    const within = scopeRange.value;
    const top = within ? within.top : 0;
    const bottom = within ? within.bottom : model.rowCount.value - 1;
    const rows = new Int32Array(Math.max(0, bottom - top + 1));
    for (let v = top; v <= bottom; v += 1) rows[v - top] = model.storedAt(v);
    const fields = EDITABLE_FIELDS.filter((field) => {
      const col = GRID_COLUMNS.findIndex((column) => column.key === field);
      return !within || (col >= within.left && col <= within.right);
    });
    return { rows, fields, firstView: top };
  }

  /** A filter hides rows from the whole table's search: the count and a replace say they are of the rows shown. */
  const onlyShown = computed(() => !inSelection.value && model.rowCount.value < model.table().rows.rowCount);

  const count = computed(() => {
    void project.version;
    const query = compiled.value;
    if (!query?.ok) return 0;
    return countMatches(model.table().rows, scope(), query.pattern);
  });

  let last: ScopeCell = { at: -1, field: EDITABLE_FIELDS.length - 1 };
  /** Which match of `count` the last one found is ("3 of 120"); null until one is found, and again once anything it counts changed. */
  const position = ref<number | null>(null);
  // At once (sync): a replace's edit, then its step on, counts anew.
  watch([compiled, scopeRange, () => project.version, () => model.table()], () => (position.value = null), {
    flush: 'sync',
  });
  // A sort or a filter orders the scope anew: the next step starts from the top, counted again.
  watch(
    () => model.view.value,
    () => {
      position.value = null;
      last = { at: -1, field: EDITABLE_FIELDS.length - 1 };
    },
    { flush: 'sync' },
  );

  /** Selects the next (or previous) matching cell. */
  function next(backwards = false): void {
    const query = compiled.value;
    if (!query?.ok) return;
    const where = scope();
    const found = findNext(model.table().rows, where, query.pattern, last, backwards);
    if (found.at < 0) return;
    position.value = positionAfter(where, query.pattern, found, backwards);
    last = found;
    const field = where.fields[found.field]!;
    goTo({ row: where.firstView + found.at, col: GRID_COLUMNS.findIndex((column) => column.key === field) });
  }

  /**
   * The ordinal of the match `found` after the step from `last`: one on or back from the known one
   * (wrapped: the first, or the last), else counted from the top once (the query, the scope or a
   * cell changed since), not on every step through millions of rows.
   */
  function positionAfter(where: FindScope, pattern: RegExp, found: ScopeCell, backwards: boolean): number {
    const order = (cell: ScopeCell): number => cell.at * where.fields.length + cell.field;
    const known = position.value;
    if (known === null || last.at < 0) return countMatches(model.table().rows, where, pattern, found);
    const wrapped = backwards ? order(found) >= order(last) : order(found) <= order(last);
    if (wrapped) return backwards ? count.value : 1;
    return backwards ? known - 1 : known + 1;
  }

  /** Replaces the match in the current cell, then moves on. */
  function replaceOne(): void {
    const query = compiled.value;
    if (!query?.ok || last.at < 0) return next();
    const where = scope();
    const row = where.rows[last.at]!;
    const field: EditableField = where.fields[last.field]!;
    const value = model.table().rows.get(row, field);
    const single = new RegExp(query.pattern.source, query.pattern.flags.replace('g', ''));
    if (value !== null && single.test(value)) {
      const changes = model.changes();
      changes.add(row, field, replacedValue(field, value, single, replacement.value, regex.value));
      model.run(changes.command(actionLabel('replace')));
    }
    next();
  }

  /** Replaces every match in the scope, as one step to undo, and says how many (and that hidden rows were not). */
  function replaceEvery(): void {
    const query = compiled.value;
    if (!query?.ok) return;
    const rows = model.rowCount.value;
    const command = replaceAll(model.table().rows, scope(), query.pattern, replacement.value, regex.value);
    // The cells it changed, not those it matched: "https" for "https" matches every loc and changes none.
    const replaced = command.at.length;
    const made = model.run(command);
    if (!made) return useNoticesStore().showNotice(t('grid.findBar.replacedNone'));
    const values = { count: formatCount(replaced), rows: formatCount(rows) };
    // With its Undo, and gone once the replace is undone (it said "Replaced" after Ctrl+Z: the probe).
    useNoticesStore().showNotice(
      t(onlyShown.value ? 'grid.findBar.replacedShown' : 'grid.findBar.replaced', values, replaced),
      undoNoticeAction(made),
    );
  }

  return {
    text,
    replacement,
    regex,
    matchCase,
    inSelection,
    error,
    count,
    onlyShown,
    position,
    next,
    replaceOne,
    replaceEvery,
  };
}

export type FindReplace = ReturnType<typeof useFindReplace>;
