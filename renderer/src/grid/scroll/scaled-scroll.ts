/**
 * Scaled scrolling. Chromium cannot make an element taller than about 33.5 million px, and a
 * million rows of 24 px are 24 million, so the scrollbar's track is capped and a scroll position
 * maps linearly onto the rows' offset. Below the cap the map is the identity.
 */

import { widthOfFirst, type ColumnPanes } from './frozen-panes';

/** Well below Chromium's limit, so zoom and a header row never push the track past it. */
export const MAX_TRACK_PX = 15_000_000;

export interface ScrollSpace {
  /** Height of all rows, in px. */
  content: number;
  /** Height of the visible rows area, in px. */
  viewport: number;
  /** Height of the scrollbar's track for the rows: the content, capped. */
  track: number;
}

export function scrollSpace(content: number, viewport: number, maxTrack = MAX_TRACK_PX): ScrollSpace {
  return { content, viewport, track: Math.min(content, maxTrack) };
}

/** How far the content may scroll. */
export function maxOffset(space: ScrollSpace): number {
  return Math.max(0, space.content - space.viewport);
}

function maxScrollTop(space: ScrollSpace): number {
  return Math.max(0, space.track - space.viewport);
}

export function clampOffset(space: ScrollSpace, offset: number): number {
  return Math.min(Math.max(0, offset), maxOffset(space));
}

/** The content offset the element's scrollTop stands for. */
export function offsetForScrollTop(space: ScrollSpace, scrollTop: number): number {
  const top = maxScrollTop(space);
  if (top === 0) return 0;
  if (space.track === space.content) return clampOffset(space, scrollTop);
  return clampOffset(space, (Math.min(scrollTop, top) / top) * maxOffset(space));
}

/** The scrollTop that shows the content at `offset`. */
export function scrollTopForOffset(space: ScrollSpace, offset: number): number {
  const max = maxOffset(space);
  if (max === 0) return 0;
  const clamped = clampOffset(space, offset);
  if (space.track === space.content) return clamped;
  return (clamped / max) * maxScrollTop(space);
}

export interface RowWindow {
  /** First row drawn. */
  first: number;
  /** How many rows are drawn. */
  count: number;
  /** Where the first row's top sits, relative to the rows area (≤ 0). */
  shift: number;
}

/** The rows to draw at a content offset, with `overscan` extra rows below. */
export function rowWindow(
  offset: number,
  rowHeight: number,
  viewport: number,
  rowCount: number,
  overscan = 2,
): RowWindow {
  if (rowCount === 0) return { first: 0, count: 0, shift: 0 };
  const first = Math.min(Math.floor(offset / rowHeight), rowCount - 1);
  const count = Math.min(rowCount - first, Math.ceil(viewport / rowHeight) + overscan);
  return { first, count, shift: first * rowHeight - offset };
}

/** The smallest change of offset that brings `row` fully into view (the offset itself when it is in view). */
export function offsetShowingRow(space: ScrollSpace, offset: number, row: number, rowHeight: number): number {
  const top = row * rowHeight;
  if (top < offset) return clampOffset(space, top);
  if (top + rowHeight > offset + space.viewport) return clampOffset(space, top + rowHeight - space.viewport);
  return offset;
}

export interface ColumnWindow {
  first: number;
  last: number;
}

/**
 * The scrolling columns that show in [scrollLeft, scrollLeft + width), given their widths in order:
 * past the first `frozen`, which stay in place and cover the area's left (grid/frozen-panes.ts).
 */
export function columnWindow(widths: readonly number[], scrollLeft: number, width: number, frozen = 0): ColumnWindow {
  const shownFrom = scrollLeft + widthOfFirst(widths, frozen);
  let x = 0;
  let first = -1;
  let last = -1;
  widths.forEach((w, index) => {
    if (index >= frozen && x + w > shownFrom && x < scrollLeft + width) {
      if (first === -1) first = index;
      last = index;
    }
    x += w;
  });
  return first === -1 ? { first: 0, last: -1 } : { first, last };
}

/** Where the visible columns are: what the header, the rows and the selection all need. */
export interface ColumnsLayout extends ColumnPanes {
  /** The scrolling columns shown; the frozen ones (0 … frozen - 1) always are. */
  columns: ColumnWindow;
}

/** Where the visible cells are: what the rows and the selection drawn over them both need. */
export interface CellsLayout extends ColumnsLayout {
  rows: RowWindow;
}

/** The columns drawn: the frozen ones, then the scrolling ones in view. */
export function shownColumns(layout: ColumnsLayout): number[] {
  const cols: number[] = [];
  for (let c = 0; c < layout.frozen; c += 1) cols.push(c);
  for (let c = layout.columns.first; c <= layout.columns.last; c += 1) cols.push(c);
  return cols;
}
