import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { receiveRows } from '../../../../shared/transfer/receive-rows';
import { fullRow } from '../../../support/full-row';
import { memoryOffer } from '../../../support/memory-transfers';

const table = (count: number) => UrlColumns.fromRows(Array.from({ length: count }, (_, i) => fullRow(i)));

describe('receiveRows', () => {
  it('pulls every slice into one columnar table, every field arriving, with progress', async () => {
    const rows = table(5);
    const { ref, take, taken } = memoryOffer(rows, 2);
    const counts: number[] = [];
    const received = await receiveRows(ref, take, { onSlice: (count) => counts.push(count) });
    expect(received).toBeInstanceOf(UrlColumns);
    expect(received.toRows()).toEqual(rows.toRows());
    expect(taken).toEqual([0, 1, 2]);
    expect(counts).toEqual([2, 4, 5]);
  });

  it('refuses rows that do not add up to what was offered', async () => {
    const { ref, take } = memoryOffer(table(3), 2);
    await expect(receiveRows({ ...ref, rows: 4 }, take)).rejects.toThrow('3 of 4 rows arrived.');
  });

  it('refuses a slice that does not hold together before keeping any of it', async () => {
    const { ref, take } = memoryOffer(table(3), 3);
    const broken = async (request: { id: string; index: number }) => ({ ...(await take(request)), rowCount: 2 });
    await expect(receiveRows(ref, broken)).rejects.toThrow(/^Slice 1 of 1 did not hold together: its columns disagree/);
  });

  it('stops between slices when its signal fires', async () => {
    const stop = new AbortController();
    const { ref, take, taken } = memoryOffer(table(5), 2);
    const receiving = receiveRows(ref, take, { signal: stop.signal, onSlice: () => stop.abort(new Error('stopped')) });
    await expect(receiving).rejects.toThrow('stopped');
    expect(taken).toEqual([0]);
  });
});

describe('receiveRows, memory', () => {
  it('keeps no room to grow once every slice is in', async () => {
    const rows = table(2_000);
    const { ref, take } = memoryOffer(rows, 300);
    const received = await receiveRows(ref, take);
    const held = received.heldBytes();
    received.fit();
    expect(received.heldBytes()).toBe(held);
    expect(received.toRows()).toEqual(rows.toRows());
  });
});
