import { describe, expect, it } from 'vitest';
import { isGoneAsItShould, removedUrlsVerdict } from '../../../../shared/last-export/removed-urls-check';
import type { PageCheck } from '../../../../shared/site-check/page-check';
import { pageCheck } from '../../../support/page-checks';

const answered = (url: string, hops: PageCheck['hops'], failure: PageCheck['failure'] = null): PageCheck => ({
  ...pageCheck(0),
  url,
  hops,
  status: failure ? null : (hops.at(-1)?.status ?? null),
  failure,
});
const at = (path: string) => `https://example.com/${path}`;

describe('a removed URL checked', () => {
  it('is gone as it should be when it redirects, or answers 404 or 410', () => {
    expect(
      isGoneAsItShould(
        answered(at('moved'), [
          { url: at('moved'), status: 301, location: at('new') },
          { url: at('new'), status: 200, location: null },
        ]),
      ),
    ).toBe(true);
    expect(isGoneAsItShould(answered(at('gone'), [{ url: at('gone'), status: 410, location: null }]))).toBe(true);
    expect(isGoneAsItShould(answered(at('missing'), [{ url: at('missing'), status: 404, location: null }]))).toBe(true);
    expect(isGoneAsItShould(answered(at('still'), [{ url: at('still'), status: 200, location: null }]))).toBe(false);
    expect(isGoneAsItShould(answered(at('error'), [{ url: at('error'), status: 500, location: null }]))).toBe(false);
    const timeout = { kind: 'timeout' as const, message: 'timed out' };
    expect(isGoneAsItShould(answered(at('slow'), [], timeout))).toBe(false);
  });

  it('is counted, and those that still answer are listed up to the bound with their status or why there was none', () => {
    const verdict = removedUrlsVerdict(2);
    verdict.add(answered(at('gone'), [{ url: at('gone'), status: 410, location: null }]));
    verdict.add(answered(at('a'), [{ url: at('a'), status: 200, location: null }]));
    verdict.add(answered(at('b'), [], { kind: 'dns', message: 'not found' }));
    verdict.add(answered(at('c'), [{ url: at('c'), status: 500, location: null }]));
    verdict.add(answered(at('stopped'), [], { kind: 'cancelled', message: 'cancelled' }));
    expect(verdict.result(false)).toEqual({
      checked: 4,
      gone: 1,
      notGoneCount: 3,
      notGone: [
        { url: at('a'), status: 200, failed: null },
        { url: at('b'), status: null, failed: 'dns' },
      ],
      cancelled: false,
    });
  });
});
