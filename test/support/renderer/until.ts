import { watch } from 'vue';

/**
 * Resolves once `condition`, read from stores, holds: a store's own asynchronous work (a preview,
 * an export against main's real handlers) awaited by what it changes, with no clock involved.
 */
export function until(condition: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (condition()) return resolve();
    const stop = watch(
      condition,
      (holds) => {
        if (!holds) return;
        stop();
        resolve();
      },
      { flush: 'sync' },
    );
  });
}
