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

  it('counts the seconds of a notice from when it is painted: a page busy for seconds first does not lose it', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    const paint = (): void => {
      for (const frame of frames.splice(0)) frame(0);
    };
    try {
      startStores();
      const shell = useNoticesStore();
      shell.showNotice('Added 6 tables with 300,000 URLs.');
      vi.advanceTimersByTime(10_000); // busy: no frame yet
      expect(shell.notice).toBe('Added 6 tables with 300,000 URLs.');
      paint();
      vi.advanceTimersByTime(5000);
      expect(shell.notice).toBe('Added 6 tables with 300,000 URLs.'); // one frame on: not yet painted
      paint();
      vi.advanceTimersByTime(5999);
      expect(shell.notice).toBe('Added 6 tables with 300,000 URLs.');
      vi.advanceTimersByTime(1);
      expect(shell.notice).toBeNull();

      // A newer notice before the paint: timed from its own paint, the older one's frames do nothing.
      shell.showNotice('older');
      paint();
      shell.showNotice('newer');
      paint();
      paint();
      vi.advanceTimersByTime(5999);
      expect(shell.notice).toBe('newer');
      vi.advanceTimersByTime(1);
      expect(shell.notice).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
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
