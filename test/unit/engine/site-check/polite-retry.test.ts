import { describe, expect, it } from 'vitest';
import { planRetry } from '../../../../electron/engine/site-check/polite-retry';
import { parseRetryAfter } from '../../../../shared/retry-after';
import { DEFAULT_CHECK_JOB_SETTINGS } from '../../../../shared/site-check/check-job-settings';

const now = Date.parse('2025-06-01T12:00:00Z');
const limits = { maxRetries: 2, retryBaseMs: 1_000, maxRetryWaitMs: 60_000 };

describe('Retry-After and backoff', () => {
  it('reads delay-seconds and the three HTTP date formats', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Sun, 01 Jun 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sunday, 01-Jun-25 12:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Sun Jun  1 12:00:05 2025', now)).toBe(5_000);
    expect(parseRetryAfter('Sun, 01 Jun 2025 11:00:00 GMT', now)).toBe(0);
  });

  it('ignores what is not a Retry-After', () => {
    for (const value of [null, '', '-5', '1.5', 'soon', '2025-06-01T12:00:30Z', 'Sun, 01 Jun 2025 12:00:30']) {
      expect(parseRetryAfter(value, now)).toBeNull();
    }
  });

  const at = (attempt: number, waitedMs = 0) => ({ attempt, waitedMs });

  it('doubles the wait per attempt without a Retry-After, up to the cap, and stops after maxRetries', () => {
    expect(planRetry(null, at(0), limits, now)).toEqual({ retry: true, waitMs: 1_000 });
    expect(planRetry(null, at(1, 1_000), limits, now)).toEqual({ retry: true, waitMs: 2_000 });
    expect(planRetry(null, at(2, 3_000), limits, now)).toEqual({ retry: false, restMs: 4_000, skipped: null });
    expect(planRetry(null, at(10), { ...limits, maxRetries: 20 }, now)).toEqual({ retry: true, waitMs: 60_000 });
  });

  it('waits at most maxRetryWaitMs for one URL in all: a backoff is cut to what is left, and nothing left ends it', () => {
    const capped = { ...limits, maxRetries: 5, maxRetryWaitMs: 15_000 };
    expect(planRetry(null, at(3, 13_000), capped, now)).toEqual({ retry: true, waitMs: 2_000 });
    expect(planRetry(null, at(4, 15_000), capped, now)).toEqual({ retry: false, restMs: 0, skipped: null });
  });

  it('waits as long as the server asks, and gives up rather than ask sooner than it said, saying so', () => {
    expect(planRetry('7', at(0), limits, now)).toEqual({ retry: true, waitMs: 7_000 });
    expect(planRetry('3600', at(0), limits, now)).toEqual({
      retry: false,
      restMs: 60_000,
      skipped: { kind: 'retry-after-over-cap', askedMs: 3_600_000, capMs: 60_000 },
    });
    // what is left of the URL's wait, not the whole cap, is what a Retry-After must fit in
    expect(planRetry('10', at(1, 7_000), { ...limits, maxRetryWaitMs: 15_000 }, now)).toEqual({
      retry: false,
      restMs: 8_000,
      skipped: { kind: 'retry-after-over-cap', askedMs: 10_000, capMs: 8_000 },
    });
    // with the retries spent, nothing was skipped
    expect(planRetry('3600', at(2), limits, now)).toEqual({ retry: false, restMs: 60_000, skipped: null });
  });

  it("stops at once, without a rest, once the host's breaker is open", () => {
    const breaker = { status: 429, urls: 3 };
    expect(planRetry('1', at(0), limits, now, breaker)).toEqual({
      retry: false,
      restMs: 0,
      skipped: { kind: 'host-breaker', status: 429, urls: 3 },
    });
    expect(planRetry(null, at(2), limits, now, breaker)).toEqual({ retry: false, restMs: 0, skipped: null });
  });

  it('holds one URL of a site answering 429 for ever at most 15 s with the defaults, its host rest included', () => {
    // Retry-After: 12 held each URL 36 s before (12 s twice, then a rest of 12 s)
    for (const retryAfter of [null, '0', '12', '3600']) {
      let state = at(0);
      let plan = planRetry(retryAfter, state, DEFAULT_CHECK_JOB_SETTINGS, now);
      while (plan.retry) {
        state = at(state.attempt + 1, state.waitedMs + plan.waitMs);
        plan = planRetry(retryAfter, state, DEFAULT_CHECK_JOB_SETTINGS, now);
      }
      expect(state.attempt, String(retryAfter)).toBeLessThanOrEqual(DEFAULT_CHECK_JOB_SETTINGS.maxRetries);
      expect(state.waitedMs + plan.restMs, String(retryAfter)).toBeLessThanOrEqual(15_000);
    }
  });
});
