import { ref } from 'vue';
import { GRID_COLUMNS } from '../grid/columns';

const MIN_WIDTH = 40;

/** Column widths, resized by dragging a header's right edge. */
export function useColumnWidths() {
  const widths = ref(GRID_COLUMNS.map((column) => column.width));

  function startResize(col: number, event: PointerEvent): void {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startWidth = widths.value[col]!;
    const move = (moved: PointerEvent): void => {
      const next = [...widths.value];
      next[col] = Math.max(MIN_WIDTH, Math.round(startWidth + moved.clientX - startX));
      widths.value = next;
    };
    const up = (): void => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  }

  return { widths, startResize };
}
