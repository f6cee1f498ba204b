import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNoticesStore } from '../../../../renderer/src/services/notices-store';
import { startStores } from '../../../support/renderer/store-harness';

describe('notices store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a notice for six seconds; a newer one restarts the clock', () => {
    startStores();
    const shell = useNoticesStore();
    shell.showNotice('first');
    vi.advanceTimersByTime(5000);
    shell.showNotice('second');
    vi.advanceTimersByTime(5000);
    expect(shell.notice).toBe('second');
    vi.advanceTimersByTime(1000);
    expect(shell.notice).toBeNull();
  });

  it('keeps a fault apart from the notice: neither takes the Undo away, and the fault stays until dismissed', () => {
    startStores();
    const shell = useNoticesStore();
    const undo = { label: 'Undo', run: vi.fn() };
    shell.showNotice('Fixed 3 URLs', undo);
    shell.showFault('Something went wrong: x is undefined.');
    expect(shell.notice).toBe('Fixed 3 URLs');
    expect(shell.noticeAction).toBe(undo);
    vi.advanceTimersByTime(60_000);
    expect(shell.noticeAction).toBeNull();
    expect(shell.fault).toBe('Something went wrong: x is undefined.');
    shell.showFault('Something went wrong: later.');
    expect(shell.fault).toBe('Something went wrong: later.');
    shell.dismissFault();
    expect(shell.fault).toBeNull();
  });
});
