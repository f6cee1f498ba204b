import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveForTest } from '../../../../support/serve-for-test';
import {
  gaps,
  hostOf,
  quick,
  RATE_GAP_TOLERANCE_MS,
  runJob,
  stamped,
  startsNoted,
} from '../../../engine/site-check/check-job-helpers';

// The job paced its requests on the wall clock: set back a minute while it ran (a time sync, a clock
// changed by hand), it asked nothing for a minute more; set ahead an hour, it asked the next URLs at
// once, without the gap the rate (or a site's Crawl-delay) keeps between them.
describe('a check job whose wall clock is set back or ahead while it runs', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['set back a minute', -60_000],
    ['set ahead an hour', 3_600_000],
  ])('keeps the rate when the clock is %s', async (_how, shiftMs) => {
    const times: number[] = [];
    const wallClock = Date.now;
    const shiftClock = (): void => {
      if (times.length === 1) vi.spyOn(Date, 'now').mockImplementation(() => wallClock.call(Date) + shiftMs);
    };
    const server = await serveForTest({
      '/a': stamped(times, (_request, response) => (shiftClock(), response.end('ok'))),
      '/b': stamped(times),
      '/c': stamped(times),
    });
    const starts: number[] = [];
    const { job, results, done } = runJob(
      ['/a', '/b', '/c'].map((path) => `${server.origin}${path}`),
      {
        ownHosts: [hostOf(server.origin)],
        settings: { ...quick, obeyRobots: false, ratePerSecond: 5, concurrency: 1, perHostConcurrency: 1 },
        checkOne: startsNoted(starts),
      },
    );
    const ended = await Promise.race([done, new Promise<string>((resolve) => setTimeout(resolve, 5_000, 'waiting'))]);
    if (ended === 'waiting') void job.cancel();

    expect(ended).not.toBe('waiting');
    expect(results.map((check) => check.status)).toEqual([200, 200, 200]);
    // The job's own starts, 200 ms apart (the server's arrivals add each delivery's delay).
    for (const gap of gaps(starts)) expect(gap).toBeGreaterThanOrEqual(200 - RATE_GAP_TOLERANCE_MS);
  });
});
