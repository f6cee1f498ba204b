import { onBeforeUnmount } from 'vue';
import type { CellRange } from '../table/selection';
import { useCheckStore } from './check-store';

/**
 * Lets the check panel read the grid's selected rows (by stored position) when a check of the
 * selection starts: nothing is copied while the selection moves. The grid's root calls it once.
 */
export function useCheckSelection(
  tableId: () => string,
  range: () => CellRange,
  view: { rowCount: { value: number }; storedAt: (viewRow: number) => number },
): void {
  const check = useCheckStore();
  const stop = check.followSelection(() => {
    const { top, bottom } = range();
    const rows: number[] = [];
    const last = Math.min(bottom, view.rowCount.value - 1);
    for (let row = top; row <= last; row++) rows.push(view.storedAt(row));
    return { tableId: tableId(), rows };
  });
  onBeforeUnmount(stop);
}
