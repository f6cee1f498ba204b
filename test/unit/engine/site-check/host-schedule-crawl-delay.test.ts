import { describe, expect, it } from 'vitest';
import { HostSchedule } from '../../../../electron/engine/site-check/host-schedule';
import type { HostRobots } from '../../../../electron/engine/site-check/host-robots';

const robotsWithDelay = (crawlDelayMs: number | null): HostRobots => ({
  report: { origin: 'https://a.example', status: 200, outcome: 'rules', crawlDelayMs, reason: null },
  refusal: () => null,
  blocks: () => [],
});

describe('the gap between two requests to a host', () => {
  it('is the rate’s, or the site’s Crawl-delay when longer, but never more than a minute', () => {
    const host = new HostSchedule('https://a.example', 250);
    expect(host.gapMs).toBe(250);
    host.robots = robotsWithDelay(null);
    expect(host.gapMs).toBe(250);
    host.robots = robotsWithDelay(2_000);
    expect(host.gapMs).toBe(2_000);
    // 99,999,999 s asked for: the check waited for ever, with nothing said.
    host.robots = robotsWithDelay(99_999_999_000);
    expect(host.gapMs).toBe(60_000);
  });
});
