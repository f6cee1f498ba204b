import { nextTick, ref, watch, type Ref } from 'vue';
import { GRID_COLUMNS } from '../table/columns';
import { viewIndexOf } from '../table/row-view';
import { selectCell } from '../table/selection';
import { useGridRequestsStore, type BulkTool } from './grid-requests-store';
import { useTableViewsStore } from '../views';
import { useNoticesStore } from '../services/notices-store';
import { formatCount } from '../../../shared/format';
import { t } from '../i18n';
import type { GridModel } from './useGridModel';
import type { GridSelection } from './selection/useGridSelection';

/**
 * What other parts of the app ask of a grid: the Edit menu's Find opens its find bar and its bulk
 * tools are handed to `openTool`, and the problems panel asks for a cell to be shown and selected.
 */
export function useGridRequests(
  tableId: () => string,
  model: GridModel,
  sel: GridSelection,
  reveal: (row: number, col: number) => void,
  focus: () => void,
  hasFocus: () => boolean,
  openTool: (tool: BulkTool) => void,
) {
  const requests = useGridRequestsStore();
  const views = useTableViewsStore();
  const notices = useNoticesStore();
  const findOpen = ref(false);
  const findBar: Ref<{ focus: () => void } | null> = ref(null);

  watch(
    () => requests.request,
    async (request) => {
      if (!request) return;
      if (request.tool !== 'find') return openTool(request.tool);
      findOpen.value = true;
      await nextTick();
      findBar.value?.focus();
    },
  );

  // The problems panel asks for a cell by its stored row: show it, even if a filter hid it. Undo and
  // Redo ask for where they changed (CellRequest.fromHistory).
  watch(
    () => views.cellRequest,
    async (request) => {
      if (!request || request.tableId !== tableId()) return;
      if (viewIndexOf(model.view.value, request.row) < 0) {
        if (request.fromHistory) return views.cellShown(request.serial);
        clearFiltersSaying(tableId(), request.row);
      }
      const v = viewIndexOf(model.view.value, request.row);
      const col = Math.max(
        0,
        GRID_COLUMNS.findIndex((column) => column.key === request.column),
      );
      views.cellShown(request.serial);
      if (request.fromHistory && !hasFocus()) return reveal(v, col);
      sel.set(selectCell({ row: v, col }));
      await nextTick();
      reveal(v, col);
      focus();
    },
    { immediate: true },
  );

  /** Clears a table's filters to show a stored row they hid, saying so, with a button that puts them back. */
  function clearFiltersSaying(id: string, row: number): void {
    const before = views.viewOf(id).filters;
    views.clearFilters(id);
    notices.showNotice(t('grid.toolbar.filtersCleared', { row: formatCount(row + 1) }), {
      label: t('grid.toolbar.restoreFilters'),
      run: () => views.restoreFilters(id, before),
    });
  }

  return { findOpen, findBar };
}
