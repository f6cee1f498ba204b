import { largestOf } from '../../../../shared/append-all';
import { GRID_COLUMNS, isEditable, textToValue, type ColumnKey, type EditableField } from '../../table/columns';
import type { CellRange } from '../../table/selection';

/** Puts a value into the cell at view row `v`: into a command's changes, or into a new row. */
export type CellWriter = (v: number, field: EditableField, value: string | null) => void;

/**
 * Writes a block of text into a range of cells, repeating it to fill the range (paste into a
 * larger range, the fill handle, fill down). Count columns are read-only and are skipped.
 * `toValue` reads a cell's text: as typed, or (a paste) as pasted.
 */
export function tileBlock(
  block: readonly (readonly string[])[],
  target: CellRange,
  write: CellWriter,
  toValue: (field: EditableField, text: string) => string | null = textToValue,
): void {
  const height = block.length;
  // Repeated by the block's widest line: a line shorter than it (ragged text) leaves the cells it has
  // no text for as they are, where repeating its own few cells wrote them into the wrong columns.
  const width = blockWidth(block);
  for (let v = target.top; v <= target.bottom; v += 1) {
    const source = block[(v - target.top) % height]!;
    for (let c = target.left; c <= target.right && c < GRID_COLUMNS.length; c += 1) {
      const key = GRID_COLUMNS[c]!.key;
      const text = source[(c - target.left) % width];
      if (!isEditable(key) || text === undefined) continue;
      write(v, key, toValue(key, text));
    }
  }
}

const blockWidth = (block: readonly (readonly string[])[]): number =>
  largestOf(
    block.map((line) => line.length),
    1,
  );

/**
 * How many of a pasted block's columns hold text that goes nowhere: past the grid's last column, or
 * onto a column that is not edited in cells (a count of images, the site check's) where it is not what
 * that cell shows already (a copy of the grid's own rows pasted back loses nothing there).
 */
export function unusedColumns(
  block: readonly (readonly string[])[],
  target: CellRange,
  textAt: (v: number, key: ColumnKey) => string,
  /** Whether the block's column `j` brings what its column holds (the entries a copy in the app carries). */
  carried: (j: number) => boolean = () => false,
): number {
  let unused = 0;
  for (let j = 0; j < blockWidth(block); j += 1) {
    const column = GRID_COLUMNS[target.left + j];
    if ((column !== undefined && isEditable(column.key)) || carried(j)) continue;
    const lost = block.some((line, i) => {
      const text = (line[j] ?? '').trim();
      if (text === '' || column === undefined) return text !== '';
      // The line's rows in the target: it is repeated down a taller range.
      for (let v = target.top + i; v <= target.bottom; v += block.length)
        if (textAt(v, column.key).trim() !== text) return true;
      return false;
    });
    if (lost) unused += 1;
  }
  return unused;
}

/**
 * The range a block pastes into: in each direction, the selection's when it holds the block a whole
 * number of times (the block repeated over it), else the block's size, as Excel and Google Sheets
 * paste (two lines over five rows would leave the fifth half a block).
 */
export function pasteTarget(block: readonly (readonly string[])[], range: CellRange): CellRange {
  const fitted = (selected: number, size: number): number => (selected % size === 0 ? selected : size);
  const rows = fitted(range.bottom - range.top + 1, block.length);
  const cols = fitted(range.right - range.left + 1, blockWidth(block));
  return {
    top: range.top,
    left: range.left,
    bottom: range.top + rows - 1,
    right: Math.min(GRID_COLUMNS.length - 1, range.left + cols - 1),
  };
}

/** The text of a range of cells, row by row (what copy puts on the clipboard and fill repeats). */
export function readBlock(range: CellRange, textAt: (v: number, key: ColumnKey) => string): string[][] {
  const cells: string[][] = [];
  for (let v = range.top; v <= range.bottom; v += 1) {
    const line: string[] = [];
    for (let c = range.left; c <= range.right; c += 1) line.push(textAt(v, GRID_COLUMNS[c]!.key));
    cells.push(line);
  }
  return cells;
}
