import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { sliceRanges } from '../../../../../shared/columnar/transfer-slice';
import { acrossTransfer } from '../../../../support/columnar-transfer';
import { fullRow } from '../../../../support/full-row';
import { emptyImage, emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { extensionsOf } from '../../../../../shared/columnar/row-extensions';

/** Plain rows and extension-bearing rows, alternating in runs, with every field varied. */
function mixedRows(count: number): UrlRow[] {
  return Array.from({ length: count }, (_, i) =>
    i % 5 < 2
      ? fullRow(i)
      : {
          ...emptyRow(`https://example.com/p/${i}?ü=${'é'.repeat(i % 4)}`),
          lastmod: i % 3 ? `2024-03-${String((i % 28) + 1).padStart(2, '0')}` : null,
          changefreq: ['daily', 'Weekly', null][i % 3]!,
          priority: ['0.5', '1.0', null, '.3'][i % 4]!,
        },
  );
}

describe('editing a columnar table', () => {
  it('changes the edited cell and no other', () => {
    const rows = mixedRows(40);
    const table = UrlColumns.fromRows(rows);
    table.setCell(3, 'loc', 'https://example.com/edited/😀');
    table.setCell(4, 'lastmod', '2025-12-31T23:59:59Z');
    table.setCell(5, 'priority', null);
    table.setCell(0, 'images', []);
    table.setCell(7, 'news', fullRow(7).news);
    const expected = rows.map((row) => ({ ...row }));
    expected[3]!.loc = 'https://example.com/edited/😀';
    expected[4]!.lastmod = '2025-12-31T23:59:59Z';
    expected[5]!.priority = null;
    expected[0]!.images = [];
    expected[7]!.news = fullRow(7).news;
    expect(table.toRows()).toEqual(expected);
  });

  it('inserts rows in the middle and at both ends, keeping every other row and its extensions', () => {
    const rows = mixedRows(30);
    const table = UrlColumns.fromRows(rows);
    const inserted = mixedRows(7).map((row) => ({ ...row, loc: `${row.loc}#new` }));
    table.insertRows(11, inserted.slice(0, 4));
    table.insertRows(0, inserted.slice(4, 6));
    table.insertRows(table.rowCount, inserted.slice(6));
    expect(table.toRows()).toEqual([
      ...inserted.slice(4, 6),
      ...rows.slice(0, 11),
      ...inserted.slice(0, 4),
      ...rows.slice(11),
      ...inserted.slice(6),
    ]);
  });

  it('deletes runs of rows, keeping the rest and their extensions', () => {
    const rows = mixedRows(30);
    const table = UrlColumns.fromRows(rows);
    table.deleteRows(5, 6);
    table.deleteRows(0, 1);
    table.deleteRows(table.rowCount - 2, 2);
    expect(table.toRows()).toEqual([...rows.slice(1, 5), ...rows.slice(11, 28)]);
  });

  it('reads the same after many edits leave old text behind and the column compacts', () => {
    const rows = Array.from({ length: 200 }, (_, i) => emptyRow(`https://example.com/${i}`));
    const table = UrlColumns.fromRows(rows);
    const long = 'x'.repeat(60_000);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 200; i++) table.setCell(i, 'loc', `${long}${round}-${i}`);
    }
    expect(table.toRows().map((row) => row.loc)).toEqual(rows.map((_, i) => `${long}2-${i}`));
  });

  it('refuses a row outside the table instead of reading past it', () => {
    const table = UrlColumns.fromRows(mixedRows(3));
    expect(() => table.rowAt(3)).toThrow(RangeError);
    expect(() => table.deleteRows(2, 2)).toThrow(RangeError);
    expect(() => table.insertRows(4, [])).toThrow(RangeError);
  });
});

