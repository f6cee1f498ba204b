/**
 * Frozen panes, as a spreadsheet's: the first `frozen` columns stay beside the row numbers while
 * the rest scroll sideways and pass under them. Positions are in px from the left of the cells area
 * (right of the row numbers); `scrollLeft` is how far the scrolling columns have moved.
 */

/** Columns stay frozen only while this much is left beside them to scroll the others through. */
export const MIN_SCROLLING_WIDTH = 160;

/** What the frozen-pane arithmetic reads of the grid's columns. */
export interface ColumnPanes {
  /** Each column's left edge and width, in px from the first column. */
  lefts: readonly number[];
  widths: readonly number[];
  /** How many leading columns stay in place. */
  frozen: number;
  /** Their width together. */
  frozenWidth: number;
  scrollLeft: number;
}

/** Where a horizontal run of cells shows: its left edge and width, and how much of its left the frozen columns cover. */
export interface SpanBox {
  left: number;
  width: number;
  /** px of the run's left hidden under the frozen columns (0 when none). */
  hidden: number;
}

/** The width of the first `count` columns together. */
export const widthOfFirst = (widths: readonly number[], count: number): number =>
  widths.slice(0, count).reduce((sum, width) => sum + width, 0);

/**
 * How many of the `asked` leading columns can stay frozen in a cells area `viewport` px wide: fewer
 * when they would leave less than MIN_SCROLLING_WIDTH for the rest (none before the area is measured).
 */
export function frozenThatFit(widths: readonly number[], asked: number, viewport: number): number {
  let count = Math.min(asked, widths.length);
  while (count > 0 && widthOfFirst(widths, count) > viewport - MIN_SCROLLING_WIDTH) count -= 1;
  return count;
}

/** Where column `col`'s left edge shows. */
export const columnX = (panes: ColumnPanes, col: number): number =>
  col < panes.frozen ? panes.lefts[col]! : panes.lefts[col]! - panes.scrollLeft;

/** Where the cells of columns `left`…`right` show together; null when they are all hidden under the frozen ones. */
export function spanBox(panes: ColumnPanes, left: number, right: number): SpanBox | null {
  const x = columnX(panes, left);
  const end = columnX(panes, right) + panes.widths[right]!;
  if (right < panes.frozen) return { left: x, width: end - x, hidden: 0 };
  // A run that starts in the frozen part is one piece on screen; its scrolling part may be all under it.
  if (left < panes.frozen) return { left: x, width: Math.max(end, panes.frozenWidth) - x, hidden: 0 };
  if (end <= panes.frozenWidth) return null;
  return { left: x, width: end - x, hidden: Math.max(0, panes.frozenWidth - x) };
}

/** The column at `x` (clamped to the first and last), as a click or a drag finds it. */
export function columnAtX(panes: ColumnPanes, x: number): number {
  const last = panes.widths.length - 1;
  if (x < 0) return 0;
  const at = x < panes.frozenWidth ? x : x + panes.scrollLeft;
  const from = x < panes.frozenWidth ? 0 : panes.frozen;
  for (let col = from; col <= last; col += 1) {
    if (at < panes.lefts[col]! + panes.widths[col]!) return col;
  }
  return last;
}

/**
 * The scrollLeft that shows column `col` whole beside the frozen columns, moving the least; a frozen
 * column is always shown, so it keeps the scrollLeft as it is.
 */
export function scrollLeftShowing(panes: ColumnPanes, viewport: number, col: number): number {
  if (col < panes.frozen) return panes.scrollLeft;
  const left = panes.lefts[col]!;
  const right = left + panes.widths[col]!;
  const shownFrom = panes.scrollLeft + panes.frozenWidth;
  if (left < shownFrom) return left - panes.frozenWidth;
  if (right > panes.scrollLeft + viewport) return Math.min(left - panes.frozenWidth, right - viewport);
  return panes.scrollLeft;
}
