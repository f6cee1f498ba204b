import { describe, expect, it } from 'vitest';
import type { Handler } from '../../../../support/http-server';
import { serveForTest } from '../../../../support/serve-for-test';
import {
  byUrl,
  gaps,
  hostOf,
  quick,
  RATE_GAP_TOLERANCE_MS,
  runJob,
  stamped,
  startsNoted,
} from '../../../engine/site-check/check-job-helpers';

/** Counts requests in flight at the server (received, not yet answered) and the most at once. */
class InFlight {
  now = 0;
  most = 0;

  /** A handler that answers after `ms`, counted here and in `overall`. */
  handler(overall: InFlight, ms: number): Handler {
    return (_request, response) => {
      for (const counter of [this, overall]) counter.most = Math.max(counter.most, ++counter.now);
      setTimeout(() => {
        this.now -= 1;
        overall.now -= 1;
        response.end('ok');
      }, ms);
    };
  }
}

function pages(count: number, handler: Handler): Record<string, Handler> {
  return Object.fromEntries(Array.from({ length: count }, (_, index) => [`/p${index}`, handler]));
}

describe('a check job across hosts', () => {
  it('never has more requests in flight than allowed, per host and overall', async () => {
    const overall = new InFlight();
    const [first, second] = [new InFlight(), new InFlight()];
    const one = await serveForTest(pages(12, first.handler(overall, 30)));
    const two = await serveForTest(pages(12, second.handler(overall, 30)));
    const urls = [one, two].flatMap((server) => Array.from({ length: 12 }, (_, index) => `${server.origin}/p${index}`));
    const { results, done } = runJob(urls, {
      ownHosts: [hostOf(one.origin), hostOf(two.origin)],
      settings: { ...quick, concurrency: 3, perHostConcurrency: 2 },
    });
    const summary = await done;

    expect(results).toHaveLength(24);
    expect(summary.counts['2xx']).toBe(24);
    expect(first.most).toBe(2);
    expect(second.most).toBeLessThanOrEqual(2);
    expect(overall.most).toBe(3);
  });

  it('keeps the rate over all hosts: starts at least 1/rate apart', async () => {
    const times: number[] = [];
    const starts: number[] = [];
    const one = await serveForTest({ '/a': stamped(times), '/b': stamped(times) });
    const two = await serveForTest({ '/a': stamped(times), '/b': stamped(times) });
    const urls = [one, two].flatMap((server) => [`${server.origin}/a`, `${server.origin}/b`]);
    const { done } = runJob(urls, {
      ownHosts: [hostOf(one.origin), hostOf(two.origin)],
      settings: { ...quick, obeyRobots: false, ratePerSecond: 5, concurrency: 4, perHostConcurrency: 2 },
      checkOne: startsNoted(starts),
    });
    await done;

    expect(times).toHaveLength(4);
    // The job's own starts, 200 ms apart: the server's arrival times add each request's delivery
    // delay, which a loaded machine made two arrivals 2 ms apart.
    expect(starts).toHaveLength(4);
    for (const gap of gaps(starts)) expect(gap).toBeGreaterThanOrEqual(200 - RATE_GAP_TOLERANCE_MS);
  });

  it('skips URLs on other hosts, and URLs that are not http(s), without a request', async () => {
    const server = await serveForTest({ '/a': { body: 'ok' } });
    const urls = [`${server.origin}/a`, 'https://elsewhere.invalid/x', 'ftp://example.com/file', 'not a url'];
    const { results, done } = runJob(urls, { ownHosts: [hostOf(server.origin)], settings: quick });
    const summary = await done;

    const checks = byUrl(results);
    expect(checks.get(urls[0]!)!.status).toBe(200);
    expect(checks.get(urls[1]!)!.failure).toEqual({
      kind: 'other-host',
      message: "elsewhere.invalid is not the table's host",
    });
    expect(checks.get(urls[2]!)!.failure!.kind).toBe('invalid-url');
    expect(checks.get(urls[3]!)!.failure!.kind).toBe('invalid-url');
    expect(summary.counts).toMatchObject({ '2xx': 1, skipped: 1, failed: 2 });
    expect(server.requests.map((request) => request.path)).toEqual(['/robots.txt', '/a']);
  });

  it('checks other hosts when asked to, with their own robots.txt', async () => {
    const own = await serveForTest({ '/a': { body: 'ok' } });
    const other = await serveForTest({
      '/robots.txt': { body: 'User-agent: *\nDisallow: /no\n' },
      '/b': { body: 'ok' },
    });
    const urls = [`${own.origin}/a`, `${other.origin}/b`, `${other.origin}/no`];
    const { results, done } = runJob(urls, {
      ownHosts: [hostOf(own.origin)],
      settings: { ...quick, allowOtherHosts: true },
    });
    const summary = await done;

    expect(results.map((check) => check.status ?? check.failure!.kind).sort()).toEqual([200, 200, 'blocked-by-robots']);
    expect(summary.robots.map((report) => report.origin).sort()).toEqual([own.origin, other.origin].sort());
    expect(other.requests.map((request) => request.path)).toEqual(['/robots.txt', '/b']);
  });
});
