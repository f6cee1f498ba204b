/**
 * One waiter, woken by events that may come before it waits (a stream's 'data', 'end', 'error'):
 * `until(ready)` resolves at once when `ready()` already holds, else at the next `wake()`. The
 * waiter checks its state again after each wake, so a wake with no one waiting is never lost.
 */
export class Wakeup {
  private waiter: (() => void) | null = null;

  /** Wakes the one waiting, if any. */
  readonly wake = (): void => {
    const waiter = this.waiter;
    this.waiter = null;
    waiter?.();
  };

  /** Resolves at the next wake, or at once when `ready()` holds already. */
  until(ready: () => boolean): Promise<void> {
    return new Promise<void>((resolve) => {
      this.waiter = resolve;
      if (ready()) this.wake();
    });
  }

  /** Resolves at the next wake: for a waiter that has just checked its state, with nothing awaited since. */
  next(): Promise<void> {
    return this.until(() => false);
  }
}
