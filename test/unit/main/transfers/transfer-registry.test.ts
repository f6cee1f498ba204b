import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UrlColumnsSlice } from '../../../../shared/columnar/transfer-slice';
import { receiveRows } from '../../../../shared/transfer/receive-rows';
import { TRANSFER_GONE } from '../../../../shared/transfer/transfer-types';
import { emptyRow } from '../../../../shared/url-table';
import { tableSource } from '../../../../electron/main/transfers/table-source';
import { createTransferRegistry } from '../../../../electron/main/transfers/transfer-registry';
import { fullRow } from '../../../support/full-row';

const registry = (idleMs?: number) => createTransferRegistry<UrlColumnsSlice>({ idleMs });
const rows = (count: number, prefix = 'page') =>
  Array.from({ length: count }, (_, i) => fullRow(i)).map((row, i) => ({ ...row, loc: `${row.loc}/${prefix}/${i}` }));
const gone = expect.objectContaining({ code: TRANSFER_GONE });

afterEach(() => vi.useRealTimers());

describe('transfer registry: slices', () => {
  it('hands a table over in slices within the row limit, and they add up to the table', async () => {
    const transfers = registry();
    const table = rows(2_500);
    const [ref] = transfers.offer([tableSource(table, { maxRows: 1_000, maxBytes: 2 ** 26 })]);
    expect(ref).toMatchObject({ slices: 3, rows: 2_500 });
    const sizes: number[] = [];
    const received = await receiveRows(ref!, async ({ id, index }) => {
      const slice = transfers.take(id, index);
      sizes.push(slice.rowCount);
      return slice;
    });
    expect(sizes).toEqual([1_000, 1_000, 500]);
    expect(received).toEqual(table);
  });

  it('keeps each slice within the byte limit, one row too long going alone', () => {
    const transfers = registry();
    const long = emptyRow(`https://example.com/${'x'.repeat(5_000)}`);
    const table = [emptyRow('https://example.com/a'), long, ...rows(100)];
    const [ref] = transfers.offer([tableSource(table, { maxRows: 1_000, maxBytes: 4_000 })]);
    const slices = Array.from({ length: ref!.slices }, (_, index) => transfers.take(ref!.id, index));
    expect(slices.map((slice) => slice.rowCount).reduce((a, b) => a + b)).toBe(table.length);
    expect(slices[1]!.rowCount).toBe(1); // the long row, on its own
    for (const slice of slices.filter((s) => s.rowCount > 1))
      expect(slice.locs.bytes.length).toBeLessThanOrEqual(4_000);
  });

  it('drops a transfer once its last slice is taken: asked again, it is gone', () => {
    const transfers = registry();
    const [ref] = transfers.offer([tableSource(rows(10), { maxRows: 5, maxBytes: 2 ** 20 })]);
    transfers.take(ref!.id, 1);
    transfers.take(ref!.id, 1); // the same slice again is allowed while the transfer is held
    expect(transfers.size).toBe(1);
    transfers.take(ref!.id, 0);
    expect(transfers.size).toBe(0);
    expect(() => transfers.take(ref!.id, 0)).toThrow(gone);
  });

  it('refuses an unknown id with the transfer-gone code, and a slice out of range', () => {
    const transfers = registry();
    expect(() => transfers.take('no-such-transfer', 0)).toThrow(gone);
    expect(() => transfers.take('no-such-transfer', 0)).toThrow(/no longer held \(transfer no-such-transfer\)/);
    const [ref] = transfers.offer([tableSource(rows(3))]);
    expect(() => transfers.take(ref!.id, 1)).toThrow(RangeError);
    expect(() => transfers.take(ref!.id, -1)).toThrow('slice -1 was asked for');
  });

  it('answers a table with no rows with no slices, holding nothing', () => {
    const transfers = registry();
    expect(transfers.offer([tableSource([])])).toEqual([{ id: expect.any(String), slices: 0, rows: 0 }]);
    expect(transfers.size).toBe(0);
  });
});

describe('transfer registry: dropping and expiry', () => {
  it('drops transfers the receiver gives up on, saying how many it held', () => {
    const transfers = registry();
    const [a, b] = transfers.offer([tableSource(rows(3)), tableSource(rows(4))]);
    expect(transfers.drop([a!.id, 'unknown'])).toBe(1);
    expect(() => transfers.take(a!.id, 0)).toThrow(gone);
    expect(transfers.take(b!.id, 0).rowCount).toBe(4);
  });

  it('drops a batch left untouched for the idle time; a take from any of it keeps it all', () => {
    vi.useFakeTimers();
    const transfers = registry(1_000);
    const [a, b] = transfers.offer([
      tableSource(rows(4), { maxRows: 2, maxBytes: 2 ** 20 }),
      tableSource(rows(4), { maxRows: 2, maxBytes: 2 ** 20 }),
    ]);
    vi.advanceTimersByTime(999);
    transfers.take(a!.id, 0);
    vi.advanceTimersByTime(999);
    expect(transfers.take(b!.id, 0).rowCount).toBe(2); // still held: the batch was touched
    vi.advanceTimersByTime(1_000);
    expect(transfers.size).toBe(0);
    expect(() => transfers.take(a!.id, 1)).toThrow(gone);
    expect(() => transfers.take(b!.id, 1)).toThrow(gone);
  });

  it('expires one batch without touching another', () => {
    vi.useFakeTimers();
    const transfers = registry(1_000);
    const [old] = transfers.offer([tableSource(rows(2))]);
    vi.advanceTimersByTime(600);
    const [fresh] = transfers.offer([tableSource(rows(2))]);
    vi.advanceTimersByTime(600);
    expect(() => transfers.take(old!.id, 0)).toThrow(gone);
    expect(transfers.take(fresh!.id, 0).rowCount).toBe(2);
  });
});
