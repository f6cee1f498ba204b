import { parseRetryAfter } from '../../../shared/retry-after';
import type { RetrySkip } from '../../../shared/site-check/page-check';

/**
 * When to ask again after a 429 or 503: the server's Retry-After if it gave one, else exponential
 * backoff; within a wait each URL may spend in all, so a site answering 429 forever cannot hold the check.
 */

/** What one URL has had of its retries so far. */
export interface RetryState {
  /** Requests already made for it (0 before the first). */
  attempt: number;
  /** Waited for its retries so far, ms. */
  waitedMs: number;
}

/**
 * Ask again after `waitMs`; or give up, and the host rests `restMs` before its next request, with
 * why retries were left unused (null when they were spent).
 */
export type RetryPlan = { retry: true; waitMs: number } | { retry: false; restMs: number; skipped: RetrySkip | null };

export interface RetryLimits {
  maxRetries: number;
  retryBaseMs: number;
  /** The longest one URL waits for its retries, all together. */
  maxRetryWaitMs: number;
}

/**
 * The plan after `state.attempt` was answered with a retryable status. A URL never waits more than
 * `maxRetryWaitMs` in all: a Retry-After beyond what is left is never cut short, it ends the URL's
 * retries (the check does not ask sooner than told); a backoff is cut to what is left, and with
 * nothing left the retries are spent. `breaker`, the host's run of URLs that ended refused once it is
 * long enough, ends them at once without a rest, so a site answering 429 forever cannot hold the check.
 */
export function planRetry(
  retryAfter: string | null,
  state: RetryState,
  limits: RetryLimits,
  now: number,
  breaker: { status: number; urls: number } | null = null,
): RetryPlan {
  const leftMs = Math.max(0, limits.maxRetryWaitMs - state.waitedMs);
  const asked = parseRetryAfter(retryAfter, now);
  const spent = state.attempt >= limits.maxRetries || (asked === null && leftMs === 0);
  if (breaker !== null)
    return { retry: false, restMs: 0, skipped: spent ? null : { kind: 'host-breaker', ...breaker } };
  if (asked !== null && asked > leftMs) {
    const skipped = spent ? null : { kind: 'retry-after-over-cap' as const, askedMs: asked, capMs: leftMs };
    return { retry: false, restMs: leftMs, skipped };
  }
  const waitMs = asked ?? Math.min(leftMs, limits.retryBaseMs * 2 ** state.attempt);
  return spent ? { retry: false, restMs: waitMs, skipped: null } : { retry: true, waitMs };
}

/** Statuses that say "not now" rather than "no": worth asking again later. */
export function isRetryableStatus(status: number | null): boolean {
  return status === 429 || status === 503;
}
