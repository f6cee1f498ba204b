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
