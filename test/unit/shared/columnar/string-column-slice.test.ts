import { describe, expect, it } from 'vitest';
import { StringColumn, type StringSlice } from '../../../../shared/columnar/string-column';

/** A column of `texts`, written in order (so stored one after another). */
function columnOf(texts: readonly string[]): StringColumn {
  const column = new StringColumn();
  column.insertRows(0, texts.length);
  texts.forEach((text, row) => column.set(row, text));
  return column;
}

/** The texts a slice holds, read back through an empty column it is appended to (or that adopts it, as a worker does). */
function readBack(slice: StringSlice, adopt = false): string[] {
  const reader = new StringColumn();
  if (adopt) reader.adoptSlice(slice);
  else reader.appendSlice(slice);
  return Array.from({ length: reader.length }, (_, row) => reader.get(row));
}

const sliced = (column: StringColumn, start: number, end: number): string[] => readBack(column.slice(start, end));

describe('StringColumn.slice', () => {
  it('gives rows stored one after another, and rows edited since (stored elsewhere), each as it reads', () => {
    const texts = Array.from({ length: 200 }, (_, n) => (n % 17 === 0 ? '' : `https://example.com/é/${n}`));
    const column = columnOf(texts);
    // Edited rows are written at the end: runs break around them, and one edit lands right after another.
    for (const row of [5, 6, 50, 120, 199]) {
      texts[row] = `edited ${row} ü`;
      column.set(row, texts[row]);
    }
    texts[51] = 'x\ud800y'; // a lone surrogate: kept as a string, no bytes in the slice
    column.set(51, texts[51]);
    for (const [start, end] of [
      [0, 200],
      [3, 60],
      [51, 52],
      [119, 121],
      [0, 0],
    ] as const)
      expect(sliced(column, start, end)).toEqual(texts.slice(start, end));
  });

  it('reads a slice appended where rows were removed as the slice: nothing of what lay past the end shows through', () => {
    // Rows removed from the middle move later rows down and leave their starts and lengths past the
    // end, a text kept as a string among them; appended rows take that room unfilled.
    const texts = ['https://example.com/a', '', 'https://example.com/ü', 'x\ud800y', 'https://example.com/b'];
    const removed = ['https://example.com/removed/1', 'https://example.com/removed/2', 'https://example.com/removed/3'];
    const column = columnOf([texts[0]!, ...removed, 'y\ud800z', 'https://example.com/kept/longer', texts[1]!]);
    column.deleteRows(1, 3);
    column.appendSlice(columnOf(texts).slice(0, 5));
    expect(Array.from({ length: column.length }, (_, row) => column.get(row))).toEqual([
      texts[0],
      'y\ud800z',
      'https://example.com/kept/longer',
      texts[1],
      ...texts,
    ]);
  });

  it('appends nothing of a slice with a row longer than a chunk: it is refused, the rows before it as they were', () => {
    // Rows copied one at a time (their bytes together are longer than a chunk), the second refused.
    const column = columnOf(['https://example.com/a', 'x\ud800y', 'https://example.com/b', 'https://example.com/c']);
    column.deleteRows(1, 2);
    const textBytes = column.textBytes;
    const chunk = 64 * 2 ** 20;
    const slice = { ...columnOf(['ab', 'cd']).slice(0, 2), bytes: new Uint8Array(chunk + 3).fill(0x61) };
    slice.ends = Uint32Array.from([2, chunk + 3]);
    expect(() => column.appendSlice(slice)).toThrow(RangeError);
    // Not even the first row's bytes are written (they would count as text no row holds).
    expect(column.textBytes).toBe(textBytes);
    expect(Array.from({ length: column.length }, (_, row) => column.get(row))).toEqual([
      'https://example.com/a',
      'https://example.com/c',
    ]);
    column.appendSlice(columnOf(['https://example.com/d']).slice(0, 1));
    expect(column.get(2)).toBe('https://example.com/d');
  });

  it('copies no run across the end of a chunk: texts on both sides of it read as they were', () => {
    // A slice taken whole fills the first 64 MiB chunk to its last byte: the next rows start the
    // second chunk at the very next address, stored one after another yet in two chunks.
    const column = new StringColumn();
    const whole = 2 ** 26;
    const first = new Uint8Array(whole).fill(0x61);
    first.set(Buffer.from('zz'), whole - 2);
    const strings = columnOf(['']).slice(0, 1).strings;
    column.appendSlice({ bytes: first, ends: Uint32Array.of(whole), strings });
    column.appendSlice(columnOf(['next', 'after']).slice(0, 2));
    const [firstText, ...rest] = sliced(column, 0, 3);
    expect(firstText!.length).toBe(whole);
    expect(firstText!.endsWith('azz')).toBe(true);
    expect(rest).toEqual(['next', 'after']);
  });
});

