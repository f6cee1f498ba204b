import { describe, expect, it } from 'vitest';
import { packSparse, unpackSparse } from '../../../../shared/columnar/sparse-pack';
import { SparseRows } from '../../../../shared/columnar/sparse-rows';

/** Rows [start, end) of `values` packed, then unpacked into fresh rows from `start`: each row's value, in row order. */
function roundTrip<T>(values: SparseRows<T>, start: number, end: number): Array<[number, T]> {
  const back = new SparseRows<T>();
  unpackSparse(packSparse(values, start, end), back, start);
  return [...back.entries()].sort(([a], [b]) => a - b);
}

describe('packSparse', () => {
  it('packs every value of the slice exactly, across many runs of values, text of any kind included', () => {
    const values = new SparseRows<{ text: string; n: number }>();
    const texts = [
      'plain',
      'café ☕',
      '𝄞 clef',
      'lone \uD800 high',
      'lone \uDC00 low',
      '"quoted" \\ back',
      '',
      '\u2028',
    ];
    const expected: Array<[number, { text: string; n: number }]> = [];
    // More values than one run encodes at once, with a non-ASCII one in only some runs.
    for (let row = 0; row < 20_000; row += 2) {
      const value = { text: row % 9_000 === 0 ? texts[(row / 9_000) % texts.length]! : `row ${row}`, n: row };
      values.set(row, value);
      expected.push([row, value]);
    }
    for (const [i, text] of texts.entries()) {
      const value = { text, n: 100 + i };
      values.set(30_001 + i, value);
      expected.push([30_001 + i, value]);
    }
    expect(roundTrip(values, 0, 40_000)).toEqual(expected);
    // A slice: only its rows, counted from its first.
    const pack = packSparse(values, 30_000, 30_004);
    expect([...pack.rows]).toEqual([1, 2, 3]);
    expect(pack.ends[2]).toBe(pack.bytes.length);
    expect(roundTrip(values, 30_000, 30_004)).toEqual(expected.filter(([row]) => row >= 30_000 && row < 30_004));
  });

  it('packs nothing for a slice without values', () => {
    const values = new SparseRows<string>();
    values.set(5, 'five');
    const pack = packSparse(values, 0, 5);
    expect([pack.rows.length, pack.bytes.length, pack.ends.length]).toEqual([0, 0, 0]);
  });

  it('holds each value’s UTF-8 JSON one after another, ending where its ends say, whether all of it is ASCII or not', () => {
    for (const texts of [
      ['plain', 'row "2"', 'tab\t', ''],
      ['plain', 'café ☕', '𝄞', 'lone \uD800'],
    ]) {
      const values = new SparseRows<string>();
      texts.forEach((text, i) => values.set(i * 3, text));
      const pack = packSparse(values, 0, texts.length * 3);
      const each = texts.map((text) => new TextEncoder().encode(JSON.stringify(text)));
      expect([...pack.bytes]).toEqual(each.flatMap((bytes) => [...bytes]));
      let end = 0;
      expect([...pack.ends]).toEqual(each.map((bytes) => (end += bytes.length)));
      expect([...pack.rows]).toEqual([0, 3, 6, 9]);
    }
  });

  it('reads a byte that is no UTF-8 in a pack from elsewhere as decoding its value alone reads it', () => {
    // "a\x80", "b": the bad byte is one U+FFFD, so the pack is read whole, a byte a character.
    const bytes = Uint8Array.from([0x22, 0x61, 0x80, 0x22, 0x22, 0x62, 0x22]);
    const back = new SparseRows<string>();
    unpackSparse({ rows: Uint32Array.from([0, 1]), bytes, ends: Uint32Array.from([4, 7]) }, back, 10);
    expect([back.get(10), back.get(11)]).toEqual(['a\uFFFD', 'b']);
  });
});
