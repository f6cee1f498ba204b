import { formatCount, formatSeconds } from '../format';
import type { RetrySkip } from '../site-check/page-check';
import { counted } from './catalogue-entry';

/** What a URL's retries after a 429 or 503 were, as its finding tells them (Dutch in dutch/check-retry-text.ts). */
export interface RetryFacts {
  retries: number;
  waitedMs: number;
  skipped: RetrySkip | null;
}

/** A wait in seconds to two significant digits: 14,003 ms → "14", 1,234 → "1.2", 3,600,000 → "3,600". */
export const roughSeconds = (ms: number): string => formatSeconds(Number(ms.toPrecision(2)));

/** "retried 2 times over 6 s", "not retried: …", "retried once over 7 s, then not again: …". */
export function retryText(facts: RetryFacts): string {
  const retried =
    facts.retries === 0
      ? null
      : `retried ${facts.retries === 1 ? 'once' : `${formatCount(facts.retries)} times`} over ${roughSeconds(facts.waitedMs)} s`;
  if (facts.skipped === null) return retried ?? 'not retried';
  const why = retrySkipText(facts.skipped);
  return retried === null ? `not retried: ${why}` : `${retried}, then not again: ${why}`;
}

function retrySkipText(skip: RetrySkip): string {
  switch (skip.kind) {
    case 'retry-after-over-cap':
      return `the server asked for ${roughSeconds(skip.askedMs)} s, more than the check waits (${roughSeconds(skip.capMs)} s)`;
    case 'host-breaker':
      return `this host answered ${skip.status} to ${counted(skip.urls, 'URL', 'URLs')} in a row`;
  }
}
