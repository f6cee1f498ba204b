import { earliestOfLastmod } from '../columnar/lastmod-codec';
import type { UrlColumns } from '../columnar/url-columns';
import { w3cDatetimeInstant } from './w3c-datetime';
import type { UrlRow } from '../url-table';

/**
 * A table's rows as the whole-table rules take them: row objects (the engine and the CLI read a
 * table as rows), or columns (the app holds up to ten million rows, never an object per row). The
 * rules read either one row at a time by position, so neither is ever turned whole into the other.
 */
export type TableRows<R = UrlRow> = readonly R[] | UrlColumns;

/** The fields a table's kind of sitemap is read from (see sitemapKind). */
export type KindFields = Pick<UrlRow, 'news' | 'videos' | 'images'>;

export const isColumns = (rows: TableRows<unknown>): rows is UrlColumns => !Array.isArray(rows);

export const rowCount = (rows: TableRows<unknown>): number => (isColumns(rows) ? rows.rowCount : rows.length);

/** Rows [start, end) as row objects: a copy of the array's, or built from the columns. */
export const rowsBetween = (rows: TableRows, start: number, end: number): readonly UrlRow[] =>
  isColumns(rows) ? rows.rowsBetween(start, end) : rows.slice(start, end);

/** Row `i`: the array's own object, or a fresh one built from the columns. */
export function rowAt<R>(rows: TableRows<R>, i: number): R | UrlRow {
  return isColumns(rows) ? rows.rowAt(i) : rows[i]!;
}

/** The rows in windows of at most `size`: the array itself, or rows built from the columns a window at a time. */
export function* rowWindows(rows: TableRows, size: number): Generator<readonly UrlRow[]> {
  if (!isColumns(rows)) {
    yield rows;
    return;
  }
  for (let start = 0; start < rows.rowCount; start += size) yield rows.rowsBetween(start, start + size);
}

/** Row `i`'s `key`, without building the row. */
export function fieldAt<K extends keyof UrlRow>(rows: TableRows<Pick<UrlRow, K>>, i: number, key: K): UrlRow[K] {
  return isColumns(rows) ? rows.get(i, key) : rows[i]![key];
}

/** Row `i`'s loc, without building the row. */
export function locAt(rows: TableRows<Pick<UrlRow, 'loc'>>, i: number): string {
  return isColumns(rows) ? rows.locs.get(i) : rows[i]!.loc;
}

/**
 * The news, videos and images of every row that may have some, in no particular order: for columns
 * only the rows with extension data (a few entries, not ten million lookups), else every row.
 */
export function kindFieldsOf(rows: TableRows<KindFields>): Iterable<KindFields> {
  return isColumns(rows) ? rows.extensions.values() : rows;
}

/**
 * Each row that lists hreflang alternates, with them (its position, then the links), in no particular
 * order: for columns only the rows with extension data, else every row that has some.
 */
export function* alternatesOf(rows: TableRows<Pick<UrlRow, 'alternates'>>): Iterable<[number, UrlRow['alternates']]> {
  if (isColumns(rows)) {
    for (const [row, extensions] of rows.extensions.entries())
      if (extensions.alternates.length > 0) yield [row, extensions.alternates];
    return;
  }
  for (let row = 0; row < rows.length; row += 1) {
    const { alternates } = rows[row]!;
    if (alternates.length > 0) yield [row, alternates];
  }
}

/**
 * Row `i`'s lastmod (`text`, as read from the row) as w3cDatetimeInstant reads it: from the column's
 * instant where that gives the same (nearly every row of a whole-table check), else from the text.
 */
export function lastmodInstantAt(rows: TableRows, i: number, text: string | null): number {
  if (text === null) return NaN;
  if (isColumns(rows)) {
    const { lastmods } = rows;
    const earliest = earliestOfLastmod(lastmods.codeAt(i), lastmods.valueAt(i), lastmods.keptText(i) !== undefined);
    if (earliest !== null) return earliest;
  }
  return w3cDatetimeInstant(text);
}
