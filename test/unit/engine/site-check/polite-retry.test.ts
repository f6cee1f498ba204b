import { describe, expect, it } from 'vitest';
import { parseRetryAfter, planRetry } from '../../../../electron/engine/site-check/polite-retry';

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

  it('doubles the wait per attempt without a Retry-After, up to the cap, and stops after maxRetries', () => {
    expect(planRetry(null, 0, limits, now)).toEqual({ retry: true, waitMs: 1_000 });
    expect(planRetry(null, 1, limits, now)).toEqual({ retry: true, waitMs: 2_000 });
    expect(planRetry(null, 2, limits, now)).toEqual({ retry: false, waitMs: 4_000 });
    expect(planRetry(null, 10, { ...limits, maxRetries: 20 }, now)).toEqual({ retry: true, waitMs: 60_000 });
  });

  it('waits as long as the server asks, and gives up rather than ask sooner than it said', () => {
    expect(planRetry('7', 0, limits, now)).toEqual({ retry: true, waitMs: 7_000 });
    expect(planRetry('3600', 0, limits, now)).toEqual({ retry: false, waitMs: 60_000 });
  });
});