describe('slicing a columnar table for transfer', () => {
  it('cuts slices in the middle of runs of extension-bearing rows and loses nothing', () => {
    const rows = mixedRows(53);
    const { table, slices } = acrossTransfer(UrlColumns.fromRows(rows), { maxRows: 4 });
    expect(slices).toBe(14);
    expect(table.toRows()).toEqual(rows);
  });

  it('keeps each slice within its byte bound, a longer row going alone', () => {
    const rows = [emptyRow('a'.repeat(500)), ...Array.from({ length: 20 }, (_, i) => emptyRow(`https://e.com/${i}`))];
    const source = UrlColumns.fromRows(rows);
    const ranges = [...sliceRanges(source, 1000, 100)];
    expect(ranges[0]).toEqual([0, 1]);
    for (const [start, end] of ranges.slice(1)) {
      const bytes = rows.slice(start, end).reduce((sum, row) => sum + row.loc.length, 0);
      expect(bytes).toBeLessThanOrEqual(100);
    }
    expect(acrossTransfer(source, { maxRows: 1000, maxBytes: 100 }).table.toRows()).toEqual(rows);
  });

  it('bounds a slice’s bytes by its rows’ extensions too, whatever their text takes as JSON', () => {
    // Control characters are escaped 6 to 1 in JSON, and é is 2 bytes of UTF-8.
    const rows = Array.from({ length: 30 }, (_, i) => ({
      ...emptyRow(`https://e.com/${i}`),
      images: [{ ...emptyImage(`https://e.com/${i}.jpg`), caption: i % 2 ? '\u0001'.repeat(200) : 'é'.repeat(200) }],
    }));
    const source = UrlColumns.fromRows(rows);
    const ranges = [...sliceRanges(source, 1000, 3000)];
    expect(ranges.length).toBeGreaterThan(1);
    for (const [start, end] of ranges) {
      const texts = rows.slice(start, end).map((row) => row.loc + JSON.stringify(extensionsOf(row)));
      expect(new TextEncoder().encode(texts.join('')).length).toBeLessThanOrEqual(3000);
    }
    expect(acrossTransfer(source, { maxRows: 1000, maxBytes: 3000 }).table.toRows()).toEqual(rows);
  });

  it('appends slices after rows already in the far table', () => {
    const first = mixedRows(9);
    const far = UrlColumns.fromRows(first);
    const { table } = acrossTransfer(UrlColumns.fromRows(mixedRows(12)), { maxRows: 5, far });
    expect(table).toBe(far);
    expect(far.toRows()).toEqual([...first, ...mixedRows(12)]);
  });
});

describe('reshaping a columnar table in one pass', () => {
  /** A seeded generator, so a failing case can be replayed. */
  function random(seed: number): () => number {
    let state = seed;
    return () => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return state / 2 ** 31;
    };
  }
  function ascendingSample(next: () => number, count: number, chance: number): number[] {
    return Array.from({ length: count }, (_, i) => i).filter(() => next() < chance);
  }

  it('inserts, deletes and reorders scattered rows exactly as an array of rows does', () => {
    const next = random(7);
    let expected = mixedRows(120);
    const table = UrlColumns.fromRows(expected);
    for (let step = 0; step < 60; step++) {
      const kind = step % 3;
      if (kind === 0) {
        const at = ascendingSample(next, expected.length + 8, 0.1);
        const added = mixedRows(at.length).map((row, i) => ({ ...row, loc: `${row.loc}#s${step}-${i}` }));
        table.insertAt(at, UrlColumns.fromRows(added));
        const result: UrlRow[] = [];
        let read = 0;
        for (let write = 0, k = 0; write < expected.length + at.length; write++) {
          result.push(at[k] === write ? added[k++]! : expected[read++]!);
        }
        expected = result;
      } else if (kind === 1) {
        const at = ascendingSample(next, expected.length, 0.08);
        table.deleteAt(at);
        const gone = new Set(at);
        expected = expected.filter((_, i) => !gone.has(i));
      } else {
        const order = Int32Array.from(expected.keys()).sort(
          (a, b) => ((a * 7919 + step) % 101) - ((b * 7919 + step) % 101),
        );
        table.reorder(order);
        expected = Array.from(order, (from) => expected[from]!);
      }
      expect(table.rowCount).toBe(expected.length);
    }
    expect(table.toRows()).toEqual(expected);
    expect(table.get(3, 'loc')).toBe(expected[3]!.loc);
    expect(table.get(3, 'images')).toEqual(expected[3]!.images);
  });

  it('refuses positions that do not fit the table, changing nothing', () => {
    const rows = mixedRows(10);
    const table = UrlColumns.fromRows(rows);
    expect(() => table.deleteAt([4, 2])).toThrow(RangeError);
    expect(() => table.deleteAt([10])).toThrow(RangeError);
    expect(() => table.insertAt([20], UrlColumns.fromRows(mixedRows(1)))).toThrow(RangeError);
    expect(() => table.reorder(Int32Array.from([0, 0, 1, 2, 3, 4, 5, 6, 7, 8]))).toThrow(/taken twice/);
    expect(table.toRows()).toEqual(rows);
  });

  it('copies scattered rows out as bytes, every field intact', () => {
    const rows = mixedRows(50);
    const table = UrlColumns.fromRows(rows);
    const at = [0, 1, 2, 9, 20, 21, 49];
    expect(table.copyRows(at).toRows()).toEqual(at.map((i) => rows[i]));
  });
});
