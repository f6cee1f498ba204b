import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { LASTMOD_SHARED } from '../../../shared/validation/shared-lastmod';
import type { FilterOperator } from '../table/filter-operators';
import type { FilterSpec, StoredRowsFilter } from '../table/row-view';
import type { RowList } from '../validation';

/**
 * How "show these rows" narrows a table to a problem group: by the rows its problems are on, or, for
 * lastmod-shared (one finding for the whole table), by the lastmod the rows share: a lastmod equals
 * filter, so the header says which, over the rows that hold exactly that value (equals ignores case).
 */
export type GroupRowsFilter =
  { kind: 'stored'; storedRows: StoredRowsFilter } | { kind: 'lastmod'; operator: FilterOperator; text: string };

/** The filter that shows `code`'s rows of `table`, whose problems are on `rows`. */
export function groupRowsFilter(code: string, table: ColumnarTable, rows: RowList): GroupRowsFilter {
  // The finding sits on a row that holds the shared value; the rows to show are all that hold it.
  const shared = code === LASTMOD_SHARED && rows.length > 0 ? table.rows.get(rows.at(0), 'lastmod') : null;
  if (shared) return { kind: 'lastmod', operator: 'equals', text: shared };
  return { kind: 'stored', storedRows: { label: code, rows: rows.distinctAscending() } };
}

/** The stored rows of `table` whose lastmod is `value` to the letter, labelled with the group's code. */
export function rowsWithLastmod(table: ColumnarTable, value: string, code: string): StoredRowsFilter {
  const rows: number[] = [];
  for (let i = 0; i < table.rows.rowCount; i++) if (table.rows.get(i, 'lastmod') === value) rows.push(i);
  return { label: code, rows: Int32Array.from(rows) };
}

/** True when a view's filters are the group's: the button then shows all rows again. */
export function showsGroupRows(filters: FilterSpec, code: string, group: GroupRowsFilter): boolean {
  if (filters.storedRows?.label !== code) return false;
  return group.kind === 'stored' || (filters.lastmod === group.text && filters.operators?.lastmod === group.operator);
}
