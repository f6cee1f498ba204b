/** What a batch may weigh, counted as `weigh` counts (characters of JSON): far under V8's longest string. */
export const BATCH_WEIGHT = 8 * 1024 * 1024;

/**
 * Items a running job sends the renderer as events of at most `max` items: pushed one at a time,
 * sent when a batch is full or on `flush` (the job's ticker), counted so the answer can say how many
 * the events carried. With `weigh`, a batch is also sent once it weighs BATCH_WEIGHT, so items that
 * are each bounded but large never make one message too big to build.
 */
export function eventBatches<T>(max: number, send: (items: T[]) => void, weigh?: (item: T) => number) {
  let pending: T[] = [];
  let weight = 0;
  let sent = 0;
  const flush = (): void => {
    if (pending.length === 0) return;
    send(pending);
    sent += pending.length;
    pending = [];
    weight = 0;
  };
  return {
    push(item: T): void {
      pending.push(item);
      if (weigh) weight += weigh(item);
      if (pending.length >= max || weight >= BATCH_WEIGHT) flush();
    },
    flush,
    /** Items sent so far. */
    sent: () => sent,
  };
}
