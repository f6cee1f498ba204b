/** Waits `ms`; false when `signal` aborted meanwhile (it ends the wait at once). */
export function pause(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const done = (finished: boolean): void => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancelled);
      resolve(finished);
    };
    const cancelled = (): void => done(false);
    const timer = setTimeout(() => done(true), ms);
    signal?.addEventListener('abort', cancelled, { once: true });
  });
}
