import type { UrlColumns } from './columnar/url-columns';
import { LocPlaces } from './loc-places';
import type { UrlRow } from './url-table';

/**
 * What a merge does with an imported row whose loc the table already has:
 * - `update`: the imported values replace the row's (a field the import lacks keeps its value);
 * - `keep`: the table's row stays as it is and the imported one is left out;
 * - `add`: the imported row is added as well, and the grid marks the duplicate.
 */
export type DuplicatePolicy = 'update' | 'keep' | 'add';

export interface MergePlan {
  /** Stored positions of the table's rows the import changes, in the order first changed. */
  at: number[];
  /** Per changed row (aligned with `at`), the fields that change: as they were, and as the import makes them. */
  before: Partial<UrlRow>[];
  after: Partial<UrlRow>[];
  /** Rows to append to the table, in import order. */
  added: UrlColumns;
  /** Imported rows left out because the table has their loc (`keep`). */
  kept: number;
  /** Imported rows that matched a row already holding the same values. */
  unchanged: number;
}

/** The fields a merge may change (every field but loc, which rows are matched by); a diff compares them too. */
const MERGED_FIELDS = ['lastmod', 'changefreq', 'priority', 'images', 'videos', 'alternates', 'news', 'extra'] as const;
export { MERGED_FIELDS };

/**
 * Plans merging imported rows into a table, matching by exact `loc`. Imported rows that repeat a
 * loc among themselves are matched like any other: the second updates or is kept out in favour of
 * the first. Nothing is changed here; the plan is carried out (and undone) by the caller.
 * Both tables stay in columns: the table's locs are read one at a time into a hash index of typed
 * arrays (LocPlaces), the imported rows one at a time, and the rows added are copied as bytes; only
 * the changed rows' changed fields become objects.
 */
export function planMerge(table: UrlColumns, imported: UrlColumns, policy: DuplicatePolicy): MergePlan {
  const plan: MergePlan = { at: [], before: [], after: [], added: imported, kept: 0, unchanged: 0 };
  if (policy === 'add') return plan;
  /** Per added row, its row in the import. */
  const addedFrom = new Int32Array(imported.rowCount);
  let addedCount = 0;
  // A place is a table row, or an added row k as -1 - k.
  const locAt = (place: number): string =>
    place >= 0 ? table.get(place, 'loc') : imported.get(addedFrom[-1 - place]!, 'loc');
  const places = new LocPlaces(table.rowCount + imported.rowCount, locAt);
  /** The later rows of a loc the table holds more than once, by its first row. */
  const repeats = new Map<number, number[]>();
  for (let index = 0; index < table.rowCount; index += 1) {
    const first = places.placeOrAdd(table.get(index, 'loc'), index);
    if (first === undefined) continue;
    const later = repeats.get(first);
    if (later) later.push(index);
    else repeats.set(first, [index]);
  }
  /** Per table row, its place in plan.at, or -1. */
  const changeOf = new Int32Array(table.rowCount).fill(-1);
  /** Added rows that later imported rows of their loc updated, as merged (no undo needs their old values). */
  const updatedAdded = new Map<number, UrlRow>();
  for (let row = 0; row < imported.rowCount; row += 1) {
    const found = places.placeOrAdd(imported.get(row, 'loc'), -1 - addedCount);
    if (found === undefined) {
      addedFrom[addedCount++] = row;
    } else if (policy === 'keep') {
      plan.kept += 1;
    } else if (found < 0) {
      const k = -1 - found;
      const current = updatedAdded.get(k) ?? imported.rowAt(addedFrom[k]!);
      updatedAdded.set(k, mergedFields(current, imported.rowAt(row)));
    } else {
      const incoming = imported.rowAt(row);
      for (const index of [found, ...(repeats.get(found) ?? [])]) update(plan, table, index, incoming, changeOf);
    }
  }
  if (addedCount < imported.rowCount) plan.added = imported.copyRows(addedFrom.subarray(0, addedCount));
  for (const [k, row] of updatedAdded) plan.added.setRow(k, row);
  return plan;
}

function update(plan: MergePlan, table: UrlColumns, index: number, incoming: UrlRow, changeOf: Int32Array): void {
  const row = table.rowAt(index);
  const change = changeOf[index]!;
  const current = change < 0 ? row : { ...row, ...plan.after[change] };
  const merged = mergedFields(current, incoming);
  if (sameFields(current, merged)) {
    if (change < 0) plan.unchanged += 1;
    return;
  }
  const keys = MERGED_FIELDS.filter((key) => !sameValue(row[key], merged[key]));
  const before = Object.fromEntries(keys.map((key) => [key, row[key]])) as Partial<UrlRow>;
  const after = Object.fromEntries(keys.map((key) => [key, merged[key]])) as Partial<UrlRow>;
  if (change >= 0) {
    plan.before[change] = before;
    plan.after[change] = after;
  } else {
    changeOf[index] = plan.at.length;
    plan.at.push(index);
    plan.before.push(before);
    plan.after.push(after);
  }
}

/** `row` with the fields the import has put over its own; what the import lacks (null, empty) stays. */
export function mergedFields(row: UrlRow, incoming: UrlRow): UrlRow {
  return {
    loc: row.loc,
    lastmod: incoming.lastmod ?? row.lastmod,
    changefreq: incoming.changefreq ?? row.changefreq,
    priority: incoming.priority ?? row.priority,
    images: incoming.images.length > 0 ? incoming.images : row.images,
    videos: incoming.videos.length > 0 ? incoming.videos : row.videos,
    alternates: incoming.alternates.length > 0 ? incoming.alternates : row.alternates,
    news: incoming.news ?? row.news,
    extra: incoming.extra.length > 0 ? incoming.extra : row.extra,
  };
}

function sameFields(a: UrlRow, b: UrlRow): boolean {
  return MERGED_FIELDS.every((key) => sameValue(a[key], b[key]));
}

/** Extension data compared by content; only rows that carry some pay for it. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
