import { appendSlice, SLICE_MAX_ROWS, sliceToTransfer } from './transfer-slice';
import type { UrlColumns } from './url-columns';

/**
 * Appends rows `start…end-1` of `source` to `target` as bytes, no text decoded, at most
 * SLICE_MAX_ROWS at a time so the slice in between stays small whatever the range.
 */
export function appendRange(target: UrlColumns, source: UrlColumns, start: number, end: number): void {
  for (let from = start; from < end; from += SLICE_MAX_ROWS) {
    appendSlice(target, sliceToTransfer(source, from, Math.min(end, from + SLICE_MAX_ROWS)));
  }
}
