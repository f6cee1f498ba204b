import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pause } from '../../../../electron/engine/import/pause';
import { MAX_TIMER_MS } from '../../../../electron/engine/timer-limit';

const DAY = 86_400_000;

describe('a pause', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => void vi.useRealTimers());

  /** Whether `waiting` has settled, and how, after the timers have run `ms` further. */
  async function after(waiting: Promise<boolean>, ms: number): Promise<boolean | 'waiting'> {
    let settled: boolean | 'waiting' = 'waiting';
    void waiting.then((finished) => (settled = finished));
    await vi.advanceTimersByTimeAsync(ms);
    return settled;
  }

  it('lasts as long as it says', async () => {
    const waiting = pause(250, undefined);
    expect(await after(waiting, 249)).toBe('waiting');
    expect(await after(waiting, 1)).toBe(true);
  });

  // setTimeout fires at once past 2^31 - 1 ms (about 24.8 days): a second read after a Retry-After of
  // 30 days (with a cap above it) came a millisecond after the refusal.
  it('lasts as long as it says beyond the longest wait of one timer (30 days)', async () => {
    expect(30 * DAY).toBeGreaterThan(MAX_TIMER_MS);
    const waiting = pause(30 * DAY, undefined);
    expect(await after(waiting, 30 * DAY - 1)).toBe('waiting');
    expect(await after(waiting, 1)).toBe(true);
  });

  it('ends at once, false, when cancelled, in its first timer or a later one', async () => {
    for (const cancelAt of [1_000, MAX_TIMER_MS + 1_000]) {
      const cancel = new AbortController();
      const waiting = pause(30 * DAY, cancel.signal);
      expect(await after(waiting, cancelAt)).toBe('waiting');
      cancel.abort();
      expect(await after(waiting, 0)).toBe(false);
      expect(vi.getTimerCount()).toBe(0);
    }
  });

  it('does not begin when cancelled before', async () => {
    const cancel = new AbortController();
    cancel.abort();
    expect(await after(pause(1_000, cancel.signal), 0)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});
