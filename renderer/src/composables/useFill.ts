import { ref } from 'vue';
import type { CellRange } from '../grid/selection';
import { readBlock, tileChanges } from '../grid/tile';
import type { GridModel } from './useGridModel';
import type { GridSelection } from './useGridSelection';

/** Fill down (ctrl/cmd+D) and the fill handle: the selected cells repeated down or up a range. */
export function useFill(model: GridModel, sel: GridSelection) {
  /** While the handle is dragged: the row it is over (view index), or null. */
  const fillTo = ref<number | null>(null);

  /** The top row of the selection into the rest; with one row selected, the row above into it. */
  function fillDown(): void {
    const range = sel.range.value;
    const sourceRow = range.top === range.bottom ? range.top - 1 : range.top;
    if (sourceRow < 0) return;
    const source = readBlock({ ...range, top: sourceRow, bottom: sourceRow }, model.rowAt);
    const target = { ...range, top: sourceRow + 1 };
    model.run(tileChanges(source, target, model.rowAt).command('Fill down'));
  }

  /** The range the handle would fill, given the row it is over. */
  function fillRange(range: CellRange, over: number): CellRange | null {
    if (over > range.bottom) return { ...range, top: range.bottom + 1, bottom: over };
    if (over < range.top) return { ...range, top: over, bottom: range.top - 1 };
    return null;
  }

  function endFill(): void {
    const over = fillTo.value;
    fillTo.value = null;
    if (over === null) return;
    const range = sel.range.value;
    const target = fillRange(range, over);
    if (!target) return;
    const source = readBlock(range, model.rowAt);
    // Filling upwards repeats the block so that its last row sits next to the selection.
    const shift =
      target.bottom < range.top ? (source.length - ((range.top - target.top) % source.length)) % source.length : 0;
    const rotated = [...source.slice(shift), ...source.slice(0, shift)];
    model.run(tileChanges(rotated, target, model.rowAt).command('Fill'));
    sel.set({
      anchor: { row: Math.min(range.top, target.top), col: range.left },
      focus: { row: Math.max(range.bottom, target.bottom), col: range.right },
    });
  }

  return { fillTo, fillDown, fillRange, endFill };
}
export type Fill = ReturnType<typeof useFill>;
