import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyImage, emptyNews, emptyRow, type UrlRow } from '../../../../shared/url-table';
import {
  buildView,
  viewAfterDelete,
  viewAfterInsert,
  viewIndexOf,
  viewPositions,
} from '../../../../renderer/src/grid/row-view';

function row(loc: string, fields: Partial<UrlRow> = {}): UrlRow {
  return { ...emptyRow(loc), ...fields };
}

const table = UrlColumns.fromRows([
  row('https://b.example/', { priority: '0.3', lastmod: '2024-05-01', changefreq: 'weekly' }),
  row('https://a.example/', { priority: '1.0', lastmod: '2023', changefreq: 'daily' }),
  row('https://c.example/about', { priority: null, lastmod: '2024-05-01T10:00:00Z' }),
  row('', { priority: '0.3' }),
]);

describe('sort and filter views', () => {
  it('is no view at all without a sort or a filter', () => {
    expect(buildView(table, null, {})).toBeNull();
    expect(buildView(table, null, { loc: '' })).toBeNull();
  });

  it('sorts text, dates, numbers and changefreq by meaning, empty cells last, ties in stored order', () => {
    expect(Array.from(buildView(table, { key: 'loc', direction: 'asc' }, {})!)).toEqual([1, 0, 2, 3]);
    expect(Array.from(buildView(table, { key: 'loc', direction: 'desc' }, {})!)).toEqual([2, 0, 1, 3]);
    expect(Array.from(buildView(table, { key: 'priority', direction: 'asc' }, {})!)).toEqual([0, 3, 1, 2]);
    expect(Array.from(buildView(table, { key: 'priority', direction: 'desc' }, {})!)).toEqual([1, 0, 3, 2]);
    expect(Array.from(buildView(table, { key: 'lastmod', direction: 'asc' }, {})!)).toEqual([1, 0, 2, 3]);
    expect(Array.from(buildView(table, { key: 'changefreq', direction: 'asc' }, {})!)).toEqual([1, 0, 2, 3]);
  });

  it('sorts loc both ways with duplicates and empty locs kept in stored order', () => {
    const rows = UrlColumns.fromRows(
      ['https://x/b', '', 'https://x/a', 'https://x/b', '', 'https://x/c'].map((loc) => row(loc)),
    );
    expect(Array.from(buildView(rows, { key: 'loc', direction: 'asc' }, {})!)).toEqual([2, 0, 3, 5, 1, 4]);
    expect(Array.from(buildView(rows, { key: 'loc', direction: 'desc' }, {})!)).toEqual([5, 0, 3, 2, 1, 4]);
  });

  it('sorts loc by UTF-16 code units, non-ASCII and lone surrogates included, reading only the rows kept', () => {
    const locs = ['https://x/é', 'https://x/\uDC00', 'https://x/z', 'https://x/😀', 'https://x/e\u0301', 'https://y/'];
    const rows = UrlColumns.fromRows(locs.map((loc) => row(loc)));
    const byUnits = (a: number, b: number) => (locs[a]! < locs[b]! ? -1 : 1);
    expect(Array.from(buildView(rows, { key: 'loc', direction: 'asc' }, {})!)).toEqual(
      [0, 1, 2, 3, 4, 5].sort(byUnits),
    );
    expect(Array.from(buildView(rows, { key: 'loc', direction: 'desc' }, { loc: 'x/' })!)).toEqual(
      [0, 1, 2, 3, 4].sort(byUnits).reverse(),
    );
  });

  it('sorts and filters the count columns by how many entries a row has', () => {
    const rows = UrlColumns.fromRows([
      row('https://x/1', { images: [emptyImage('a'), emptyImage('b')] }),
      row('https://x/2', { news: emptyNews() }),
      row('https://x/3'),
      row('https://x/4', { images: [emptyImage('c')], news: emptyNews() }),
    ]);
    expect(Array.from(buildView(rows, { key: 'images', direction: 'desc' }, {})!)).toEqual([0, 3, 1, 2]);
    expect(Array.from(buildView(rows, { key: 'news', direction: 'asc' }, {})!)).toEqual([0, 2, 1, 3]);
    expect(Array.from(buildView(rows, null, { news: '1' })!)).toEqual([1, 3]);
    expect(Array.from(buildView(rows, null, { images: '2' })!)).toEqual([0]);
  });

  it('filters by "contains", any case, on every filtered column', () => {
    expect(Array.from(buildView(table, null, { loc: 'B.EXAMPLE' })!)).toEqual([0]);
    expect(Array.from(buildView(table, null, { loc: 'example', priority: '0.3' })!)).toEqual([0]);
    expect(Array.from(buildView(table, { key: 'loc', direction: 'asc' }, { loc: 'example' })!)).toEqual([1, 0, 2]);
  });

  it('maps view and stored positions', () => {
    const view = buildView(table, { key: 'loc', direction: 'asc' }, {});
    expect(viewIndexOf(view, 2)).toBe(2);
    expect(viewIndexOf(null, 2)).toBe(2);
    expect(viewPositions(view!, [0, 1])).toEqual([1, 0]);
  });

  it('keeps a view in step with inserted and deleted rows', () => {
    const view = Int32Array.from([3, 1, 0, 2]);
    // a row inserted at stored 1 (old 1, 2, 3 shift up), shown at view position 2
    expect(Array.from(viewAfterInsert(view, [1], [2]))).toEqual([4, 2, 1, 0, 3]);
    // without a hint, new rows go to the end
    expect(Array.from(viewAfterInsert(view, [4], null))).toEqual([3, 1, 0, 2, 4]);
    // rows hidden by a filter when deleted stay hidden when restored
    expect(Array.from(viewAfterInsert(view, [0], [-1]))).toEqual([4, 2, 1, 3]);
    expect(Array.from(viewAfterDelete(view, [1, 2]))).toEqual([1, 0]);
    // delete and restore give the view back
    const at = [0, 3];
    const deleted = viewAfterDelete(view, at);
    expect(Array.from(viewAfterInsert(deleted, at, viewPositions(view, at)))).toEqual(Array.from(view));
  });
});
