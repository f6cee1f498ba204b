import { newTableId, useProjectStore } from '../../../renderer/src/project/project-store';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { emptyRow, type UrlRow } from '../../../shared/url-table';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';

/** Rows with only their locs. */
export const rowsOf = (...locs: string[]): UrlRow[] => locs.map((loc) => emptyRow(loc));

/** Adds a table with these rows to the open project through the project store's own action, as an import does (it becomes the active table). */
export function addTable(name: string, rows: UrlRow[]): ColumnarTable {
  const table: ColumnarTable = { id: newTableId(), name, source: null, rows: UrlColumns.fromRows(rows) };
  useProjectStore().addImport({ tables: [table], robotsTxt: null, problems: [] });
  return table;
}

/** The locs of columnar rows, in stored order (for comparing what a table holds). */
export const locsOfRows = (rows: UrlColumns | undefined): string[] =>
  rows ? Array.from({ length: rows.rowCount }, (_, i) => rows.get(i, 'loc')) : [];
