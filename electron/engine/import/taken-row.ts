import { detach } from '../../../shared/detach';
import { emptyRow, type UrlRow } from '../../../shared/url-table';

/** The lists of a row that can gain entries while it is read. */
type RowListKey = 'images' | 'videos' | 'alternates' | 'extra';

/** One empty list every taken row starts with; frozen, so a push that skipped ownList fails loudly. */
const NO_ENTRIES: never[] = Object.freeze([]) as unknown as never[];

/**
 * An empty row for a taker that copies it into columns within a few hundred rows (a parse worker):
 * its lists are one shared empty list until ownList gives it one of its own, so the million rows that
 * list nothing make no four lists each (garbage the worker would collect again and again).
 */
function takenRow(): UrlRow {
  return {
    loc: '',
    lastmod: null,
    changefreq: null,
    priority: null,
    images: NO_ENTRIES,
    videos: NO_ENTRIES,
    alternates: NO_ENTRIES,
    news: null,
    extra: NO_ENTRIES,
  };
}

/** The row's list `key`, made its own first if it is still the shared empty one; push entries to this. */
export function ownList<K extends RowListKey>(row: UrlRow, key: K): UrlRow[K] {
  if (row[key] === NO_ENTRIES) row[key] = [] as UrlRow[K];
  return row[key];
}

/** How a file's rows are made, decided once for the file. */
export interface RowMaking {
  /** An empty row to read into. */
  row(): UrlRow;
  /** A text the row is to hold. */
  own(text: string): string;
}

/**
 * Rows for a taker that copies them into columns within a few hundred rows (ParseContext.takeRow, or
 * a streaming taker's RowBatches.copiedAtOnce): their texts stay where they lie in the parsed text and
 * their empty lists are shared (takenRow).
 * Rows handed on or kept get texts and lists of their own, so none pins a piece of the file's text.
 */
export const rowMaking = (taken: boolean): RowMaking => (taken ? TAKEN_ROWS : KEPT_ROWS);

/** How the rows of a file read with `context` are made (ParseContext: takeRow, batchesCopied). */
export const rowMakingFor = (context: { takeRow?: unknown; batchesCopied?: boolean }): RowMaking =>
  rowMaking(context.takeRow !== undefined || context.batchesCopied === true);

const TAKEN_ROWS: RowMaking = { row: takenRow, own: (text) => text };
const KEPT_ROWS: RowMaking = { row: () => emptyRow(), own: detach };
