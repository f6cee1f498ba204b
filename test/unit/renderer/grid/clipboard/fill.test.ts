import { describe, expect, it } from 'vitest';
import { fillBlock, fillTarget } from '../../../../../renderer/src/grid/clipboard/fill';

const range = { top: 4, bottom: 5, left: 1, right: 2 };

describe('the fill handle', () => {
  it('fills the way the pointer went further: down, up, right or left', () => {
    expect(fillTarget(range, { row: 5, col: 2 })).toBeNull();
    expect(fillTarget(range, { row: 4, col: 1 })).toBeNull();
    expect(fillTarget(range, { row: 9, col: 3 })).toEqual({ top: 6, bottom: 9, left: 1, right: 2 });
    expect(fillTarget(range, { row: 1, col: 2 })).toEqual({ top: 1, bottom: 3, left: 1, right: 2 });
    expect(fillTarget(range, { row: 6, col: 6 })).toEqual({ top: 4, bottom: 5, left: 3, right: 6 });
    expect(fillTarget(range, { row: 5, col: 0 })).toEqual({ top: 4, bottom: 5, left: 0, right: 0 });
    // a tie goes down or up, as the handle sits on the bottom edge
    expect(fillTarget(range, { row: 7, col: 4 })).toEqual({ top: 6, bottom: 7, left: 1, right: 2 });
  });

  it('repeats the selection so the cells next to it continue the pattern, whichever way', () => {
    const block = [
      ['a', 'b'],
      ['c', 'd'],
    ];
    // down and right: the block from its start
    expect(fillBlock(block, range, { top: 6, bottom: 8, left: 1, right: 2 })).toEqual(block);
    expect(fillBlock(block, range, { top: 4, bottom: 5, left: 3, right: 5 })).toEqual(block);
    // up three rows (rows 1-3): row 3 must be the block's last row, so the block starts at its last row
    expect(fillBlock(block, range, { top: 1, bottom: 3, left: 1, right: 2 })).toEqual([
      ['c', 'd'],
      ['a', 'b'],
    ]);
    // left one column (column 0): it gets the block's last column
    expect(fillBlock(block, range, { top: 4, bottom: 5, left: 0, right: 0 })).toEqual([
      ['b', 'a'],
      ['d', 'c'],
    ]);
    // left two columns: an even span lines up as it is
    expect(fillBlock(block, { ...range, left: 2, right: 3 }, { top: 4, bottom: 5, left: 0, right: 1 })).toEqual(block);
  });
});
