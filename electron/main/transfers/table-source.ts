import type { UrlColumns } from '../../../shared/columnar/url-columns';
import {
  SLICE_MAX_BYTES,
  SLICE_MAX_ROWS,
  sliceRanges,
  sliceToTransfer,
  type UrlColumnsSlice,
} from '../../../shared/columnar/transfer-slice';
import type { SliceSource } from './transfer-registry';

/** How large a slice may be: rows and text bytes (smaller in tests, to see several slices of a small set). */
export interface SliceLimits {
  maxRows: number;
  maxBytes: number;
}

export const DEFAULT_SLICE_LIMITS: SliceLimits = { maxRows: SLICE_MAX_ROWS, maxBytes: SLICE_MAX_BYTES };

/** A table held as columns (an import's file, a project read from its file), handed over in bounded slices. */
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
