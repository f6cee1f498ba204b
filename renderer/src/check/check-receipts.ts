/**
 * The results a check's events have brought, so the check can wait for every one its answer counts:
 * events and answers may travel apart (the web host).
 */
export function checkReceipts() {
  let received = 0;
  let waiting: { expected: number; resolve: () => void } | null = null;
  return {
    reset(): void {
      received = 0;
      waiting = null;
    },
    add(count: number): void {
      received += count;
      if (waiting && received >= waiting.expected) {
        waiting.resolve();
        waiting = null;
      }
    },
    /** Settles once `expected` results have come. */
    all(expected: number): Promise<void> {
      if (received >= expected) return Promise.resolve();
      return new Promise((resolve) => (waiting = { expected, resolve }));
    },
  };
}
