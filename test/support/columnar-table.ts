import { UrlColumns } from '../../shared/columnar/url-columns';
import type { UrlRow } from '../../shared/url-table';
import type { ColumnarTable } from '../../shared/columnar/columnar-table';

/** A table held as columns, outside any store: what shared rules and pure renderer logic take. */
export function columnarTable(id: string, rows: readonly UrlRow[]): ColumnarTable {
  return { id, name: id, source: null, rows: UrlColumns.fromRows(rows) };
}
