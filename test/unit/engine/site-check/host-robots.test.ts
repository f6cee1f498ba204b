import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createHttpAgent } from '../../../../electron/engine/http/unpaused-agent';
import { readHostRobots } from '../../../../electron/engine/site-check/host-robots';
import { describeRobots } from '../../../../shared/site-check/describe-robots';
import { problemAt } from '../../../../shared/problems';
import { startServer } from '../../../support/http-server';
import { serveForTest } from '../../../support/serve-for-test';
import { until } from './check-job-helpers';

const dispatcher = createHttpAgent({ connections: null, maxResponseBytes: 4 * 1024 * 1024 });
afterAll(() => dispatcher.destroy());
const options = () => ({ userAgent: 'test', timeoutMs: 5_000, signal: new AbortController().signal, dispatcher });

describe('reading an origin robots.txt', () => {
  it('takes a server nobody answers on as "disallow everything"', async () => {
    const gone = await startServer({});
    await gone.close();
    const robots = await readHostRobots(gone.origin, 'SitemapStudio', options());
    expect(robots.report).toMatchObject({ status: null, outcome: 'disallow-all', reason: { error: 'ECONNREFUSED' } });
    expect(robots.refusal(`${gone.origin}/a`)).toEqual({
      kind: 'robots-unreadable',
      origin: gone.origin,
      reason: { error: 'ECONNREFUSED' },
      agent: 'SitemapStudio',
    });
  });

  it('takes a 429 like a 5xx, and other 4xx as "allow everything"', async () => {
    const server = await serveForTest({ '/robots.txt': { status: 429 } });
    expect((await readHostRobots(server.origin, 'SitemapStudio', options())).report.outcome).toBe('disallow-all');
    const gone = await serveForTest({ '/robots.txt': { status: 410 } });
    const robots = await readHostRobots(gone.origin, 'SitemapStudio', options());
    expect(robots.report).toMatchObject({ status: 410, outcome: 'allow-all' });
    expect(robots.refusal(`${gone.origin}/anything`)).toBeNull();
  });

  // The site check probe: `check` said nothing of a robots.txt cut at 500 KiB or holding no rules, which `robots` warns of.
  it('notes rules read from a file holding no robots.txt line, or cut at 500 KiB, and says so in its line', async () => {
    const page = await serveForTest({ '/robots.txt': { body: '<!doctype html><title>Not found</title>' } });
    const odd = await readHostRobots(page.origin, 'SitemapStudio', options());
    expect(odd.report).toMatchObject({ outcome: 'rules', noLines: true });
    expect(describeRobots(odd.report)).toBe(
      `robots.txt of ${page.origin}: obeyed, but it holds no robots.txt line (User-agent, Allow, Disallow, Sitemap), so it allows everything`,
    );
    const long = `User-agent: *\n${'Disallow: /old/\n'.repeat(40_000)}Disallow: /late\n`;
    const big = await serveForTest({ '/robots.txt': { body: long } });
    const cut = await readHostRobots(big.origin, 'SitemapStudio', options());
    expect(cut.report).toMatchObject({ outcome: 'rules', truncated: true });
    expect(cut.report.noLines).toBeUndefined();
    expect(cut.refusal(`${big.origin}/late`)).toBeNull();
    expect(describeRobots(cut.report)).toContain('obeyed, but it is larger than 500 KiB');
    const plain = await serveForTest({ '/robots.txt': { body: 'User-agent: *\nDisallow: /no\n' } });
    const report = (await readHostRobots(plain.origin, 'SitemapStudio', options())).report;
    expect([report.noLines, report.truncated]).toEqual([undefined, undefined]);
  });

  it('follows redirects, and the rules found apply to the origin asked about', async () => {
    const target = await serveForTest({ '/rules.txt': { body: 'User-agent: *\nDisallow: /no\nCrawl-delay: 2.5\n' } });
    const server = await serveForTest({
      '/robots.txt': { status: 301, headers: { location: '/moved.txt' } },
      '/moved.txt': { status: 302, headers: { location: `${target.origin}/rules.txt` } },
    });
    const robots = await readHostRobots(server.origin, 'SitemapStudio', options());
    expect(robots.report).toMatchObject({ status: 200, outcome: 'rules', crawlDelayMs: 2500 });
    expect(robots.refusal(`${server.origin}/no/page`)).toEqual({
      kind: 'robots-rule',
      line: 2,
      rule: 'Disallow: /no',
      group: { agent: '*', line: 1 },
      agent: 'SitemapStudio',
    });
    expect(robots.refusal(`${server.origin}/yes`)).toBeNull();
  });

  // The sweep's probe: a redirect's body waited for whole, so one that stalled left "no answer" (disallow all).
  it('follows a redirect at once, however its body stalls', async () => {
    const server = await serveForTest({
      '/robots.txt': (_request, response) => {
        response.writeHead(301, { location: '/rules.txt', 'content-length': 2000 });
        response.write('Moved');
      },
      '/rules.txt': { body: 'User-agent: *\nDisallow: /no\n' },
    });
    const robots = await readHostRobots(server.origin, 'SitemapStudio', { ...options(), timeoutMs: 3_000 });
    expect(robots.report).toMatchObject({ status: 200, outcome: 'rules' });
    expect(robots.refusal(`${server.origin}/yes`)).toBeNull();
    expect(robots.refusal(`${server.origin}/no`)).toMatchObject({ kind: 'robots-rule', rule: 'Disallow: /no' });
  });

  // The network sweep: a Location that is no URL read as no answer (disallow everything), where an
  // empty one, or one to ftp:, allowed everything as a redirect not followed does (Google: as a 404).
  it('takes a redirect to no URL as one not followed: everything allowed, as for an empty Location', async () => {
    for (const location of ['http://[::1', 'ftp://example.com/robots.txt']) {
      const server = await serveForTest({ '/robots.txt': { status: 301, headers: { location } } });
      const robots = await readHostRobots(server.origin, 'SitemapStudio', options());
      expect(robots.report, location).toMatchObject({ status: 301, outcome: 'allow-all' });
      expect(robots.refusal(`${server.origin}/page`)).toBeNull();
    }
  });

  it("reads the Crawl-delay of the agent's own group, which does not inherit the one of *", async () => {
    const server = await serveForTest({
      '/robots.txt': { body: 'User-agent: *\nCrawl-delay: 10\n\nUser-agent: SitemapStudio\nAllow: /\n' },
    });
    expect((await readHostRobots(server.origin, 'SitemapStudio', options())).report.crawlDelayMs).toBeNull();
    expect((await readHostRobots(server.origin, 'OtherBot', options())).report.crawlDelayMs).toBe(10_000);
  });

  it('reads a robots.txt sent gzip-compressed as its text, and an unknown coding as unreadable', async () => {
    const text = 'User-agent: *\nDisallow: /private\n';
    const server = await serveForTest({
      '/robots.txt': { headers: { 'content-encoding': 'gzip' }, body: gzipSync(text) },
    });
    const robots = await readHostRobots(server.origin, 'SitemapStudio', options());
    expect(robots.report.outcome).toBe('rules');
    expect(robots.refusal(`${server.origin}/private/a`)).toMatchObject({
      kind: 'robots-rule',
      rule: 'Disallow: /private',
    });
    expect(robots.refusal(`${server.origin}/public`)).toBeNull();
    const zstd = await serveForTest({ '/robots.txt': { headers: { 'content-encoding': 'zstd' }, body: 'x' } });
    const unread = await readHostRobots(zstd.origin, 'SitemapStudio', options());
    expect(unread.report).toMatchObject({ outcome: 'disallow-all', reason: { coding: 'zstd' } });
    // Said as an answer that cannot be read, not as none ("Is the server down?").
    expect(describeRobots(unread.report)).toBe(
      `robots.txt of ${zstd.origin}: disallow all (an answer compressed as "zstd", which cannot be read (gzip, deflate or br were asked for))`,
    );
    const refusal = unread.refusal(`${zstd.origin}/page`)!;
    const problem = problemAt({ file: 'x' }, 'check-blocked-by-robots', {
      agent: 'SitemapStudio',
      reason: '',
      refusal,
    });
    expect(problem.message).toBe(
      `SitemapStudio fetches nothing from ${zstd.origin}: its robots.txt came as an answer compressed as "zstd", which cannot be read (gzip, deflate or br were asked for), and a crawler then fetches nothing from the site (RFC 9309). Have the server, or a CDN in front of it, send it uncompressed or in one of those.`,
    );
  });

  it('gives up when no answer comes in time, and disallows', async () => {
    const server = await serveForTest({ '/robots.txt': () => undefined });
    const robots = await readHostRobots(server.origin, 'SitemapStudio', { ...options(), timeoutMs: 100 });
    expect(robots.report).toMatchObject({ outcome: 'disallow-all', reason: { timeoutMs: 100 } });
  });

  it('stops reading a robots.txt that never ends at what the matcher keeps', async () => {
    let closed = false;
    const server = await serveForTest({
      '/robots.txt': (_request, response) => {
        response.write('User-agent: *\nDisallow: /early\n');
        const line = Buffer.from(`# ${'x'.repeat(1021)}\n`);
        // Comment lines for ever, as fast as the client reads: only a reader that stops can finish.
        const more = (): void => {
          while (!response.destroyed) if (!response.write(line)) return void response.once('drain', more);
        };
        response.on('close', () => (closed = true));
        more();
      },
    });
    const robots = await readHostRobots(server.origin, 'SitemapStudio', options());
    expect(robots.report.outcome).toBe('rules');
    expect(robots.refusal(`${server.origin}/early`)).toMatchObject({
      kind: 'robots-rule',
      line: 2,
      rule: 'Disallow: /early',
    });
    await until(() => closed);
  });

  it('rejects when the job is cancelled, rather than reporting a disallow', async () => {
    const server = await serveForTest({ '/robots.txt': () => undefined });
    const controller = new AbortController();
    const reading = readHostRobots(server.origin, 'SitemapStudio', { ...options(), signal: controller.signal });
    controller.abort();
    await expect(reading).rejects.toThrow();
  });
});
