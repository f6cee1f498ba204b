import type { UrlColumns } from './url-columns';

/**
 * A new table holding the rows of `table` at `positions`, copied as stored, with no text decoded:
 * what a delete keeps for its undo, or what a merge lifts out.
 */
export function copyRows(table: UrlColumns, positions: readonly number[]): UrlColumns {
  return table.copyRows(positions);
}
