import type { UrlRow } from '../../../shared/url-table';

/** The lists of a row that can gain entries while it is read. */
export type RowListKey = 'images' | 'videos' | 'alternates' | 'extra';

/** One empty list every taken row starts with; frozen, so a push that skipped ownList fails loudly. */
const NO_ENTRIES: never[] = Object.freeze([]) as unknown as never[];

/**
 * An empty row for a taker that copies it into columns at once (a parse worker): its lists are one
 * shared empty list until ownList gives it one of its own, so the million rows that list nothing
 * make no four lists each (garbage the worker would collect again and again).
 */
export function takenRow(): UrlRow {
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
