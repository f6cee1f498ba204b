import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { emptyRow } from '../../../../../shared/url-table';
import { buildView, hasFilters } from '../../../../../renderer/src/table/row-view';

const rows = UrlColumns.fromRows(
  ['https://e.example/a', 'https://e.example/b', 'https://e.example/c', 'https://e.example/d'].map((loc) =>
    emptyRow(loc),
  ),
);
const storedRows = { label: 'loc-fragment', rows: Int32Array.of(0, 2, 3) };

describe('a view of given stored rows (the problems panel’s "show these rows")', () => {
  it('shows only those rows, counts as a filter, and narrows with the other filters', () => {
    expect(hasFilters({ storedRows })).toBe(true);
    expect(Array.from(buildView(rows, null, { storedRows })!)).toEqual([0, 2, 3]);
    expect(Array.from(buildView(rows, null, { storedRows, loc: '/c' })!)).toEqual([2]);
    expect(Array.from(buildView(rows, { key: 'loc', direction: 'desc' }, { storedRows })!)).toEqual([3, 2, 0]);
  });

  it('leaves out rows the table no longer has', () => {
    expect(Array.from(buildView(rows, null, { storedRows: { label: 'x', rows: Int32Array.of(1, 9) } })!)).toEqual([1]);
  });
});
