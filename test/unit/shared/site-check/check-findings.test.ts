import { describe, expect, it } from 'vitest';
import { checkFindings, CHECK_FINDING_DEFAULTS } from '../../../../shared/site-check/check-findings';
import { hreflangDisagreement } from '../../../../shared/site-check/hreflang-agreement';
import { blockedCheck } from '../../../../shared/site-check/empty-check';
import type { PageCheck, RobotsRefusal } from '../../../../shared/site-check/page-check';
import { notIndexableReason } from '../../../../shared/site-check/page-indexable';
import { rulesSayNofollow, rulesSayNoindex } from '../../../../shared/site-check/robots-directives';

const URL_A = 'https://example.com/a';

function pageCheck(facts: Partial<PageCheck> = {}): PageCheck {
  return {
    url: URL_A,
    checkedAt: 0,
    status: 200,
    hops: [{ url: URL_A, status: 200, location: null }],
    finalUrl: URL_A,
    contentType: 'text/html; charset=utf-8',
    timeMs: 20,
    lastModified: null,
    xRobotsTag: null,
    metaRobots: null,
    canonical: URL_A,
    htmlLang: 'en',
    alternates: [],
    retryAfter: null,
    failure: null,
    cut: null,
    robotsBlocks: [],
    ...facts,
  };
}

/** `agent` kept from /deals/ by line 6 of its own group, which starts at `groupLine`. */
const dealsBlock = (agent: string, groupLine: number): RobotsRefusal => ({
  kind: 'robots-rule',
  line: 6,
  rule: 'Disallow: /deals/',
  group: { agent, line: groupLine },
  agent,
});

const codes = (check: PageCheck, options = CHECK_FINDING_DEFAULTS) =>
  checkFindings(check, { loc: check.url, alternates: [] }, options).map((problem) => problem.code);

