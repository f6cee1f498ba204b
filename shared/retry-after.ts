/**
 * A server's Retry-After (a 429 or 503 asking to be asked again later), read the same by the site
 * check and the import, and the longest either waits for one URL or file: a wait asked beyond it is
 * not waited for (the URL's or file's retries end there).
 */
export const RETRY_WAIT_CAP_MS = 15_000;

/**
 * A Retry-After value as ms from `now`: delay-seconds or an HTTP date (RFC 9110, section 10.2.3).
 * A date in the past is 0; anything unreadable is null.
 */
export function parseRetryAfter(value: string | null | undefined, now: number): number | null {
  if (value === null || value === undefined) return null;
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
