import { describe, expect, it } from 'vitest';
import {
  columnAtX,
  columnX,
  frozenThatFit,
  MIN_SCROLLING_WIDTH,
  scrollLeftShowing,
  spanBox,
  type ColumnPanes,
} from '../../../../../renderer/src/grid/scroll/frozen-panes';
import { columnWindow, shownColumns } from '../../../../../renderer/src/grid/scroll/scaled-scroll';

// loc 300 frozen, then five columns of 100: lefts 0, 300, 400, 500, 600, 700
const widths = [300, 100, 100, 100, 100, 100];
const lefts = [0, 300, 400, 500, 600, 700];
const panes = (scrollLeft: number, frozen = 1): ColumnPanes => ({
  lefts,
  widths,
  frozen,
  frozenWidth: lefts[frozen] ?? 0,
  scrollLeft,
});

describe('frozen panes', () => {
  it('keep frozen columns in place while the others move under them', () => {
    expect(columnX(panes(150), 0)).toBe(0);
    expect(columnX(panes(150), 2)).toBe(250);
    // scrolled 150: column 1 (300…400) shows at 150…250, wholly under loc, so the window starts at 2
    expect(columnWindow(widths, 150, 600, 1)).toEqual({ first: 2, last: 5 });
    expect(shownColumns({ ...panes(150), columns: { first: 2, last: 5 } })).toEqual([0, 2, 3, 4, 5]);
    // without frozen columns the window is as before
    expect(columnWindow(widths, 150, 600)).toEqual({ first: 0, last: 5 });
  });

  it('freeze only as many columns as leave room to scroll the rest', () => {
    expect(frozenThatFit(widths, 2, 1000)).toBe(2);
    expect(frozenThatFit(widths, 2, 400 + MIN_SCROLLING_WIDTH - 1)).toBe(1);
    expect(frozenThatFit(widths, 1, 200)).toBe(0);
    expect(frozenThatFit(widths, 1, 0)).toBe(0);
    expect(frozenThatFit(widths, 9, 10_000)).toBe(widths.length);
  });

  it('draw a range across the frozen edge as one box, and cut one that passes under it', () => {
    // a frozen cell, and a run of frozen columns alone
    expect(spanBox(panes(150, 2), 0, 0)).toEqual({ left: 0, width: 300, hidden: 0 });
    // loc to column 3, scrolled 150: from 0 to column 3's right edge (600 - 150)
    expect(spanBox(panes(150), 0, 3)).toEqual({ left: 0, width: 450, hidden: 0 });
    // loc to column 1 while column 1 is under loc: just loc's part
    expect(spanBox(panes(150), 0, 1)).toEqual({ left: 0, width: 300, hidden: 0 });
    // column 2 half under loc (250…350): its first 50 px are hidden
    expect(spanBox(panes(150), 2, 3)).toEqual({ left: 250, width: 200, hidden: 50 });
    // column 1 wholly under loc: nothing shows
    expect(spanBox(panes(150), 1, 1)).toBeNull();
  });

  it('find the column under a point on either side of the frozen edge', () => {
    expect(columnAtX(panes(150), -5)).toBe(0);
    expect(columnAtX(panes(150), 299)).toBe(0);
    // right of loc, x 300 is content 450: column 2, never column 1 scrolled under loc
    expect(columnAtX(panes(150), 300)).toBe(2);
    expect(columnAtX(panes(150), 5000)).toBe(5);
    expect(columnAtX(panes(0, 0), 350)).toBe(1);
  });

  it('scroll so the active column is never hidden under the frozen ones', () => {
    const viewport = 600;
    // column 1 is under loc at scrollLeft 150: scroll back until it starts at loc's edge
    expect(scrollLeftShowing(panes(150), viewport, 1)).toBe(0);
    // column 5 (700…800) is past the right edge at 0: scroll until its right edge shows
    expect(scrollLeftShowing(panes(0), viewport, 5)).toBe(200);
    // a frozen column, or one in view, keeps the scroll as it is
    expect(scrollLeftShowing(panes(150), viewport, 0)).toBe(150);
    expect(scrollLeftShowing(panes(150), viewport, 3)).toBe(150);
    // a column wider than the room beside the frozen ones shows from its left edge
    expect(scrollLeftShowing({ ...panes(0), widths: [300, 100, 900], lefts: [0, 300, 400] }, viewport, 2)).toBe(100);
  });
});
