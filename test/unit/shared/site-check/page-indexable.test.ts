import { describe, expect, it } from 'vitest';
import { checkReportRecord, CHECK_REPORT_COLUMNS } from '../../../../shared/site-check/check-report';
import { CHECK_FINDING_DEFAULTS } from '../../../../shared/site-check/check-findings';
import type { PageCheck } from '../../../../shared/site-check/page-check';
import { compactCheck, pageCheckShape } from '../../../../shared/site-check/page-check-shape';
import { headUnread, indexabilityUnknown, notIndexableReason } from '../../../../shared/site-check/page-indexable';
import { answeredPage } from '../../../support/page-checks';

const A = 'https://example.com/a';
const AGENT = 'Googlebot';
const HEAD_CUT = { alternates: 0, links: 0, longUrls: 0, longValues: [], headBytes: 512 * 1024 };
const page = (facts: Partial<PageCheck> = {}): PageCheck => answeredPage(A, facts);

describe('indexability when the head was not read in full', () => {
  it('a head cut at its cap or sent in an unreadable coding leaves indexability unknown, not indexable', () => {
    for (const check of [page({ cut: HEAD_CUT }), page({ unreadCoding: 'zstd' })]) {
      expect(headUnread(check)).toBe(true);
      expect(notIndexableReason(check, AGENT)).toBe('head-unread');
      expect(indexabilityUnknown(notIndexableReason(check, AGENT))).toBe(true);
    }
  });

  // The check probe: a noindex after 2,000 robots metas of "index, follow" (or a long X-Robots-Tag) was
  // past the 1,024 characters kept, and the page was called indexable (and saved by crawl --out).
  it('robots directives past the characters kept leave indexability unknown; a long hreflang does not', () => {
    for (const value of ['metaRobots', 'xRobotsTag'] as const) {
      const check = page({ cut: { alternates: 0, links: 0, longUrls: 0, longValues: [value] } });
      expect(notIndexableReason(check, AGENT)).toBe('head-unread');
    }
    const hreflang = page({ cut: { alternates: 0, links: 0, longUrls: 0, longValues: ['hreflang'] } });
    expect(notIndexableReason(hreflang, AGENT)).toBeNull();
  });

  it('what was read still counts: a noindex in the header or the part read, a canonical elsewhere', () => {
    expect(notIndexableReason(page({ cut: HEAD_CUT, xRobotsTag: 'noindex' }), AGENT)).toBe('noindex');
    expect(notIndexableReason(page({ unreadCoding: 'zstd', xRobotsTag: 'noindex' }), AGENT)).toBe('noindex');
    expect(notIndexableReason(page({ cut: HEAD_CUT, metaRobots: 'noindex' }), AGENT)).toBe('noindex');
    const elsewhere = page({ cut: HEAD_CUT, canonical: 'https://example.com/b' });
    expect(notIndexableReason(elsewhere, AGENT)).toBe('canonical-elsewhere');
    expect(notIndexableReason(page({ cut: HEAD_CUT, status: 404 }), AGENT)).toBe('status');
  });

  it('a head read to its end stays as before, whatever else was cut', () => {
    const cut = { alternates: 2_000, links: 0, longUrls: 1, longValues: [] };
    expect(headUnread(page({ cut }))).toBe(false);
    expect(notIndexableReason(page({ cut }), AGENT)).toBeNull();
    expect(indexabilityUnknown(null)).toBe(false);
    expect(indexabilityUnknown('noindex')).toBe(false);
  });

  it('the CSV report says unknown', () => {
    const column = CHECK_REPORT_COLUMNS.indexOf('indexable');
    const row = { loc: A, alternates: [] };
    const record = (check: PageCheck) => checkReportRecord(check, row, CHECK_FINDING_DEFAULTS)[column];
    expect(record(page({ unreadCoding: 'zstd' }))).toBe('unknown');
    expect(record(page())).toBe('yes');
    expect(record(page({ metaRobots: 'noindex' }))).toBe('no');
  });

  it("the CSV report's final URL is where a redirect not followed points, as the grid says (the review)", () => {
    const column = CHECK_REPORT_COLUMNS.indexOf('final_url');
    const offHost = page({
      status: 301,
      hops: [{ url: A, status: 301, location: 'https://other.example/a' }],
      failure: { kind: 'other-host', message: 'not followed' },
    });
    expect(checkReportRecord(offHost, { loc: A, alternates: [] }, CHECK_FINDING_DEFAULTS)[column]).toBe(
      'https://other.example/a',
    );
  });

  it('a project keeps the head cut and the coding, and opens results saved before them', () => {
    const check = page({ cut: HEAD_CUT, unreadCoding: 'zstd' });
    const reopened = pageCheckShape.read(JSON.parse(JSON.stringify(compactCheck(check))));
    expect(reopened).toEqual(check);
    const older = pageCheckShape.read(
      JSON.parse(JSON.stringify(compactCheck(page({ cut: { ...HEAD_CUT, headBytes: undefined } })))),
    );
    expect(older.cut).toEqual({ alternates: 0, links: 0, longUrls: 0, longValues: [] });
    expect(older.unreadCoding).toBeUndefined();
    expect(notIndexableReason(older, AGENT)).toBeNull();
    expect(() => pageCheckShape.read({ ...compactCheck(check), unreadCoding: 5 })).toThrow();
  });
});