describe('checkFindings', () => {
  it('finds nothing in a live, canonical, indexable page', () => {
    expect(codes(pageCheck())).toEqual([]);
    expect(codes(pageCheck({ canonical: 'https://EXAMPLE.com:443/a#top' }))).toEqual([]);
  });

  it('calls a URL blocked only for a chosen search engine, naming its group and rule', () => {
    const deals = dealsBlock('Googlebot', 4);
    // Fetched by the checker (its own group allows it), yet Googlebot's group blocks it.
    const [problem] = checkFindings(pageCheck({ robotsBlocks: [deals] }), { loc: URL_A, alternates: [] });
    expect(problem).toMatchObject({
      code: 'check-blocked-by-robots',
      severity: 'error',
      message:
        'The site\'s robots.txt does not let Googlebot fetch this URL: group "User-agent: Googlebot" (line 4), line 6: Disallow: /deals/',
    });
    const bing = dealsBlock('Bingbot', 5);
    expect(codes(pageCheck({ robotsBlocks: [deals, bing] }))).toEqual([
      'check-blocked-by-robots',
      'check-blocked-by-robots',
    ]);
  });

  it('says a URL only the checker’s own group keeps it from was not fetched, and is no block for search', () => {
    const own = dealsBlock('SitemapStudio', 5);
    const notFetched = blockedCheck(URL_A, own);
    const found = checkFindings(notFetched, { loc: URL_A, alternates: [] });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ code: 'check-skipped-by-robots', severity: 'info' });
    expect(found[0]!.message).toContain(
      'Not fetched: the site\'s robots.txt asks SitemapStudio not to (group "User-agent: SitemapStudio" (line 5), line 6: Disallow: /deals/)',
    );
    expect(found[0]!.message).not.toContain('Googlebot');
    expect(notIndexableReason(notFetched, 'Googlebot')).toBe('not-fetched');
    // Kept from it by both: the search engine's block is the finding.
    const google: RobotsRefusal = { kind: 'robots-disallows', agent: 'Googlebot' };
    expect(codes(blockedCheck(URL_A, own, [google]))).toEqual(['check-blocked-by-robots']);
    expect(notIndexableReason(blockedCheck(URL_A, own, [google]), 'Googlebot')).toBe('blocked-by-robots');
  });

  it('words a block saved before groups were kept as it was stored, as not fetched', () => {
    const check = pageCheck({
      status: null,
      hops: [],
      failure: { kind: 'blocked-by-robots', message: 'robots.txt line 2 (Disallow: /a) blocks it.' },
    });
    const [problem] = checkFindings(check, { loc: URL_A, alternates: [] });
    expect(problem).toMatchObject({ code: 'check-skipped-by-robots', severity: 'info' });
    expect(problem!.message).toContain('asks SitemapStudio not to (robots.txt line 2 (Disallow: /a) blocks it.)');
  });

  it('says nothing of a check that was cancelled, skipped, or had no URL to ask', () => {
    for (const kind of ['cancelled', 'other-host', 'invalid-url'] as const) {
      expect(codes(pageCheck({ status: null, hops: [], failure: { kind, message: '' } }))).toEqual([]);
    }
  });

  it('reports a redirect to nowhere as an error, and the status the redirects end at', () => {
    const [nowhere] = checkFindings(pageCheck({ status: 301, hops: [{ url: URL_A, status: 301, location: null }] }), {
      loc: URL_A,
      alternates: [],
    });
    expect(nowhere).toMatchObject({ code: 'check-redirect', severity: 'error' });
    const toGone = pageCheck({
      status: 404,
      finalUrl: 'https://example.com/b',
      hops: [
        { url: URL_A, status: 301, location: 'https://example.com/b' },
        { url: 'https://example.com/b', status: 404, location: null },
      ],
    });
    expect(codes(toGone)).toEqual(['check-redirect', 'check-not-found']);
  });

  it('judges a redirect’s page at its final URL', () => {
    const moved = pageCheck({
      finalUrl: 'https://example.com/b',
      canonical: 'https://example.com/b',
      hops: [
        { url: URL_A, status: 308, location: 'https://example.com/b' },
        { url: 'https://example.com/b', status: 200, location: null },
      ],
    });
    expect(codes(moved)).toEqual(['check-redirect']);
  });

  it('advises listing no redirect target whose site gave no answer (a server down, a private address)', () => {
    const target = 'http://169.254.169.254/latest/meta-data/';
    const refusedFor = (error: string) => ({
      kind: 'robots-unreadable' as const,
      origin: 'http://169.254.169.254',
      reason: { error },
    });
    const redirected = (error: string) =>
      pageCheck({
        status: 301,
        hops: [{ url: URL_A, status: 301, location: target }],
        failure: { kind: 'blocked-by-robots', message: '', detail: refusedFor(error) },
        robotsBlocks: [{ ...refusedFor(error), agent: 'Googlebot' }],
      });
    const down = checkFindings(redirected('ECONNREFUSED'), { loc: URL_A, alternates: [] });
    expect(down.map((found) => found.message)).toEqual([
      `The URL redirects (301) to ${target}, which was not fetched (the connection was refused, ECONNREFUSED): there is no page there to list instead.`,
      'Googlebot fetches nothing from http://169.254.169.254: its robots.txt gave no answer (the connection was refused, ECONNREFUSED), and a crawler then fetches nothing from the site (RFC 9309). Is the server down, or refusing crawlers?',
    ]);
    // A private address is not asked at all: said so, not as a server that is down.
    const privateOne = checkFindings(redirected('ERR_PRIVATE_ADDRESS'), { loc: URL_A, alternates: [] });
    expect(privateOne.map((found) => found.message)).toEqual([
      `The URL redirects (301) to ${target}, which was not fetched (its host is at a local or private address, which a public site may not lead to): there is no page there to list instead.`,
      'http://169.254.169.254 was not asked: its host is at a local or private address, which a public site may not lead to. A search engine fetches nothing there either; list no URL of it.',
    ]);
  });

  it('says where a noindex was found', () => {
    const both = checkFindings(pageCheck({ xRobotsTag: 'none', metaRobots: 'noindex' }), {
      loc: URL_A,
      alternates: [],
    });
    expect(both[0]!.message).toContain('X-Robots-Tag header and its robots meta tag: "none"');
    expect(
      codes(pageCheck({ xRobotsTag: 'googlebot: noindex' }), { ...CHECK_FINDING_DEFAULTS, agent: 'Bingbot' }),
    ).toEqual([]);
  });

  it('leaves a file that is not HTML alone outside a sitemap of pages', () => {
    const pdf = pageCheck({ contentType: 'application/pdf', canonical: null });
    expect(codes(pdf)).toEqual(['check-not-html']);
    expect(codes(pdf, { ...CHECK_FINDING_DEFAULTS, pageSitemap: false })).toEqual([]);
  });

  it('calls an answer slow above the threshold only, and not a failed one', () => {
    expect(codes(pageCheck({ timeMs: 1001 }))).toEqual(['check-slow']);
    expect(codes(pageCheck({ timeMs: 1000 }))).toEqual([]);
    expect(codes(pageCheck({ timeMs: 30_000, failure: { kind: 'timeout', message: 'x' } }))).toEqual([
      'check-unreachable',
    ]);
  });

  it('sorts other 4xx as errors, except a 429, which is the checker’s problem', () => {
    const found = (status: number) => checkFindings(pageCheck({ status }), { loc: URL_A, alternates: [] })[0]!;
    expect(found(403)).toMatchObject({ code: 'check-client-error', severity: 'error' });
    expect(found(429)).toMatchObject({ code: 'check-client-error', severity: 'warning' });
    expect(found(502)).toMatchObject({ code: 'check-server-error', severity: 'error' });
    // A status past 599 is no server failing: a site's own refusal (LinkedIn's 999), said as one.
    const refused = found(999);
    expect(refused).toMatchObject({ code: 'check-client-error', severity: 'error' });
    expect(refused.message).toBe('The page answers 999, so search engines cannot read it.');
  });

  it('hands a 429 or 503 the retries its result keeps, and none for a result saved before they were kept', () => {
    const found = (facts: Partial<PageCheck>) =>
      checkFindings(pageCheck(facts), { loc: URL_A, alternates: [] })[0]!.params?.[0];
    const skipped = { kind: 'host-breaker', status: 429, urls: 3 } as const;
    expect(found({ status: 429, retries: 0, waitedMs: 0, retrySkipped: skipped })).toEqual({
      status: 429,
      retry: { retries: 0, waitedMs: 0, skipped },
    });
    expect(found({ status: 503, retryAfter: '5', retries: 2, waitedMs: 10_000 })).toEqual({
      status: 503,
      retryAfter: '5',
      retry: { retries: 2, waitedMs: 10_000, skipped: null },
    });
    expect(found({ status: 429 })).toEqual({ status: 429 });
  });
});

