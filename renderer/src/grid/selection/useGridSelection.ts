import { computed, ref, watch, type Ref } from 'vue';
import {
  clampPos,
  extendTo,
  rangeOf,
  selectAll,
  selectCell,
  selectColumns,
  selectRows,
  type CellPos,
  type GridSize,
  type Selection,
} from '../../table/selection';

/** The grid's selection (grid/selection.ts), kept inside the rows and columns as shown. */
export function useGridSelection(rowCount: Ref<number>, columnCount: Ref<number>) {
  const selection = ref<Selection>(selectCell({ row: 0, col: 0 }));
  const size = computed<GridSize>(() => ({ rows: rowCount.value, cols: columnCount.value }));
  const range = computed(() => rangeOf(selection.value));
  const active = computed(() => selection.value.anchor);

  watch([rowCount, columnCount], () => {
    const { anchor, focus } = selection.value;
    selection.value = { anchor: clampPos(anchor, size.value), focus: clampPos(focus, size.value) };
  });

  return {
    selection,
    size,
    range,
    active,
    set: (next: Selection) => (selection.value = next),
    select: (pos: CellPos) => (selection.value = selectCell(clampPos(pos, size.value))),
    extend: (pos: CellPos) => (selection.value = extendTo(selection.value, clampPos(pos, size.value))),
    all: () => (selection.value = selectAll(size.value)),
    rows: (from: number, to: number) => (selection.value = selectRows(from, to, size.value)),
    columns: (from: number, to: number) => (selection.value = selectColumns(from, to, size.value)),
  };
}

export type GridSelection = ReturnType<typeof useGridSelection>;
