import {
  appendSlice,
  SLICE_ROW_OVERHEAD_BYTES,
  sliceByteLength,
  sliceFault,
  type UrlColumnsSlice,
} from '../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { formatCount } from '../../../shared/format';
import { DEFAULT_SLICE_LIMITS, type SliceLimits } from './table-source';
import type { SliceSink, TransferRegistry } from './transfer-registry';

/** Main's one registry of URL-table transfers: results offered to the renderer, uploads it puts. */
export type UrlTableTransfers = TransferRegistry<UrlColumnsSlice, UrlColumns>;

/**
 * A URL table arriving in slices, kept as columns. A slice is refused, before any of it is kept,
 * when it holds no rows, more rows than the limit, more bytes than the limit allows for its rows
 * (one row alone may be longer), columns that do not have one entry per row, or offsets and row
 * numbers that do not hold together (see sliceFault).
 */
export function tableUpload(limits: SliceLimits = DEFAULT_SLICE_LIMITS): SliceSink<UrlColumnsSlice, UrlColumns> {
  const table = new UrlColumns();
  return {
    put(slice) {
      checkSlice(slice, limits);
      appendSlice(table, slice);
      return table.rowCount;
    },
    weigh: sliceByteLength,
    result: () => table,
  };
}

function checkSlice(slice: UrlColumnsSlice, { maxRows, maxBytes }: SliceLimits): void {
  const { rowCount } = slice;
  if (!Number.isInteger(rowCount) || rowCount < 1 || rowCount > maxRows) {
    throw new RangeError(`a slice of ${rowCount} rows came; a slice holds 1 to ${formatCount(maxRows)}.`);
  }
  const fault = sliceFault(slice);
  if (fault) throw new RangeError(`a slice came that does not hold together: ${fault}.`);
  const bytes = sliceByteLength(slice);
  if (rowCount > 1 && bytes > maxBytes + rowCount * SLICE_ROW_OVERHEAD_BYTES) {
    throw new RangeError(`a slice of ${formatCount(bytes)} bytes came; the limit is ${formatCount(maxBytes)}.`);
  }
}
