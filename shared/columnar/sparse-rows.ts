import type { RowRemap } from './row-remap';

/**
 * Values that only a few rows have (a lastmod's original text, a row's images), by row number.
 * Inserting or deleting rows renumbers the rows after the change: O(entries), and entries are rare.
 */
export class SparseRows<T> {
  private byRow = new Map<number, T>();
  /** No row at or after this one has a value (exact after a renumber, an upper bound between): appends move nothing. */
  private end = 0;

  get size(): number {
    return this.byRow.size;
  }

  /** The row's value; a row at or past `end` (every row, when none has a value) costs no Map lookup. */
  get(row: number): T | undefined {
    return row < this.end ? this.byRow.get(row) : undefined;
  }

  /** Every value, in no particular row order. */
  values(): IterableIterator<T> {
    return this.byRow.values();
  }

  /** Every row that has a value, with it, in no particular row order. */
  entries(): IterableIterator<[number, T]> {
    return this.byRow.entries();
  }

  /** Calls `each` with every value and its row, in the order of entries(), without making a pair for each. */
  forEach(each: (value: T, row: number) => void): void {
    this.byRow.forEach(each);
  }

  /** Sets the row's value; `undefined` removes it. */
  set(row: number, value: T | undefined): void {
    if (value === undefined) {
      // The last value gone: no row has one, so get() need look up none.
      if (row < this.end && this.byRow.delete(row) && this.byRow.size === 0) this.end = 0;
    } else this.keep(row, value);
  }

  private keep(row: number, value: T): void {
    this.byRow.set(row, value);
    if (row >= this.end) this.end = row + 1;
  }

  /**
   * Takes `source`'s values of rows `start…end-1` as its own rows from `at` on (values are never
   * changed in place, so they are shared). One pass over `source`'s entries.
   */
  copyRows(source: SparseRows<T>, start: number, end: number, at: number): void {
    for (const [row, value] of source.byRow) {
      if (row >= start && row < end) this.keep(at + row - start, value);
    }
  }

  /** Rows at or after `at` move up by `count` (rows were inserted at `at`). */
  insertRows(at: number, count: number): void {
    if (at >= this.end) return;
    this.renumber((row) => (row >= at ? row + count : row));
  }

  /** Rows `at…at+count-1` go; later rows move down by `count`. */
  deleteRows(at: number, count: number): void {
    if (at >= this.end) return;
    this.renumber((row) => (row < at ? row : row < at + count ? -1 : row - count));
  }

  /** Row `i` of the result is row `src[i]` of before (see RowRemap); rows no one takes go. */
  remap(remap: RowRemap): void {
    this.renumber((row) => remap.newIndexOf[row]!);
  }

  private renumber(to: (row: number) => number): void {
    const next = new Map<number, T>();
    let end = 0;
    for (const [row, value] of this.byRow) {
      const moved = to(row);
      if (moved < 0) continue;
      next.set(moved, value);
      if (moved >= end) end = moved + 1;
    }
    this.byRow = next;
    this.end = end;
  }
}