const sharedRead = (column: StringColumn, start: number, end: number): string[] =>
  readBack(column.sharedSlice(start, end), true);

describe('StringColumn.sharedSlice and adoptSlice', () => {
  it('gives rows stored one after another where they lie in shared memory, not a copy', () => {
    const texts = Array.from({ length: 300 }, (_, n) => (n % 13 === 0 ? '' : `https://example.com/ß/${n}`));
    const column = columnOf(texts);
    const slice = column.sharedSlice(10, 250);
    expect(slice.bytes.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(StringColumn.sliceBuffers(slice)).not.toContain(slice.bytes.buffer);
    expect(sharedRead(column, 10, 250)).toEqual(texts.slice(10, 250));
    // The very bytes: a change to the column's memory shows in the slice (the column must not change while read).
    const before = slice.bytes[0];
    column.storedChunk(10)[column.storedOffset(10)] = 0x5a;
    expect(slice.bytes[0]).toBe(0x5a);
    expect(before).not.toBe(0x5a);
  });

  it('copies rows edited since, kept as strings or across chunks, and each reads as it was', () => {
    const texts = Array.from({ length: 200 }, (_, n) => `https://example.com/${n}`);
    const column = columnOf(texts);
    texts[70] = 'edited 70';
    column.set(70, texts[70]);
    texts[120] = 'x\ud800y';
    column.set(120, texts[120]);
    for (const [start, end, shared] of [
      [0, 70, true],
      [60, 80, false],
      [71, 120, true],
      [110, 130, false],
      [150, 150, true],
    ] as const) {
      expect(column.sharedSlice(start, end).bytes.buffer instanceof SharedArrayBuffer).toBe(shared);
      expect(sharedRead(column, start, end)).toEqual(texts.slice(start, end));
    }
    const split = new StringColumn();
    const whole = 2 ** 26;
    split.appendSlice({
      bytes: new Uint8Array(whole).fill(0x61),
      ends: Uint32Array.of(whole),
      strings: column.slice(0, 0).strings,
    });
    split.appendSlice(columnOf(['next']).slice(0, 1));
    expect(split.sharedSlice(0, 2).bytes.buffer).toBeInstanceOf(ArrayBuffer);
    expect(sharedRead(split, 1, 2)).toEqual(['next']);
  });

  it('never writes into the bytes it adopted: texts set or appended after go into a chunk of its own', () => {
    const texts = ['https://example.com/a', '', 'https://example.com/ç'];
    const source = columnOf(texts).slice(0, 3);
    const original = Uint8Array.from(source.bytes);
    const reader = new StringColumn();
    reader.adoptSlice(source);
    reader.set(1, 'https://example.com/b');
    reader.appendSlice(columnOf(['https://example.com/d']).slice(0, 1));
    reader.adoptSlice(columnOf(['https://example.com/e']).slice(0, 1)); // not empty: appended as a copy
    expect(source.bytes).toEqual(original);
    expect(Array.from({ length: reader.length }, (_, row) => reader.get(row))).toEqual([
      'https://example.com/a',
      'https://example.com/b',
      'https://example.com/ç',
      'https://example.com/d',
      'https://example.com/e',
    ]);
  });
});

describe('StringColumn.storedChunk, storedOffset and locateUtf8', () => {
  it('tell where rows lie in the first chunk and past it (an address of chunk and offset)', () => {
    // The first 64 MiB chunk filled to its last byte: the next rows lie in the second, from its start.
    const column = new StringColumn();
    const whole = 2 ** 26;
    const strings = columnOf(['']).slice(0, 1).strings;
    column.appendSlice({ bytes: new Uint8Array(whole).fill(0x61), ends: Uint32Array.of(whole), strings });
    column.appendSlice(columnOf(['next', 'après']).slice(0, 2));
    const where = new Int32Array(9);
    const chunks = column.locateUtf8([0, 1, 2], where);
    expect([...where]).toEqual([0, 0, whole, 1, 0, 4, 1, 4, 6]);
    for (const row of [1, 2]) {
      const [chunk, offset, length] = where.subarray(3 * row, 3 * row + 3);
      expect(column.storedChunk(row)).toBe(chunks[chunk!]);
      expect(column.storedOffset(row)).toBe(offset);
      expect(column.storedLength(row)).toBe(length);
      expect(Buffer.from(chunks[chunk!]!.subarray(offset, offset! + length!)).toString()).toBe(column.get(row));
    }
    expect(column.storedChunk(0)).toBe(chunks[0]);
    expect(column.storedOffset(0)).toBe(0);
  });
});
