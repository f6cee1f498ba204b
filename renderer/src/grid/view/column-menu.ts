import type { SortSpec } from '../../table/row-view';
import type { GridColumn } from '../../table/columns';
import type { MenuItem } from '../GridContextMenu.vue';
import { t } from '../../i18n';
import { IS_MAC } from '../../ui/platform';

const resizeKeys = IS_MAC ? '⌥⇧← →' : 'Alt+Shift+← →';

/**
 * A column header's menu: sort by it, its width, and freezing the columns up to it in place (`col`:
 * its index; `frozen`: how many columns are frozen now).
 */
export function columnMenuItems(
  column: GridColumn,
  sort: SortSpec | null,
  customWidth: boolean,
  col: number,
  frozen: number,
): MenuItem[] {
  const sorted = sort?.key === column.key ? sort.direction : null;
  return [
    { id: 'sortAsc', label: t('grid.columnMenu.sortAscending'), disabled: sorted === 'asc' },
    { id: 'sortDesc', label: t('grid.columnMenu.sortDescending'), disabled: sorted === 'desc' },
    { id: 'sortNone', label: t('grid.columnMenu.storedOrder'), disabled: sorted === null },
    { id: 'width', label: t('grid.columnMenu.width'), shortcut: resizeKeys, separatorBefore: true },
    { id: 'resetWidth', label: t('grid.columnMenu.resetWidth'), disabled: !customWidth },
    { id: 'freeze', label: t('grid.columnMenu.freeze'), disabled: frozen === col + 1, separatorBefore: true },
    { id: 'unfreeze', label: t('grid.columnMenu.unfreeze'), disabled: frozen === 0 },
  ];
}
