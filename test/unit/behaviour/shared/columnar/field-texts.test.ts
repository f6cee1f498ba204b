import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { rowsAcrossTransfer } from '../../../../support/columnar-transfer';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';

/** One row per text, in the given field, the other fields absent. */
function rowsWith(key: 'lastmod' | 'changefreq' | 'priority', texts: ReadonlyArray<string | null>): UrlRow[] {
  return texts.map((text, i) => ({ ...emptyRow(`https://example.com/${i}`), [key]: text }));
}

const LASTMODS = [
  '2024-01-31',
  '2024-01-31T10:05+02:00',
  '2024-01-31T10:05:59Z',
  '2024-01-31T10:05:59.5-03:30',
  '2024-01-31T10:05:59.05+00:00',
  '2024-01-31T23:59:59.999+14:00',
  '0001-01-01',
  // not canonical: kept as text
  '2024-01-31T10:05:59.123456Z',
  '2024-02-30',
  '2024-01-31T10:05:59-00:00',
  '2024-01-31T10:05:59+99:00',
  '2024',
  '2024-01-31T10:05',
  '31/01/2024',
  ' 2024-01-31',
  '',
  null,
];
const CHANGEFREQS = ['daily', 'never', 'Daily', ' weekly ', 'WEEKLY', 'fortnightly', '', null];
const PRIORITIES = [
  '0.5',
  '0.50',
  '0.500',
  '1',
  '1.0',
  '0',
  '0.0',
  '.5',
  ' .5 ',
  '0.5000',
  '1e-1',
  '-0.1',
  '2.5',
  '',
  null,
];

describe('the columnar table keeps field texts as written', () => {
  it.each([
    ['lastmod', LASTMODS],
    ['changefreq', CHANGEFREQS],
    ['priority', PRIORITIES],
  ] as const)('%s: canonical, non-canonical and absent texts come back byte for byte', (key, texts) => {
    const rows = rowsWith(key, texts);
    expect(UrlColumns.fromRows(rows).toRows()).toEqual(rows);
    expect(rowsAcrossTransfer(rows, 3)).toEqual(rows);
  });

  it('keeps text only where it is not the rendering of its code', () => {
    const table = UrlColumns.fromRows(rowsWith('priority', ['0.5', '0.50', '.5']));
    expect([0, 1, 2].map((i) => table.priorities.keptText(i))).toEqual([undefined, undefined, '.5']);
    const dates = UrlColumns.fromRows(rowsWith('lastmod', ['2024-01-31T10:05:59.5-03:30', '2024-02-30']));
    expect(dates.lastmods.keptText(0)).toBeUndefined();
    expect(dates.lastmods.keptText(1)).toBe('2024-02-30');
  });

  it('holds lastmod as the instant it names, NaN when there is none', () => {
    const table = UrlColumns.fromRows(rowsWith('lastmod', ['2024-01-31T10:05:59.5-03:30', '2024-01-31', null, 'soon']));
    expect(table.lastmods.valueAt(0)).toBe(Date.parse('2024-01-31T13:35:59.500Z'));
    expect(table.lastmods.valueAt(1)).toBe(Date.parse('2024-01-31T00:00:00Z'));
    expect(table.lastmods.valueAt(2)).toBeNaN();
    expect(table.lastmods.valueAt(3)).toBeNaN();
  });
});

describe('the columnar table keeps locs as written', () => {
  it('keeps empty locs, astral-plane and combining characters, and lone surrogates', () => {
    const locs = [
      '',
      'https://example.com/😀/𝒳?q=𠜎',
      'https://example.com/café/cafe\u0301', // precomposed and combining forms stay distinct
      'https://example.com/\uD83D', // a lone high surrogate: UTF-8 cannot hold it
      'https://example.com/\uDE00x',
      'https://例え.jp/パス',
      ' https://example.com/ spaces ',
      '\uFEFFhttps://example.com/bom', // a leading byte-order mark is text too, not a marker to drop
      '\uFEFF',
    ];
    const rows = locs.map((loc) => emptyRow(loc));
    expect(UrlColumns.fromRows(rows).toRows()).toEqual(rows);
    expect(rowsAcrossTransfer(rows, 2)).toEqual(rows);
  });

  it('keeps an empty extension list apart from a row without extensions, and null apart from empty text', () => {
    const rows: UrlRow[] = [
      { ...emptyRow('https://example.com/a'), lastmod: '', changefreq: '', priority: '' },
      { ...emptyRow('https://example.com/b'), extra: ['<x:y xmlns:x="urn:x"/>'] },
      {
        ...emptyRow('https://example.com/c'),
        images: [{ loc: '', caption: '', geo_location: null, title: null, license: null, extra: [] }],
      },
    ];
    const back = rowsAcrossTransfer(rows);
    expect(back).toEqual(rows);
    expect(back[0]!.lastmod).toBe('');
    expect(back[2]!.images[0]!.caption).toBe('');
    expect(back[2]!.images[0]!.geo_location).toBeNull();
  });

  it('moves a table of 0 rows as no slices and gives back none', () => {
    expect(rowsAcrossTransfer([])).toEqual([]);
  });
});
