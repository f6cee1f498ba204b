import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UrlColumnsSlice } from '../../../../shared/columnar/transfer-slice';
import { sliceByteLength, sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { receiveRows } from '../../../../shared/transfer/receive-rows';
import { sendRows } from '../../../../shared/transfer/send-rows';
import { TRANSFER_GONE, UPLOAD_REFUSED } from '../../../../shared/transfer/transfer-types';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { columnsSource, type SliceLimits } from '../../../../electron/main/transfers/table-source';
import { tableUpload } from '../../../../electron/main/transfers/table-upload';
import { createTransferRegistry } from '../../../../electron/main/transfers/transfer-registry';
import { fullRow } from '../../../support/full-row';

const registry = (idleMs?: number) => createTransferRegistry<UrlColumnsSlice, UrlColumns>({ idleMs });
const rows = (count: number, prefix = 'page') =>
  Array.from({ length: count }, (_, i) => fullRow(i)).map((row, i) => ({ ...row, loc: `${row.loc}/${prefix}/${i}` }));
const gone = expect.objectContaining({ code: TRANSFER_GONE });
const refused = expect.objectContaining({ code: UPLOAD_REFUSED });
/** Rows `start…end-1` of `table` as one slice, as the renderer packs it. */
const slice = (table: readonly UrlRow[], start = 0, end = table.length) =>
  sliceToTransfer(UrlColumns.fromRows(table.slice(start, end)), 0, end - start);

afterEach(() => vi.useRealTimers());

describe('transfer registry: slices', () => {
  it('hands a table over in slices within the row limit, and they add up to the table', async () => {
    const transfers = registry();
    const table = rows(2_500);
    const [ref] = transfers.offer([columnsSource(UrlColumns.fromRows(table), { maxRows: 1_000, maxBytes: 2 ** 26 })]);
    expect(ref).toMatchObject({ slices: 3, rows: 2_500 });
    const sizes: number[] = [];
    const received = await receiveRows(ref!, async ({ id, index }) => {
      const slice = transfers.take(id, index);
      sizes.push(slice.rowCount);
      return slice;
    });
    expect(sizes).toEqual([1_000, 1_000, 500]);
    expect(received.toRows()).toEqual(table);
  });

  it('keeps each slice within the byte limit, one row too long going alone', () => {
    const transfers = registry();
    const long = emptyRow(`https://example.com/${'x'.repeat(5_000)}`);
    const table = [emptyRow('https://example.com/a'), long, ...rows(100)];
    const [ref] = transfers.offer([columnsSource(UrlColumns.fromRows(table), { maxRows: 1_000, maxBytes: 4_000 })]);
    const slices = Array.from({ length: ref!.slices }, (_, index) => transfers.take(ref!.id, index));
    expect(slices.map((slice) => slice.rowCount).reduce((a, b) => a + b)).toBe(table.length);
    expect(slices[1]!.rowCount).toBe(1); // the long row, on its own
    for (const slice of slices.filter((s) => s.rowCount > 1))
      expect(slice.locs.bytes.length).toBeLessThanOrEqual(4_000);
  });

  it('drops a transfer once its last slice is taken: asked again, it is gone', () => {
    const transfers = registry();
    const [ref] = transfers.offer([columnsSource(UrlColumns.fromRows(rows(10)), { maxRows: 5, maxBytes: 2 ** 20 })]);
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
    const [ref] = transfers.offer([columnsSource(UrlColumns.fromRows(rows(3)))]);
    expect(() => transfers.take(ref!.id, 1)).toThrow(RangeError);
    expect(() => transfers.take(ref!.id, -1)).toThrow('slice -1 was asked for');
  });

  it('answers a table with no rows with no slices, holding nothing', () => {
    const transfers = registry();
    expect(transfers.offer([columnsSource(UrlColumns.fromRows([]))])).toEqual([
      { id: expect.any(String), slices: 0, rows: 0 },
    ]);
    expect(transfers.size).toBe(0);
  });
});

describe('transfer registry: dropping and expiry', () => {
  it('drops transfers the receiver gives up on, saying how many it held', () => {
    const transfers = registry();
    const [a, b] = transfers.offer([
      columnsSource(UrlColumns.fromRows(rows(3))),
      columnsSource(UrlColumns.fromRows(rows(4))),
    ]);
    expect(transfers.drop([a!.id, 'unknown'])).toBe(1);
    expect(() => transfers.take(a!.id, 0)).toThrow(gone);
    expect(transfers.take(b!.id, 0).rowCount).toBe(4);
  });

  it('drops a batch left untouched for the idle time; a take from any of it keeps it all', () => {
    vi.useFakeTimers();
    const transfers = registry(1_000);
    const [a, b] = transfers.offer([
      columnsSource(UrlColumns.fromRows(rows(4)), { maxRows: 2, maxBytes: 2 ** 20 }),
      columnsSource(UrlColumns.fromRows(rows(4)), { maxRows: 2, maxBytes: 2 ** 20 }),
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
    const [old] = transfers.offer([columnsSource(UrlColumns.fromRows(rows(2)))]);
    vi.advanceTimersByTime(600);
    const [fresh] = transfers.offer([columnsSource(UrlColumns.fromRows(rows(2)))]);
    vi.advanceTimersByTime(600);
    expect(() => transfers.take(old!.id, 0)).toThrow(gone);
    expect(transfers.take(fresh!.id, 0).rowCount).toBe(2);
  });
});

describe('transfer registry: uploads', () => {
  const limits: SliceLimits = { maxRows: 400, maxBytes: 2 ** 26 };
  /** A registry with an upload of `count` rows open, and a sender that puts into it as the renderer does. */
  function openUpload(count: number, idleMs?: number) {
    const transfers = registry(idleMs);
    const id = transfers.openUpload(count, tableUpload(limits));
    return { transfers, id };
  }

  it('receives a table in ordered slices within the limits, byte for byte, and keeps it for more than one use', async () => {
    const transfers = registry();
    const table = rows(1_000);
    const puts: number[] = [];
    const api = {
      openUpload: async ({ rows: count }: { rows: number }) => ({
        id: transfers.openUpload(count, tableUpload(limits)),
        rows: count,
        ...limits,
      }),
      putSlice: async (request: { id: string; index: number; slice: UrlColumnsSlice }) => {
        puts.push(request.slice.rowCount);
        return { rows: transfers.put(request.id, request.index, structuredClone(request.slice)) };
      },
      dropTransfers: async ({ ids }: { ids: string[] }) => ({ dropped: transfers.drop(ids) }),
    };
    const id = await sendRows(UrlColumns.fromRows(table), api);
    expect(puts).toEqual([400, 400, 200]);
    expect(transfers.received(id).toRows()).toEqual(table);
    expect(transfers.received(id).rowCount).toBe(1_000); // still held for the next use
    expect(transfers.drop([id])).toBe(1);
    expect(() => transfers.received(id)).toThrow(gone);
  });

  it('refuses a slice out of order or put twice, and drops the upload', () => {
    const table = rows(6);
    const skipped = openUpload(6);
    expect(() => skipped.transfers.put(skipped.id, 1, slice(table, 3, 6))).toThrow(refused);
    expect(() => skipped.transfers.put(skipped.id, 0, slice(table, 0, 3))).toThrow(gone);

    const twice = openUpload(6);
    twice.transfers.put(twice.id, 0, slice(table, 0, 3));
    expect(() => twice.transfers.put(twice.id, 0, slice(table, 0, 3))).toThrow(
      /slice 0 came where slice 1 was expected/,
    );
    expect(twice.transfers.size).toBe(0);
  });

  it('refuses more rows than announced, and a use before all announced rows arrived', () => {
    const table = rows(6);
    const over = openUpload(5);
    expect(() => over.transfers.put(over.id, 0, slice(table))).toThrow('6 rows arrived where 5 were announced');
    expect(over.transfers.size).toBe(0);

    const short = openUpload(6);
    short.transfers.put(short.id, 0, slice(table, 0, 4));
    expect(() => short.transfers.received(short.id)).toThrow('it was used with 4 of its 6 rows');
    expect(() => short.transfers.put(short.id, 1, slice(table, 4, 6))).toThrow(gone);
  });

  it('refuses a slice past the row or byte limit, or whose columns disagree with its row count; one long row may go alone', () => {
    const tooMany = openUpload(401);
    expect(() => tooMany.transfers.put(tooMany.id, 0, slice(rows(401)))).toThrow(refused);

    const small = createTransferRegistry<UrlColumnsSlice, UrlColumns>();
    const bigRows = Array.from({ length: 3 }, (_, i) => emptyRow(`https://example.com/${i}/${'x'.repeat(3_000)}`));
    const tight = { maxRows: 400, maxBytes: 4_000 };
    const wide = small.openUpload(3, tableUpload(tight));
    expect(() => small.put(wide, 0, slice(bigRows))).toThrow(/bytes came; the limit is 4,000/);
    const alone = small.openUpload(1, tableUpload(tight));
    expect(small.put(alone, 0, slice(bigRows, 0, 1))).toBe(1);

    const lying = openUpload(3);
    expect(() => lying.transfers.put(lying.id, 0, { ...slice(rows(3)), rowCount: 2 })).toThrow(/columns disagree/);
    const empty = openUpload(3);
    expect(() => empty.transfers.put(empty.id, 0, slice([]))).toThrow(refused);
  });

  it('refuses an upload that would take what main holds of uploads past its limit, and takes one again once another is dropped', () => {
    const first = slice(rows(100, 'a'));
    const weight = sliceByteLength(first);
    const transfers = createTransferRegistry<UrlColumnsSlice, UrlColumns>({ maxUploadBytes: weight * 2.5 });
    const uploads = [0, 1, 2].map(() => transfers.openUpload(100, tableUpload()));
    expect(transfers.put(uploads[0]!, 0, first)).toBe(100);
    expect(transfers.put(uploads[1]!, 0, slice(rows(100, 'a')))).toBe(100);
    expect(() => transfers.put(uploads[2]!, 0, slice(rows(100, 'a')))).toThrow(
      expect.objectContaining({
        code: UPLOAD_REFUSED,
        message: expect.stringMatching(/main already holds .* of uploaded rows/),
      }),
    );
    // The refused upload was dropped; with one of the others dropped too, a new one fits.
    expect(transfers.drop([uploads[0]!, uploads[2]!])).toBe(1);
    const again = transfers.openUpload(100, tableUpload());
    expect(transfers.put(again, 0, slice(rows(100, 'a')))).toBe(100);
    expect(transfers.received(again).rowCount).toBe(100);
  });

  it('refuses a slice whose offsets or row numbers do not hold together, and keeps none of it', () => {
    const withImages = [fullRow(0), emptyRow('https://example.com/plain'), fullRow(2)];
    const faults: [string, (slice: UrlColumnsSlice) => void, RegExp][] = [
      [
        'offsets backwards',
        (s) => (s.locs.ends = Uint32Array.from([s.locs.ends[1]!, s.locs.ends[0]!, s.locs.ends[2]!])),
        /offsets go backwards/,
      ],
      [
        'offsets past the bytes',
        (s) => (s.locs.ends = Uint32Array.from([...s.locs.ends.slice(0, 2), s.locs.bytes.length + 5])),
        /offsets end at/,
      ],
      ['extension outside the slice', (s) => (s.extensions.rows = Uint32Array.from([0, 7])), /outside the slice/],
      ['extension rows out of order', (s) => (s.extensions.rows = Uint32Array.from([2, 0])), /out of order/],
      ['no lastmod instants', (s) => (s.lastmods.values = null), /one instant per row/],
    ];
    for (const [what, spoil, message] of faults) {
      const spoiled = slice(withImages);
      spoil(spoiled);
      const upload = openUpload(3);
      expect(() => upload.transfers.put(upload.id, 0, spoiled), what).toThrow(message);
      expect(() => upload.transfers.received(upload.id), what).toThrow(gone);
    }
    const whole = openUpload(3);
    whole.transfers.put(whole.id, 0, slice(withImages));
    expect(whole.transfers.received(whole.id).toRows()).toEqual(withImages);
  });

  it('an upload of no rows is complete at once', () => {
    const { transfers, id } = openUpload(0);
    expect(transfers.received(id).rowCount).toBe(0);
  });

  it('drops an upload left unused for the idle time; a put or a use keeps it', () => {
    vi.useFakeTimers();
    const table = rows(4);
    const { transfers, id } = openUpload(4, 1_000);
    vi.advanceTimersByTime(999);
    transfers.put(id, 0, slice(table, 0, 2));
    vi.advanceTimersByTime(999);
    transfers.put(id, 1, slice(table, 2, 4));
    vi.advanceTimersByTime(999);
    expect(transfers.received(id).rowCount).toBe(4);
    vi.advanceTimersByTime(999);
    expect(transfers.received(id).rowCount).toBe(4);
    vi.advanceTimersByTime(1_000);
    expect(transfers.size).toBe(0);
    expect(() => transfers.received(id)).toThrow(gone);
  });

  it('keeps offered transfers and uploads apart: neither is reached through the other', () => {
    const transfers = registry();
    const [offered] = transfers.offer([columnsSource(UrlColumns.fromRows(rows(2)))]);
    const upload = transfers.openUpload(2, tableUpload(limits));
    expect(() => transfers.put(offered!.id, 0, slice(rows(2)))).toThrow(gone);
    expect(() => transfers.take(upload, 0)).toThrow(gone);
    expect(transfers.size).toBe(2);
  });
});
