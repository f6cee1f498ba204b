import type { UrlColumns } from '../../../../shared/columnar/url-columns';
import { locChanges, type LocChanges, type LocRewrite } from '../../../../shared/loc-rewrite/rewrite-locs';

/** How long one slice may hold the page before a keystroke gets through, in ms. */
const SLICE_MS = 12;
/** Locs rewritten between two looks at the clock. */
const STEP = 500;

/** When the next slice runs, and what time it is: the page's own, or a test's. */
export interface SliceClock {
  later: (next: () => void) => void;
  now: () => number;
}
const pageClock: SliceClock = { later: (next) => setTimeout(next, 0), now: () => performance.now() };

export interface SliceListener {
  /** How many locs are done, after each slice but the last. */
  progress?: (checked: number) => void;
  done: (changes: LocChanges) => void;
}

/**
 * What locChangesIn gives (the same changes, in the same order), worked out a slice at a time so that
 * typing in the dialog stays responsive at a million rows (a rewrite takes 1–14 s there). The first
 * slice runs at once, so a small table is done before this returns. Returns a function that stops it.
 */
export function locChangesInSlices(
  rows: UrlColumns,
  within: ArrayLike<number> | null,
  rewrite: LocRewrite,
  listener: SliceListener,
  clock: SliceClock = pageClock,
): () => void {
  const total = within ? within.length : rows.rowCount;
  const rowAt = within ? (i: number) => within[i]! : (i: number) => i;
  const at: number[] = [];
  const after: string[] = [];
  let next = 0;
  let stopped = false;
  function slice(): void {
    if (stopped) return;
    const until = clock.now() + SLICE_MS;
    do {
      const start = next;
      const part = locChanges(Math.min(STEP, total - start), (i) => rows.get(rowAt(start + i), 'loc'), rewrite);
      part.at.forEach((i, k) => {
        at.push(rowAt(start + i));
        after.push(part.after[k]!);
      });
      next = Math.min(total, start + STEP);
    } while (next < total && clock.now() < until);
    if (next < total) {
      listener.progress?.(next);
      clock.later(slice);
    } else listener.done({ at: Int32Array.from(at), after });
  }
  slice();
  return () => (stopped = true);
}
