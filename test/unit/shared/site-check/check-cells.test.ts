import { describe, expect, it } from 'vitest';
import { indexability, statusText } from '../../../../shared/site-check/check-cells';
import { failedCheck } from '../../../../shared/site-check/empty-check';
import { answeredPage } from '../../../support/page-checks';
import type { PageCheck } from '../../../../shared/site-check/page-check';

const A = 'https://example.com/a';
const page = (facts: Partial<PageCheck> = {}): PageCheck => answeredPage(A, facts);

describe('the check columns’ text', () => {
  it('says the status, through redirects, or why there was none', () => {
    expect(statusText(page())).toBe('200');
    const hops = [
      { url: A, status: 301, location: 'https://example.com/b' },
      { url: 'https://example.com/b', status: 302, location: 'https://example.com/c' },
      { url: 'https://example.com/c', status: 404, location: null },
    ];
    expect(statusText(page({ hops, status: 404, finalUrl: 'https://example.com/c' }))).toBe('301 → 404');
    expect(statusText(failedCheck(A, 'timeout', 'no answer in 30 s'))).toBe('timeout');
  });

  it('says whether a page is indexable, and if not the first reason why', () => {
    const agent = 'Googlebot';
    expect(indexability(page(), agent)).toBe(true);
    expect(indexability(page({ status: 404 }), agent)).toBe('status');
    expect(indexability(failedCheck(A, 'dns', ''), agent)).toBe('failed');
    // Only the checker's own group kept it away: nothing is known, it is no block for search.
    expect(indexability(failedCheck(A, 'blocked-by-robots', ''), agent)).toBeNull();
    const googlebotBlock = { kind: 'robots-disallows', agent: 'Googlebot' } as const;
    expect(indexability({ ...failedCheck(A, 'blocked-by-robots', ''), robotsBlocks: [googlebotBlock] }, agent)).toBe(
      'blocked-by-robots',
    );
    expect(indexability(page({ robotsBlocks: [googlebotBlock] }), agent)).toBe('blocked-by-robots');
    expect(indexability(failedCheck(A, 'cancelled', ''), agent)).toBeNull();
    expect(indexability(page({ xRobotsTag: 'googlebot: noindex' }), agent)).toBe('noindex');
    expect(indexability(page({ xRobotsTag: 'otherbot: noindex' }), agent)).toBe(true);
    expect(indexability(page({ metaRobots: 'NOINDEX, follow', canonical: 'https://example.com/b' }), agent)).toBe(
      'noindex',
    );
    expect(indexability(page({ canonical: 'https://example.com/b' }), agent)).toBe('canonical-elsewhere');
    expect(indexability(page({ canonical: 'https://EXAMPLE.com/a#top' }), agent)).toBe(true);
  });
});
