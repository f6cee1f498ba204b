import { describe, expect, it } from 'vitest';
import type { ContentFingerprint } from '../../../../shared/site-check/content-fingerprint';
import { emptyCheck } from '../../../../shared/site-check/empty-check';
import { mergeContentHistory } from '../../../../shared/site-check/content-history';
import { needsSecondFetch, settleTwoFetches } from '../../../../shared/site-check/two-fetches';

const A: ContentFingerprint = {
  content: 'c1',
  region: 'main',
  words: 12,
  title: 'Boots',
  canonical: null,
  links: 'l1',
  structuredData: null,
};
const fetched = (fingerprint: ContentFingerprint | undefined, at: number) => ({
  ...emptyCheck('https://example.com/boots', at),
  ...(fingerprint ? { fingerprint } : {}),
});

describe('two fetches of one page', () => {
  it('asks for a second only when the content differs from what was known, or for every page when told to', () => {
    expect(needsSecondFetch(fetched(A, 1), undefined, false)).toBe(false);
    expect(needsSecondFetch(fetched(A, 1), { ...A, words: 13 }, false)).toBe(false);
    expect(needsSecondFetch(fetched(A, 1), { ...A, links: 'l0' }, false)).toBe(true);
    expect(needsSecondFetch(fetched(A, 1), undefined, true)).toBe(true);
    expect(needsSecondFetch(fetched(undefined, 1), { ...A, links: 'l0' }, true)).toBe(false);
  });

  it('settles on the second when they agree, and marks it unstable when they do not', () => {
    expect(settleTwoFetches(fetched(A, 1), fetched(A, 2))).toEqual(fetched(A, 2));
    expect(settleTwoFetches(fetched(A, 1), fetched({ ...A, content: 'c2', title: 'x' }, 2))).toMatchObject({
      checkedAt: 2,
      unstable: ['content', 'title'],
    });
    expect(settleTwoFetches(fetched(undefined, 1), fetched(A, 2))).toEqual(fetched(undefined, 1));
  });

  // The fingerprint review: a page that differs on every request, its second fetch refused (a 503
  // past its retries), had the first fetch's content taken as a change, and its lastmod moved.
  it('keeps the first without its fingerprint when the second read nothing: content no fetch confirmed is no change', () => {
    const settled = settleTwoFetches(fetched(A, 1), fetched(undefined, 2));
    expect(settled).toEqual(fetched(undefined, 1));
    const known = {
      fingerprint: { ...A, content: 'c0' },
      firstSeen: 0,
      seenSince: 0,
      lastSeen: 0,
      lastChanged: null,
      changedAfter: null,
      changed: [],
      lastmod: null,
    };
    expect(mergeContentHistory(known, settled, null)).toBe(known);
  });
});
