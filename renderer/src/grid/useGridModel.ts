import { computed, type ComputedRef } from 'vue';
import type { UrlRow } from '../../../shared/url-table';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { CellChanges, type EditCommand } from '../table/edit-commands';
import { cellText, type ColumnKey } from '../table/columns';
import { storedIndex, viewLength, type RowView } from '../table/row-view';
import { useHistoryStore } from '../history';
import { useProjectStore } from '../project';
import { useTableViewsStore } from '../views';

/** The grid's window onto one table: rows as shown (sorted, filtered), and edits through the history. */
export interface GridModel {
  table: () => ColumnarTable;
  /** Rows as shown. */
  rowCount: ComputedRef<number>;
  view: ComputedRef<RowView>;
  /** The row shown at view index `v`, built from the columns (a fresh object each time). */
  rowAt: (v: number) => UrlRow;
  /** What the cell shown at view index `v` says, read without building the row. */
  textAt: (v: number, key: ColumnKey) => string;
  storedAt: (v: number) => number;
  /** A collector of cell edits for this table (history/edit-commands.ts). */
  changes: () => CellChanges;
  /** Runs an edit as one undo step; false when it changed nothing (no step was made). */
  run: (command: EditCommand) => boolean;
}

export function useGridModel(table: () => ColumnarTable): GridModel {
  const project = useProjectStore();
  const views = useTableViewsStore();
  const history = useHistoryStore();
  const view = computed(() => views.viewOf(table().id).rows);
  const rowCount = computed(() => {
    void project.version;
    return viewLength(view.value, table().rows.rowCount);
  });
  const storedAt = (v: number): number => storedIndex(view.value, v);
  return {
    table,
    rowCount,
    view,
    rowAt: (v) => table().rows.rowAt(storedAt(v)),
    textAt: (v, key) => cellText(table().rows, storedAt(v), key, views.checks?.text),
    storedAt,
    changes: () => new CellChanges(table().rows),
    run: (command) => history.run(table().id, command),
  };
}
