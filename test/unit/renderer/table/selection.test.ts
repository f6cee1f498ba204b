import { describe, expect, it } from 'vitest';
import {
  edgeOfData,
  isWholeRows,
  moveBy,
  rangeContains,
  rangeOf,
  selectAll,
  selectCell,
  selectColumns,
  selectRows,
} from '../../../../renderer/src/table/selection';

const size = { rows: 10, cols: 4 };

describe('selection model', () => {
  it('normalises the range whichever way it was dragged', () => {
    const range = rangeOf({ anchor: { row: 5, col: 3 }, focus: { row: 2, col: 1 } });
    expect(range).toEqual({ top: 2, bottom: 5, left: 1, right: 3 });
    expect(rangeContains(range, 3, 2)).toBe(true);
    expect(rangeContains(range, 6, 2)).toBe(false);
  });

  it('moves the active cell, or extends the focus with shift, inside the grid', () => {
    const start = selectCell({ row: 0, col: 0 });
    expect(moveBy(start, -1, 0, false, size)).toEqual(start);
    const extended = moveBy(moveBy(start, 2, 0, true, size), 0, 1, true, size);
    expect(extended).toEqual({ anchor: { row: 0, col: 0 }, focus: { row: 2, col: 1 } });
    expect(moveBy(extended, 1, 0, false, size)).toEqual(selectCell({ row: 1, col: 0 }));
  });

  it('selects whole rows, whole columns and everything', () => {
    expect(isWholeRows(rangeOf(selectRows(2, 4, size)), size)).toBe(true);
    expect(rangeOf(selectColumns(1, 1, size))).toEqual({ top: 0, bottom: 9, left: 1, right: 1 });
    expect(rangeOf(selectAll(size))).toEqual({ top: 0, bottom: 9, left: 0, right: 3 });
  });

  it('ctrl+arrow goes to the edge of the data, as in a spreadsheet', () => {
    // column 0: rows 0-3 filled, 4-6 blank, 7-8 filled, 9 blank
    const filled = new Set([0, 1, 2, 3, 7, 8]);
    const isBlank = (row: number): boolean => !filled.has(row);
    expect(edgeOfData({ row: 0, col: 0 }, 1, 0, size, isBlank)).toEqual({ row: 3, col: 0 });
    expect(edgeOfData({ row: 3, col: 0 }, 1, 0, size, isBlank)).toEqual({ row: 7, col: 0 });
    expect(edgeOfData({ row: 8, col: 0 }, 1, 0, size, isBlank)).toEqual({ row: 9, col: 0 });
    expect(edgeOfData({ row: 9, col: 0 }, 1, 0, size, isBlank)).toEqual({ row: 9, col: 0 });
    expect(edgeOfData({ row: 7, col: 0 }, -1, 0, size, isBlank)).toEqual({ row: 3, col: 0 });
  });
});
