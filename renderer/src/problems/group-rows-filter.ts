import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { LASTMOD_SHARED } from '../../../shared/validation/shared-lastmod';
import type { ColumnKey } from '../table/columns';
import type { FilterOperator } from '../table/filter-operators';
import type { FilterSpec, StoredRowsFilter } from '../table/row-view';
import type { RowList } from '../validation';

/**
 * How "show these rows" narrows a table to a problem group: by the rows its problems are on, or, for
 * lastmod-shared (one finding for the whole table), by the lastmod the rows share.
 */
export type GroupRowsFilter =
  | { kind: 'stored'; storedRows: StoredRowsFilter }
  | { kind: 'column'; key: ColumnKey; operator: FilterOperator; text: string };

/** The filter that shows `code`'s rows of `table`, whose problems are on `rows`. */
export function groupRowsFilter(code: string, table: ColumnarTable, rows: RowList): GroupRowsFilter {
  // The finding sits on a row that holds the shared value; the rows to show are all that hold it.
  const shared = code === LASTMOD_SHARED && rows.length > 0 ? table.rows.get(rows.at(0), 'lastmod') : null;
  if (shared) return { kind: 'column', key: 'lastmod', operator: 'equals', text: shared };
  return { kind: 'stored', storedRows: { label: code, rows: rows.distinctAscending() } };
}

/** True when a view's filters are the group's: the button then shows all rows again. */
export function showsGroupRows(filters: FilterSpec, code: string, group: GroupRowsFilter): boolean {
  if (group.kind === 'stored') return filters.storedRows?.label === code;
  return filters[group.key] === group.text && filters.operators?.[group.key] === group.operator;
}
