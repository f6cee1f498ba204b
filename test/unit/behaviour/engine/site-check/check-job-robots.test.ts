import { describe, expect, it } from 'vitest';
import { packageVersion } from '../../../../../electron/engine/app-info';
import { serveForTest } from '../../../../support/serve-for-test';
import { byUrl, gaps, hostOf, quick, runJob, stamped } from '../../../engine/site-check/check-job-helpers';

const robots = (text: string) => ({ headers: { 'content-type': 'text/plain' }, body: text });

describe('a check job and robots.txt', () => {
  it('obeys the group for its own agent, never fetches what it disallows, and names the rule', async () => {
    const server = await serveForTest({
      '/robots.txt': robots('User-agent: *\nDisallow: /\n\nUser-agent: SitemapStudio\nDisallow: /private\n'),
      '/public': { body: 'ok' },
      '/private/page': { body: 'secret' },
    });
    const urls = [`${server.origin}/public`, `${server.origin}/private/page`];
    const { results, done } = runJob(urls, { ownHosts: [hostOf(server.origin)], settings: quick });
    const summary = await done;

    expect(server.requests.map((request) => request.path)).toEqual(['/robots.txt', '/public']);
    expect(server.requests[0]!.headers['user-agent']).toBe(
      `SitemapStudio/${packageVersion()} (site check; +https://github.com/sitemap-studio/sitemap-studio)`,
    );
    const blocked = byUrl(results).get(urls[1]!)!;
    expect(blocked.failure).toEqual({
      kind: 'blocked-by-robots',
      message: 'group "User-agent: SitemapStudio" (line 4), line 5: Disallow: /private',
      detail: {
        kind: 'robots-rule',
        line: 5,
        rule: 'Disallow: /private',
        group: { agent: 'SitemapStudio', line: 4 },
        agent: 'SitemapStudio',
      },
    });
    expect(blocked.status).toBeNull();
    const fetched = byUrl(results).get(urls[0]!)!;
    expect(fetched.status).toBe(200);
    // Googlebot is judged by its own group apart from the checker's: `*` keeps it from both URLs.
    const googlebotBlock = {
      kind: 'robots-rule',
      line: 2,
      rule: 'Disallow: /',
      group: { agent: '*', line: 1 },
      agent: 'Googlebot',
    };
    expect(fetched.robotsBlocks).toEqual([googlebotBlock]);
    expect(blocked.robotsBlocks).toEqual([googlebotBlock]);
    expect(summary.counts).toMatchObject({ '2xx': 1, skipped: 1 });
    expect(summary.robots).toEqual([
      { origin: server.origin, status: 200, outcome: 'rules', crawlDelayMs: null, reason: null },
    ]);
  });

  it('takes a robots.txt answering 5xx as "disallow everything" and says why', async () => {
    const server = await serveForTest({ '/robots.txt': { status: 503 }, '/a': { body: 'ok' }, '/b': { body: 'ok' } });
    const urls = [`${server.origin}/a`, `${server.origin}/b`];
    const { results, done } = runJob(urls, { ownHosts: [hostOf(server.origin)], settings: quick });
    const summary = await done;

    expect(server.requests.map((request) => request.path)).toEqual(['/robots.txt']);
    expect(results.map((check) => check.failure?.kind)).toEqual(['blocked-by-robots', 'blocked-by-robots']);
    expect(results[0]!.failure!.message).toContain('answered 503');
    expect(summary.counts.skipped).toBe(2);
    expect(summary.robots[0]).toMatchObject({ status: 503, outcome: 'disallow-all', reason: { answered: 503 } });
  });

  it('goes through a list longer than its queue that robots.txt blocks entirely', async () => {
    const server = await serveForTest({ '/robots.txt': robots('User-agent: *\nDisallow: /\n') });
    const urls = Array.from({ length: 5_000 }, (_, index) => `${server.origin}/${index}`);
    const { results, done } = runJob(urls, { ownHosts: [hostOf(server.origin)], settings: quick });
    expect((await done).counts.skipped).toBe(5_000);
    expect(results).toHaveLength(5_000);
    expect(server.requests).toHaveLength(1);
  });

  it('takes a missing robots.txt (404) as "allow everything"', async () => {
    const server = await serveForTest({ '/a': { body: 'ok' } });
    const { results, done } = runJob([`${server.origin}/a`], { ownHosts: [hostOf(server.origin)], settings: quick });
    const summary = await done;
    expect(results[0]!.status).toBe(200);
    expect(summary.robots[0]).toMatchObject({ status: 404, outcome: 'allow-all' });
  });

  it('leaves at least the Crawl-delay between the starts of two requests to a host', async () => {
    const times: number[] = [];
    const server = await serveForTest({
      '/robots.txt': stamped(times, (_request, response) => void response.end('User-agent: *\nCrawl-delay: 1\n')),
      '/a': stamped(times),
      '/b': stamped(times),
    });
    const urls = [`${server.origin}/a`, `${server.origin}/b`];
    const { results, done } = runJob(urls, {
      ownHosts: [hostOf(server.origin)],
      settings: { ...quick, perHostConcurrency: 4 },
    });
    const summary = await done;

    expect(results.map((check) => check.status)).toEqual([200, 200]);
    expect(summary.robots[0]!.crawlDelayMs).toBe(1000);
    expect(times).toHaveLength(3);
    // robots.txt, then each page: one second apart at least, by the server's clock.
    for (const gap of gaps(times)) expect(gap).toBeGreaterThanOrEqual(900);
  });

  it('does not read robots.txt when told not to obey it', async () => {
    const server = await serveForTest({ '/robots.txt': robots('User-agent: *\nDisallow: /\n'), '/a': { body: 'ok' } });
    const { results, done } = runJob([`${server.origin}/a`], {
      ownHosts: [hostOf(server.origin)],
      settings: { ...quick, obeyRobots: false },
    });
    expect((await done).robots).toEqual([]);
    expect(results[0]!.status).toBe(200);
    expect(server.requests.map((request) => request.path)).toEqual(['/a']);
  });
});
