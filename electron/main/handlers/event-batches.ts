/**
 * Items a running job sends the renderer as events of at most `max` items: pushed one at a time,
 * sent when a batch is full or on `flush` (the job's ticker), counted so the answer can say how many
 * the events carried.
 */
export function eventBatches<T>(max: number, send: (items: T[]) => void) {
  let pending: T[] = [];
  let sent = 0;
  const flush = (): void => {
    if (pending.length === 0) return;
    send(pending);
    sent += pending.length;
    pending = [];
  };
  return {
    push(item: T): void {
      pending.push(item);
      if (pending.length >= max) flush();
    },
    flush,
    /** Items sent so far. */
    sent: () => sent,
  };
}
