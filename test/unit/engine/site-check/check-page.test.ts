import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkPage, type CheckPageOptions } from '../../../../electron/engine/site-check/check-page';
import { FTP_TARGET, TOO_MANY_REDIRECTS, type FixtureCase } from '../../../support/fixture-cases';
import { absoluteAlternates, useFixtureSite } from '../../../support/fixture-checks';
import { LAST_MODIFIED } from '../../../support/fixture-site';
import { startServer } from '../../../support/http-server';
import { serveForTest } from '../../../support/serve-for-test';
import { http09, hugeHeader } from '../../../support/zoo/hostile-handlers';
import { networkFailureWords } from '../../../../shared/problem-catalogue/check-failure-detail';
import { partIn } from '../../../../shared/problem-catalogue/render-words';
import type { NetworkFailureDetail } from '../../../../shared/site-check/page-check';
import { noindexWhere } from '../../../../shared/site-check/page-indexable';

const fixture = useFixtureSite({ slowMs: 300 });
const options = (more: Partial<CheckPageOptions> = {}): CheckPageOptions => ({
  dispatcher: fixture.agent(),
  userAgent: 'SitemapStudioTest/1.0',
  ...more,
});
const check = (path: string, more?: Partial<CheckPageOptions>) => checkPage(fixture.site().url(path), options(more));

/** The cases a check reads to a page (or a final error status) without a failure. */
const ARRIVING = (entry: FixtureCase): boolean =>
  !['redirect-loop', 'too-many-redirects', 'redirect-ftp', 'stalled', 'slow', 'unavailable', 'rate-limited'].includes(
    entry.kind,
  );

