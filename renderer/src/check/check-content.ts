import type { SiteCheckContent } from '../../../shared/ipc-contract';
import { withContentHistory } from '../../../shared/site-check/carry-history';
import type { PageCheck } from '../../../shared/site-check/page-check';
import type { SiteCheckResults } from '../../../shared/site-check/site-check-results';
import { sendChecks, type CheckUploadApi } from '../../../shared/transfer/check-transfer';
import type { ScopePart } from './check-scope';

/**
 * A content check's side in the app, as the CLI's check of a project file: the project's earlier
 * results go to main with the URLs (only those that know a fingerprint), and each new result carries
 * its URL's content history on, merged with what it read and the row's lastmod at the time.
 */

/** A check request's `content`, with the results of `locs` that know a fingerprint uploaded (when any does). */
export async function contentRequest(
  results: SiteCheckResults,
  locs: readonly string[],
  api: CheckUploadApi,
  signal: AbortSignal,
): Promise<{ content: SiteCheckContent }> {
  const known: PageCheck[] = [];
  for (const loc of locs) {
    const check = results.get(loc);
    if (check?.history !== undefined || check?.fingerprint !== undefined) known.push(check);
  }
  if (known.length === 0) return { content: {} };
  return { content: { previous: await sendChecks(known, api, { signal }) } };
}

/** Each loc's lastmod in the scope: its first row's, as the CLI takes it (only a content check needs them). */
export function scopeLastmods(parts: readonly ScopePart[]): Map<string, string | null> {
  const lastmods = new Map<string, string | null>();
  for (const { table, rows } of parts) {
    const count = rows ? rows.length : table.rows.rowCount;
    for (let i = 0; i < count; i++) {
      const row = rows ? rows[i]! : i;
      const loc = table.rows.get(row, 'loc');
      if (loc !== '' && !lastmods.has(loc)) lastmods.set(loc, table.rows.get(row, 'lastmod') || null);
    }
  }
  return lastmods;
}

/**
 * New results with their URLs' histories carried on from the results held: a check that read no
 * content keeps the history as it was, so a result never loses it.
 */
export function withHistories(
  batch: readonly PageCheck[],
  results: SiteCheckResults,
  lastmods: ReadonlyMap<string, string | null>,
): PageCheck[] {
  return batch.map((check) => withContentHistory(check, results.get(check.url), lastmods.get(check.url) ?? null));
}
