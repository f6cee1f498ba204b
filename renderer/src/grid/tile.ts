import type { UrlRow } from '../../../shared/url-table';
import { GRID_COLUMNS, cellText, isEditable, textToValue } from './columns';
import { CellChanges } from '../history/edit-commands';
import type { CellRange } from './selection';

/**
 * Writes a block of text into a range of cells, repeating it to fill the range (paste into a
 * larger range, the fill handle, fill down). Count columns are read-only and are skipped.
 * `rowAt` gives the row shown at a view index.
 */
export function tileChanges(
  block: readonly (readonly string[])[],
  target: CellRange,
  rowAt: (v: number) => UrlRow,
  changes = new CellChanges(),
): CellChanges {
  const height = block.length;
  for (let v = target.top; v <= target.bottom; v += 1) {
    const source = block[(v - target.top) % height]!;
    const row = rowAt(v);
    for (let c = target.left; c <= target.right && c < GRID_COLUMNS.length; c += 1) {
      const key = GRID_COLUMNS[c]!.key;
      if (!isEditable(key)) continue;
      changes.add(row, key, textToValue(key, source[(c - target.left) % source.length] ?? ''));
    }
  }
  return changes;
}

/** The range a block pastes into: the selection when it is larger than one cell, else the block's size. */
export function pasteTarget(block: readonly (readonly string[])[], range: CellRange): CellRange {
  const width = Math.max(...block.map((row) => row.length));
  const single = range.top === range.bottom && range.left === range.right;
  const rows = single ? block.length : Math.max(block.length, range.bottom - range.top + 1);
  const cols = single ? width : Math.max(width, range.right - range.left + 1);
  return {
    top: range.top,
    left: range.left,
    bottom: range.top + rows - 1,
    right: Math.min(GRID_COLUMNS.length - 1, range.left + cols - 1),
  };
}

/** The text of a range of cells, row by row (what copy puts on the clipboard and fill repeats). */
export function readBlock(range: CellRange, rowAt: (v: number) => UrlRow): string[][] {
  const cells: string[][] = [];
  for (let v = range.top; v <= range.bottom; v += 1) {
    const row = rowAt(v);
    const line: string[] = [];
    for (let c = range.left; c <= range.right; c += 1) line.push(cellText(row, GRID_COLUMNS[c]!.key));
    cells.push(line);
  }
  return cells;
}
