/** Hands the event loop back between slices of work, so input and painting go on. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export interface SliceOptions {
  /** Work done in one go before pausing, in milliseconds (a frame is 16). */
  budgetMs?: number;
  /** Called after each piece with how many are done. */
  onProgress?: (done: number) => void;
  /** Asked at each pause; true stops the work (the result is then null). */
  cancelled?: () => boolean;
  pause?: () => Promise<void>;
  /** The clock, in milliseconds (tests pass their own). */
  now?: () => number;
}

/**
 * Joins pieces that a generator makes on demand (project-json's pieces), pausing whenever a slice
 * of work has taken the budget: a large project is encoded without one long freeze of the window.
 */
export async function joinInSlices(pieces: Iterable<string>, options: SliceOptions = {}): Promise<string | null> {
  const {
    budgetMs = 12,
    onProgress,
    cancelled = () => false,
    pause = nextTask,
    now = () => performance.now(),
  } = options;
  const parts: string[] = [];
  let sliceStart = now();
  for (const piece of pieces) {
    parts.push(piece);
    onProgress?.(parts.length);
    if (now() - sliceStart >= budgetMs) {
      await pause();
      if (cancelled()) return null;
      sliceStart = now();
    }
  }
  return parts.join('');
}
