import { describe, expect, it } from 'vitest';
import { statusClassOf } from '../../../../../shared/site-check/check-job-report';
import { failedCheck } from '../../../../../shared/site-check/empty-check';
import type { PageCheck } from '../../../../../shared/site-check/page-check';

const answered = (status: number): PageCheck => ({
  ...failedCheck('https://example.com/', 'dns', ''),
  status,
  failure: null,
});

describe('the status class of a check', () => {
  it("is the hundred of the listed URL's own answer: a redirect is 3xx wherever it ends", () => {
    const redirected: PageCheck = {
      ...answered(200),
      hops: [
        { url: 'https://example.com/', status: 301, location: 'https://example.com/a' },
        { url: 'https://example.com/a', status: 200, location: null },
      ],
    };
    expect(statusClassOf(redirected)).toBe('3xx');
  });

  it('is the hundred of the status when there was no redirect', () => {
    expect([200, 204, 301, 308, 404, 410, 500, 503].map((status) => statusClassOf(answered(status)))).toEqual([
      '2xx',
      '2xx',
      '3xx',
      '3xx',
      '4xx',
      '4xx',
      '5xx',
      '5xx',
    ]);
  });

  it('is "skipped" for URLs deliberately not fetched, "failed" for those that got no usable answer', () => {
    expect(statusClassOf(failedCheck('https://example.com/', 'blocked-by-robots', ''))).toBe('skipped');
    expect(statusClassOf(failedCheck('https://example.com/', 'other-host', ''))).toBe('skipped');
    for (const kind of ['timeout', 'dns', 'redirect-loop', 'invalid-url'] as const) {
      expect(statusClassOf(failedCheck('https://example.com/', kind, ''))).toBe('failed');
    }
    // A redirect loop ends on a 3xx, but the check failed.
    expect(statusClassOf({ ...answered(301), failure: { kind: 'redirect-loop', message: '' } })).toBe('failed');
    expect(statusClassOf(answered(799))).toBe('failed');
  });
});
