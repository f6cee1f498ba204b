import { describe, expect, it } from 'vitest';
import { parseSavedWidths, widthsFor, withWidth } from '../../../../../renderer/src/grid/columns/column-widths';
import { GRID_COLUMNS } from '../../../../../renderer/src/table/columns';

const defaults = GRID_COLUMNS.map((column) => column.width);

describe('saved column widths', () => {
  it('give each table its own widths, the defaults elsewhere, clamped, and forget a width set back to its default', () => {
    let saved = withWidth({}, 'pages', 0, 500);
    saved = withWidth(saved, 'pages', 3, 5);
    expect(widthsFor(saved, 'pages')).toEqual([500, ...defaults.slice(1, 3), 40, ...defaults.slice(4)]);
    expect(widthsFor(saved, 'blog')).toEqual(defaults);
    saved = withWidth(saved, 'pages', 3, null);
    saved = withWidth(saved, 'pages', 0, defaults[0]!);
    expect(saved).toEqual({});
  });

  it('read back what was stored, leaving out anything damaged', () => {
    expect(parseSavedWidths(JSON.stringify({ pages: { loc: 300.4, lastmod: 'x', nope: 9 }, blog: 3 }))).toEqual({
      pages: { loc: 300 },
    });
    expect(parseSavedWidths('{not json')).toEqual({});
    expect(parseSavedWidths(null)).toEqual({});
    expect(parseSavedWidths('[1,2]')).toEqual({});
  });
});
