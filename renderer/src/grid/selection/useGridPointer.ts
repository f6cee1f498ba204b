import type { Fill } from '../clipboard/useFill';
import type { GridSelection } from './useGridSelection';
import { ROW_HEIGHT } from '../../ui/row-height';
import { ROW_NUMBER_WIDTH, type ScaledScroll } from '../scroll/useScaledScroll';
import { rangeContains } from '../../table/selection';
import { followPointer } from '../../ui/follow-pointer';

/** How far a drag past the left or right edge scrolls, per pointer move. */
const EDGE_SCROLL_PX = 24;

interface PointerActions {
  focus: () => void;
  edit: () => void;
  menu: (x: number, y: number) => void;
}

/** Mouse and touch on the grid: click, shift-click and drag to select, row numbers, the fill handle. */
export function useGridPointer(scroll: ScaledScroll, sel: GridSelection, fill: Fill, actions: PointerActions) {
  /**
   * Follows the pointer until it is released, scrolling when it leaves the rows: up and down
   * unless whole columns are dragged, left and right unless whole rows are.
   */
  function drag(
    onMove: (row: number, col: number) => void,
    onEnd: () => void = () => {},
    along: 'rows' | 'columns' | 'both' = 'both',
  ): void {
    const move = (event: PointerEvent): void => {
      const scroller = scroll.scroller.value!;
      const box = scroller.getBoundingClientRect();
      if (along !== 'columns') {
        if (event.clientY > box.bottom - 4) scroll.setOffset(scroll.offset.value + ROW_HEIGHT);
        else if (event.clientY < box.top + 34) scroll.setOffset(scroll.offset.value - ROW_HEIGHT);
      }
      if (along !== 'rows') {
        // A drag from a scrolling column scrolls back once over the frozen ones, to reach the columns under them.
        const { frozen, frozenWidth } = scroll.columnsLayout.value;
        const leftEdge = ROW_NUMBER_WIDTH + (sel.selection.value.anchor.col >= frozen ? frozenWidth : 0);
        if (event.clientX > box.right - 4) scroller.scrollLeft += EDGE_SCROLL_PX;
        else if (event.clientX < box.left + leftEdge) scroller.scrollLeft -= EDGE_SCROLL_PX;
      }
      const cell = scroll.cellAt(event.clientX, event.clientY);
      if (cell) onMove(cell.row, cell.col);
    };
    followPointer(move, onEnd);
  }

  function onPointerDown(event: PointerEvent): void {
    const target = event.target as HTMLElement;
    if (event.button !== 0 || target.closest('.cell-editor, .grid-header button, .grid-header input, .resize')) return;
    const cell = scroll.cellAt(event.clientX, event.clientY);
    if (!cell) return;
    event.preventDefault();
    actions.focus();
    if (target.closest('.grid-header .column')) {
      // Whole columns, as a click on a row number takes whole rows.
      const from = event.shiftKey ? sel.selection.value.anchor.col : cell.col;
      sel.columns(from, cell.col);
      drag((_row, col) => sel.columns(from, col), undefined, 'columns');
      return;
    }
    if (target.closest('.grid-header')) return;
    if (target.closest('.row-number')) {
      const from = event.shiftKey ? sel.selection.value.anchor.row : cell.row;
      sel.rows(from, cell.row);
      drag((row) => sel.rows(from, row), undefined, 'rows');
      return;
    }
    if (event.shiftKey) sel.extend(cell);
    else sel.select(cell);
    drag((row, col) => sel.extend({ row, col }));
  }

  function onDoubleClick(event: MouseEvent): void {
    if ((event.target as HTMLElement).closest('.cell')) actions.edit();
  }

  function onContextMenu(event: MouseEvent): void {
    const cell = scroll.cellAt(event.clientX, event.clientY);
    if (!cell || (event.target as HTMLElement).closest('.grid-header')) return;
    if (!rangeContains(sel.range.value, cell.row, cell.col)) sel.select(cell);
    actions.menu(event.clientX, event.clientY);
  }

  function onFillStart(): void {
    const { bottom, right } = sel.range.value;
    fill.fillTo.value = { row: bottom, col: right };
    drag(
      (row, col) => (fill.fillTo.value = { row, col }),
      () => fill.endFill(),
    );
  }

  return { onPointerDown, onDoubleClick, onContextMenu, onFillStart };
}
export type GridPointer = ReturnType<typeof useGridPointer>;
