import { describe, expect, it } from 'vitest';
import { crawlRedirect } from '../../../../shared/site-check/crawl-redirect';
import type { PageCheck } from '../../../../shared/site-check/page-check';
import { notIndexableReason, offHostRedirect } from '../../../../shared/site-check/page-indexable';
import { answeredPage } from '../../../support/page-checks';

const A = 'https://example.com/a';
const ELSEWHERE = 'https://other.example/x';

/** A URL that redirects to another host, not followed: as the checker leaves it. */
const redirectedAway = (): PageCheck =>
  answeredPage(A, {
    status: 302,
    hops: [{ url: A, status: 302, location: ELSEWHERE }],
    contentType: null,
    failure: { kind: 'other-host', message: "other.example is not the table's host" },
  });

describe('a redirect to another host, not followed', () => {
  it('is a redirect to where it points, in the crawl and in indexability: not a failure', () => {
    const check = redirectedAway();
    expect(offHostRedirect(check)).toBe(ELSEWHERE);
    expect(crawlRedirect(check)).toEqual({ redirectedTo: ELSEWHERE, redirectKind: 'http' });
    expect(notIndexableReason(check, 'Googlebot')).toBe('redirect');
  });

  it('a URL on another host that was never asked for stays a failure with nowhere to lead', () => {
    const check = answeredPage(A, {
      status: null,
      hops: [],
      failure: { kind: 'other-host', message: "example.com is not the table's host" },
    });
    expect(offHostRedirect(check)).toBeNull();
    expect(crawlRedirect(check)).toEqual({ redirectedTo: null, redirectKind: null });
    expect(notIndexableReason(check, 'Googlebot')).toBe('failed');
  });
});
