import type { UrlRow } from './url-table';

/**
 * What a merge does with an imported row whose loc the table already has:
 * - `update`: the imported values replace the row's (a field the import lacks keeps its value);
 * - `keep`: the table's row stays as it is and the imported one is left out;
 * - `add`: the imported row is added as well, and the grid marks the duplicate.
 */
export type DuplicatePolicy = 'update' | 'keep' | 'add';

export interface MergePlan {
  /** Rows of the table the import changes, with their fields before and after (same order). */
  changed: UrlRow[];
  before: UrlRow[];
  after: UrlRow[];
  /** Rows to append to the table, in import order. */
  added: UrlRow[];
  /** Imported rows left out because the table has their loc (`keep`). */
  kept: number;
  /** Imported rows that matched a row already holding the same values. */
  unchanged: number;
}

/**
 * Plans merging imported rows into a table, matching by exact `loc`. Imported rows that repeat a
 * loc among themselves are matched like any other: the second updates or is kept out in favour of
 * the first. Nothing is changed here; the plan is carried out (and undone) by the caller.
 * One Map from loc to a number (a table row, or an added row when negative) and typed arrays, so
 * a million rows cost little more than building that Map.
 */
export function planMerge(table: readonly UrlRow[], imported: readonly UrlRow[], policy: DuplicatePolicy): MergePlan {
  const plan: MergePlan = { changed: [], before: [], after: [], added: [], kept: 0, unchanged: 0 };
  if (policy === 'add') {
    plan.added = imported.slice();
    return plan;
  }
  const byLoc = new Map<string, number>();
  /** The later rows of a loc the table holds more than once, by its first row. */
  const repeats = new Map<number, number[]>();
  for (let index = 0; index < table.length; index += 1) {
    const loc = table[index]!.loc;
    const first = byLoc.get(loc);
    if (first === undefined) byLoc.set(loc, index);
    else repeats.set(first, [...(repeats.get(first) ?? []), index]);
  }
  /** Per table row, its place in plan.changed, or -1. */
  const changeOf = new Int32Array(table.length).fill(-1);
  for (const incoming of imported) {
    const found = byLoc.get(incoming.loc);
    if (found === undefined) {
      byLoc.set(incoming.loc, -1 - plan.added.length);
      plan.added.push(incoming);
    } else if (policy === 'keep') {
      plan.kept += 1;
    } else if (found < 0) {
      // A row this merge adds: no undo needs its old values.
      const added = plan.added[-1 - found]!;
      Object.assign(added, mergedFields(added, incoming));
    } else {
      for (const index of [found, ...(repeats.get(found) ?? [])]) update(plan, table, index, incoming, changeOf);
    }
  }
  return plan;
}

function update(
  plan: MergePlan,
  table: readonly UrlRow[],
  index: number,
  incoming: UrlRow,
  changeOf: Int32Array,
): void {
  const row = table[index]!;
  const change = changeOf[index]!;
  const current = change < 0 ? row : plan.after[change]!;
  const merged = mergedFields(current, incoming);
  if (sameFields(current, merged)) {
    if (change < 0) plan.unchanged += 1;
  } else if (change >= 0) {
    plan.after[change] = merged;
  } else {
    changeOf[index] = plan.changed.length;
    plan.changed.push(row);
    plan.before.push({ ...row });
    plan.after.push(merged);
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
  return (
    a.lastmod === b.lastmod &&
    a.changefreq === b.changefreq &&
    a.priority === b.priority &&
    sameValue(a.images, b.images) &&
    sameValue(a.videos, b.videos) &&
    sameValue(a.alternates, b.alternates) &&
    sameValue(a.news, b.news) &&
    sameValue(a.extra, b.extra)
  );
}

/** Extension data compared by content; only rows that carry some pay for it. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b) && a.length !== b.length) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
