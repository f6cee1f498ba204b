import { emptyCheck } from '../../shared/site-check/empty-check';
import type { CheckFailureKind, PageCheck } from '../../shared/site-check/page-check';

const KINDS: CheckFailureKind[] = ['dns', 'connection', 'timeout', 'redirect-loop', 'blocked-by-robots', 'cancelled'];

/**
 * Check result `n`, every field filled in turn, so a round trip has each one to lose: a page with its
 * head read (every header and meta, alternates, text beyond ASCII), a redirect chain, and a failure
 * with or without a response. `checkedAt` differs for each, to the millisecond.
 */
export function pageCheck(n: number): PageCheck {
  const url = `https://example.com/p/${n}?q=é&x=${n % 7}`;
  const check = emptyCheck(url, Date.UTC(2026, 0, 1) + n * 37);
  if (n % 3 === 1) {
    const target = `https://example.com/moved/${n}`;
    return {
      ...check,
      status: 200,
      hops: [
        { url, status: 301, location: target },
        { url: target, status: 200, location: null },
      ],
      finalUrl: target,
      contentType: 'text/html; charset=utf-8',
      timeMs: n % 1000,
    };
  }
  if (n % 3 === 2) {
    const answered = n % 2 === 0;
    return {
      ...check,
      status: answered ? 503 : null,
      hops: answered ? [{ url, status: 503, location: null }] : [],
      finalUrl: answered ? url : null,
      retryAfter: answered ? '120' : null,
      failure: { kind: KINDS[n % KINDS.length]!, message: `no answer from "example.com" (${n})` },
    };
  }
  return {
    ...check,
    status: 200,
    hops: [{ url, status: 200, location: null }],
    finalUrl: url,
    contentType: 'text/html',
    timeMs: 12 + (n % 500),
    lastModified: 'Wed, 21 Oct 2026 07:28:00 GMT',
    xRobotsTag: 'noindex, nofollow',
    metaRobots: 'noindex, max-snippet:-1',
    canonical: `https://example.com/canonical/${n}`,
    htmlLang: 'nl-BE',
    alternates: [
      { hreflang: 'en', href: `https://example.com/en/${n}` },
      { hreflang: 'x-default', href: `https://example.com/${n}` },
    ],
  };
}

/** `count` check results, `pageCheck(from)` onwards. */
export const pageChecks = (count: number, from = 0): PageCheck[] =>
  Array.from({ length: count }, (_, i) => pageCheck(from + i));

/** An indexable HTML page at `url` that answered 200 with itself as canonical, changed by `facts`. */
export const answeredPage = (url: string, facts: Partial<PageCheck> = {}): PageCheck => ({
  ...emptyCheck(url, 0),
  status: 200,
  hops: [{ url, status: 200, location: null }],
  finalUrl: url,
  contentType: 'text/html',
  canonical: url,
  ...facts,
});