describe('checkPage over the fixture site', () => {
  it('records every case that arrives as the site describes it: status, hops, final URL, canonical, lang, hreflang', async () => {
    const site = fixture.site();
    const cases = site.cases.filter(ARRIVING).filter((entry) => entry.kind !== 'page' || entry.path === '/page/3');
    for (const entry of cases) {
      const result = await check(entry.path);
      const final = entry.redirects.length > 0 ? entry.target! : entry.path;
      expect(result.failure, entry.path).toBeNull();
      expect(result.url).toBe(site.url(entry.path));
      expect(result.status, entry.path).toBe(entry.status);
      expect(
        result.hops.map((hop) => hop.status),
        entry.path,
      ).toEqual([...entry.redirects, entry.status]);
      expect(result.finalUrl, entry.path).toBe(site.url(final));
      expect(result.canonical, entry.path).toBe(entry.canonical === null ? null : site.url(entry.canonical));
      expect(result.htmlLang, entry.path).toBe(entry.lang);
      expect(result.alternates, entry.path).toEqual(absoluteAlternates(site, entry.pageAlternates));
    }
  });

  it('records each hop of a chain with its absolute Location, and none on the last', async () => {
    const site = fixture.site();
    const result = await check('/chain/0');
    expect(result.hops).toEqual([
      { url: site.url('/chain/0'), status: 301, location: site.url('/chain/1') },
      { url: site.url('/chain/1'), status: 302, location: site.url('/chain/2') },
      { url: site.url('/chain/2'), status: 307, location: site.url('/chain/3') },
      { url: site.url('/chain/3'), status: 308, location: site.url('/page/5') },
      { url: site.url('/page/5'), status: 200, location: null },
    ]);
    expect((await check('/redirect/relative')).hops[0]!.location).toBe(site.url('/page/7'));
  });

  it('stops at a redirect loop', async () => {
    const site = fixture.site();
    const result = await check('/loop/a');
    expect(result.failure?.kind).toBe('redirect-loop');
    expect(result.hops.map((hop) => [hop.status, hop.location])).toEqual([
      [301, site.url('/loop/b')],
      [302, site.url('/loop/a')],
    ]);
    expect(result.status).toBe(302);
  });

  it('gives up after maxRedirects, and arrives when allowed enough', async () => {
    const site = fixture.site();
    const stopped = await check('/too-many/0');
    expect(stopped.failure?.kind).toBe('too-many-redirects');
    expect(stopped.hops).toHaveLength(11); // ten followed, the eleventh refused
    expect(site.hits('/too-many/11')).toBe(0);
    const arrived = await check('/too-many/0', { maxRedirects: TOO_MANY_REDIRECTS });
    expect(arrived.failure).toBeNull();
    expect(arrived.finalUrl).toBe(site.url('/page/6'));
    expect(arrived.hops).toHaveLength(TOO_MANY_REDIRECTS + 1);
  });

  it('does not follow a redirect to another scheme', async () => {
    const result = await check('/redirect/ftp');
    expect(result.failure?.kind).toBe('redirect-scheme');
    expect(result.failure?.message).toContain(FTP_TARGET);
    expect(result.hops).toEqual([{ url: fixture.site().url('/redirect/ftp'), status: 301, location: FTP_TARGET }]);
  });

  it('records 503 and 429 with their Retry-After, and the page once the site answers (retries counted per URL)', async () => {
    const site = fixture.site();
    for (const path of ['/retry/503', '/retry/429']) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= site.settings.failTimes; attempt++) {
        const result = await check(path);
        statuses.push(result.status!);
        expect(result.retryAfter).toBe(result.status === 200 ? null : String(site.settings.retryAfterSeconds));
      }
      const failing = Number(path.slice(-3));
      expect(statuses).toEqual([...Array<number>(site.settings.failTimes).fill(failing), 200]);
      expect(site.hits(path)).toBe(site.settings.failTimes + 1);
    }
  });

  it('records X-Robots-Tag and robots meta as sent', async () => {
    expect((await check('/noindex/header')).xRobotsTag).toBe('noindex');
    expect((await check('/noindex/googlebot')).xRobotsTag).toBe('googlebot: noindex');
    const meta = await check('/noindex/meta');
    expect(meta.metaRobots).toBe('noindex, follow');
    expect(meta.xRobotsTag).toBeNull();
  });

  it('records the type and Last-Modified of a file that is not HTML, and does not read it', async () => {
    const pdf = await check('/files/report.pdf');
    expect(pdf).toMatchObject({ status: 200, contentType: 'application/pdf', lastModified: LAST_MODIFIED });
    expect(pdf.canonical).toBeNull();
    const large = await check('/files/large.pdf');
    expect(large).toMatchObject({ status: 200, contentType: 'application/pdf', failure: null });
  });

  it('reads an enormous head only up to the byte cap', async () => {
    const capped = await check('/huge-head');
    expect(capped.canonical).toBe(fixture.site().url('/huge-head'));
    expect(capped.metaRobots).toBeNull(); // the noindex at the end of the head is past the cap
    expect(capped.cut?.headBytes).toBe(512 * 1024); // and that is said
    const whole = await check('/huge-head', { headByteCap: fixture.site().settings.hugeHeadBytes * 2 });
    expect(whole.metaRobots).toBe('noindex');
    expect(whole.cut).toBeNull();
  });

  it('finishes a page whose body never ends, once its head is read', async () => {
    const result = await check('/endless');
    expect(result).toMatchObject({ status: 200, failure: null, canonical: fixture.site().url('/endless') });
  });

  it('gives up on an answer that stalls at the deadline, as a timeout', async () => {
    // 1 s, not 200 ms: its headers must come before the deadline, which a busy runner could miss.
    const result = await check('/stalled', { deadlineMs: 1_000 });
    expect(result.status).toBe(200);
    expect(result.failure?.kind).toBe('timeout');
    expect(result.failure?.message).toContain('within 1000 ms');
  });

  it('waits for a slow page', async () => {
    const result = await check('/slow');
    expect(result).toMatchObject({ status: 200, failure: null });
    expect(result.timeMs).toBeGreaterThanOrEqual(fixture.site().settings.slowMs / 2);
  });

  it('stops when cancelled, before or during the request', async () => {
    const before = new AbortController();
    before.abort();
    expect((await check('/page/1', { signal: before.signal })).failure?.kind).toBe('cancelled');
    const during = new AbortController();
    const pending = check('/stalled', { signal: during.signal });
    setTimeout(() => during.abort(), 20);
    expect((await pending).failure?.kind).toBe('cancelled');
  });
});

