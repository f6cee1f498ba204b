import { describe, expect, it } from 'vitest';
import { urlsFromArray } from '../../../../../electron/engine/site-check/check-job-intake';
import { startCrawl } from '../../../../../electron/engine/site-check/crawl-job';
import { startSiteCheck } from '../../../../../electron/engine/site-check/site-check';
import { checkFindings } from '../../../../../shared/site-check/check-findings';
import type { CheckJobSettings } from '../../../../../shared/site-check/check-job-settings';
import type { PageCheck } from '../../../../../shared/site-check/page-check';
import { privateServer, seenFromOutside } from '../../../../support/private-server';
import { serveForTest } from '../../../../support/serve-for-test';
import { hostOf, quick } from '../../../engine/site-check/check-job-helpers';

const html = (head: string) => ({
  headers: { 'content-type': 'text/html' },
  body: `<html><head>${head}</head></html>`,
});
const found = (to: string) => ({ status: 302, headers: { location: to } });

/** Checks `urls` with the table's host `own`, returning every result. */
async function check(urls: string[], own: string, settings: Partial<CheckJobSettings> = {}): Promise<PageCheck[]> {
  const results: PageCheck[] = [];
  const job = startSiteCheck({
    urls: urlsFromArray(urls),
    ownHosts: [hostOf(own)],
    settings: { ...quick, ...settings },
    onResult: (result) => results.push(result),
  });
  await job.done;
  return results;
}

const codes = (result: PageCheck): string[] =>
  checkFindings(result, { loc: result.url, alternates: [] }).map((problem) => problem.code);

describe('every redirect hop is held to the rules of a listed URL', () => {
  it('a redirect to another host is reported, not followed, unless other hosts are allowed', async () => {
    const other = await serveForTest({
      '/token': html('<link rel="canonical" href="https://evil.example/?t=secret">'),
    });
    const site = await serveForTest({ '/go': found(`${other.origin}/token`) });
    const [result] = await check([`${site.origin}/go`], site.origin);
    expect(result!.failure?.kind).toBe('other-host');
    expect(result!.hops).toEqual([{ url: `${site.origin}/go`, status: 302, location: `${other.origin}/token` }]);
    expect(result!.canonical).toBeNull();
    expect(other.requests).toEqual([]);
    expect(codes(result!)).toEqual(['check-redirect-other-host']);

    // Allowed: the other host's robots.txt is asked first, as for a listed URL there.
    const [followed] = await check([`${site.origin}/go`], site.origin, { allowOtherHosts: true });
    expect(followed!.failure).toBeNull();
    expect(followed!.finalUrl).toBe(`${other.origin}/token`);
    expect(other.requests.map((request) => request.path)).toEqual(['/robots.txt', '/token']);
  });

  it('robots.txt is asked at every hop: a redirect into a Disallow is not followed', async () => {
    const site = await serveForTest({
      '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /private\n' },
      '/go': found('/private/data'),
      '/private/data': html('<title>secret</title>'),
    });
    const [result] = await check([`${site.origin}/go`], site.origin);
    expect(result!.failure).toMatchObject({
      kind: 'blocked-by-robots',
      detail: { kind: 'robots-rule', line: 2, rule: 'Disallow: /private' },
    });
    expect(site.requests.map((request) => request.path)).toEqual(['/robots.txt', '/go']);
    expect(codes(result!)).toEqual(['check-redirect', 'check-blocked-by-robots']);
    // `*` keeps Googlebot from the target too: the finding names that group, for Googlebot.
    expect(result!.robotsBlocks).toEqual([
      { kind: 'robots-rule', line: 2, rule: 'Disallow: /private', group: { agent: '*', line: 1 }, agent: 'Googlebot' },
    ]);
  });

  it('a redirect into what only the checker’s own group disallows is not followed, and is no block for search', async () => {
    const site = await serveForTest({
      '/robots.txt': {
        headers: { 'content-type': 'text/plain' },
        body: 'User-agent: *\nAllow: /\n\nUser-agent: SitemapStudio\nDisallow: /deals/\n',
      },
      '/go': found('/deals/today'),
      '/deals/today': html('<title>deals</title>'),
    });
    const [result] = await check([`${site.origin}/go`], site.origin);
    expect(site.requests.map((request) => request.path)).toEqual(['/robots.txt', '/go']);
    expect(result!.robotsBlocks).toEqual([]);
    expect(codes(result!)).toEqual(['check-redirect', 'check-skipped-by-robots']);
  });

  it('the crawl neither fetches a Disallowed page through a redirect nor leaves the host', async () => {
    const other = await serveForTest({ '/': html('') });
    const site = await serveForTest({
      '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nDisallow: /private\n' },
      '/': { headers: { 'content-type': 'text/html' }, body: '<a href="/go">go</a><a href="/away">away</a>' },
      '/go': found('/private/data'),
      '/away': found(`${other.origin}/`),
      '/private/data': html(''),
    });
    const crawl = startCrawl({ home: `${site.origin}/`, settings: quick });
    await crawl.done;
    expect(site.requests.map((request) => request.path)).not.toContain('/private/data');
    expect(other.requests).toEqual([]);
  });
});

describe('a public site’s redirect never reaches a local or private address', () => {
  it('is not connected to, even where other hosts are allowed, and the result says why', async () => {
    const inside = await privateServer();
    try {
      const site = await serveForTest({ '/go': found(`${inside.origin}/admin`) });
      for (const obeyRobots of [true, false]) {
        const results: PageCheck[] = [];
        const job = startSiteCheck({
          urls: urlsFromArray([`${site.origin}/go`]),
          ownHosts: [hostOf(site.origin)],
          settings: { ...quick, allowOtherHosts: true, obeyRobots },
          isPublic: seenFromOutside,
          onResult: (result) => results.push(result),
        });
        await job.done;
        const [result] = results;
        expect(result!.finalUrl).toBe(`${site.origin}/go`);
        // Obeying robots.txt, the hop's robots.txt is asked first, and that connection is refused already.
        expect(result!.failure?.detail).toMatchObject(
          obeyRobots
            ? { kind: 'robots-unreadable', reason: { error: 'ERR_PRIVATE_ADDRESS' } }
            : { kind: 'private-address', host: hostOf(inside.origin), address: '127.0.0.2' },
        );
      }
      // Not a byte was asked of it: robots.txt neither.
      expect(inside.asked).toEqual([]);
    } finally {
      await inside.close();
    }
  });

  it('nor does a site in a private network reach a link-local or metadata address, not even asked to', async () => {
    const site = await serveForTest({
      '/meta': found('http://169.254.169.254/latest/meta-data/'),
      '/v6': found('http://[fe80::1]/'),
    });
    const results: PageCheck[] = [];
    const job = startSiteCheck({
      urls: urlsFromArray([`${site.origin}/meta`, `${site.origin}/v6`]),
      ownHosts: [hostOf(site.origin)],
      settings: { ...quick, allowOtherHosts: true, obeyRobots: false },
      onResult: (result) => results.push(result),
    });
    await job.done;
    expect(results.map((result) => result.failure?.detail)).toEqual([
      { kind: 'private-address', host: '169.254.169.254', address: '169.254.169.254' },
      { kind: 'private-address', host: '[fe80::1]', address: 'fe80::1' },
    ]);
  });
});
