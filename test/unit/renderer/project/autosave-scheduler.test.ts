import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosaveScheduler } from '../../../../renderer/src/project/autosave-scheduler';

const timing = { debounceMs: 1000, intervalMs: 5000 };

describe('autosave scheduler', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('writes a short while after changes stop, once for a burst', async () => {
    const write = vi.fn(async () => undefined);
    const scheduler = createAutosaveScheduler(timing, write);
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(600);
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(999);
    expect(write).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(write).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('writes at least every interval while changes never pause', async () => {
    const write = vi.fn(async () => undefined);
    const scheduler = createAutosaveScheduler(timing, write);
    for (let ms = 0; ms < 12_000; ms += 500) {
      scheduler.changed();
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('runs one write at a time; a change made during a write is written after it', async () => {
    let finish: () => void = () => undefined;
    const write = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const scheduler = createAutosaveScheduler(timing, write);
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(1000);
    expect(write).toHaveBeenCalledTimes(1);
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(write).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('drops what is pending when the project is saved or left', async () => {
    const write = vi.fn(async () => undefined);
    const scheduler = createAutosaveScheduler(timing, write);
    scheduler.changed();
    scheduler.settle();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(write).not.toHaveBeenCalled();
    await scheduler.flush();
    expect(write).not.toHaveBeenCalled();
  });

  it('goes on after a failed write', async () => {
    const write = vi.fn().mockRejectedValueOnce(new Error('disk full')).mockResolvedValue(undefined);
    const scheduler = createAutosaveScheduler(timing, write);
    scheduler.changed();
    await expect(scheduler.flush()).rejects.toThrow('disk full');
    scheduler.changed();
    await vi.advanceTimersByTimeAsync(1000);
    expect(write).toHaveBeenCalledTimes(2);
  });
});