describe('hreflangDisagreement', () => {
  const en = { hreflang: 'en', href: 'https://example.com/en' };
  const de = { hreflang: 'de', href: 'https://example.com/de' };

  it('is null when both agree (letter case, escaping and order aside) or either names none', () => {
    expect(hreflangDisagreement([en, de], [{ hreflang: 'DE', href: 'https://EXAMPLE.com/de' }, en])).toBeNull();
    expect(hreflangDisagreement([en], [])).toBeNull();
    expect(hreflangDisagreement([], [de])).toBeNull();
  });

  it('lists what only one side names', () => {
    expect(hreflangDisagreement([en, de], [en, { hreflang: 'de', href: 'https://example.com/de-de' }])).toEqual({
      onlyInSitemap: ['de https://example.com/de'],
      onlyOnPage: ['de https://example.com/de-de'],
    });
  });
});

describe('robots directives', () => {
  it('reads an unavailable_after date gone by as noindex, in the date forms Google reads, scoped as any directive', () => {
    const now = Date.parse('2026-11-28T12:00:00Z');
    for (const date of [
      'Wed, 25 Jun 2025 15:00:00 GMT',
      '25 Jun 2025 15:00:00 PST',
      '2025-06-25',
      'Wednesday, 25-Jun-25 15:00:00 GMT',
    ])
      expect(rulesSayNoindex(`unavailable_after: ${date}`, 'Googlebot', now), date).toBe(true);
    expect(
      rulesSayNoindex('noarchive, unavailable_after: Wed, 25 Jun 2025 15:00:00 GMT, nosnippet', 'Googlebot', now),
    ).toBe(true);
    expect(rulesSayNoindex('unavailable_after: 2027-01-01', 'Googlebot', now)).toBe(false);
    // Only a date in those forms: Date.parse alone reads "... 2" or "99" as a day long gone.
    for (const text of ['when the sale ends', 'when the sale ends 2', '99', 'after 2024'])
      expect(rulesSayNoindex(`unavailable_after: ${text}`, 'Googlebot', now), text).toBe(false);
    expect(rulesSayNoindex('googlebot: unavailable_after: 2025-06-25', 'Googlebot', now)).toBe(true);
    expect(rulesSayNoindex('bingbot: unavailable_after: 2025-06-25', 'Googlebot', now)).toBe(false);
    // Judged at the time the page was checked.
    const checked = (checkedAt: number) => pageCheck({ xRobotsTag: 'unavailable_after: 2025-06-25', checkedAt });
    expect(codes(checked(now))).toEqual(['check-noindex']);
    expect(codes(checked(Date.parse('2025-01-01')))).toEqual([]);
  });

  it('reads noindex and none from X-Robots-Tag for every crawler or the one named', () => {
    expect(rulesSayNoindex('noindex, nofollow', 'Googlebot')).toBe(true);
    expect(rulesSayNoindex('NONE', 'Googlebot')).toBe(true);
    expect(rulesSayNoindex('googlebot: noindex', 'Googlebot')).toBe(true);
    expect(rulesSayNoindex('bingbot: noindex, nofollow', 'Googlebot')).toBe(false);
    expect(rulesSayNoindex('bingbot: nofollow, googlebot: noindex', 'Googlebot')).toBe(true);
    // "unavailable_after:" is no crawler's scope: a date still to come says nothing yet.
    const before = Date.parse('2010-06-01T00:00:00Z');
    expect(rulesSayNoindex('unavailable_after: 25 Jun 2010 15:00:00 PST', 'Googlebot', before)).toBe(false);
    expect(rulesSayNoindex('max-snippet: 20, noarchive', 'Googlebot')).toBe(false);
  });

  it('ends a user agent scope with its header: each header is a line of its own', () => {
    expect(rulesSayNoindex('bingbot: nofollow\nnoindex', 'Googlebot')).toBe(true);
    // As saved (",\n" between headers): a reader that splits on commas alone still sees each directive.
    expect(rulesSayNoindex('bingbot: nofollow,\nnoindex', 'Googlebot')).toBe(true);
    expect(rulesSayNoindex('noarchive,\nnoindex', 'Googlebot')).toBe(true);
    expect(rulesSayNofollow('bingbot: noindex\nnofollow', 'Googlebot')).toBe(true);
    expect(rulesSayNoindex('googlebot: nofollow\nbingbot: noindex', 'Googlebot')).toBe(false);
    expect(rulesSayNoindex('googlebot: nofollow\nbingbot: noindex', 'Bingbot')).toBe(true);
    const found = checkFindings(pageCheck({ xRobotsTag: 'bingbot: nofollow\nnoindex' }), {
      loc: URL_A,
      alternates: [],
    });
    expect(found.map((problem) => problem.code)).toEqual(['check-noindex']);
    expect(found[0]!.message).toContain('bingbot: nofollow; noindex');
  });

  it('reads noindex from robots meta content', () => {
    expect(rulesSayNoindex('index, follow', 'Googlebot')).toBe(false);
    expect(rulesSayNoindex('follow, NoIndex', 'Googlebot')).toBe(true);
    expect(rulesSayNoindex('none', 'Bingbot')).toBe(true);
  });

  // The probe found `check --agent Bingbot` took <meta name="googlebot" content="noindex"> as Bingbot's.
  it("takes one crawler's meta (a line in its scope) for that crawler and those that follow it only", () => {
    const metas = 'index, follow,\ngooglebot: noindex';
    expect(rulesSayNoindex(metas, 'Googlebot')).toBe(true);
    expect(rulesSayNoindex(metas, 'Bingbot')).toBe(false);
    expect(rulesSayNoindex(metas, 'Applebot')).toBe(true); // Applebot follows Googlebot's rules
    expect(rulesSayNoindex('yandex: none', 'YandexBot')).toBe(true);
    expect(rulesSayNoindex('bingbot: noindex', 'bingbot')).toBe(true);
    expect(rulesSayNoindex('mybot: noindex', 'MyBot')).toBe(true);
    const found = checkFindings(pageCheck({ metaRobots: metas }), { loc: URL_A, alternates: [] });
    expect(found[0]!.message).toContain('index, follow; googlebot: noindex');
    const forBing = { ...CHECK_FINDING_DEFAULTS, agent: 'Bingbot' };
    expect(checkFindings(pageCheck({ metaRobots: metas }), { loc: URL_A, alternates: [] }, forBing)).toEqual([]);
  });
});

describe('a page cut to its bounds', () => {
  it('says what was left out, and does not compare hreflang it could not read whole', () => {
    const en = { hreflang: 'en', href: 'https://example.com/en' };
    const cut = { alternates: 8_000, links: 0, longUrls: 2, longValues: [] };
    const check = pageCheck({ alternates: [en], cut });
    const row = { loc: URL_A, alternates: [en, { hreflang: 'de', href: 'https://example.com/de' }] };
    const found = checkFindings(check, row);
    expect(found.map((problem) => problem.code)).toEqual(['check-page-cut']);
    expect(found[0]!.message).toBe(
      'The page held more than the check takes from one page: 8,000 hreflang links (the first 1,000 were read, so they were not compared with the sitemap); 2 URLs longer than 2,048 characters (left out).',
    );
    // The same page read whole would disagree.
    expect(checkFindings({ ...check, cut: null }, row).map((problem) => problem.code)).toEqual([
      'check-hreflang-mismatch',
    ]);
  });
});
