import { computed, onBeforeUnmount, onMounted, ref, type Ref } from 'vue';
import {
  clampOffset,
  columnWindow,
  offsetForScrollTop,
  offsetShowingRow,
  rowWindow,
  scrollSpace,
  scrollTopForOffset,
  type CellsLayout,
  type ColumnsLayout,
} from './scaled-scroll';
import { columnAtX, frozenThatFit, scrollLeftShowing, widthOfFirst } from './frozen-panes';
import { ROW_HEIGHT } from '../../ui/row-height';

export const ROW_NUMBER_WIDTH = 80;

/**
 * The grid's scrolling: native scrollbars over a track capped below Chromium's element height
 * limit (grid/scaled-scroll.ts), with the content offset as the truth. When the track is scaled,
 * the wheel is handled here so a notch moves the rows by its own distance. The first `frozen`
 * columns (as many as fit) stay in place while the others scroll sideways (grid/frozen-panes.ts).
 */
export function useScaledScroll(
  rowCount: Ref<number>,
  widths: Ref<number[]>,
  headerHeight: Ref<number>,
  frozenAsked: Ref<number>,
) {
  const scroller = ref<HTMLElement | null>(null);
  const offset = ref(0);
  const scrollLeft = ref(0);
  const clientHeight = ref(0);
  const viewportWidth = ref(0);
  const viewportHeight = computed(() => Math.max(0, clientHeight.value - headerHeight.value));
  let ownScrollTop = -1;

  const space = computed(() => scrollSpace(rowCount.value * ROW_HEIGHT, viewportHeight.value));
  const rows = computed(() => rowWindow(offset.value, ROW_HEIGHT, viewportHeight.value, rowCount.value));
  const frozen = computed(() => frozenThatFit(widths.value, frozenAsked.value, viewportWidth.value));
  const frozenWidth = computed(() => widthOfFirst(widths.value, frozen.value));
  const columns = computed(() => columnWindow(widths.value, scrollLeft.value, viewportWidth.value, frozen.value));
  const lefts = computed(() => {
    let x = 0;
    return widths.value.map((width) => (x += width) - width);
  });
  const canvasHeight = computed(() => space.value.track + headerHeight.value);
  const canvasWidth = computed(() => ROW_NUMBER_WIDTH + widths.value.reduce((sum, w) => sum + w, 0));
  // The header follows the columns alone, so scrolling down does not draw it again.
  const columnsLayout = computed<ColumnsLayout>(() => ({
    columns: columns.value,
    lefts: lefts.value,
    widths: widths.value,
    frozen: frozen.value,
    frozenWidth: frozenWidth.value,
    scrollLeft: scrollLeft.value,
  }));
  const layout = computed<CellsLayout>(() => ({ ...columnsLayout.value, rows: rows.value }));
  const pageRows = computed(() => Math.max(1, Math.floor(viewportHeight.value / ROW_HEIGHT) - 1));

  function setOffset(next: number): void {
    offset.value = clampOffset(space.value, next);
    const el = scroller.value;
    if (!el) return;
    el.scrollTop = scrollTopForOffset(space.value, offset.value);
    ownScrollTop = el.scrollTop;
  }

  function onScroll(): void {
    const el = scroller.value!;
    scrollLeft.value = el.scrollLeft;
    if (el.scrollTop !== ownScrollTop) {
      ownScrollTop = -1;
      offset.value = offsetForScrollTop(space.value, el.scrollTop);
    }
  }

  function onWheel(event: WheelEvent): void {
    if (event.ctrlKey || space.value.track === space.value.content) return;
    event.preventDefault();
    const unit = event.deltaMode === 1 ? ROW_HEIGHT : event.deltaMode === 2 ? viewportHeight.value : 1;
    setOffset(offset.value + event.deltaY * unit);
    if (event.deltaX !== 0) scroller.value!.scrollLeft += event.deltaX * unit;
  }

  /**
   * A reveal asked before the grid had its size (a problem's cell in a table not shown yet): done
   * once it has it. Done at once it showed the row above a view of no height, so just out of sight.
   */
  let pendingReveal: { row: number; col: number | null } | null = null;

  /** Scrolls the least needed to show a row (view index) and a column, never leaving it under the frozen ones. */
  function reveal(row: number, col: number | null = null): void {
    if (clientHeight.value === 0) {
      pendingReveal = { row, col };
      return;
    }
    setOffset(offsetShowingRow(space.value, offset.value, row, ROW_HEIGHT));
    const el = scroller.value;
    if (col === null || !el) return;
    el.scrollLeft = scrollLeftShowing({ ...columnsLayout.value, scrollLeft: el.scrollLeft }, viewportWidth.value, col);
    scrollLeft.value = el.scrollLeft;
  }

  /** The cell under a point of the screen, clamped to the grid (for clicks and drags). */
  function cellAt(clientX: number, clientY: number): { row: number; col: number } | null {
    const el = scroller.value;
    if (!el || rowCount.value === 0) return null;
    const box = el.getBoundingClientRect();
    const y = clientY - box.top - headerHeight.value + offset.value;
    const row = Math.min(rowCount.value - 1, Math.max(0, Math.floor(y / ROW_HEIGHT)));
    return { row, col: columnAtX(columnsLayout.value, clientX - box.left - ROW_NUMBER_WIDTH) };
  }

  let observer: ResizeObserver | null = null;
  onMounted(() => {
    observer = new ResizeObserver(() => {
      const el = scroller.value!;
      clientHeight.value = el.clientHeight;
      viewportWidth.value = Math.max(0, el.clientWidth - ROW_NUMBER_WIDTH);
      setOffset(offset.value);
      const pending = pendingReveal;
      if (pending && clientHeight.value > 0) {
        pendingReveal = null;
        reveal(pending.row, pending.col);
      }
    });
    observer.observe(scroller.value!);
  });
  onBeforeUnmount(() => observer?.disconnect());

  return {
    scroller,
    clientHeight,
    clientWidth: computed(() => viewportWidth.value + ROW_NUMBER_WIDTH),
    offset,
    scrollLeft,
    viewportHeight,
    rows,
    columns,
    lefts,
    columnsLayout,
    layout,
    canvasHeight,
    canvasWidth,
    pageRows,
    setOffset,
    onScroll,
    onWheel,
    reveal,
    cellAt,
  };
}

export type ScaledScroll = ReturnType<typeof useScaledScroll>;
