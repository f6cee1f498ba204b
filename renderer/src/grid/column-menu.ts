import type { SortSpec } from './row-view';
import type { GridColumn } from './columns';
import type { MenuItem } from './GridContextMenu.vue';

const resizeKeys = navigator.platform.startsWith('Mac') ? '⌥⇧← →' : 'Alt+Shift+← →';

/** A column header's menu: sort by it, and its width. */
export function columnMenuItems(column: GridColumn, sort: SortSpec | null, customWidth: boolean): MenuItem[] {
  const sorted = sort?.key === column.key ? sort.direction : null;
  return [
    { id: 'sortAsc', label: 'Sort ascending', disabled: sorted === 'asc' },
    { id: 'sortDesc', label: 'Sort descending', disabled: sorted === 'desc' },
    { id: 'sortNone', label: 'Stored order', disabled: sorted === null },
    { id: 'width', label: 'Column width…', shortcut: resizeKeys, separatorBefore: true },
    { id: 'resetWidth', label: 'Reset width', disabled: !customWidth },
  ];
}
