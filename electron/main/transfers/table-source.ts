import { UrlColumns } from '../../../shared/columnar/url-columns';
import {
  SLICE_MAX_BYTES,
  SLICE_MAX_ROWS,
  sliceRanges,
  sliceToTransfer,
  type UrlColumnsSlice,
} from '../../../shared/columnar/transfer-slice';
import type { UrlRow } from '../../../shared/url-table';
import type { SliceSource } from './transfer-registry';

/** How large a slice may be: rows and text bytes (smaller in tests, to see several slices of a small set). */
export interface SliceLimits {
  maxRows: number;
  maxBytes: number;
}

export const DEFAULT_SLICE_LIMITS: SliceLimits = { maxRows: SLICE_MAX_ROWS, maxBytes: SLICE_MAX_BYTES };

/** Rows held as columns (about a quarter of the memory of row objects), handed over in bounded slices. */
export function tableSource(
  rows: readonly UrlRow[],
  limits: SliceLimits = DEFAULT_SLICE_LIMITS,
): SliceSource<UrlColumnsSlice> {
  return columnsSource(UrlColumns.fromRows(rows), limits);
}

/** A table held as columns (a project read from its file), handed over in bounded slices. */
export function columnsSource(
  table: UrlColumns,
  limits: SliceLimits = DEFAULT_SLICE_LIMITS,
): SliceSource<UrlColumnsSlice> {
  const ranges = [...sliceRanges(table, limits.maxRows, limits.maxBytes)];
  return {
    rows: table.rowCount,
    slices: ranges.length,
    slice: (index) => sliceToTransfer(table, ...ranges[index]!),
  };
}
