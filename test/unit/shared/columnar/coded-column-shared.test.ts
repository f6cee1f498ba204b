import { describe, expect, it } from 'vitest';
import { CodedColumn, type CodedSlice } from '../../../../shared/columnar/coded-column';
import { LASTMOD_CODEC } from '../../../../shared/columnar/lastmod-codec';
import { PRIORITY_CODEC } from '../../../../shared/columnar/priority-codec';
import { withRoom } from '../../../../shared/columnar/typed-arrays';

const LASTMODS = ['2024-01-02', null, '2024-01-02T10:00:00Z', 'yesterday', '2025-12-31', '2024-1-2'];

/** A column of `texts`, its room reserved first (in shared memory when `shared`), as a project opens. */
function reserved(shared: boolean, texts: readonly (string | null)[] = LASTMODS): CodedColumn {
  const column = new CodedColumn(LASTMOD_CODEC);
  column.reserve(texts.length, shared);
  column.insertRows(0, texts.length);
  texts.forEach((text, row) => column.set(row, text));
  return column;
}

const readBack = (column: CodedColumn, rows: number) => Array.from({ length: rows }, (_, row) => column.get(row));
const inShared = (array: ArrayBufferView): boolean => array.buffer instanceof SharedArrayBuffer;

describe('withRoom', () => {
  it('grows an array in the memory it lies in, or in shared memory when asked', () => {
    const plain = withRoom(new Float64Array([1, 2]), 2, 10);
    expect(inShared(plain)).toBe(false);
    const shared = withRoom(new Float64Array([1, 2]), 2, 10, true);
    expect(inShared(shared)).toBe(true);
    expect(Array.from(shared.subarray(0, 2))).toEqual([1, 2]);
    // Grown again without asking: it stays in shared memory, its values kept.
    const again = withRoom(shared, 2, 1_000);
    expect(inShared(again)).toBe(true);
    expect(again.length).toBeGreaterThanOrEqual(1_000);
    expect(Array.from(again.subarray(0, 2))).toEqual([1, 2]);
    // An array with room enough is itself.
    expect(withRoom(again, 2, 500, false)).toBe(again);
  });
});

