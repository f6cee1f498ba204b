import { describe, expect, it } from 'vitest';
import type { Handler } from '../../../../support/http-server';
import { serveForTest } from '../../../../support/serve-for-test';
import { gaps, hostOf, quick, runJob, stamped } from '../../../engine/site-check/check-job-helpers';

/** Answers `status` (with its headers) the first `times` requests, then 200. */
function failing(times: number, status: number, headers: Record<string, string> = {}): Handler {
  let asked = 0;
  return (_request, response) => {
    asked += 1;
    if (asked > times) return void response.end('ok');
    response.writeHead(status, headers);
    response.end();
  };
}

describe('a check job retrying 429 and 503', () => {
  it('asks again after the Retry-After a 429 gave, and counts the retry', async () => {
    const times: number[] = [];
    const server = await serveForTest({ '/busy': stamped(times, failing(1, 429, { 'retry-after': '1' })) });
    const { results, done } = runJob([`${server.origin}/busy`], {
      ownHosts: [hostOf(server.origin)],
      settings: { ...quick, obeyRobots: false },
    });
    const summary = await done;

    expect(results).toHaveLength(1);
    expect(results[0]!.status).toBe(200);
    expect(summary.retries).toBe(1);
    expect(summary.counts['2xx']).toBe(1);
    expect(times).toHaveLength(2);
    expect(gaps(times)[0]).toBeGreaterThanOrEqual(900);
  });

  it('keeps the last answer once the retries are spent', async () => {
    const server = await serveForTest({ '/down': failing(Infinity, 503, { 'retry-after': '0' }) });
    const { results, done } = runJob([`${server.origin}/down`], {
      ownHosts: [hostOf(server.origin)],
      settings: { ...quick, obeyRobots: false, maxRetries: 2 },
    });
    const summary = await done;

    expect(server.requests).toHaveLength(3);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ status: 503, retryAfter: '0', failure: null });
    expect(summary).toMatchObject({ retries: 2, counts: { '5xx': 1 } });
  });

  it('backs off exponentially when no Retry-After is given', async () => {
    const times: number[] = [];
    const server = await serveForTest({ '/flaky': stamped(times, failing(2, 503)) });
    const { results, done } = runJob([`${server.origin}/flaky`], {
      ownHosts: [hostOf(server.origin)],
      settings: { ...quick, obeyRobots: false, retryBaseMs: 200 },
    });
    await done;

    expect(results[0]!.status).toBe(200);
    const [first, second] = gaps(times);
    expect(first).toBeGreaterThanOrEqual(180);
    expect(second).toBeGreaterThanOrEqual(380);
  });

  it('does not ask sooner than a Retry-After beyond the cap, and rests the whole host meanwhile', async () => {
    const times: number[] = [];
    const server = await serveForTest({
      '/maintenance': stamped(times, failing(Infinity, 503, { 'retry-after': '3600' })),
      '/next': stamped(times),
    });
    const urls = [`${server.origin}/maintenance`, `${server.origin}/next`];
    const { results, done } = runJob(urls, {
      ownHosts: [hostOf(server.origin)],
      settings: { ...quick, obeyRobots: false, perHostConcurrency: 1, maxRetryWaitMs: 1_000 },
    });
    const summary = await done;

    expect(results.map((check) => check.status)).toEqual([503, 200]);
    expect(summary.retries).toBe(0);
    expect(server.requests.map((request) => request.path)).toEqual(['/maintenance', '/next']);
    expect(gaps(times)[0]).toBeGreaterThanOrEqual(900);
  });
});
