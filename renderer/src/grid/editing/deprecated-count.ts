import type { UrlColumns } from '../../../../shared/columnar/url-columns';
import { deprecatedRemoval } from './deprecated-removal';

/** Counts a table's deprecated image and video fields: a pass over every row (half a second at 1M rows). */
export type CountDeprecated = (rows: UrlColumns) => number;

const countByRemoval: CountDeprecated = (rows) => deprecatedRemoval(rows)?.removed ?? 0;

/**
 * The count the grid's context menu shows, kept per table until the project's version (bumped on every
 * change to rows) moves on, so opening the menu again, or re-rendering it, does not count again.
 */
export function deprecatedCounter(count: CountDeprecated = countByRemoval) {
  const counted = new WeakMap<UrlColumns, { version: number; fields: number }>();
  return (rows: UrlColumns, version: number): number => {
    const kept = counted.get(rows);
    if (kept?.version === version) return kept.fields;
    const fields = count(rows);
    counted.set(rows, { version, fields });
    return fields;
  };
}

/** The grid's one counter: shared by every table's grid, so switching tables keeps what was counted. */
export const deprecatedFieldCount = deprecatedCounter();
