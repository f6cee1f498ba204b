import type { PageCheck } from './page-check';
import { pageKey } from './page-key';
import { headerSaysNoindex, metaSaysNoindex } from './robots-directives';

/** The grid's columns of the site check, read-only, after the row's own. */
export type CheckField = 'status' | 'finalUrl' | 'indexable' | 'canonical';

/** Why a checked URL is not indexable, as the indexable column says it. */
export type NotIndexableReason = 'noindex' | 'canonical elsewhere' | 'not 2xx' | 'blocked';

/** Failures that mean the URL was not asked at all, so nothing is known of it. */
const NOT_ASKED = new Set(['cancelled', 'other-host']);

/**
 * Whether a search engine would index the page: null when the check says nothing (cancelled,
 * another host's); else true, or the first reason it would not (the order a person fixes them in).
 */
export function indexability(check: PageCheck, agent: string): true | NotIndexableReason | null {
  if (check.failure) {
    if (NOT_ASKED.has(check.failure.kind)) return null;
    return check.failure.kind === 'blocked-by-robots' ? 'blocked' : 'not 2xx';
  }
  const status = check.status!;
  if (status < 200 || status > 299) return 'not 2xx';
  const noindex =
    (check.xRobotsTag !== null && headerSaysNoindex(check.xRobotsTag, agent)) ||
    (check.metaRobots !== null && metaSaysNoindex(check.metaRobots));
  if (noindex) return 'noindex';
  if (check.canonical !== null && pageKey(check.canonical) !== pageKey(check.finalUrl!)) return 'canonical elsewhere';
  return true;
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
