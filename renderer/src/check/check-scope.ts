import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { emptyStatusCounts, statusClassOf, type StatusClass } from '../../../shared/site-check/check-job-report';
import { HostTally } from '../../../shared/site-check/checked-rows';
import type { PageCheck } from '../../../shared/site-check/page-check';
import type { SiteCheckResults } from '../../../shared/site-check/site-check-results';
import { emptyRow } from '../../../shared/url-table';

/** What a check asks: the selected rows of the table on screen, that table, or every table. */
export type CheckScope = 'selection' | 'table' | 'project';

/** Rows of a table a check covers: `rows` by stored position, or every row when null. */
export interface ScopePart {
  table: ColumnarTable;
  rows: ArrayLike<number> | null;
}

/** The URLs a scope lists, each distinct loc once (in the order first listed), and the hosts they are on. */
export interface ScopeUrls {
  locs: string[];
  /** Each table's own host (the one most of its rows in scope are on): the check asks only those. */
  hosts: string[];
}

export function scopeUrls(parts: readonly ScopePart[]): ScopeUrls {
  const seen = new Set<string>();
  const hosts = new Set<string>();
  for (const { table, rows } of parts) {
    const tally = new HostTally();
    const count = rows ? rows.length : table.rows.rowCount;
    for (let i = 0; i < count; i++) {
      const loc = table.rows.get(rows ? rows[i]! : i, 'loc');
      if (loc === '' || seen.has(loc)) continue;
      seen.add(loc);
      tally.add(loc);
    }
    const own = tally.ownHost();
    if (own !== null) hosts.add(own);
  }
  return { locs: [...seen], hosts: [...hosts] };
}

/**
 * The results a cancelled Check all again of `locs`, begun at `startedAt`, did not reach (older than
 * it), marked with that time: Continue asks them again. The mark is the result's, so it is saved.
 */
export function leftByRecheck(results: SiteCheckResults, locs: readonly string[], startedAt: number): PageCheck[] {
  const left: PageCheck[] = [];
  for (const loc of locs) {
    const check = results.get(loc);
    if (check && check.checkedAt < startedAt && check.recheckFrom === undefined)
      left.push({ ...check, recheckFrom: startedAt });
  }
  return left;
}

/**
 * True when a URL has a result a check may keep: not one a cancel cut off, nor one a cancelled
 * re-check left (leftByRecheck), both asked again.
 */
export function hasResult(results: SiteCheckResults, url: string): boolean {
  const check = results.get(url);
  return check !== undefined && check.failure?.kind !== 'cancelled' && check.recheckFrom === undefined;
}

/** How the URLs that have a result (hasResult) are spread over the status classes. */
export function countsOf(results: SiteCheckResults, locs: readonly string[]): Record<StatusClass, number> {
  const counts = emptyStatusCounts();
  for (const loc of locs) if (hasResult(results, loc)) counts[statusClassOf(results.get(loc)!)] += 1;
  return counts;
}

/** Rows made into the loc-only table a check's upload carries, this many at a time. */
const ROWS_PER_APPEND = 10_000;

/** The locs as a table of rows holding only their loc: what `checkSite` reads them from, in bounded slices. */
export function locsTable(locs: readonly string[]): UrlColumns {
  const table = new UrlColumns();
  for (let start = 0; start < locs.length; start += ROWS_PER_APPEND) {
    table.appendRows(locs.slice(start, start + ROWS_PER_APPEND).map((loc) => emptyRow(loc)));
  }
  return table;
}
