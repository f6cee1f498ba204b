import { decodePack, PackedRuns, type SparsePack } from './packed-runs';
import type { RowRemap } from './row-remap';

/**
 * Values that only a few rows have (a lastmod's original text, a row's images), by row number.
 * Inserting or deleting rows renumbers the rows after the change: O(entries), and entries are rare.
 */
export class SparseRows<T> {
  private byRow = new Map<number, T>();
  /** No row at or after this one has a value (exact after a renumber, an upper bound between): appends move nothing. */
  private end = 0;
  /** Values appended as they came packed (adoptPacked), all past byRow's rows: decoded once a read needs them. */
  private packed: PackedRuns | null = null;

  get size(): number {
    return this.byRow.size + (this.packed?.count ?? 0);
  }

  /** The row's value; a row at or past `end` (every row, when none has a value) costs no Map lookup. */
  get(row: number): T | undefined {
    if (this.packed) this.decode();
    return row < this.end ? this.byRow.get(row) : undefined;
  }

  /** Every value, in no particular row order. */
  values(): IterableIterator<T> {
    if (this.packed) this.decode();
    return this.byRow.values();
  }

  /** Every row that has a value, with it, in no particular row order. */
  entries(): IterableIterator<[number, T]> {
    if (this.packed) this.decode();
    return this.byRow.entries();
  }

  /** Calls `each` with every value and its row, in the order of entries(), without making a pair for each. */
  forEach(each: (value: T, row: number) => void): void {
    if (this.packed) this.decode();
    this.byRow.forEach(each);
  }

  /**
   * A pack's values (sparse-pack.ts) as rows from `first` on, kept as they came until a read needs
   * them decoded: packSparse over them hands on the same bytes (packedBetween), and valueBytes reads
   * their sizes. For packs this process made (packSparse's: valid JSON, rows ascending), which are not
   * checked again: never a slice from another process. Rows past every row with a value only; other
   * rows are decoded now.
   */
  adoptPacked(first: number, pack: SparsePack): void {
    if (first < this.end) return decodePack<T>(pack, first, (row, value) => this.set(row, value));
    if (pack.rows.length === 0) return;
    (this.packed ??= new PackedRuns()).add(first, pack);
    this.end = this.packed.end;
  }

  /**
   * The packed values of rows `start…end-1` (adoptPacked) as one pack, their rows counted from
   * `start`, without decoding them; null where some of those rows were decoded, or none came packed.
   */
  packedBetween(start: number, end: number): SparsePack | null {
    const { packed } = this;
    if (!packed) return null;
    // Rows decoded lie before the packed ones: none from `start` on, or none at all.
    return start >= packed.first || this.byRow.size === 0 ? packed.between(start, end) : null;
  }

  /** Whether the row has a value, without decoding one kept packed. */
  has(row: number): boolean {
    if (this.packed && row >= this.packed.first) return this.packed.bytesOf(row) > 0;
    return row < this.end && this.byRow.has(row);
  }

  /** The bytes row `row`'s value takes: its packed JSON's where it came packed, else `measure`'s; 0 when it has none. */
  valueBytes(row: number, measure: (value: T) => number): number {
    if (this.packed && row >= this.packed.first) return this.packed.bytesOf(row);
    const value = row < this.end ? this.byRow.get(row) : undefined;
    return value === undefined ? 0 : measure(value);
  }

  /** Sets the row's value; `undefined` removes it. */
  set(row: number, value: T | undefined): void {
    if (this.packed) this.decode();
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
    if (this.packed) this.decode();
    if (source.packed) source.decode();
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
    if (this.packed) this.decode();
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

  /** The packed values decoded into byRow, in row order; let go only once all are (a throw keeps them, to throw again). */
  private decode(): void {
    for (const { first, pack } of this.packed!.all()) decodePack<T>(pack, first, (row, value) => this.keep(row, value));
    this.packed = null;
  }
}
