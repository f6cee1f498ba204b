import type { UrlColumns } from '../columnar/url-columns';
import { MERGED_FIELDS, sameValue } from '../merge-rows';
import type { UrlRow } from '../url-table';
import { HostTally, locOrigin } from './checked-rows';

/** Rows read by position: a table's columns, or a published sitemap file's. */
export type DiffRows = Pick<UrlColumns, 'rowCount' | 'get'>;

/** The fields compared: every field but loc, which rows are matched by. */
export type DiffField = (typeof MERGED_FIELDS)[number];
export const DIFF_FIELDS: readonly DiffField[] = MERGED_FIELDS;

/** One field that differs, with its value on each side (the original text, or the extension entries). */
export type FieldChange = { [K in DiffField]: { field: K; published: UrlRow[K]; table: UrlRow[K] } }[DiffField];

/** A row of the published set: which of its sitemap files, and which row of it (both from 0). */
export interface PublishedPlace {
  file: number;
  row: number;
}

export interface ChangedUrl {
  loc: string;
  /** The table's row. */
  row: number;
  published: PublishedPlace;
  changes: FieldChange[];
}

/** A table against the sitemaps live at its URL: what an export would add, remove and change. */
export interface PublishedDiff {
  /** In the table, not published (rows in table order). */
  added: Array<{ loc: string; row: number }>;
  /** Published, not in the table (in the order published). */
  removed: Array<{ loc: string; published: PublishedPlace }>;
  /** In both, with a field that differs (table order). */
  changed: ChangedUrl[];
  unchanged: number;
}

/**
 * Compares a table's rows with the published set's, matched by exact loc, as merging matches rows
 * (the text written decides what a search engine reads, so "/a" and "/a/" are two URLs). A loc
 * listed n times on one side is matched with its first n on the other, in order; the rest are
 * added or removed. Fields are compared as text (lastmod "2024-01-01" and "2024-01-01T00:00Z"
 * differ, as the files do) and extensions by content.
 */
export function diffPublished(table: DiffRows, published: readonly DiffRows[]): PublishedDiff {
  const places = publishedPlaces(published);
  const diff: PublishedDiff = { added: [], removed: [], changed: [], unchanged: 0 };
  const matched = published.map((file) => new Uint8Array(file.rowCount));
  for (let row = 0; row < table.rowCount; row++) {
    const loc = table.get(row, 'loc');
    const place = takePlace(places, loc);
    if (place === undefined) {
      diff.added.push({ loc, row });
      continue;
    }
    matched[place.file]![place.row] = 1;
    const file = published[place.file]!;
    const changes = fieldChanges(table, row, file, place.row);
    if (changes.length === 0) diff.unchanged += 1;
    else diff.changed.push({ loc, row, published: place, changes });
  }
  published.forEach((file, index) => {
    for (let row = 0; row < file.rowCount; row++) {
      if (matched[index]![row] === 0) diff.removed.push({ loc: file.get(row, 'loc'), published: { file: index, row } });
    }
  });
  return diff;
}

/**
 * The site (scheme, host and port) most of the table's URLs are on and the one most published URLs
 * are on, when no URL matched and the two differ: a table compared with another site's sitemaps, or
 * http:// ones with https:// ones, which "everything added, everything removed" does not tell. Null
 * when a URL matched, or a side is empty, or they agree.
 */
export function hostsApart(diff: PublishedDiff): { table: string; published: string } | null {
  if (diff.unchanged > 0 || diff.changed.length > 0 || diff.added.length === 0 || diff.removed.length === 0)
    return null;
  const mostOf = (locs: readonly { loc: string }[]): string | null => {
    const tally = new HostTally(locOrigin);
    for (const { loc } of locs) tally.add(loc);
    return tally.ownHost();
  };
  const table = mostOf(diff.added);
  const published = mostOf(diff.removed);
  return table !== null && published !== null && table !== published ? { table, published } : null;
}

/** Each published loc's places, in order: one place held as is, more as a queue (duplicates are rare). */
type Places = Map<string, PublishedPlace | PublishedPlace[]>;

function publishedPlaces(published: readonly DiffRows[]): Places {
  const places: Places = new Map();
  published.forEach((file, index) => {
    for (let row = 0; row < file.rowCount; row++) {
      const loc = file.get(row, 'loc');
      const place = { file: index, row };
      const held = places.get(loc);
      if (held === undefined) places.set(loc, place);
      else if (Array.isArray(held)) held.push(place);
      else places.set(loc, [held, place]);
    }
  });
  return places;
}

function takePlace(places: Places, loc: string): PublishedPlace | undefined {
  const held = places.get(loc);
  if (held === undefined || !Array.isArray(held)) {
    places.delete(loc);
    return held;
  }
  const first = held.shift();
  if (held.length === 0) places.delete(loc);
  return first;
}

function fieldChanges(table: DiffRows, row: number, file: DiffRows, fileRow: number): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of DIFF_FIELDS) {
    const mine = table.get(row, field);
    const theirs = file.get(fileRow, field);
    if (!sameValue(mine, theirs)) changes.push({ field, published: theirs, table: mine } as FieldChange);
  }
  return changes;
}
