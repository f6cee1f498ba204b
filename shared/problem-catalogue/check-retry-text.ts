import { formatCount, formatSeconds } from '../format';
import type { RetrySkip } from '../site-check/page-check';
import { part, type Part } from './wording';

/** What a URL's retries after a 429 or 503 were, as its finding tells them. */
export interface RetryFacts {
  retries: number;
  waitedMs: number;
  skipped: RetrySkip | null;
}

/** A wait in seconds to two significant digits: 14,003 ms → "14", 1,234 → "1.2", 3,600,000 → "3,600". */
export const roughSeconds = (ms: number): string => formatSeconds(Number(ms.toPrecision(2)));

const KEY = 'problemParts.retry';

/** "Retried 2 times over 6 s.", "Not retried: …", "Retried once over 7 s, then not again: …" as a sentence. */
export function retryWords(facts: RetryFacts): Part {
  const retried =
    facts.retries === 0
      ? null
      : part(
          `${KEY}.retried`,
          { retries: formatCount(facts.retries), seconds: roughSeconds(facts.waitedMs) },
          facts.retries,
        );
  if (facts.skipped === null)
    return retried ? part(`${KEY}.sentence.retried`, { retried }) : part(`${KEY}.sentence.none`);
  const why = retrySkipWords(facts.skipped);
  return retried
    ? part(`${KEY}.sentence.retriedThenNot`, { retried, why })
    : part(`${KEY}.sentence.notRetried`, { why });
}

const YEAR_MS = 365 * 24 * 3_600_000;

function retrySkipWords(skip: RetrySkip): Part {
  switch (skip.kind) {
    case 'retry-after-over-cap':
      // Past a year, no more than that: a Retry-After of 1e20 is no wait to count out.
      if (skip.askedMs > YEAR_MS) return part(`${KEY}.skip.retryAfterOverYear`, { cap: roughSeconds(skip.capMs) });
      return part(`${KEY}.skip.retryAfterOverCap`, {
        // What the server asked, to the second, as it asked it (86,400 s, not 86,000).
        asked: formatCount(Math.round(skip.askedMs / 1000)),
        cap: roughSeconds(skip.capMs),
      });
    case 'host-breaker':
      return part(`${KEY}.skip.hostBreaker`, { status: String(skip.status), count: formatCount(skip.urls) }, skip.urls);
  }
}
