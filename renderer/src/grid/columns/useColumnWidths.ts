import { computed } from 'vue';
import { dragEdge } from '../../ui/follow-pointer';
import { WIDTH_STEP } from './column-widths';
import { useColumnWidthsStore } from './column-widths-store';

/**
 * A table's column widths (kept per table name, so they survive switching tables and restarts),
 * resized by dragging a header's right edge or from the keyboard, and how many leading columns it
 * keeps frozen; `columnCount`: the columns shown.
 */
export function useColumnWidths(tableName: () => string, columnCount: () => number) {
  const store = useColumnWidthsStore();
  const widths = computed(() => store.widthsOf(tableName()).slice(0, columnCount()));

  const setWidth = (col: number, width: number | null): void => store.setWidth(tableName(), col, width);

  function startResize(col: number, event: PointerEvent): void {
    event.preventDefault();
    event.stopPropagation();
    dragEdge(event, 'right', widths.value[col]!, (width) => setWidth(col, width));
  }

  /** Widens (steps > 0) or narrows a column by arrow-key steps. */
  const step = (col: number, steps: number): void => setWidth(col, widths.value[col]! + steps * WIDTH_STEP);

  const frozen = computed(() => Math.min(store.frozenOf(tableName()), columnCount()));
  /** Freezes the first `count` columns (0: none), as Excel's freeze panes. */
  const setFrozen = (count: number): void => store.setFrozen(tableName(), count);

  return { widths, startResize, setWidth, step, frozen, setFrozen };
}
export type ColumnWidths = ReturnType<typeof useColumnWidths>;
