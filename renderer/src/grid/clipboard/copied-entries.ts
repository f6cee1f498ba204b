import type { UrlRow } from '../../../../shared/url-table';
import { GRID_COLUMNS, isCountField, type ColumnKey, type CountField } from '../../table/columns';
import type { CellRange } from '../../table/selection';
import { runSteps } from '../../../../shared/run-steps';

/** A row's images, videos, alternates or news as copied: lists and entries are never changed in place, so shared. */
type Entries = UrlRow[CountField];

/** What one cell of a copied block carried: its count column's entries, or nothing (a cell edited as text). */
export type CopiedCell = { field: CountField; value: Entries } | null;

/**
 * The extension data of the grid's last copy. The clipboard holds text, where an image column is a
 * count; a paste of that same text back into the app (this table or another) puts the rows' images,
 * videos, alternates and news where the counts go, so copying rows within the app loses none of them.
 * Text from anywhere else pastes as text.
 */
let lastCopy: { text: string; cells: CopiedCell[][] } | null = null;

/** The same text, whichever line ends the system clipboard gave it (Windows writes CRLF) and with or without a last line end. */
const sameText = (text: string): string => text.replace(/\r\n?/g, '\n').replace(/\n+$/, '');

/** Keeps the entries of a copied range, against the text the copy put on the clipboard. */
export function rememberCopy(
  text: string,
  range: CellRange,
  entriesAt: (v: number, field: CountField) => Entries,
): void {
  runSteps(rememberCopyInSteps(text, range, entriesAt));
}

/** Rows whose entries are kept between two steps of rememberCopyInSteps. */
const ROWS_PER_STEP = 5_000;

/** rememberCopy a few thousand rows a step, for a copy made in slices. */
export function* rememberCopyInSteps(
  text: string,
  range: CellRange,
  entriesAt: (v: number, field: CountField) => Entries,
): Generator<void, void, void> {
  const columns = GRID_COLUMNS.slice(range.left, range.right + 1).map(({ key }) => key);
  // A range without a count column carries nothing but its text.
  if (!columns.some(isCountField)) {
    lastCopy = null;
    return;
  }
  const cells: CopiedCell[][] = [];
  for (let v = range.top; v <= range.bottom; v += 1) {
    cells.push(columns.map((key: ColumnKey) => (isCountField(key) ? { field: key, value: entriesAt(v, key) } : null)));
    if ((v - range.top + 1) % ROWS_PER_STEP === 0) yield;
  }
  lastCopy = { text: sameText(text), cells };
}

/** The entries a pasted text carries: the last copy's when it is that copy's text, else none. */
export function copiedEntries(text: string): CopiedCell[][] | null {
  return lastCopy !== null && lastCopy.text === sameText(text) ? lastCopy.cells : null;
}

/** Puts a count column's entries into the row shown at view row `v`. */
export type EntriesWriter = (v: number, field: CountField, value: Entries) => void;

/**
 * Writes copied entries into a range as tileBlock writes text: the block repeated over the range,
 * each cell into the column under it when that is the count column it came from.
 */
export function tileEntries(cells: readonly (readonly CopiedCell[])[], target: CellRange, write: EntriesWriter): void {
  // Every line of a copied range is as wide as the range.
  const width = cells[0]?.length ?? 1;
  for (let v = target.top; v <= target.bottom; v += 1) {
    const line = cells[(v - target.top) % cells.length]!;
    for (let c = target.left; c <= target.right && c < GRID_COLUMNS.length; c += 1) {
      const cell = line[(c - target.left) % width];
      if (cell && cell.field === GRID_COLUMNS[c]!.key) write(v, cell.field, cell.value);
    }
  }
}

/** Forgets the last copy (tests). */
export function forgetCopy(): void {
  lastCopy = null;
}

/** The entries a count column holds when there are none. */
export const noEntries = (field: CountField): Entries => (field === 'news' ? null : []);