describe('CodedColumn in shared memory', () => {
  it('hands a slice of a column reserved in shared memory as views of it, equal to a copied slice', () => {
    const column = reserved(true);
    const copy = column.slice(1, 5);
    const shared = column.sharedSlice(1, 5);
    expect(inShared(copy.codes)).toBe(false);
    expect(inShared(shared.codes) && inShared(shared.values!)).toBe(true);
    expect(Array.from(shared.codes)).toEqual(Array.from(copy.codes));
    expect(Array.from(shared.values!)).toEqual(Array.from(copy.values!));
    expect(shared.texts).toEqual(copy.texts);
    // Views, not copies: a row set afterwards shows in them (which is why the column must not change meanwhile).
    column.set(2, '2030-06-01');
    expect(shared.values![1]).toBe(Date.UTC(2030, 5, 1));
    expect(copy.values![1]).not.toBe(Date.UTC(2030, 5, 1));
  });

  it('copies a slice of a column in plain memory, and keeps a reserved column in shared memory as it grows past its room', () => {
    const plain = reserved(false);
    const slice = plain.sharedSlice(0, 3);
    expect(inShared(slice.codes)).toBe(false);
    expect(slice.codes.buffer).not.toBe(plain.slice(0, 3).codes.buffer);
    expect(CodedColumn.sliceBuffers(slice)).toContain(slice.codes.buffer);

    const grown = reserved(true);
    grown.insertRows(LASTMODS.length, 10_000);
    grown.set(LASTMODS.length + 9_999, '2024-02-03');
    const last = grown.sharedSlice(LASTMODS.length + 9_990, LASTMODS.length + 10_000);
    expect(inShared(last.codes)).toBe(true);
    expect(last.values![9]).toBe(Date.UTC(2024, 1, 3));
    expect(readBack(grown, LASTMODS.length)).toEqual(LASTMODS);
  });

  it('hands over only the buffers a slice owns: never shared memory, which goes to a worker as it is', () => {
    const shared = reserved(true).sharedSlice(0, 4);
    const buffers = CodedColumn.sliceBuffers(shared);
    expect(buffers).not.toContain(shared.codes.buffer);
    expect(buffers).not.toContain(shared.values!.buffer);
    expect(buffers.every((buffer) => buffer instanceof ArrayBuffer)).toBe(true);
    // A message with them and the slice clones: a SharedArrayBuffer in a transfer list would throw.
    const { port1, port2 } = new MessageChannel();
    expect(() => port1.postMessage(shared, buffers)).not.toThrow();
    port1.close();
    port2.close();
  });

  it('adopts a slice into an empty column, not copied, and never writes into it as more rows come', () => {
    const source = reserved(true);
    const slice: CodedSlice = source.sharedSlice(0, LASTMODS.length);
    const before = { codes: Array.from(slice.codes), values: Array.from(slice.values!) };
    const adopted = new CodedColumn(LASTMOD_CODEC);
    adopted.appendSlice(slice, true);
    expect(readBack(adopted, LASTMODS.length)).toEqual(LASTMODS);
    expect(adopted.heldBytes()).toBe(slice.codes.byteLength + slice.values!.byteLength);
    // A second slice grows the column into memory of its own: the adopted rows stay as they were.
    adopted.appendSlice(reserved(false, ['2020-01-01', null]).slice(0, 2), true);
    expect(readBack(adopted, LASTMODS.length + 2)).toEqual([...LASTMODS, '2020-01-01', null]);
    expect({ codes: Array.from(slice.codes), values: Array.from(slice.values!) }).toEqual(before);
    // Grown past the adopted shared slice, the column lies in plain memory of its own.
    expect(inShared(adopted.sharedSlice(0, 2).codes)).toBe(false);
  });

  it('copies borrowed rows (a view of shared memory, or of part of a buffer) before it changes them: set, delete or insert never reach the slice', () => {
    const changes: ((column: CodedColumn) => void)[] = [
      (column) => column.set(0, '1999-09-09'),
      (column) => column.deleteRows(0, 2),
      (column) => column.insertRows(1, 1),
      (column) => column.reserve(10, true),
    ];
    const viewOfShared = (): CodedSlice => reserved(true).sharedSlice(0, LASTMODS.length);
    const viewOfPart = (): CodedSlice => {
      const whole = reserved(false).slice(0, LASTMODS.length);
      return {
        ...whole,
        codes: whole.codes.subarray(0, 2),
        values: whole.values!.subarray(0, 2),
        texts: reserved(false).slice(0, 2).texts,
      };
    };
    for (const [change, viewed] of changes.flatMap((change) =>
      [viewOfShared, viewOfPart].map((view) => [change, view] as const),
    )) {
      const slice = viewed();
      const before = { codes: Array.from(slice.codes), values: Array.from(slice.values!) };
      const adopted = new CodedColumn(LASTMOD_CODEC);
      adopted.appendSlice(slice, true);
      change(adopted);
      adopted.set(0, '1999-09-09');
      expect({ codes: Array.from(slice.codes), values: Array.from(slice.values!) }).toEqual(before);
      expect(adopted.get(0)).toBe('1999-09-09');
      const now = adopted.sharedSlice(0, 1);
      expect(now.codes.buffer).not.toBe(slice.codes.buffer);
      expect(now.values!.buffer).not.toBe(slice.values!.buffer);
    }
  });

  it('copies borrowed rows once as it inserts, with room for the rows inserted, into plain memory', () => {
    const slice = reserved(true).sharedSlice(0, LASTMODS.length);
    const rowBytes = slice.codes.BYTES_PER_ELEMENT + Float64Array.BYTES_PER_ELEMENT;
    const adopted = new CodedColumn(LASTMOD_CODEC);
    adopted.appendSlice(slice, true);
    adopted.insertRows(1, 1);
    // Copied and then grown, it would hold 64 rows (withRoom's least); copied with room, just 7.
    expect(adopted.heldBytes()).toBe((LASTMODS.length + 1) * rowBytes);
    expect(inShared(adopted.sharedSlice(0, 1).codes)).toBe(false);
    expect(readBack(adopted, LASTMODS.length + 1)).toEqual([LASTMODS[0], null, ...LASTMODS.slice(1)]);
  });

  it('reserves a borrowed column in memory of its own, shared when asked, never in the slice it came in', () => {
    const slice = reserved(true).sharedSlice(0, LASTMODS.length);
    const adopted = new CodedColumn(LASTMOD_CODEC);
    adopted.appendSlice(slice, true);
    adopted.reserve(10, true);
    const viewed = adopted.sharedSlice(0, 2);
    expect(inShared(viewed.codes) && inShared(viewed.values!)).toBe(true);
    expect(viewed.values!.buffer).not.toBe(slice.values!.buffer);
    adopted.set(0, '1999-09-09');
    expect(slice.values![0]).toBe(Date.UTC(2024, 0, 2));
    expect(readBack(adopted, 2)).toEqual(['1999-09-09', LASTMODS[1]]);
    // The room reserved is the column's own: a change stays in it, still shared, not copied again.
    expect(inShared(adopted.sharedSlice(0, 1).values!)).toBe(true);
  });

  it('borrows a slice whose codes it owns outright but whose numbers are a view: neither is changed in place', () => {
    const whole = reserved(false).slice(0, LASTMODS.length);
    const values = new Float64Array(LASTMODS.length + 4);
    values.set(whole.values!);
    const slice: CodedSlice = { ...whole, values: values.subarray(0, LASTMODS.length) };
    const adopted = new CodedColumn(LASTMOD_CODEC);
    adopted.appendSlice(slice, true);
    const codesBefore = Array.from(slice.codes);
    adopted.set(0, '1999-09-09');
    expect(Array.from(slice.codes)).toEqual(codesBefore);
    expect(slice.values![0]).toBe(Date.UTC(2024, 0, 2));
    expect(readBack(adopted, LASTMODS.length)).toEqual(['1999-09-09', ...LASTMODS.slice(1)]);
  });

  it('keeps changing in place the arrays of a slice it owns outright (a copied, transferred slice): nothing else sees them', () => {
    const slice = reserved(false).slice(0, LASTMODS.length);
    const adopted = new CodedColumn(LASTMOD_CODEC);
    adopted.appendSlice(slice, true);
    adopted.set(0, '1999-09-09');
    expect(slice.values![0]).toBe(Date.UTC(1999, 8, 9));
    expect(adopted.get(0)).toBe('1999-09-09');
  });

  it('copies a slice into a column that has rows, or whose codec keeps no number beside its codes', () => {
    const column = reserved(false, ['2024-01-01']);
    const slice = reserved(true).sharedSlice(0, 2);
    column.appendSlice(slice, true);
    expect(readBack(column, 3)).toEqual(['2024-01-01', ...LASTMODS.slice(0, 2)]);
    column.set(1, '1999-01-01');
    expect(slice.values![0]).toBe(Date.UTC(2024, 0, 2));

    const priorities = new CodedColumn(PRIORITY_CODEC);
    priorities.reserve(3, true);
    priorities.insertRows(0, 3);
    ['0.5', '0.50', null].forEach((text, row) => priorities.set(row, text));
    const adopted = new CodedColumn(PRIORITY_CODEC);
    adopted.appendSlice(priorities.sharedSlice(0, 3), true);
    expect(readBack(adopted, 3)).toEqual(['0.5', '0.50', null]);
  });
});
