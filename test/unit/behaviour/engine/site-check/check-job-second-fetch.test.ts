import { describe, expect, it } from 'vitest';
import { serveForTest } from '../../../../support/serve-for-test';
import { gaps, hostOf, quick, runJob, stamped } from '../../../engine/site-check/check-job-helpers';

describe('a second fetch in the check job', () => {
  it('waits its turn as any request does: the Crawl-delay after the first, and the two settle into one result', async () => {
    const times: number[] = [];
    const server = await serveForTest({
      '/robots.txt': stamped(times, (_request, response) => void response.end('User-agent: *\nCrawl-delay: 0.5\n')),
      '/a': stamped(times),
      '/b': stamped(times),
    });
    const settled: string[] = [];
    const { results, done } = runJob([`${server.origin}/a`, `${server.origin}/b`], {
      ownHosts: [hostOf(server.origin)],
      settings: { ...quick, perHostConcurrency: 4 },
      secondFetch: {
        needed: (first) => first.url.endsWith('/a'),
        settle: (first, second) => {
          settled.push(first.url);
          return { ...second, timeMs: first.timeMs + second.timeMs };
        },
      },
    });
    await done;
    expect(settled).toEqual([`${server.origin}/a`]);
    expect(results.map((check) => check.url).sort()).toEqual([`${server.origin}/a`, `${server.origin}/b`]);
    // robots.txt, /a, /a again, /b: each start half a second after the one before. The server's clock
    // sees a request arrive late when the machine is busy, and the next one's wait counts from its
    // start (a busy CI run saw 444 ms): 400 ms still tells a wait from none (a few ms on 4 connections).
    expect(times).toHaveLength(4);
    for (const gap of gaps(times)) expect(gap).toBeGreaterThanOrEqual(400);
  });
});
