import { describe, expect, it } from 'vitest';
import { StringColumn, type ClaimedRoom, type StringSlice } from '../../../../shared/columnar/string-column';

const encoder = new TextEncoder();

/** `texts` as a slice: their UTF-8 back to back, with each one's end. */
function sliceOf(texts: readonly string[]): StringSlice {
  const parts = texts.map((text) => encoder.encode(text));
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  const ends = new Uint32Array(texts.length);
  let at = 0;
  parts.forEach((part, i) => {
    bytes.set(part, at);
    ends[i] = at += part.length;
  });
  return { bytes, ends, strings: { rows: new Uint32Array(0), bytes: new Uint8Array(0), ends: new Uint32Array(0) } };
}

/** The slice of `texts` as a worker hands it back once it has written its bytes into `room`. */
function writtenInto(room: ClaimedRoom, texts: readonly string[]): StringSlice {
  const slice = sliceOf(texts);
  expect(room.bytes.length).toBe(slice.bytes.length);
  room.bytes.set(slice.bytes);
  return { ...slice, bytes: room.bytes, place: room.place };
}

const textsOf = (column: StringColumn): string[] => Array.from({ length: column.length }, (_, row) => column.get(row));
const pages = (from: number, count: number): string[] =>
  Array.from({ length: count }, (_, i) => `https://example.com/é/${from + i}`);

// A project's column members are read on workers: each writes its loc bytes into room its table's
// column claimed for them, and the slice it hands back is appended where those bytes lie, not copied.
describe('room a StringColumn claims for another thread to fill', () => {
  it('is appended where it was written, claimed in any order and appended in row order', () => {
    const column = new StringColumn();
    const [first, second] = [pages(0, 50), pages(50, 70)];
    const rooms = [first, second].map((texts) => column.claimRoom(sliceOf(texts).bytes.length)!);
    // The second member's worker is done first; the rows still come in order.
    const secondSlice = writtenInto(rooms[1]!, second);
    const firstSlice = writtenInto(rooms[0]!, first);
    column.appendSlice(firstSlice);
    column.appendSlice(secondSlice);
    expect(textsOf(column)).toEqual([...first, ...second]);
    // Nothing was copied: the bytes are counted once, and the column reads them where the workers wrote.
    expect(column.textBytes).toBe(firstSlice.bytes.length + secondSlice.bytes.length);
    rooms[0]!.bytes.set(encoder.encode('X'), 0);
    expect(column.get(0)).toBe(`X${first[0]!.slice(1)}`);
  });

  it('keeps its chunk where it is while claimed: text set meanwhile goes to a new chunk, and nothing is fitted or compacted away', () => {
    const column = new StringColumn();
    const claimedTexts = pages(0, 10);
    const room = column.claimRoom(sliceOf(claimedTexts).bytes.length)!;
    // Rows that come another way meanwhile (a member of lines) need more room than the chunk has.
    column.insertRows(0, 3_000);
    const others = pages(1_000, 3_000);
    others.forEach((text, row) => column.set(row, text));
    column.fit();
    column.compact();
    column.appendSlice(writtenInto(room, claimedTexts));
    expect(textsOf(column)).toEqual([...others, ...claimedTexts]);
    // Once appended, the column may move its chunks again, its text kept.
    column.compact();
    column.fit();
    expect(textsOf(column)).toEqual([...others, ...claimedTexts]);
  });

  it('copies a slice whose place is no room it claimed, or whose bytes are not the room’s size', () => {
    const column = new StringColumn();
    const texts = pages(0, 20);
    const room = column.claimRoom(sliceOf(texts).bytes.length)!;
    const elsewhere = { ...sliceOf(texts), place: { chunk: room.place.chunk, offset: room.place.offset + 8 } };
    column.appendSlice(elsewhere);
    const shorter = { ...sliceOf(texts.slice(1)), place: room.place };
    column.appendSlice(shorter);
    expect(textsOf(column)).toEqual([...texts, ...texts.slice(1)]);
    column.appendSlice(writtenInto(room, texts));
    expect(textsOf(column)).toEqual([...texts, ...texts.slice(1), ...texts]);
  });

  it('counts room let go as garbage, and lets go of it once only', () => {
    const column = new StringColumn();
    const texts = pages(0, 40);
    const size = sliceOf(texts).bytes.length;
    const kept = column.claimRoom(size)!;
    const dropped = column.claimRoom(size)!;
    column.letGoOfRoom(dropped.place);
    column.letGoOfRoom(dropped.place);
    column.appendSlice(writtenInto(kept, texts));
    column.letGoOfRoom(kept.place); // appended already: nothing to let go
    expect(column.textBytes).toBe(2 * size);
    column.compact();
    expect(column.textBytes).toBe(size);
    expect(textsOf(column)).toEqual(texts);
  });

  it('claims no room for no bytes', () => {
    expect(new StringColumn().claimRoom(0)).toBeNull();
  });
});
