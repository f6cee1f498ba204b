import { formatCount } from '../../format';
import type { RetrySkip } from '../../site-check/page-check';
import { counted } from '../catalogue-entry';
import { roughSeconds, type RetryFacts } from '../check-retry-text';

/** Nederlands: "2 keer opnieuw geprobeerd na in totaal 6 s wachten", "niet opnieuw geprobeerd: …". */
export function dutchRetryText(facts: RetryFacts): string {
  const retried =
    facts.retries === 0
      ? null
      : `${facts.retries === 1 ? 'één' : formatCount(facts.retries)} keer opnieuw geprobeerd na in totaal ${roughSeconds(facts.waitedMs)} s wachten`;
  if (facts.skipped === null) return retried ?? 'niet opnieuw geprobeerd';
  const why = dutchRetrySkipText(facts.skipped);
  return retried === null ? `niet opnieuw geprobeerd: ${why}` : `${retried}, daarna niet meer: ${why}`;
}

function dutchRetrySkipText(skip: RetrySkip): string {
  switch (skip.kind) {
    case 'retry-after-over-cap':
      return `de server vroeg ${roughSeconds(skip.askedMs)} s te wachten, langer dan de controle wacht (${roughSeconds(skip.capMs)} s)`;
    case 'host-breaker':
      return `deze host antwoordde ${skip.status} op ${counted(skip.urls, 'URL', "URL's")} op rij`;
  }
}
