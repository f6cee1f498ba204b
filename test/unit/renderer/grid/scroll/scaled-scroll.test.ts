import { describe, expect, it } from 'vitest';
import {
  MAX_TRACK_PX,
  columnWindow,
  maxOffset,
  offsetForScrollTop,
  offsetShowingRow,
  rowWindow,
  scrollSpace,
  scrollTopForOffset,
} from '../../../../../renderer/src/grid/scroll/scaled-scroll';

const ROW = 26;

describe('scaled scrolling', () => {
  it('is the identity while the rows fit under the cap', () => {
    const space = scrollSpace(1000 * ROW, 500);
    expect(space.track).toBe(1000 * ROW);
    expect(offsetForScrollTop(space, 1234)).toBe(1234);
    expect(scrollTopForOffset(space, 1234)).toBe(1234);
  });

  it('caps the track and maps both ends of a million rows onto its ends', () => {
    const space = scrollSpace(1_000_000 * ROW, 600);
    expect(space.track).toBe(MAX_TRACK_PX);
    const maxTop = MAX_TRACK_PX - 600;
    expect(offsetForScrollTop(space, 0)).toBe(0);
    expect(offsetForScrollTop(space, maxTop)).toBe(maxOffset(space));
    expect(offsetForScrollTop(space, maxTop + 50)).toBe(maxOffset(space));
    const last = rowWindow(offsetForScrollTop(space, maxTop), ROW, 600, 1_000_000);
    expect(last.first + last.count).toBe(1_000_000);
  });

  it('round-trips an offset through scrollTop', () => {
    const space = scrollSpace(2_000_000 * ROW, 700);
    for (const offset of [0, 1, 123_456, 25_000_000, maxOffset(space)]) {
      expect(offsetForScrollTop(space, scrollTopForOffset(space, offset))).toBeCloseTo(offset, 6);
    }
  });

  it('draws the rows at an offset, shifted by the part of the first row scrolled away', () => {
    expect(rowWindow(ROW * 10 + 5, ROW, 10 * ROW, 1000)).toEqual({ first: 10, count: 12, shift: -5 });
    expect(rowWindow(0, ROW, 10 * ROW, 3)).toEqual({ first: 0, count: 3, shift: 0 });
    expect(rowWindow(0, ROW, 100, 0)).toEqual({ first: 0, count: 0, shift: 0 });
  });

  it('scrolls the least that shows a row', () => {
    const space = scrollSpace(100 * ROW, 10 * ROW);
    expect(offsetShowingRow(space, 0, 5, ROW)).toBe(0);
    expect(offsetShowingRow(space, 0, 10, ROW)).toBe(ROW);
    expect(offsetShowingRow(space, 50 * ROW, 3, ROW)).toBe(3 * ROW);
    expect(offsetShowingRow(space, 0, 99, ROW)).toBe(90 * ROW);
  });

  it('finds the columns in view', () => {
    expect(columnWindow([100, 100, 100, 100], 150, 120)).toEqual({ first: 1, last: 2 });
    expect(columnWindow([100, 100], 0, 1000)).toEqual({ first: 0, last: 1 });
  });
});
