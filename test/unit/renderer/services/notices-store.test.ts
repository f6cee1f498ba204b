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
});
