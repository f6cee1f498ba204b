import { describe, expect, it } from 'vitest';
import { checkPage } from '../../../../../electron/engine/site-check/check-page';
import type { RowProblemCode } from '../../../../../shared/problem-catalogue';
import { checkFindings, CHECK_FINDING_DEFAULTS } from '../../../../../shared/site-check/check-findings';
import type { FixtureKind } from '../../../../support/fixture-cases';
import { absoluteAlternates, useFixtureSite } from '../../../../support/fixture-checks';

/** What a demanding check of each kind of fixture URL finds (for Googlebot, in a sitemap of pages). */
const EXPECTED: Record<FixtureKind, RowProblemCode[]> = {
  home: [],
  page: [],
  unlisted: [],
  orphan: [],
  redirect: ['check-redirect'],
  'redirect-chain': ['check-redirect'],
  'redirect-loop': ['check-redirect-loop'],
  'too-many-redirects': ['check-too-many-redirects'],
  'redirect-ftp': ['check-redirect-scheme'],
  'not-found': ['check-not-found'],
  gone: ['check-not-found'],
  'server-error': ['check-server-error'],
  unavailable: ['check-server-error'],
  'rate-limited': ['check-client-error'],
  'noindex-header': ['check-noindex'],
  'noindex-meta': ['check-noindex'],
  'noindex-googlebot': ['check-noindex'],
  'noindex-otherbot': [],
  'canonical-elsewhere': ['check-canonical-elsewhere'],
  'canonical-base': ['check-canonical-elsewhere'],
  // robots.txt is the job queue's to obey: a URL it skips has the failure 'blocked-by-robots'
  disallowed: [],
  'disallowed-googlebot': [],
  slow: ['check-slow'],
  endless: [],
  stalled: ['check-unreachable'],
  pdf: ['check-not-html'],
  image: ['check-not-html'],
  'large-pdf': ['check-not-html'],
  'windows-1252': [],
  'shift-jis': [],
  'utf8-bom': [],
  // Its noindex stands past the head cap: the cut says so, and the page is not called indexable.
  'huge-head': ['check-page-cut'],
  hreflang: [],
  'hreflang-mismatch': ['check-hreflang-mismatch'],
};

const fixture = useFixtureSite({ slowMs: 300 });

describe('the findings of every fixture case', () => {
  it('are the codes a demanding SEO expects, with their parameters', async () => {
    const site = fixture.site();
    const cases = site.cases.filter((entry) => entry.kind !== 'page' || entry.path === '/page/3');
    const found = new Map<string, { code: string; message: string; severity: string; field: string }[]>();
    for (const entry of cases) {
      const check = await checkPage(site.url(entry.path), {
        dispatcher: fixture.agent(),
        userAgent: 'SitemapStudioTest/1.0',
        deadlineMs: entry.kind === 'stalled' ? 200 : 30_000,
      });
      // only the slow case is judged against a threshold it is sure to pass
      const slowMs = entry.kind === 'slow' ? site.settings.slowMs / 2 : Infinity;
      const problems = checkFindings(
        check,
        { loc: check.url, alternates: absoluteAlternates(site, entry.alternates) },
        { ...CHECK_FINDING_DEFAULTS, slowMs },
      );
      expect(
        problems.map((problem) => problem.code),
        entry.path,
      ).toEqual(EXPECTED[entry.kind]);
      found.set(entry.path, problems);
    }
    const one = (path: string) => found.get(path)![0]!;
    expect(one('/chain/0')).toMatchObject({
      severity: 'warning',
      field: 'loc',
      message: `The URL redirects 4 times (first 301) to ${site.url('/page/5')}: list that instead.`,
    });
    expect(one('/status/404').severity).toBe('error');
    expect(one('/retry/429').severity).toBe('warning');
    expect(one('/retry/503').message).toBe('The server failed with 503 (Retry-After: 1).');
    expect(one('/noindex/header').message).toContain('the X-Robots-Tag header: "noindex"');
    expect(one('/noindex/meta').message).toContain('its robots meta tag: "noindex, follow"');
    expect(one('/canonical/base').message).toContain(site.url('/page/9'));
    expect(one('/redirect/ftp').message).toContain('ftp://127.0.0.1/files/report.txt');
    expect(one('/stalled')).toMatchObject({
      severity: 'error',
      message: expect.stringContaining('did not answer in time'),
    });
    expect(one('/hreflang/mismatch')).toMatchObject({
      field: 'alternates',
      message: `The page's hreflang links and the sitemap's alternates disagree: only in the sitemap: de ${site.url('/hreflang/de')}; only on the page: fr ${site.url('/hreflang/fr')}.`,
    });
  });
});
