import { describe, expect, it } from 'vitest';
import { ColumnsBuilder } from '../../../../shared/columnar/columns-builder';
import { emptyRow } from '../../../../shared/url-table';
import { fullRow } from '../../../support/full-row';

describe('a file’s rows put into columns as they are read (ColumnsBuilder)', () => {
  it('holds every row added, in order and field for field, across many appends', () => {
    // Plain rows with an extension-rich row now and then, past several appends' worth.
    const rows = Array.from({ length: 10_000 }, (_, n) =>
      n % 997 === 0 ? fullRow(n) : { ...emptyRow(`https://example.com/${n}`), lastmod: `2024-01-0${(n % 9) + 1}` },
    );
    const builder = new ColumnsBuilder();
    for (const row of rows) builder.add(row);
    expect(builder.finish().toRows()).toEqual(rows);
  });

  it('counts the rows added, those still waiting for their append included', () => {
    const builder = new ColumnsBuilder();
    const counted: number[] = [];
    for (let n = 0; n < 600; n++) {
      builder.add(emptyRow(`https://example.com/${n}`));
      if (n % 100 === 99) counted.push(builder.rowCount);
    }
    expect(counted).toEqual([100, 200, 300, 400, 500, 600]);
    expect(builder.finish().rowCount).toBe(600);
  });

  it('gives empty columns when no row was added', () => {
    expect(new ColumnsBuilder().finish().rowCount).toBe(0);
  });

  describe('sized by the bytes the file is expected to come to', () => {
    // 5,000 locs of ~1 KB: some 5 MB of text.
    const rows = Array.from({ length: 5_000 }, (_, n) => emptyRow(`https://example.com/${n}/${'x'.repeat(1_000)}`));
    const textBytes = rows.reduce((sum, row) => sum + row.loc.length, 0);
    const locBytesHeld = (declared: number | null): number => {
      const builder = new ColumnsBuilder(declared);
      for (const row of rows) builder.add(row);
      const table = builder.finish();
      expect(table.toRows()).toEqual(rows);
      // Its text chunks, less the rows' addresses (8 bytes a row and some room: under 64 KiB here).
      return table.locs.heldBytes() - 2 * Uint32Array.BYTES_PER_ELEMENT * table.locs.length;
    };
    const near = (bytes: number) => expect.toSatisfy((held: number) => held >= bytes && held < bytes + 65_536);

    it('makes room for the declared bytes once, so the text never grows past them by doubling', () => {
      const declared = textBytes + 300_000; // the XML around the locs
      // Grown by doubling, the chunk is the next power of two (8 MiB), and each smaller one was left behind.
      expect(locBytesHeld(null)).toEqual(near(8 * 2 ** 20));
      expect(locBytesHeld(declared)).toEqual(near(declared));
    });

    it('grows on from there when the text outgrows them (a gzip served with its compressed Content-Length)', () => {
      expect(locBytesHeld(2_000_000)).toEqual(near(8_000_000));
    });

    /** locBytesHeld when the builder is told `expected` after `before` rows (expect, as a download that arrived whole tells it). */
    const heldWhenTold = (expected: number, before: number): number => {
      const builder = new ColumnsBuilder(900_000); // a gzip's compressed Content-Length: too small to size by
      rows.slice(0, before).forEach((row) => builder.add(row));
      builder.expect(expected);
      rows.slice(before).forEach((row) => builder.add(row));
      const table = builder.finish();
      expect(table.toRows()).toEqual(rows);
      return table.locs.heldBytes() - 2 * Uint32Array.BYTES_PER_ELEMENT * table.locs.length;
    };

    it('is sized by what it is told the file comes to once that is known, before its first row or after some', () => {
      const inflated = textBytes + 300_000;
      expect(heldWhenTold(inflated, 0)).toEqual(near(inflated));
      // Told after 1,000 rows (~1 MB of text): room for the rest, made once, never the 8 MiB doubling.
      expect(heldWhenTold(inflated, 1_000)).toEqual(near(inflated));
      // Too small to size by, it is left to grow as it comes.
      expect(heldWhenTold(500_000, 0)).toEqual(near(8 * 2 ** 20));
    });

    it('reserves nothing for a small file, nor for one whose first row never comes (an index)', () => {
      expect(locBytesHeld(500_000)).toEqual(near(8 * 2 ** 20));
      const index = new ColumnsBuilder(50_000_000).finish();
      expect(index.locs.heldBytes()).toBeLessThan(1_000_000);
    });
  });
});
