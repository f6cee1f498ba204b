import { appendSlice, sliceToTransfer } from './transfer-slice';
import { UrlColumns } from './url-columns';

/**
 * A new table holding the rows of `table` at `positions` (ascending), copied as bytes run by run,
 * with no text decoded: what a delete keeps for its undo, or what a merge lifts out.
 */
export function copyRows(table: UrlColumns, positions: readonly number[]): UrlColumns {
  const copy = new UrlColumns();
  let i = 0;
  while (i < positions.length) {
    let end = i + 1;
    while (end < positions.length && positions[end] === positions[end - 1]! + 1) end += 1;
    appendSlice(copy, sliceToTransfer(table, positions[i]!, positions[end - 1]! + 1));
    i = end;
  }
  return copy;
}
