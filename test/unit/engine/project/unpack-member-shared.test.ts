import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { letGoOf } from '../../../../electron/engine/kept-shared-memory';
import { encodeColumnMember } from '../../../../electron/engine/project/column-member';
import type { ReadRows, Unpacked } from '../../../../electron/engine/project/project-work-messages';
import { unpackMember } from '../../../../electron/engine/project/unpack-member';
import { StringColumn } from '../../../../shared/columnar/string-column';
import { appendSlice, sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import type { UrlRow } from '../../../../shared/url-table';
import { fullRow } from '../../../support/full-row';

const rowsOf = (first: number, count: number): UrlRow[] => Array.from({ length: count }, (_, i) => fullRow(first + i));

/** Rows `first…` as a gzipped column member, as a project file holds them. */
const memberOf = (first: number, count: number): Buffer =>
  gzipSync(encodeColumnMember(0, first, sliceToTransfer(UrlColumns.fromRows(rowsOf(first, count)), 0, count))!);

/** The one run a column member unpacks to, with its slice. */
function runOf(unpacked: Unpacked): Extract<ReadRows, { slice: unknown }> {
  if (!('runs' in unpacked)) throw new Error(`doubted: ${unpacked.doubt}`);
  const [run] = unpacked.runs;
  if (!run || !('slice' in run)) throw new Error('no slice');
  return run;
}

const rowsRead = (run: Extract<ReadRows, { slice: unknown }>): UrlRow[] => {
  const table = new UrlColumns();
  appendSlice(table, run.slice);
  return table.toRows();
};

// A pack worker reads a project's members into shared memory it keeps: the slice's arrays are views
// of the bytes inflated, not copies, and the memory is filled again only once the thread that took
// the slice has let it go.
describe('a column member unpacked into shared memory', () => {
  it('is read in place, in memory reused only once let go', () => {
    const first = runOf(unpackMember(memberOf(0, 300), true, false, 'shared'));
    expect(first.slice.locs.bytes.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(first.slice.lastmods.codes.buffer).toBe(first.slice.locs.bytes.buffer);
    expect(Atomics.load(first.readers!, 0)).toBe(1);
    expect(rowsRead(first)).toEqual(rowsOf(0, 300));

    // Still read: the next member goes elsewhere, and the first's rows stay as they were.
    const second = runOf(unpackMember(memberOf(300, 300), true, false, 'shared'));
    expect(second.slice.locs.bytes.buffer).not.toBe(first.slice.locs.bytes.buffer);
    expect(rowsRead(first)).toEqual(rowsOf(0, 300));
    expect(rowsRead(second)).toEqual(rowsOf(300, 300));

    // Let go: the next member of no more bytes is read into the first's memory, over its rows.
    letGoOf(first.readers!);
    const third = runOf(unpackMember(memberOf(600, 280), true, false, 'shared'));
    expect(third.slice.locs.bytes.buffer).toBe(first.slice.locs.bytes.buffer);
    expect(rowsRead(third)).toEqual(rowsOf(600, 280));
    for (const run of [second, third]) letGoOf(run.readers!);
  });

  it('lets go itself of memory it hands on nothing from: rows as objects, a damaged member, bytes past the trailer’s size', () => {
    const held = runOf(unpackMember(memberOf(0, 200), true, false, 'shared'));
    const memory = held.slice.locs.bytes.buffer;
    letGoOf(held.readers!);

    // Rows wanted as objects: built from the bytes, the memory let go before the answer.
    const objects = unpackMember(memberOf(0, 200), false, false, 'shared');
    expect('runs' in objects && objects.runs[0]).toEqual({ rows: rowsOf(0, 200) });

    // A column member whose arrays do not hold what it says is doubted, and its memory let go.
    const damaged = Buffer.from(
      encodeColumnMember(0, 0, sliceToTransfer(UrlColumns.fromRows(rowsOf(0, 200)), 0, 200))!,
    );
    const damagedMember = gzipSync(damaged.subarray(0, damaged.length - 8));
    expect(unpackMember(damagedMember, true, false, 'shared')).toMatchObject({
      columns: true,
      doubt: expect.any(String),
    });

    // A gzip of two members, its trailer the second's size only: the bytes come joined elsewhere, as
    // copies, and it lets go.
    const whole = encodeColumnMember(0, 0, sliceToTransfer(UrlColumns.fromRows(rowsOf(0, 200)), 0, 200))!;
    const half = whole.length >> 1;
    const twoMembers = Buffer.concat([gzipSync(whole.subarray(0, half)), gzipSync(whole.subarray(half))]);
    const joined = runOf(unpackMember(twoMembers, true, false, 'shared'));
    expect(joined.readers).toBeUndefined();
    expect(joined.slice.locs.bytes.buffer).not.toBe(memory);
    expect(rowsRead(joined)).toEqual(rowsOf(0, 200));

    // None of them kept it: the next member is read into it again.
    const again = runOf(unpackMember(memberOf(200, 200), true, false, 'shared'));
    expect(again.slice.locs.bytes.buffer).toBe(memory);
    letGoOf(again.readers!);
  });

  it('is copied into memory of its own when read for the calling thread', () => {
    const own = runOf(unpackMember(memberOf(0, 50), true, false, 'own'));
    expect(own.readers).toBeUndefined();
    expect(own.slice.locs.bytes.buffer).not.toBeInstanceOf(SharedArrayBuffer);
    expect(own.slice.lastmods.codes.buffer).not.toBe(own.slice.locs.bytes.buffer);
    expect(rowsRead(own)).toEqual(rowsOf(0, 50));
  });
});

// Opening a project, a worker writes each member's loc bytes into room its table's column claimed.
describe('a column member unpacked with room for its locs', () => {
  const locBytesOf = (first: number, count: number): number =>
    sliceToTransfer(UrlColumns.fromRows(rowsOf(first, count)), 0, count).locs.bytes.length;

  it('writes its loc bytes there and names the room as their place', () => {
    const column = new StringColumn();
    const room = column.claimRoom(locBytesOf(0, 120))!;
    const run = runOf(unpackMember(memberOf(0, 120), true, false, 'shared', room));
    expect(run.slice.locs.bytes).toBe(room.bytes);
    expect(run.slice.locs.place).toEqual(room.place);
    expect(rowsRead(run)).toEqual(rowsOf(0, 120));
    letGoOf(run.readers!);
  });

  it('leaves the slice as it was where the room is not the size of its locs', () => {
    const column = new StringColumn();
    const room = column.claimRoom(locBytesOf(0, 120) + 1)!;
    const run = runOf(unpackMember(memberOf(0, 120), true, false, 'shared', room));
    expect(run.slice.locs.bytes).not.toBe(room.bytes);
    expect(run.slice.locs.place).toBeUndefined();
    expect(rowsRead(run)).toEqual(rowsOf(0, 120));
    letGoOf(run.readers!);
  });
});
