import type { UrlTable } from '../url-table';
import type { UrlColumns } from './url-columns';

/**
 * A table as the app holds it open: its rows in columns, never one object per row, so ten million
 * rows fit in a renderer. Rows cross processes as slices of it (transfer-slice.ts).
 */
export interface ColumnarTable extends Omit<UrlTable, 'rows'> {
  rows: UrlColumns;
}
