import { describe, expect, it } from 'vitest';
import { StringColumn } from '../../../../shared/columnar/string-column';

/** A column of `texts`, written in order (so stored one after another). */
function columnOf(texts: readonly string[]): StringColumn {
  const column = new StringColumn();
  column.insertRows(0, texts.length);
  texts.forEach((text, row) => column.set(row, text));
  return column;
}

/** The texts a slice holds, read back through a column it is appended to. */
function sliced(column: StringColumn, start: number, end: number): string[] {
  const copy = new StringColumn();
  copy.appendSlice(column.slice(start, end));
  return Array.from({ length: copy.length }, (_, row) => copy.get(row));
}

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
