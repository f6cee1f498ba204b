import { describe, expect, it } from 'vitest';
import { appendSlice, sliceBuffers, sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { fullRow } from '../../../support/full-row';

/** A table as a load builds it: slice by slice, each cloned across as postMessage does. */
function grownBySlices(source: UrlColumns, rowsPerSlice: number): UrlColumns {
  const table = new UrlColumns();
  for (let from = 0; from < source.rowCount; from += rowsPerSlice) {
    const slice = sliceToTransfer(source, from, Math.min(source.rowCount, from + rowsPerSlice));
    appendSlice(table, structuredClone(slice, { transfer: sliceBuffers(slice) }));
  }
  return table;
}

const source = UrlColumns.fromRows(Array.from({ length: 3_001 }, (_, i) => fullRow(i)));

describe('UrlColumns.fit', () => {
  it('gives back the room a table grown slice by slice kept, and every row reads as before', () => {
    const table = grownBySlices(source, 250);
    const before = table.heldBytes();
    table.fit();
    expect(table.heldBytes()).toBeLessThan(before);
    expect(table.toRows()).toEqual(source.toRows());
    // Fitted once, it has nothing more to give.
    const fitted = table.heldBytes();
    table.fit();
    expect(table.heldBytes()).toBe(fitted);
  });

  it('leaves a table that grows, is edited and is cut again afterwards reading right', () => {
    const table = grownBySlices(source, 1_000);
    table.fit();
    table.appendRows([fullRow(5_000), fullRow(5_001)]);
    table.setCell(0, 'loc', 'https://example.com/edited-after-fit');
    table.deleteRows(1, 1);
    const expected = source.toRows();
    expected[0] = { ...expected[0]!, loc: 'https://example.com/edited-after-fit' };
    expected.splice(1, 1);
    expect(table.toRows()).toEqual([...expected, fullRow(5_000), fullRow(5_001)]);
    expect(grownBySlices(table, 700).toRows()).toEqual(table.toRows());
  });

  it('does not change what a snapshot taken before it reads', () => {
    const table = grownBySlices(source, 500);
    const snapshot = table.snapshot();
    table.fit();
    table.setCell(2, 'priority', '0.1');
    expect(snapshot.toRows()).toEqual(source.toRows());
    expect(table.get(2, 'priority')).toBe('0.1');
    snapshot.release();
  });
});

describe('UrlColumns.reserve', () => {
  const locBytes = sliceToTransfer(source, 0, source.rowCount).locs.bytes.length;

  /** A table with room made for `rows` rows and `bytes` of locs, then grown slice by slice as a load does. */
  function reservedThenGrown(rows: number, bytes: number): { table: UrlColumns; reserved: number } {
    const table = new UrlColumns();
    table.reserve(rows, bytes);
    const reserved = table.heldBytes();
    for (let from = 0; from < source.rowCount; from += 250) {
      const slice = sliceToTransfer(source, from, Math.min(source.rowCount, from + 250));
      appendSlice(table, structuredClone(slice, { transfer: sliceBuffers(slice) }));
    }
    return { table, reserved };
  }

  it('makes the room a load needs at once: appending the rows reserved grows nothing', () => {
    const { table, reserved } = reservedThenGrown(source.rowCount, locBytes);
    expect(table.heldBytes()).toBe(reserved);
    expect(table.toRows()).toEqual(source.toRows());
    table.fit();
    expect(table.heldBytes()).toBe(reserved);
  });

  it('reads right when the room made is too little or too much, and fit gives back what was not used', () => {
    expect(reservedThenGrown(1_000, 100).table.toRows()).toEqual(source.toRows());
    const { table, reserved } = reservedThenGrown(2 * source.rowCount, 2 * locBytes);
    table.fit();
    expect(table.heldBytes()).toBeLessThan(reserved);
    expect(table.toRows()).toEqual(source.toRows());
  });

  it('does not change what a snapshot taken before it reads', () => {
    const table = UrlColumns.fromRows([fullRow(1)]);
    const snapshot = table.snapshot();
    table.reserve(source.rowCount, locBytes);
    table.appendRows([fullRow(2)]);
    expect(snapshot.toRows()).toEqual([fullRow(1)]);
    expect(table.toRows()).toEqual([fullRow(1), fullRow(2)]);
  });
});
