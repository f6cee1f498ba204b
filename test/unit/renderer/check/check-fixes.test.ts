import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../renderer/src/i18n';
import { CHECK_FIXES, rowFix } from '../../../../renderer/src/check/check-fixes';
import { emptyCheck } from '../../../../shared/site-check/empty-check';
import type { PageCheck } from '../../../../shared/site-check/page-check';

afterEach(() => {
  i18n.global.locale.value = 'en';
});

describe('the site check fixes', () => {
  it('are named in the language of the moment they are read', () => {
    expect(CHECK_FIXES['remove-client-errors'].label).toBe('Remove 4xx rows');
    i18n.global.locale.value = 'nl';
    expect(CHECK_FIXES['remove-client-errors'].label).toBe('4xx-rijen verwijderen');
  });
});

// The UI probe: "Set lastmod from Last-Modified" moved a lastmod the content fingerprints said was
// true (the app then flagged its own fix as churn), rewrote date-only and +01:00 lastmods in UTC, and
// gave a redirected row its target's time.
describe('a lastmod from Last-Modified', () => {
  const url = 'https://example.com/a';
  const page = (more: Partial<PageCheck> = {}): PageCheck => ({
    ...emptyCheck(url, Date.UTC(2026, 10, 28)),
    status: 200,
    hops: [{ url, status: 200, location: null }],
    finalUrl: url,
    lastModified: 'Wed, 01 May 2024 22:30:00 GMT',
    ...more,
  });
  const fixed = (check: PageCheck, lastmod: string | null) =>
    rowFix('lastmod-from-header', check, [], null, lastmod, Date.now());

  it("is written in the row's own style: a date, or a time in its zone and to its precision", () => {
    expect(fixed(page(), null)).toEqual({ field: 'lastmod', value: '2024-05-01T22:30:00Z' });
    expect(fixed(page(), '2024-01-10')).toEqual({ field: 'lastmod', value: '2024-05-01' });
    expect(fixed(page(), '2024-01-10T09:00+01:00')).toEqual({ field: 'lastmod', value: '2024-05-01T23:30:00+01:00' });
    // Already so, or the same instant written otherwise: nothing to fix.
    expect(fixed(page(), '2024-05-01')).toBeNull();
    expect(fixed(page(), '2024-05-01T22:30:00.000Z')).toBeNull();
    expect(fixed(page(), '2024-05-02T00:30:00+02:00')).toBeNull();
  });

  it("is the loc's own page's, not a redirect target's, and not where the content was read", () => {
    const target = 'https://example.com/b';
    const redirected = page({
      hops: [
        { url, status: 301, location: target },
        { url: target, status: 200, location: null },
      ],
      finalUrl: target,
    });
    expect(fixed(redirected, null)).toBeNull();
    const fingerprint = {
      content: 'c1',
      region: 'main',
      words: 120,
      title: 'A',
      canonical: null,
      links: 'l1',
      structuredData: null,
    } as const;
    const read = page({ fingerprint });
    expect(fixed(read, '2024-01-10')).toBeNull();
    expect(fixed(page({ lastModified: 'yesterday' }), null)).toBeNull();
  });
});
