import { ref } from 'vue';
import { fillBlock, fillTarget } from './fill';
import { actionLabel } from '../../table/action-label';
import type { CellPos, CellRange } from '../../table/selection';
import { readBlock, tileBlock } from './tile';
import type { GridModel } from '../useGridModel';
import type { GridSelection } from '../selection/useGridSelection';

/** Fill down (ctrl/cmd+D), fill right (ctrl/cmd+R) and the fill handle, which fills any of four ways. */
export function useFill(model: GridModel, sel: GridSelection) {
  /** While the handle is dragged: the cell it is over (view row, column), or null. */
  const fillTo = ref<CellPos | null>(null);

  /** Repeats `source` (a range's cells) over `target` as one command. */
  function fill(source: CellRange, target: CellRange, label: string): void {
    const block = fillBlock(readBlock(source, model.textAt), source, target);
    const changes = model.changes();
    tileBlock(block, target, (v, field, value) => changes.add(model.storedAt(v), field, value));
    model.run(changes.command(label));
  }

  /** The top row of the selection into the rest; with one row selected, the row above into it. */
  function fillDown(): void {
    const range = sel.range.value;
    const from = range.top === range.bottom ? range.top - 1 : range.top;
    if (from >= 0) fill({ ...range, top: from, bottom: from }, { ...range, top: from + 1 }, actionLabel('fillDown'));
  }

  /** The left column of the selection into the rest; with one column selected, the column to its left into it. */
  function fillRight(): void {
    const range = sel.range.value;
    const from = range.left === range.right ? range.left - 1 : range.left;
    if (from >= 0) fill({ ...range, left: from, right: from }, { ...range, left: from + 1 }, actionLabel('fillRight'));
  }

  /** The range the handle would fill, given the cell it is over. */
  const fillRange = (range: CellRange, over: CellPos): CellRange | null => fillTarget(range, over);

  /** The handle was let go: fill, and select the selection with what it filled. */
  function endFill(): void {
    const over = fillTo.value;
    fillTo.value = null;
    if (over === null) return;
    const range = sel.range.value;
    const target = fillTarget(range, over);
    if (!target) return;
    fill(range, target, actionLabel('fill'));
    sel.set({
      anchor: { row: Math.min(range.top, target.top), col: Math.min(range.left, target.left) },
      focus: { row: Math.max(range.bottom, target.bottom), col: Math.max(range.right, target.right) },
    });
  }

  return { fillTo, fillDown, fillRight, fillRange, endFill };
}
export type Fill = ReturnType<typeof useFill>;
