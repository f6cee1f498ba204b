import { computed, type ComputedRef } from 'vue';
import type { UrlRow, UrlTable } from '../../../shared/url-table';
import type { EditCommand } from '../history/edit-commands';
import { storedIndex, viewLength, type RowView } from './row-view';
import { useHistoryStore } from '../history/history-store';
import { useProjectStore } from '../project/project-store';
import { useTableViewsStore } from './table-views-store';

/** The grid's window onto one table: rows as shown (sorted, filtered), and edits through the history. */
export interface GridModel {
  table: () => UrlTable;
  /** Rows as shown. */
  rowCount: ComputedRef<number>;
  view: ComputedRef<RowView>;
  /** The row shown at view index `v`. */
  rowAt: (v: number) => UrlRow;
  storedAt: (v: number) => number;
  run: (command: EditCommand) => void;
}

export function useGridModel(table: () => UrlTable): GridModel {
  const project = useProjectStore();
  const views = useTableViewsStore();
  const history = useHistoryStore();
  const view = computed(() => views.viewOf(table().id).rows);
  const rowCount = computed(() => {
    void project.version;
    return viewLength(view.value, table().rows.length);
  });
  return {
    table,
    rowCount,
    view,
    rowAt: (v) => table().rows[storedIndex(view.value, v)]!,
    storedAt: (v) => storedIndex(view.value, v),
    run: (command) => history.run(table().id, command),
  };
}
