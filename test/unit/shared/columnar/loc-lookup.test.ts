import { describe, expect, it } from 'vitest';
import { LocLookup } from '../../../../shared/columnar/loc-lookup';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow } from '../../../../shared/url-table';

const columns = (...locs: string[]): UrlColumns => UrlColumns.fromRows(locs.map((loc) => emptyRow(loc)));

// Two locs whose 32-bit FNV-1a hashes are equal (49625071): the lookup must tell them apart by reading the loc back.
const SAME_HASH = ['https://example.com/p238387', 'https://example.com/p1231200'] as const;

describe('LocLookup', () => {
  it('finds the first row with a loc across tables, in the order the tables are given', () => {
    const a = columns('https://example.com/a', 'https://example.com/shared', 'https://example.com/a');
    const b = columns('https://example.com/shared', 'https://example.com/b');
    const lookup = new LocLookup([a, b]);
    expect(lookup.find('https://example.com/a')).toEqual({ table: 0, row: 0 });
    expect(lookup.find('https://example.com/shared')).toEqual({ table: 0, row: 1 });
    expect(lookup.find('https://example.com/b')).toEqual({ table: 1, row: 1 });
    expect(new LocLookup([b, a]).find('https://example.com/shared')).toEqual({ table: 0, row: 0 });
  });

  it('numbers rows right with empty tables first, between and last', () => {
    const lookup = new LocLookup([
      columns(),
      columns('https://x.test/1'),
      columns(),
      columns(),
      columns('https://x.test/2', 'https://x.test/3'),
      columns(),
    ]);
    expect(lookup.find('https://x.test/1')).toEqual({ table: 1, row: 0 });
    expect(lookup.find('https://x.test/2')).toEqual({ table: 4, row: 0 });
    expect(lookup.find('https://x.test/3')).toEqual({ table: 4, row: 1 });
    expect(new LocLookup([]).find('https://x.test/1')).toBeNull();
    expect(new LocLookup([columns(), columns()]).find('')).toBeNull();
  });

  it('misses a loc no row has, even one that differs only in case, a slash or a prefix', () => {
    const lookup = new LocLookup([columns('https://example.com/de/', 'https://example.com/DE')]);
    for (const miss of [
      'https://example.com/de',
      'https://example.com/de/x',
      'https://example.com/De/',
      'https://example.com/',
      '',
    ])
      expect(lookup.find(miss)).toBeNull();
  });

  it('finds an empty loc, the first row that has one', () => {
    expect(new LocLookup([columns('https://x.test/'), columns('', '')]).find('')).toEqual({ table: 1, row: 0 });
  });

  it('tells apart locs whose hashes are equal, and misses one that only shares a hash', () => {
    const both = new LocLookup([columns('https://example.com/', SAME_HASH[0]), columns(SAME_HASH[1])]);
    expect(both.find(SAME_HASH[0])).toEqual({ table: 0, row: 1 });
    expect(both.find(SAME_HASH[1])).toEqual({ table: 1, row: 0 });
    expect(new LocLookup([columns(SAME_HASH[0])]).find(SAME_HASH[1])).toBeNull();
    expect(new LocLookup([columns(SAME_HASH[1])]).find(SAME_HASH[0])).toBeNull();
  });

  it('keeps non-ASCII locs and lone surrogates apart, code unit by code unit', () => {
    const locs = [
      'https://example.com/café', // é as one code point
      'https://example.com/cafe\u0301', // e + combining accent: looks the same, is another loc
      'https://example.com/😀',
      'https://example.com/\uD83D', // a lone high surrogate (UTF-8 cannot hold it)
      'https://example.com/\uDE00', // a lone low surrogate
      'https://example.com/\uFFFD', // what UTF-8 would have turned both into
      'https://例え.jp/パス',
    ];
    const lookup = new LocLookup([columns(...locs.slice(0, 3)), columns(...locs.slice(3))]);
    locs.forEach((loc, i) => expect(lookup.find(loc)).toEqual(i < 3 ? { table: 0, row: i } : { table: 1, row: i - 3 }));
    expect(lookup.find('https://example.com/\uDE00\uD83D')).toBeNull();
    expect(lookup.find('https://example.com/cafe')).toBeNull();
  });

  it('finds each of 200,000 locs in its own row, across tables, and misses as many others', () => {
    const count = 200_000;
    const locOf = (i: number): string => `https://example.com/p${i * 7}`;
    const tables = [0, 1, 2].map((t) => {
      const table = new UrlColumns();
      const rows = [];
      for (let i = t; i < count; i += 3) rows.push(emptyRow(locOf(i)));
      table.appendRows(rows);
      return table;
    });
    // the pair with one hash, in different tables, among the rest
    tables[0]!.appendRows([emptyRow(SAME_HASH[0])]);
    tables[2]!.appendRows([emptyRow(SAME_HASH[1])]);
    const lookup = new LocLookup(tables);
    let found = 0;
    let missed = 0;
    for (let i = 0; i < count; i += 1) {
      const place = lookup.find(locOf(i));
      if (place?.table === i % 3 && place.row === Math.floor(i / 3)) found += 1;
      if (lookup.find(`https://example.com/p${i * 7 + 1}`) === null) missed += 1;
    }
    expect(found).toBe(count);
    expect(missed).toBe(count);
    expect(lookup.find(SAME_HASH[0])).toEqual({ table: 0, row: tables[0]!.rowCount - 1 });
    expect(lookup.find(SAME_HASH[1])).toEqual({ table: 2, row: tables[2]!.rowCount - 1 });
  });
});