describe('checkPage and the network', () => {
  it('says a host name that does not exist is a DNS failure', async () => {
    const result = await checkPage('http://no-such-host.invalid/', options());
    expect(result.failure?.kind).toBe('dns');
    expect(result.failure?.message).toContain('no-such-host.invalid');
    expect(result.status).toBeNull();
  });

  it('says a refused connection is a connection failure', async () => {
    const server = await startServer({});
    await server.close();
    const result = await checkPage(`${server.origin}/`, options());
    expect(result.failure?.kind).toBe('connection');
    expect(result.failure?.message).toMatch(/ECONNREFUSED/);
  });

  // Told as the connection failing, in undici's words: 'Headers Overflow Error (UND_ERR_HEADERS_OVERFLOW)',
  // or 'Response does not match the HTTP/1.1 protocol (Expected HTTP/, RTSP/ or ICE/)', Dutch only a code or none.
  it('says in words, en and nl, that an answer had headers over 128 KB or was not HTTP', async () => {
    const server = await serveForTest({ '/huge': hugeHeader('<p>x</p>', 200_000), '/old': http09('<p>x</p>') });
    const host = new URL(server.origin).host;
    for (const [path, en, nl] of [
      ['/huge', 'answered with headers larger than 128 KB', 'antwoordde met headers groter dan 128 KB'],
      ['/old', 'did not answer in HTTP: its reply has no valid status line', 'antwoordde niet in HTTP'],
    ] as const) {
      const { failure } = await checkPage(`${server.origin}${path}`, options());
      expect(failure?.kind, path).toBe('connection');
      expect(failure?.message).toMatch(new RegExp(`^${host} ${en}`));
      expect(partIn(networkFailureWords(failure!.detail as NetworkFailureDetail, ''), 'nl')).toMatch(
        new RegExp(`^${host} ${nl}`),
      );
    }
  });

  it('keeps each X-Robots-Tag header a line of its own, so a scope named in one does not hide the noindex of the next', async () => {
    const server = await serveForTest({
      '/two': (_request, response) => {
        response.setHeader('X-Robots-Tag', ['bingbot: nofollow', 'noindex']);
        response.setHeader('Content-Type', 'text/html');
        response.end('<html><head><title>t</title></head></html>');
      },
    });
    const result = await checkPage(`${server.origin}/two`, options());
    expect(result.xRobotsTag).toBe('bingbot: nofollow,\nnoindex');
    expect(noindexWhere(result, 'Googlebot')).toBe('header');
  });

  it('refuses what is not an http(s) URL without asking', async () => {
    expect((await checkPage('not a url', options())).failure?.kind).toBe('invalid-url');
    expect((await checkPage('ftp://127.0.0.1/a', options())).failure?.kind).toBe('invalid-url');
  });

  it('sends the user agent, and asks without the fragment', async () => {
    const server = await serveForTest({ '/a': { status: 200, headers: { 'content-type': 'text/html' }, body: '' } });
    const result = await checkPage(`${server.origin}/a#top`, options());
    expect(result.status).toBe(200);
    expect(server.requests).toEqual([
      { path: '/a', headers: expect.objectContaining({ 'user-agent': 'SitemapStudioTest/1.0' }) },
    ]);
  });

  it('reads a gzip-encoded head', async () => {
    const html = '<html lang="nl"><head><link rel="canonical" href="/b"></head><body>';
    const server = await serveForTest({
      '/a': { headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' }, body: gzipSync(html) },
    });
    const result = await checkPage(`${server.origin}/a`, options());
    expect(result).toMatchObject({ canonical: `${server.origin}/b`, htmlLang: 'nl' });
  });

  it.each([
    ['gzip, br', (html: string) => brotliCompressSync(gzipSync(html))],
    ['deflate (zlib-wrapped, as RFC 9110 says)', (html: string) => deflateSync(html)],
    ['deflate (raw, as some servers send it)', (html: string) => deflateRawSync(html)],
  ])('reads a head sent with %s', async (name, encode) => {
    const html = '<html lang="nl"><head><link rel="canonical" href="/b"></head><body>';
    const coding = name.split(' (')[0]!;
    const server = await serveForTest({
      '/a': { headers: { 'content-type': 'text/html', 'content-encoding': coding }, body: encode(html) },
    });
    const result = await checkPage(`${server.origin}/a`, options());
    expect(result).toMatchObject({ failure: null, canonical: `${server.origin}/b`, htmlLang: 'nl' });
  });

  it('takes a redirect without a Location as the last answer', async () => {
    const server = await serveForTest({ '/a': { status: 301 } });
    const result = await checkPage(`${server.origin}/a`, options());
    expect(result).toMatchObject({
      status: 301,
      failure: null,
      hops: [{ url: `${server.origin}/a`, status: 301, location: null }],
    });
  });

  it('says a Location that is no URL is not followed', async () => {
    const server = await serveForTest({ '/a': { status: 302, headers: { location: 'http://[bad' } } });
    const result = await checkPage(`${server.origin}/a`, options());
    expect(result.failure?.kind).toBe('invalid-url');
    expect(result.hops).toEqual([{ url: `${server.origin}/a`, status: 302, location: 'http://[bad' }]);
  });
});
