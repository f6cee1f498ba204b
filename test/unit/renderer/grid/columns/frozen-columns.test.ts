import { describe, expect, it } from 'vitest';
import { GRID_COLUMNS } from '../../../../../renderer/src/table/columns';
import {
  DEFAULT_FROZEN_COLUMNS,
  frozenFor,
  parseSavedFrozen,
  withFrozen,
} from '../../../../../renderer/src/grid/columns/frozen-columns';

describe('frozen columns per table', () => {
  it('freeze loc by default, and forget a table put back to it', () => {
    expect(DEFAULT_FROZEN_COLUMNS).toBe(1);
    expect(frozenFor({}, 'pages')).toBe(1);
    const saved = withFrozen({}, 'pages', 3);
    expect(saved).toEqual({ pages: 3 });
    expect(frozenFor(saved, 'pages')).toBe(3);
    expect(frozenFor(saved, 'posts')).toBe(1);
    expect(withFrozen(saved, 'pages', 1)).toEqual({});
    // none frozen is a choice of its own, kept
    expect(withFrozen({}, 'pages', 0)).toEqual({ pages: 0 });
    expect(withFrozen({}, 'pages', 99)).toEqual({ pages: GRID_COLUMNS.length });
  });

  it('read back only whole counts in range, and nothing from damaged storage', () => {
    expect(parseSavedFrozen(JSON.stringify({ pages: 2, posts: 0 }))).toEqual({ pages: 2, posts: 0 });
    expect(parseSavedFrozen(JSON.stringify({ a: -1, b: 1.5, c: '2', d: 99, e: null }))).toEqual({});
    expect(parseSavedFrozen('{')).toEqual({});
    expect(parseSavedFrozen('[3]')).toEqual({ 0: 3 });
    expect(parseSavedFrozen(null)).toEqual({});
  });
});
