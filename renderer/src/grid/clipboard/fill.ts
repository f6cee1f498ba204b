import type { CellPos, CellRange } from '../../table/selection';

/**
 * The range the fill handle fills when dragged from `range` to the cell `over`: below, above, to
 * the right or to the left of the selection, whichever way the pointer went further (as in Excel);
 * null while it is over the selection.
 */
export function fillTarget(range: CellRange, over: CellPos): CellRange | null {
  const down = over.row - range.bottom;
  const up = range.top - over.row;
  const right = over.col - range.right;
  const left = range.left - over.col;
  const vertical = Math.max(down, up, 0);
  const horizontal = Math.max(right, left, 0);
  if (vertical === 0 && horizontal === 0) return null;
  if (vertical >= horizontal) {
    return down > 0
      ? { ...range, top: range.bottom + 1, bottom: over.row }
      : { ...range, top: over.row, bottom: range.top - 1 };
  }
  return right > 0
    ? { ...range, left: range.right + 1, right: over.col }
    : { ...range, left: over.col, right: range.left - 1 };
}

/**
 * The selection's cells as the block to repeat over `target` (grid/tile.ts repeats a block from the
 * target's top-left corner). Filling up or left turns the block so that the cells next to the
 * selection continue it: its last row (or column) lands right before the selection.
 */
export function fillBlock(
  block: readonly (readonly string[])[],
  range: CellRange,
  target: CellRange,
): (readonly string[])[] {
  if (target.bottom < range.top) return rotate(block, range.top - target.top);
  if (target.right < range.left) return block.map((row) => rotate(row, range.left - target.left));
  return block.map((row) => [...row]);
}

/** The items turned so that, repeated from the start over `span` places, the last one ends the span. */
function rotate<T>(items: readonly T[], span: number): T[] {
  const shift = (items.length - (span % items.length)) % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}
