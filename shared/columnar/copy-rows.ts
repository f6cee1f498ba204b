import { appendSlice, SLICE_MAX_ROWS, sliceToTransfer } from './transfer-slice';
import type { UrlColumns } from './url-columns';

/**
 * A new table holding the rows of `table` at `positions`, copied as stored, with no text decoded:
 * what a delete keeps for its undo, or what a merge lifts out.
 */
export function copyRows(table: UrlColumns, positions: ArrayLike<number>): UrlColumns {
  return table.copyRows(positions);
}

/**
 * Appends rows `start…end-1` of `source` to `target` as bytes, no text decoded, at most
 * SLICE_MAX_ROWS at a time so the slice in between stays small whatever the range.
 */
export function appendRange(target: UrlColumns, source: UrlColumns, start: number, end: number): void {
  for (let from = start; from < end; from += SLICE_MAX_ROWS) {
    appendSlice(target, sliceToTransfer(source, from, Math.min(end, from + SLICE_MAX_ROWS)));
  }
}
