import { describe, expect, it } from 'vitest';
import { retryWords } from '../../../../shared/problem-catalogue/check-retry-text';
import { partIn } from '../../../../shared/problem-catalogue/render-words';

describe('the words of a retry skipped', () => {
  // The check probe: Retry-After: 86400 was said as "asked for 86,000 s".
  it("say what the server asked to the second, and the check's own cap roughly", () => {
    const skipped = { kind: 'retry-after-over-cap' as const, askedMs: 86_400_000, capMs: 15_000 };
    expect(partIn(retryWords({ retries: 0, waitedMs: 0, skipped }), 'en')).toBe(
      'Not retried: the server asked for 86,400 s, more than the check waits (15 s).',
    );
  });

  // The network sweep: Retry-After: 1e20 was said as "asked for 100,000,000,000,000,000 s".
  it('say past a year only that it was more than a year', () => {
    const skipped = { kind: 'retry-after-over-cap' as const, askedMs: 1e23, capMs: 15_000 };
    expect(partIn(retryWords({ retries: 0, waitedMs: 0, skipped }), 'en')).toBe(
      'Not retried: the server asked for more than a year, more than the check waits (15 s).',
    );
    const year = { ...skipped, askedMs: 365 * 24 * 3_600_000 };
    expect(partIn(retryWords({ retries: 0, waitedMs: 0, skipped: year }), 'en')).toContain('asked for 31,536,000 s');
  });
});
