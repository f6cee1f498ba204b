import { computed, nextTick, ref } from 'vue';
import { GRID_COLUMNS, type ColumnKey } from '../../table/columns';
import type { SortSpec } from '../../table/row-view';
import { columnMenuItems } from './column-menu';
import type { ColumnWidths } from '../columns/useColumnWidths';

/** A column header's menu (sort, width, freeze) and the "Column width…" dialog it and the keyboard open. */
export function useColumnMenu(
  widths: ColumnWidths,
  sort: () => SortSpec | null,
  setSort: (sort: SortSpec | null) => void,
  focusGrid: () => void,
) {
  /** The open header menu: its column and where it shows. */
  const menu = ref<{ col: number; x: number; y: number } | null>(null);
  /** The column whose width is being asked for, or null. */
  const asking = ref<number | null>(null);

  const items = computed(() => {
    const open = menu.value;
    if (!open) return [];
    const column = GRID_COLUMNS[open.col]!;
    const customWidth = widths.widths.value[open.col] !== column.width;
    return columnMenuItems(column, sort(), customWidth, open.col, widths.frozen.value);
  });

  function pick(id: string): void {
    const col = menu.value?.col;
    menu.value = null;
    if (col === undefined) return;
    const key: ColumnKey = GRID_COLUMNS[col]!.key;
    if (id === 'sortAsc' || id === 'sortDesc') setSort({ key, direction: id === 'sortAsc' ? 'asc' : 'desc' });
    else if (id === 'sortNone') setSort(null);
    else if (id === 'resetWidth') widths.setWidth(col, null);
    else if (id === 'freeze') widths.setFrozen(col + 1);
    else if (id === 'unfreeze') widths.setFrozen(0);
    if (id === 'width') asking.value = col;
    else focusGrid();
  }

  /** The dialog's answer: a width, or null for the default. */
  function answer(width: number | null): void {
    if (asking.value !== null) widths.setWidth(asking.value, width);
    close();
  }

  /** The dialog closed: focus goes back where it was (a column's edge), or to the grid when that is gone. */
  function close(): void {
    asking.value = null;
    void nextTick(() => {
      if (document.activeElement === document.body || document.activeElement === null) focusGrid();
    });
  }

  return { menu, items, pick, asking, answer, close };
}
export type ColumnMenu = ReturnType<typeof useColumnMenu>;
