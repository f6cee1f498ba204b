import type { PageCheck } from './page-check';
import { notIndexableReason, type NotIndexableReason } from './page-indexable';

/** The grid's columns of the site check, read-only, after the row's own (renderer/src/grid/check-text.ts words them). */
export type CheckField = 'status' | 'finalUrl' | 'indexable' | 'canonical';

/** Failures that mean the URL was not asked at all, so nothing is known of it. */
const NOT_ASKED = new Set(['cancelled', 'other-host']);

/**
 * Whether a search engine would index the page as listed: null when the check says nothing
 * (cancelled, another host's, not fetched by the checker's own robots.txt group); else true, or the first reason it would not (notIndexableReason).
 */
export function indexability(check: PageCheck, agent: string): true | NotIndexableReason | null {
  if (check.failure && NOT_ASKED.has(check.failure.kind)) return null;
  const reason = notIndexableReason(check, agent);
  // The checker's own robots.txt group kept it away: unknown, not "not indexable".
  return reason === 'not-fetched' ? null : (reason ?? true);
}

/**
 * Where the URL leads as far as the check knows: the last URL that answered, or where its last
 * redirect points when that one was not followed (another host, a loop, one too many).
 */
export function whereItLeads(check: PageCheck): string | null {
  return check.hops.at(-1)?.location ?? check.finalUrl;
}

/** "200", "301 → 200" (the first answer, then the last), or why there was no answer ("timeout"). */
export function statusText(check: PageCheck): string {
  if (check.failure) return check.failure.kind;
  const first = check.hops[0]?.status;
  return first !== undefined && check.hops.length > 1 ? `${first} → ${check.status}` : String(check.status);
}
