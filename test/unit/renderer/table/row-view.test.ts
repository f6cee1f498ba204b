import { seededInts } from '../../../support/seeded-random';
import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyImage, emptyNews, emptyRow, type UrlRow } from '../../../../shared/url-table';
import {
  buildView,
  viewAfterDelete,
  viewAfterInsert,
  viewIndexOf,
  viewPositions,
} from '../../../../renderer/src/table/row-view';

function row(loc: string, fields: Partial<UrlRow> = {}): UrlRow {
  return { ...emptyRow(loc), ...fields };
}

const table = UrlColumns.fromRows([
  row('https://b.example/', { priority: '0.3', lastmod: '2024-05-01', changefreq: 'weekly' }),
  row('https://a.example/', { priority: '1.0', lastmod: '2023', changefreq: 'daily' }),
  row('https://c.example/about', { priority: null, lastmod: '2024-05-01T10:00:00Z' }),
  row('', { priority: '0.3' }),
]);

/** The order the grid promises for loc, by a plain comparator: code points, empty last, ties in stored order. */
function referenceLocSort(locs: readonly string[], direction: 'asc' | 'desc', filter: string): number[] {
  const compare = (a: string, b: string): number => {
    const x = Array.from(a, (c) => c.codePointAt(0)!);
    const y = Array.from(b, (c) => c.codePointAt(0)!);
    for (let i = 0; i < Math.min(x.length, y.length); i += 1) if (x[i] !== y[i]) return x[i]! - y[i]!;
    return x.length - y.length;
  };
  const shown = Array.from(locs.keys()).filter((i) => locs[i]!.toLowerCase().includes(filter.toLowerCase()));
  const filled = shown.filter((i) => locs[i] !== '');
  const sign = direction === 'asc' ? 1 : -1;
  filled.sort((a, b) => sign * compare(locs[a]!, locs[b]!) || a - b);
  return [...filled, ...shown.filter((i) => locs[i] === '')];
}

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

  it('sorts loc by code points, not UTF-16 code units: a character beyond U+FFFF after U+E000–U+FFFF', () => {
    const locs = [
      'https://x/😀',
      'https://x/\uFF5E',
      'https://x/\uDC00',
      'https://x/\uE000',
      'https://x/é',
      'https://x/e\u0301',
    ];
    const rows = UrlColumns.fromRows(locs.map((loc) => row(loc)));
    // U+0065 U+0301, U+00E9, the lone U+DC00, U+E000, U+FF5E, U+1F600.
    expect(Array.from(buildView(rows, { key: 'loc', direction: 'asc' }, {})!)).toEqual([5, 4, 2, 3, 1, 0]);
    expect(Array.from(buildView(rows, { key: 'loc', direction: 'desc' }, { loc: 'x/' })!)).toEqual([0, 1, 3, 2, 4, 5]);
  });

  it('sorts loc as a code point comparator sort does, on random tables, both ways, filtered or not', () => {
    const next = seededInts(5);
    const stems = [
      'https://www.example-shop.com/products/category-1/item-with-a-long-name-',
      'https://www.example-shop.com/products/category-12/',
      'https://b.example/',
      'http://b.example/',
    ];
    const tails = [
      '',
      'a',
      'A',
      'z',
      '-1',
      '-12',
      'é',
      'E\u0301',
      '日本',
      '😀',
      '𝄞',
      '\uFF5E',
      '\uE000',
      '\uFFFF',
      '\uD800',
      '\uDFFF',
      '/',
    ];
    const loc = (): string => {
      if (next(12) === 0) return '';
      const tail = Array.from({ length: next(5) }, () => tails[next(tails.length)]).join('');
      return `${stems[next(stems.length)]}${tail}`;
    };
    const pool = Array.from({ length: 400 }, loc);
    // Duplicates by drawing from a pool, and big enough for the radix passes, not only the small-group sort.
    const locs = Array.from({ length: 6000 }, () => (next(3) === 0 ? loc() : pool[next(pool.length)]!));
    const rows = UrlColumns.fromRows(locs.map((text) => row(text)));
    for (const filter of ['', '-1', 'É', '😀']) {
      for (const direction of ['asc', 'desc'] as const) {
        const view = buildView(rows, { key: 'loc', direction }, filter ? { loc: filter } : {})!;
        expect(Array.from(view)).toEqual(referenceLocSort(locs, direction, filter));
      }
    }
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
