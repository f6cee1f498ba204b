/** When to ask again after a 429 or 503: the server's Retry-After if it gave one, else exponential backoff. */

/**
 * A Retry-After value as ms from `now`: delay-seconds or an HTTP date (RFC 9110, section 10.2.3).
 * A date in the past is 0; anything unreadable is null.
 */
export function parseRetryAfter(value: string | null, now: number): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date starts with its weekday and is in GMT: named by IMF-fixdate and RFC 850 dates,
  // implied by asctime's (which Date.parse would otherwise read as local time).
  if (!/^[A-Za-z]{3}/.test(text)) return null;
  const at = Date.parse(ASCTIME.test(text) ? `${text} GMT` : /GMT$/i.test(text) ? text : '');
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** `Sun Nov  6 08:49:37 1994`: the date format of C's asctime, without a zone. */
const ASCTIME = /^[A-Za-z]{3} [A-Za-z]{3} [ \d]\d \d\d:\d\d:\d\d \d{4}$/;

export interface RetryPlan {
  /** Retry after `waitMs`, or give up (then the host still rests for `waitMs`). */
  retry: boolean;
  waitMs: number;
}

export interface RetryLimits {
  maxRetries: number;
  retryBaseMs: number;
  maxRetryWaitMs: number;
}

/**
 * The plan after attempt number `attempt` (0 for the first request) was answered with a retryable
 * status. A Retry-After longer than the cap is never cut short: the URL keeps that answer instead.
 */
export function planRetry(retryAfter: string | null, attempt: number, limits: RetryLimits, now: number): RetryPlan {
  const asked = parseRetryAfter(retryAfter, now);
  if (asked !== null && asked > limits.maxRetryWaitMs) return { retry: false, waitMs: limits.maxRetryWaitMs };
  const waitMs = asked ?? Math.min(limits.maxRetryWaitMs, limits.retryBaseMs * 2 ** attempt);
  return { retry: attempt < limits.maxRetries, waitMs };
}

/** Statuses that say "not now" rather than "no": worth asking again later. */
export function isRetryableStatus(status: number | null): boolean {
  return status === 429 || status === 503;
}
