import { MAX_TIMER_MS } from '../timer-limit';

/**
 * Waits `ms` (beyond setTimeout's longest wait, in as many timers as it takes); false when `signal`
 * aborted meanwhile (it ends the wait at once).
 */
export function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    let left = ms;
    let timer: NodeJS.Timeout | undefined;
    const done = (finished: boolean): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancelled);
      resolve(finished);
    };
    const cancelled = (): void => done(false);
    const wait = (): void => {
      const step = Math.min(left, MAX_TIMER_MS);
      left -= step;
      timer = setTimeout(() => (left > 0 ? wait() : done(true)), step);
    };
    wait();
    signal?.addEventListener('abort', cancelled, { once: true });
  });
}
