import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow } from '../../../../shared/url-table';
import { actionLabel } from '../../table/action-label';
import { deletion, type EditCommand } from '../../table/edit-commands';
import { viewPositions } from '../../table/row-view';
import { rangeRows } from '../../table/selection';
import type { GridModel } from '../useGridModel';
import type { GridSelection } from '../selection/useGridSelection';

/** Inserting and deleting rows, at the selection or at the end of the table. */
export function useRowCommands(model: GridModel, sel: GridSelection, reveal: (row: number) => void) {
  /** A command adding `count` empty rows at stored position `stored`, shown from view position `viewFrom`. */
  function insertion(stored: number, count: number, viewFrom: number, label: string): EditCommand {
    const at = Array.from({ length: count }, (_, i) => stored + i);
    return {
      kind: 'insert',
      label,
      at,
      rows: UrlColumns.fromRows(at.map(() => emptyRow())),
      viewAt: model.view.value ? at.map((_, i) => viewFrom + i) : null,
    };
  }

  /** Inserts as many empty rows as are selected, above or below the selection. */
  function insert(where: 'above' | 'below'): void {
    const range = sel.range.value;
    const count = rangeRows(range);
    const rowCount = model.rowCount.value;
    if (rowCount === 0) return addAtEnd(1);
    const stored = where === 'above' ? model.storedAt(range.top) : model.storedAt(range.bottom) + 1;
    const viewFrom = where === 'above' ? range.top : range.bottom + 1;
    model.run(insertion(stored, count, viewFrom, actionLabel('insertRows', count)));
    sel.rows(viewFrom, viewFrom + count - 1);
    reveal(viewFrom);
  }

  /** Adds empty rows at the end of the table and selects the first of them. */
  function addAtEnd(count = 1): void {
    const end = model.rowCount.value;
    model.run(insertion(model.table().rows.rowCount, count, end, actionLabel('addRows', count)));
    sel.select({ row: end, col: 0 });
    reveal(end);
  }

  /** Deletes the selected rows (every row the selection touches). */
  function deleteSelected(): void {
    const range = sel.range.value;
    if (model.rowCount.value === 0) return;
    const at: number[] = [];
    for (let v = range.top; v <= range.bottom; v += 1) at.push(model.storedAt(v));
    at.sort((a, b) => a - b);
    const view = model.view.value;
    model.run(
      deletion(model.table().rows, at, view ? viewPositions(view, at) : null, actionLabel('deleteRows', at.length)),
    );
    sel.select({ row: range.top, col: sel.active.value.col });
  }

  return { insert, addAtEnd, deleteSelected };
}
export type RowCommands = ReturnType<typeof useRowCommands>;
