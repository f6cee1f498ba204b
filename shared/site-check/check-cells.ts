import type { PageCheck } from './page-check';
import { notIndexableReason, type NotIndexableReason } from './page-indexable';

/** The grid's columns of the site check, read-only, after the row's own. */
export type CheckField = 'status' | 'finalUrl' | 'indexable' | 'canonical';

/** Why a checked URL is not indexable, as the indexable column says it. */
const REASON_TEXT: Record<NotIndexableReason, string> = {
  'blocked-by-robots': 'blocked',
  failed: 'no answer',
  redirect: 'redirects',
  status: 'not 2xx',
  'not-html': 'not HTML',
  noindex: 'noindex',
  'canonical-elsewhere': 'canonical elsewhere',
};

/** Failures that mean the URL was not asked at all, so nothing is known of it. */
const NOT_ASKED = new Set(['cancelled', 'other-host']);

/**
 * Whether a search engine would index the page as listed: null when the check says nothing
 * (cancelled, another host's); else true, or the first reason it would not (notIndexableReason).
 */
export function indexability(check: PageCheck, agent: string): true | string | null {
  if (check.failure && NOT_ASKED.has(check.failure.kind)) return null;
  const reason = notIndexableReason(check, agent);
  return reason === null ? true : REASON_TEXT[reason];
}

/** "200", "301 → 200" (the first answer, then the last), or why there was no answer ("timeout"). */
export function statusText(check: PageCheck): string {
  if (check.failure) return check.failure.kind;
  const first = check.hops[0]?.status;
  return first !== undefined && check.hops.length > 1 ? `${first} → ${check.status}` : String(check.status);
}

/** What a check column's cell says of a checked URL. */
export function checkCellText(check: PageCheck, field: CheckField, agent: string): string {
  switch (field) {
    case 'status':
      return statusText(check);
    case 'finalUrl':
      return check.finalUrl ?? '';
    case 'canonical':
      return check.canonical ?? '';
    case 'indexable': {
      const verdict = indexability(check, agent);
      return verdict === null ? '' : verdict === true ? 'yes' : `no: ${verdict}`;
    }
  }
}
