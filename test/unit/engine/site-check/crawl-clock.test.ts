import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrawlClock } from '../../../../electron/engine/site-check/crawl-clock';
import { startCrawl } from '../../../../electron/engine/site-check/crawl-job';
import { serveForTest } from '../../../support/serve-for-test';

/** 2,147,484 s: one second more than setTimeout can wait (2^31 - 1 ms). */
const PAST_SETTIMEOUT_MS = 2_147_484_000;

describe('a crawl time limit longer than setTimeout can wait', () => {
  afterEach(() => vi.useRealTimers());

  it('does not stop the crawl at once: every page is reached', async () => {
    const html = (body: string): { headers: Record<string, string>; body: string } => ({
      headers: { 'content-type': 'text/html' },
      body: `<html><head><title>t</title></head><body>${body}</body></html>`,
    });
    const server = await serveForTest({
      '/robots.txt': { body: '' },
      '/': html('<a href="/a">a</a> <a href="/b">b</a>'),
      '/a': html('<a href="/b">b</a>'),
      '/b': html(''),
    });
    const job = startCrawl({
      home: `${server.origin}/`,
      settings: { ratePerSecond: 0 },
      limits: { maxTimeMs: PAST_SETTIMEOUT_MS },
    });
    const summary = await job.done;
    expect(summary).toMatchObject({ end: 'complete', pages: 3 });
  });

  it('expires when the whole limit has run, counting only running time', () => {
    vi.useFakeTimers();
    const expired = vi.fn();
    const clock = new CrawlClock(PAST_SETTIMEOUT_MS, expired);
    vi.advanceTimersByTime(2 ** 31 - 1);
    expect(expired).not.toHaveBeenCalled();
    clock.pause();
    vi.advanceTimersByTime(PAST_SETTIMEOUT_MS);
    expect(expired).not.toHaveBeenCalled();
    clock.resume();
    vi.advanceTimersByTime(PAST_SETTIMEOUT_MS - (2 ** 31 - 1) - 1);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledOnce();
  });

  // Counted on the wall clock, a limit paused and resumed after the clock was set ahead an hour ended
  // at once; set back a minute, it ran a minute more.
  it.each([
    ['set back a minute', -60_000],
    ['set ahead an hour', 3_600_000],
  ])('counts running time alone when the wall clock is %s meanwhile', (_how, shiftMs) => {
    vi.useFakeTimers();
    const expired = vi.fn();
    const clock = new CrawlClock(1_000, expired);
    vi.advanceTimersByTime(400);
    vi.setSystemTime(Date.now() + shiftMs);
    clock.pause();
    clock.resume();
    vi.advanceTimersByTime(599);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledOnce();
  });
});
