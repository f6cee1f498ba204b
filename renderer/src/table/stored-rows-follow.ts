import type { EditCommand } from './edit-commands';
import { viewAfterDelete, viewAfterInsert, type FilterSpec, type StoredRowsFilter } from './row-view';

/**
 * The filters after a command inserted, deleted or reordered rows (one part of a batch at a time),
 * so that a stored-rows filter keeps naming the rows it named. The same filters come back when
 * there is no such filter or the command moved no row.
 */
export function filtersAfter(filters: FilterSpec, command: Exclude<EditCommand, { kind: 'batch' }>): FilterSpec {
  const { storedRows } = filters;
  if (!storedRows || command.kind === 'set' || command.kind === 'replace') return filters;
  return { ...filters, storedRows: storedRowsAfter(storedRows, command) };
}

/**
 * Rows shift past inserts and deletes, deleted rows drop out, a reorder renumbers them; a new row
 * joins when the view shows it, as the grid does (a row typed into the filtered grid, or one an undo
 * of its delete brings back).
 */
function storedRowsAfter(filter: StoredRowsFilter, command: Exclude<EditCommand, { kind: 'batch' }>): StoredRowsFilter {
  switch (command.kind) {
    case 'insert': {
      const shifted = viewAfterInsert(filter.rows, command.at, command.at.map(hidden));
      // Without a hint the view shows new rows at its end (viewAfterInsert), so they join too.
      const joined = command.at.filter((_, j) => (command.viewAt?.[j] ?? 0) >= 0);
      return ascending(filter, [...shifted, ...joined]);
    }
    case 'delete':
      return { ...filter, rows: viewAfterDelete(filter.rows, command.at) };
    case 'reorder': {
      const newPosition = new Int32Array(command.order.length);
      command.order.forEach((from, to) => (newPosition[from] = to));
      return ascending(
        filter,
        Array.from(filter.rows, (row) => newPosition[row] ?? -1),
      );
    }
    default:
      return filter;
  }
}

const hidden = (): number => -1;

/** The filter on `rows` in ascending order, a -1 (a row the table no longer has) left out. */
function ascending(filter: StoredRowsFilter, rows: readonly number[]): StoredRowsFilter {
  return { ...filter, rows: Int32Array.from(rows.filter((row) => row >= 0)).sort() };
}
