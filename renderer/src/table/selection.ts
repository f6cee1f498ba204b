/**
 * The selection model: an anchor (where it started, the active cell) and a focus (where it was
 * extended to), in view coordinates (the row as shown, sorted and filtered; the column index).
 */
export interface CellPos {
  row: number;
  col: number;
}

export interface Selection {
  /** The active cell: where editing and typing go. */
  anchor: CellPos;
  /** The other corner of the range. */
  focus: CellPos;
}

export interface CellRange {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** The grid's size, in rows (as shown) and columns. */
export interface GridSize {
  rows: number;
  cols: number;
}

export function clampPos(pos: CellPos, size: GridSize): CellPos {
  return {
    row: Math.min(Math.max(0, pos.row), Math.max(0, size.rows - 1)),
    col: Math.min(Math.max(0, pos.col), Math.max(0, size.cols - 1)),
  };
}

export function selectCell(pos: CellPos): Selection {
  return { anchor: pos, focus: pos };
}

/** Extends the selection to `focus`, keeping the active cell. */
export function extendTo(selection: Selection, focus: CellPos): Selection {
  return { anchor: selection.anchor, focus };
}

export function rangeOf(selection: Selection): CellRange {
  const { anchor, focus } = selection;
  return {
    top: Math.min(anchor.row, focus.row),
    bottom: Math.max(anchor.row, focus.row),
    left: Math.min(anchor.col, focus.col),
    right: Math.max(anchor.col, focus.col),
  };
}

export function rangeContains(range: CellRange, row: number, col: number): boolean {
  return row >= range.top && row <= range.bottom && col >= range.left && col <= range.right;
}

export function rangeRows(range: CellRange): number {
  return range.bottom - range.top + 1;
}

export function rangeCols(range: CellRange): number {
  return range.right - range.left + 1;
}

/** Whole rows `from`…`to`, the active cell in the first column (a click on a row number). */
export function selectRows(from: number, to: number, size: GridSize, col = 0): Selection {
  return { anchor: { row: from, col }, focus: { row: to, col: col === 0 ? size.cols - 1 : 0 } };
}

/** Whole columns (a click on a column header). */
export function selectColumns(from: number, to: number, size: GridSize): Selection {
  return { anchor: { row: 0, col: from }, focus: { row: Math.max(0, size.rows - 1), col: to } };
}

export function selectAll(size: GridSize): Selection {
  return { anchor: { row: 0, col: 0 }, focus: { row: Math.max(0, size.rows - 1), col: Math.max(0, size.cols - 1) } };
}

/** True when the selection covers every column of its rows. */
export function isWholeRows(range: CellRange, size: GridSize): boolean {
  return range.left === 0 && range.right === size.cols - 1;
}

/** One step of the arrow keys, Tab or Enter: moves the active cell, or with `extend` the focus. */
export function moveBy(selection: Selection, rows: number, cols: number, extend: boolean, size: GridSize): Selection {
  const from = extend ? selection.focus : selection.anchor;
  const to = clampPos({ row: from.row + rows, col: from.col + cols }, size);
  return extend ? extendTo(selection, to) : selectCell(to);
}

/**
 * Where ctrl/cmd+arrow lands, as in a spreadsheet: from a filled cell next to a filled one, the
 * last filled cell of that run; otherwise the next filled cell; otherwise the edge.
 */
export function edgeOfData(
  from: CellPos,
  rows: number,
  cols: number,
  size: GridSize,
  isBlank: (row: number, col: number) => boolean,
): CellPos {
  const inside = (pos: CellPos): boolean => pos.row >= 0 && pos.row < size.rows && pos.col >= 0 && pos.col < size.cols;
  const step = (pos: CellPos): CellPos => ({ row: pos.row + rows, col: pos.col + cols });
  let next = step(from);
  if (!inside(next)) return from;
  if (!isBlank(from.row, from.col) && !isBlank(next.row, next.col)) {
    let at = next;
    for (let after = step(at); inside(after) && !isBlank(after.row, after.col); after = step(after)) at = after;
    return at;
  }
  while (inside(next) && isBlank(next.row, next.col)) {
    const after = step(next);
    if (!inside(after)) return next;
    next = after;
  }
  return next;
}
