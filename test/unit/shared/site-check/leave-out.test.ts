import { describe, expect, it } from 'vitest';
import { failedCheck } from '../../../../shared/site-check/empty-check';
import { leaveOutReason, notIndexableUrls } from '../../../../shared/site-check/leave-out';
import { answeredPage } from '../../../support/page-checks';

const URL_A = 'https://example.com/a';
const AGENT = 'Googlebot';

describe('leaveOutReason: which checked URLs the export leaves out', () => {
  it.each([
    ['a 404', answeredPage(URL_A, { status: 404, hops: [{ url: URL_A, status: 404, location: null }] }), 'status'],
    ['a 503', answeredPage(URL_A, { status: 503, hops: [{ url: URL_A, status: 503, location: null }] }), 'status'],
    [
      'a redirect',
      answeredPage(URL_A, {
        hops: [
          { url: URL_A, status: 301, location: 'https://example.com/b' },
          { url: 'https://example.com/b', status: 200, location: null },
        ],
        finalUrl: 'https://example.com/b',
        canonical: 'https://example.com/b',
      }),
      'redirect',
    ],
    ['a redirect loop', failedCheck(URL_A, 'redirect-loop', 'loop'), 'redirect'],
    ['a robots meta noindex', answeredPage(URL_A, { metaRobots: 'noindex, follow' }), 'noindex'],
    ['an X-Robots-Tag noindex', answeredPage(URL_A, { xRobotsTag: 'noindex' }), 'noindex'],
    [
      'a canonical naming another page',
      answeredPage(URL_A, { canonical: 'https://example.com/c' }),
      'canonical-elsewhere',
    ],
    [
      'a PDF that says noindex',
      answeredPage(URL_A, { contentType: 'application/pdf', xRobotsTag: 'noindex' }),
      'noindex',
    ],
  ])('%s is left out (%s)', (_name, check, reason) => {
    expect(leaveOutReason(check, AGENT)).toBe(reason);
  });

  it.each([
    ['an indexable page', answeredPage(URL_A)],
    ['a PDF', answeredPage(URL_A, { contentType: 'application/pdf' })],
    ['a timeout (nothing known)', failedCheck(URL_A, 'timeout', 'timed out')],
    ['a connection failure', failedCheck(URL_A, 'connection', 'refused')],
    ['a check that was cancelled', failedCheck(URL_A, 'cancelled', 'cancelled')],
    ['a URL on another host, not asked', failedCheck(URL_A, 'other-host', 'other host')],
    ['a noindex for another crawler only', answeredPage(URL_A, { xRobotsTag: 'bingbot: noindex' })],
    [
      'a page whose head was not read past its cap (unknown)',
      answeredPage(URL_A, { cut: { alternates: 0, links: 0, longUrls: 0, longValues: [], headBytes: 524_288 } }),
    ],
    ['a page sent in a coding the check cannot read (unknown)', answeredPage(URL_A, { unreadCoding: 'zstd' })],
  ])('%s stays', (_name, check) => {
    expect(leaveOutReason(check, AGENT)).toBeNull();
  });

  it('lists the URLs to leave out with why and their status', () => {
    const gone = answeredPage('https://example.com/gone', {
      status: 410,
      hops: [{ url: 'https://example.com/gone', status: 410, location: null }],
    });
    expect(notIndexableUrls([answeredPage(URL_A), gone], AGENT)).toEqual([
      { url: 'https://example.com/gone', reason: 'status', status: 410 },
    ]);
  });
});
