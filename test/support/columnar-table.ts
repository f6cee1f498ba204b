import { UrlColumns } from '../../shared/columnar/url-columns';
import type { ColumnarTable, UrlRow } from '../../shared/url-table';

/** A table held as columns, outside any store: what shared rules and pure renderer logic take. */
export function columnarTable(id: string, rows: readonly UrlRow[]): ColumnarTable {
  return { id, name: id, source: null, rows: UrlColumns.fromRows(rows) };
}
