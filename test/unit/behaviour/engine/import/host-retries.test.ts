import { describe, expect, it } from 'vitest';
import type { Handler } from '../../../../support/http-server';
import { FAILED_RETRIES_PER_HOST } from '../../../../../electron/engine/import/host-retries';
import { isPassingFailure } from '../../../../../electron/engine/import/passing-failure';
import { codes, importAll } from '../../../../support/import-helpers';
import { serveForTest } from '../../../../support/serve-for-test';
import { sitemapIndex, urlset } from '../../../../support/sitemap-xml';
import { failingFirst, stall, whole } from '../../../../support/zoo/hostile-handlers';

/** A host that is down behind its proxy. A 503 is a refusal: paced, and given up on its own terms (rate-limit-pacing.test.ts). */
const busy: Handler = (_request, response) => void response.writeHead(502).end('bad gateway');
const tooMany: Handler = (_request, response) => void response.writeHead(429).end('slow down');

describe('second reads of a host that is down', () => {
  it('stop once its second reads keep failing; one that succeeds makes the host worth retrying again', async () => {
    // One connection; a file read again waits its pause out of the host's turn, so the next files' first
    // reads may come between (the order of second reads is not the index's). Whatever the order, the two
    // passing files are read again and kept, at least FAILED_RETRIES_PER_HOST down files are read again
    // after the last success, and once three second reads failed in a row the files after are read once.
    const down = Array.from({ length: 8 }, (_, n) => `/down-${n + 1}.xml`);
    const names = ['/passing-1.xml', '/passing-2.xml', ...down];
    const routes: Record<string, Handler> = {
      '/index.xml': whole(sitemapIndex(...names)),
      '/passing-1.xml': failingFirst(busy, whole(urlset('https://example.com/1'))),
      '/passing-2.xml': failingFirst(busy, whole(urlset('https://example.com/2'))),
    };
    for (const name of down) routes[name] = busy;
    const { origin, requests } = await serveForTest(routes);
    const result = await importAll([`${origin}/index.xml`], { retryDelayMs: 10, connectionsPerHost: 1 });

    const asked = (name: string): number => requests.filter((request) => request.path === name).length;
    expect(asked('/passing-1.xml')).toBe(2);
    expect(asked('/passing-2.xml')).toBe(2);
    const readAgain = down.filter((name) => asked(name) === 2);
    expect(readAgain.length).toBeGreaterThanOrEqual(FAILED_RETRIES_PER_HOST);
    expect(readAgain.length).toBeLessThan(down.length);
    expect(down.every((name) => asked(name) >= 1 && asked(name) <= 2)).toBe(true);
    expect(codes(result).filter((code) => code === 'read-retried')).toHaveLength(2 + readAgain.length);
    expect(codes(result).filter((code) => code === 'http-status')).toHaveLength(down.length);
    expect(result.files.map((file) => file.summary.urlCount).slice(0, 3)).toEqual([0, 1, 1]);
  });

  it('is not reset by a second read answered 429 (review R7)', async () => {
    // One at a time: two second reads fail, the 429's (six reads: four steps of its pause to the cap, two at it)
    // neither count nor reset, the third fails and the last is read once.
    const names = ['/down-1.xml', '/down-2.xml', '/limited.xml', '/down-3.xml', '/down-4.xml'];
    const routes: Record<string, Handler> = { '/index.xml': whole(sitemapIndex(...names)), '/limited.xml': tooMany };
    for (const name of names.filter((item) => item.startsWith('/down'))) routes[name] = busy;
    const { origin, requests } = await serveForTest(routes);
    await importAll([`${origin}/index.xml`], { retryDelayMs: 10, retryWaitCapMs: 80, connectionsPerHost: 1 });

    const asked = (name: string): number => requests.filter((request) => request.path === name).length;
    expect(names.map(asked)).toEqual([2, 2, 6, 2, 1]);
  });

  // The review: a second read that timed out was taken as one that succeeded, and the host's count started over.
  it('is not reset by a second read that timed out', async () => {
    // One at a time: two second reads fail, the third (a body that stops coming) times out, and the last is read once.
    const names = ['/down-1.xml', '/down-2.xml', '/stalls.xml', '/down-3.xml'];
    const routes: Record<string, Handler> = {
      '/index.xml': whole(sitemapIndex(...names)),
      '/stalls.xml': failingFirst(busy, stall(urlset('https://example.com/1'), 20)),
    };
    for (const name of names.filter((item) => item.startsWith('/down'))) routes[name] = busy;
    const { origin, requests } = await serveForTest(routes);
    const result = await importAll([`${origin}/index.xml`], {
      retryDelayMs: 10,
      readTimeoutMs: 1000,
      connectionsPerHost: 1,
    });

    const asked = (name: string): number => requests.filter((request) => request.path === name).length;
    expect(names.map(asked)).toEqual([2, 2, 2, 1]);
    expect(codes(result)).toContain('http-timeout');
  });

  it('are not let through several at once: second reads under way count until they settle (review R7)', async () => {
    // Four files failing at once: three second reads may be under way; the fourth waits for them, they fail, and it is not read again.
    const names = ['/1.xml', '/2.xml', '/3.xml', '/4.xml'];
    const routes: Record<string, Handler> = { '/index.xml': whole(sitemapIndex(...names)) };
    for (const name of names) routes[name] = busy;
    const { origin, requests } = await serveForTest(routes);
    await importAll([`${origin}/index.xml`], { retryDelayMs: 500, connectionsPerHost: 4 });

    const asked = (name: string): number => requests.filter((request) => request.path === name).length;
    expect(names.map(asked).sort()).toEqual([1, 2, 2, 2]);
  });
});

describe('a failure that says what the server is', () => {
  it('is not read again: a response header larger than any reader takes', async () => {
    const huge: Handler = (_request, response) =>
      void response.writeHead(200, { 'x-padding': 'a'.repeat(200_000) }).end(urlset('https://example.com/1'));
    const { origin, requests } = await serveForTest({ '/huge.xml': huge });
    const result = await importAll([`${origin}/huge.xml`], { retryDelayMs: 10 });

    expect(requests.filter((request) => request.path === '/huge.xml')).toHaveLength(1);
    expect(codes(result)).toEqual(['http-not-understood']);
  });

  it('is not read again: a status past the 5xx codes (600, 999), which says no server error', async () => {
    const odd =
      (status: number): Handler =>
      (_request, response) =>
        void response.writeHead(status).end('odd');
    const { origin, requests } = await serveForTest({ '/600.xml': odd(600), '/999.xml': odd(999) });
    const result = await importAll([`${origin}/600.xml`, `${origin}/999.xml`], { retryDelayMs: 10 });

    expect(requests.map((request) => request.path).sort()).toEqual(['/600.xml', '/999.xml']);
    expect(codes(result)).toEqual(['http-status', 'http-status']);
  });

  it('is not read again: a certificate not trusted, expired or for another name', () => {
    for (const reason of ['DEPTH_ZERO_SELF_SIGNED_CERT', 'CERT_HAS_EXPIRED', 'ERR_TLS_CERT_ALTNAME_INVALID'])
      expect(isPassingFailure({ code: 'http-failed', params: [{ url: 'https://a.example/', reason }] }), reason).toBe(
        false,
      );
    for (const reason of ['ECONNRESET', 'ECONNREFUSED', 'UND_ERR_SOCKET', 'ERR_TLS_HANDSHAKE_TIMEOUT'])
      expect(isPassingFailure({ code: 'http-failed', params: [{ url: 'https://a.example/', reason }] }), reason).toBe(
        true,
      );
  });
});
