import { watch } from 'vue';

/**
 * Resolves with the first truthy value of a reactive source: waits for a store to reach a state (a
 * prompt on screen, a check's result) by watching it, never by polling a clock.
 */
export function until<T>(source: () => T | null | undefined | false): Promise<T> {
  const now = source();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = watch(
      source,
      (value) => {
        if (!value) return;
        stop();
        resolve(value);
      },
      { flush: 'sync' },
    );
  });
}
