import type { CheckFailureKind, PageCheck } from '../site-check/page-check';

/** Removed URLs that still answer, listed at most in a check's answer; all are counted. */
export const REMOVED_NOT_GONE_LISTED = 500;

/** A removed URL that neither redirects nor answers 404 or 410: its last status, or why there was none. */
export interface RemovedUrlNotGone {
  url: string;
  /** The last response's status; null when there was none (`failed` says why). */
  status: number | null;
  /** The check's failure (a timeout, blocked by robots.txt…); null when it answered. */
  failed: CheckFailureKind | null;
}

/** What checking the removed URLs found: how many were asked, how many are gone as they should be, and those that are not. */
export interface RemovedUrlsCheck {
  checked: number;
  gone: number;
  notGoneCount: number;
  notGone: RemovedUrlNotGone[];
  cancelled: boolean;
}

/** Statuses that say a page is gone on purpose. */
const GONE_STATUSES: ReadonlySet<number> = new Set([404, 410]);

/**
 * A removed URL is gone as it should be when its first answer redirects (the page moved) or its last
 * answer is 404 or 410; one that answers anything else, or not at all, is not (yet) known to be gone.
 */
export function isGoneAsItShould(check: PageCheck): boolean {
  const first = check.hops[0];
  if (first && first.location !== null && first.status >= 300 && first.status < 400) return true;
  return check.failure === null && check.status !== null && GONE_STATUSES.has(check.status);
}

/** Gathers a check's results into what the dialog shows. */
export function removedUrlsVerdict(most = REMOVED_NOT_GONE_LISTED) {
  const found: RemovedUrlsCheck = { checked: 0, gone: 0, notGoneCount: 0, notGone: [], cancelled: false };
  return {
    add(check: PageCheck): void {
      if (check.failure?.kind === 'cancelled') return; // not asked: the person stopped the check
      found.checked += 1;
      if (isGoneAsItShould(check)) {
        found.gone += 1;
        return;
      }
      found.notGoneCount += 1;
      if (found.notGone.length < most)
        found.notGone.push({ url: check.url, status: check.status, failed: check.failure?.kind ?? null });
    },
    result: (cancelled: boolean): RemovedUrlsCheck => ({ ...found, cancelled }),
  };
}
