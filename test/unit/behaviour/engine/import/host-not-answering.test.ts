import { describe, expect, it } from 'vitest';
import { TIMEOUTS_TO_GIVE_UP } from '../../../../../electron/engine/import/host-limiter';
import { DEFAULT_IMPORT_OPTIONS } from '../../../../../shared/import-options';
import type { Handler, Route } from '../../../../support/http-server';
import { allLocs, codes, importAll } from '../../../../support/import-helpers';
import { serveForTest } from '../../../../support/serve-for-test';
import { sitemapIndex, urlset } from '../../../../support/sitemap-xml';

const xml = (body: string): Route => ({ headers: { 'content-type': 'application/xml' }, body });
/** Takes the request and never answers. */
const silent: Handler = () => undefined;
/** Each read waits 200 ms for an answer or the next bytes. */
const QUICK = { connectTimeoutMs: 200, readTimeoutMs: 200, retryDelayMs: 10 };
const PER_HOST = DEFAULT_IMPORT_OPTIONS.connectionsPerHost;

// A host that took connections and never answered cost each of its files the whole wait, four at a
// time: an index of 5,000 such sitemaps took ten hours (a probe's stalling server).
describe('a host that stops answering', () => {
  it('is given up after its reads time out in a row: its other files are not asked, each named, and other hosts are read', async () => {
    const paths = Array.from({ length: 40 }, (_, i) => `/s${i}.xml`);
    const stalled = await serveForTest(Object.fromEntries(paths.map((path) => [path, silent])));
    const good = await serveForTest({ '/good.xml': xml(urlset('https://example.com/good')) });
    const index = await serveForTest({
      '/index.xml': xml(sitemapIndex(...paths.map((path) => `${stalled.origin}${path}`), `${good.origin}/good.xml`)),
    });
    const result = await importAll([`${index.origin}/index.xml`], QUICK);

    expect(allLocs(result)).toEqual(['https://example.com/good']);
    const timedOut = codes(result).filter((code) => code === 'http-timeout').length;
    const givenUp = result.problems.filter((item) => item.code === 'host-not-answering');
    // The reads under way when the host is given up still time out; none starts after.
    expect(timedOut).toBeGreaterThanOrEqual(TIMEOUTS_TO_GIVE_UP);
    expect(timedOut).toBeLessThanOrEqual(TIMEOUTS_TO_GIVE_UP + PER_HOST - 1);
    expect(stalled.requests).toHaveLength(timedOut);
    expect(givenUp).toHaveLength(paths.length - timedOut);
    const host = new URL(stalled.origin).host;
    const last = givenUp.at(-1)!;
    expect(last).toMatchObject({ severity: 'error', place: { file: `${stalled.origin}/s39.xml` } });
    expect(last.message).toBe(
      `${stalled.origin}/s39.xml was not read: ${host} stopped answering (its last ${TIMEOUTS_TO_GIVE_UP} requests timed out), so the import stopped asking it. Import it again later.`,
    );
    // Every file of the host is named as not read, at its place.
    expect(result.unread.map((item) => item.location)).toEqual(paths.map((path) => `${stalled.origin}${path}`));
  });

  it('is not given up while reads between its timeouts are answered: a host with slow files among good ones is read whole', async () => {
    const paths = Array.from({ length: 30 }, (_, i) => `/s${i}.xml`);
    const slowOnes = paths.filter((_, i) => i % 3 === 0);
    const server = await serveForTest({
      ...Object.fromEntries(paths.map((path) => [path, xml(urlset(`https://example.com${path}`))])),
      ...Object.fromEntries(slowOnes.map((path) => [path, silent])),
      '/index.xml': (request, response) => {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.end(sitemapIndex(...paths.map((path) => `http://${request.headers.host}${path}`)));
      },
    });
    const result = await importAll([`${server.origin}/index.xml`], QUICK);

    expect(codes(result)).toEqual(slowOnes.map(() => 'http-timeout'));
    expect(allLocs(result)).toHaveLength(paths.length - slowOnes.length);
    expect(result.unread.map((item) => item.location)).toEqual(slowOnes.map((path) => `${server.origin}${path}`));
  });
});
