import type { ColumnKey } from '../../table/columns';
import type { CellRange } from '../../table/selection';
import { readBlock } from './tile';
import { serializeTsv } from './tsv';

/**
 * Cells past which a copy is made a slice at a time after the copy event, and put on the clipboard
 * as text only. Within the event the page must make it whole at once: at 700,000 rows that froze
 * the window for 4–15 s with no word, and its HTML table alone was 115 million characters (no
 * spreadsheet needs it: Excel and Google Sheets read the TSV as a table).
 */
export const COPY_AT_ONCE_CELLS = 200_000;

/** Rows made into text between two steps. */
const ROWS_PER_STEP = 2_000;

/** How many cells a range holds. */
export const cellsIn = (range: CellRange): number => (range.bottom - range.top + 1) * (range.right - range.left + 1);

/** The range as TSV, the same text serializeTsv makes of the whole block, a few thousand rows a step. */
export function* tsvInSteps(
  range: CellRange,
  textAt: (v: number, key: ColumnKey) => string,
): Generator<void, string, void> {
  const parts: string[] = [];
  for (let top = range.top; top <= range.bottom; top += ROWS_PER_STEP) {
    const bottom = Math.min(range.bottom, top + ROWS_PER_STEP - 1);
    parts.push(serializeTsv(readBlock({ ...range, top, bottom }, textAt)));
    yield;
  }
  return parts.join('\n');
}
