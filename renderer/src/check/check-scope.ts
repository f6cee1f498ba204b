import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { emptyStatusCounts, statusClassOf, type StatusClass } from '../../../shared/site-check/check-job-report';
import { HostTally } from '../../../shared/site-check/checked-rows';
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
 * The URLs of a check of every URL afresh (Check all again) that was cancelled, each with when that
 * check began: a result of theirs from before it is not that check's, so Continue asks them again.
 * `project`: the project's generation it was made in (another project's is none of this one's).
 */
export interface UnfinishedCheck {
  since: ReadonlyMap<string, number>;
  project: number;
}

/** The unfinished re-checks when they are of the project of `generation`, else none. */
export const unfinishedIn = (unfinished: UnfinishedCheck | null, generation: number): UnfinishedCheck | null =>
  unfinished?.project === generation ? unfinished : null;

/**
 * The unfinished re-checks after a Check all again of `locs`, begun at `startedAt`, ended: cancelled,
 * each of its URLs left for Continue from that time on; run to its end, none of them (another scope's
 * cancelled re-check stays as it was).
 */
export function afterRecheck(
  unfinished: UnfinishedCheck | null,
  run: { locs: readonly string[]; startedAt: number; cancelled: boolean },
  generation: number,
): UnfinishedCheck | null {
  const since = new Map(unfinishedIn(unfinished, generation)?.since ?? []);
  for (const loc of run.locs) {
    if (run.cancelled) since.set(loc, run.startedAt);
    else since.delete(loc);
  }
  return since.size > 0 ? { since, project: generation } : null;
}

/**
 * True when a URL has a result a check may keep: not one a cancel cut off, nor one from before an
 * unfinished re-check of it (`unfinished`, of the open project: unfinishedIn), both asked again.
 */
export function hasResult(results: SiteCheckResults, url: string, unfinished: UnfinishedCheck | null = null): boolean {
  const check = results.get(url);
  if (check === undefined || check.failure?.kind === 'cancelled') return false;
  const since = unfinished?.since.get(url);
  return since === undefined || check.checkedAt >= since;
}

/** How the URLs that have a result (hasResult) are spread over the status classes. */
export function countsOf(
  results: SiteCheckResults,
  locs: readonly string[],
  unfinished: UnfinishedCheck | null = null,
): Record<StatusClass, number> {
  const counts = emptyStatusCounts();
  for (const loc of locs) if (hasResult(results, loc, unfinished)) counts[statusClassOf(results.get(loc)!)] += 1;
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
