import { detach } from '../detach';
import { remapArray, type RowRemap } from './row-remap';
import { packBuffers, packSparse, unpackSparse, type SparsePack } from './sparse-pack';
import { SparseRows } from './sparse-rows';
import { closeGap, copyOf, fitted, isShared, openGap, setValues, withRoom, type TypedArray } from './typed-arrays';

/**
 * How a field's text becomes a small typed code (and, for lastmod, a number beside it) and back.
 * `decode` gives the canonical text of a code; where the original differs, the column keeps it.
 */
export interface TextCodec {
  /** The code of an absent field (null). */
  absent: number;
  codes(length: number): Uint8Array | Uint16Array;
  /** The number kept beside the code (lastmod's instant), if the codec has one. */
  valued?: true;
  /**
   * `canonical`, when given, says whether decode gives the text back, so the column need not decode
   * and compare (lastmod's common writings: a string built per row cost a parse worker ~5 %).
   */
  encode(text: string): { code: number; value: number; canonical?: boolean };
  decode(code: number, value: number): string;
}

/** A coded column's rows in a slice. */
export interface CodedSlice {
  codes: Uint8Array | Uint16Array;
  values: Float64Array | null;
  /** Original texts that are not the canonical rendering of their code. */
  texts: SparsePack;
}

/** What a text came to: its code, its number, and whether decode gives the text back (so it need not be kept). */
interface Coded {
  text: string;
  code: number;
  value: number;
  canonical: boolean;
}

/**
 * Texts of a codec without a number (changefreq, priority) remembered with what they came to, up to
 * so many (then forgotten): their rows repeat a few texts, so most sets parse and render nothing.
 * lastmod, mostly distinct, remembers only the last text (it comes in runs).
 */
const REMEMBERED_TEXTS = 64;

/** Whether `array` is the whole of a plain buffer (one transferred to this thread, say): no other thread can see a change to it. */
const ownedOutright = (array: TypedArray): boolean =>
  !isShared(array) && array.byteOffset === 0 && array.byteLength === array.buffer.byteLength;

/** A nullable text field held as a typed code per row, its original text kept only where it is not canonical. */
export class CodedColumn {
  private codes: Uint8Array | Uint16Array;
  private values: Float64Array | null;
  private readonly texts = new SparseRows<string>();
  private count = 0;
  private readonly remembered = new Map<string, Coded>();
  private last: Coded | null = null;
  /** Whether codes and values are a slice's arrays, adopted (appendSlice): copied before the column changes them. */
  private borrowed = false;

  constructor(private readonly codec: TextCodec) {
    this.codes = codec.codes(0);
    this.values = codec.valued ? new Float64Array(0) : null;
  }

  get(row: number): string | null {
    const code = this.codes[row]!;
    if (code === this.codec.absent) return null;
    return this.texts.get(row) ?? this.codec.decode(code, this.values?.[row] ?? NaN);
  }

  /** The row's code (the codec's `absent` when the field is absent). */
  codeAt(row: number): number {
    return this.codes[row]!;
  }

  /** Whether the row's field is absent (null). */
  isAbsent(row: number): boolean {
    return this.codes[row] === this.codec.absent;
  }

  /** The canonical text of a code and its number (the codec's decode), for a reader that caches it by code. */
  render(code: number, value: number): string {
    return this.codec.decode(code, value);
  }

  /** The number beside the code (lastmod: the instant in ms, NaN when absent or not a date). */
  valueAt(row: number): number {
    return this.values?.[row] ?? NaN;
  }

  /** The original text kept for the row; undefined when its code renders it. */
  keptText(row: number): string | undefined {
    return this.texts.get(row);
  }

  set(row: number, text: string | null): void {
    if (this.borrowed) this.own();
    if (text === null) {
      this.codes[row] = this.codec.absent;
      if (this.values) this.values[row] = NaN;
      this.texts.set(row, undefined);
      return;
    }
    const { code, value, canonical } = this.coded(text);
    this.codes[row] = code;
    if (this.values) this.values[row] = value;
    // Kept as written: a copy, not a slice of a parser's text (a row taken at once keeps its texts where they lie).
    this.texts.set(row, canonical ? undefined : detach(text));
  }

  private coded(text: string): Coded {
    if (this.last?.text === text) return this.last;
    let coded = this.codec.valued ? undefined : this.remembered.get(text);
    if (coded === undefined) {
      const { code, value, canonical } = this.codec.encode(text);
      coded = { text, code, value, canonical: canonical ?? this.codec.decode(code, value) === text };
      if (!this.codec.valued) {
        if (this.remembered.size >= REMEMBERED_TEXTS) this.remembered.clear();
        this.remembered.set(text, coded);
      }
    }
    return (this.last = coded);
  }

  /** Inserts `count` absent values before `at`. */
  insertRows(at: number, count: number): void {
    this.roomForRows(count);
    for (const array of this.arrays()) openGap(array, this.count, at, count);
    this.codes.fill(this.codec.absent, at, at + count);
    this.values?.fill(NaN, at, at + count);
    this.texts.insertRows(at, count);
    this.count += count;
  }

  deleteRows(at: number, count: number): void {
    if (this.borrowed) this.own();
    for (const array of this.arrays()) closeGap(array, this.count, at, count);
    this.texts.deleteRows(at, count);
    this.count -= count;
  }

  /** Rebuilds the rows by `remap` (row-remap.ts); new rows are absent. remap always builds new arrays, in plain memory. */
  remap(remap: RowRemap): void {
    this.codes = remapArray(this.codes, remap, this.codec.absent);
    if (this.values) this.values = remapArray(this.values, remap, NaN);
    this.borrowed = false;
    this.texts.remap(remap);
    this.count = remap.src.length;
  }

  /** Bytes its typed arrays hold, room to grow included. */
  heldBytes(): number {
    return this.codes.byteLength + (this.values?.byteLength ?? 0);
  }

  /**
   * Makes room for `rows` more rows, so appending them grows nothing; `shared`: in shared memory
   * (where there is any), which sharedSlice hands to other threads as it is, and the column keeps
   * as it grows.
   */
  reserve(rows: number, shared = false): void {
    if (this.borrowed) this.own(rows, shared);
    for (const array of this.arrays()) this.grow(array, rows, shared);
  }

  /**
   * Gives back the room kept for more rows (after a load: a table that grew a slice at a time); a
   * column with room to give back is copied into plain memory (a table fitted is one to be changed),
   * while one in shared memory with no room to give back stays there, as it is.
   */
  fit(): void {
    this.codes = fitted(this.codes, this.count);
    if (this.values) this.values = fitted(this.values, this.count);
  }

  /** Appends `source`'s values at `positions` (a column of the same codec). */
  appendFrom(source: CodedColumn, positions: ArrayLike<number>): void {
    const first = this.count;
    this.insertRows(first, positions.length);
    for (let i = 0; i < positions.length; i++) {
      const from = positions[i]!;
      this.codes[first + i] = source.codes[from]!;
      if (this.values) this.values[first + i] = source.values![from]!;
      this.texts.set(first + i, source.texts.get(from));
    }
  }

  slice(start: number, end: number): CodedSlice {
    return {
      codes: this.codes.slice(start, end),
      values: this.values?.slice(start, end) ?? null,
      texts: packSparse(this.texts, start, end),
    };
  }

  /**
   * Rows `start…end-1` for a worker thread of this process: as slice, but where the column lies in
   * shared memory (reserve), its codes and numbers are views of it, not copies. The column must not
   * change while a worker reads them (its rows are set and moved in place).
   */
  sharedSlice(start: number, end: number): CodedSlice {
    if (!isShared(this.codes) || (this.values && !isShared(this.values))) return this.slice(start, end);
    return {
      codes: this.codes.subarray(start, end),
      values: this.values?.subarray(start, end) ?? null,
      texts: packSparse(this.texts, start, end),
    };
  }

  /**
   * Appends a slice's rows. `adopt`: an empty column takes the slice's arrays as its own, not copied,
   * for a slice not used after (its holder would see the column's changes). Arrays it does not own
   * outright (views of shared memory or of a larger buffer) it borrows: copied before it first changes them.
   */
  appendSlice(slice: CodedSlice, adopt = false): void {
    if (adopt && this.count === 0 && (slice.values !== null) === (this.values !== null)) {
      this.codes = slice.codes;
      this.values = slice.values;
      this.count = slice.codes.length;
      this.borrowed = !ownedOutright(slice.codes) || (slice.values !== null && !ownedOutright(slice.values));
      unpackSparse(slice.texts, this.texts, 0);
      return;
    }
    const first = this.count;
    const count = slice.codes.length;
    // Room only, the rows counted once written: each row's code, and its number, is written below
    // (StringColumn.appendSlice says why); rows after the last are never sparse, so the texts' rows
    // need no moving.
    this.roomForRows(count);
    // Both in shared memory, a project's columns as its workers read them: V8's set copies there a
    // byte at a time (1M rows: a tenth of the main thread's CPU as the project opened; the built
    // CLI's open 0.925 -> 0.888 s on one core, 0.744 -> 0.738 s on 2, 6 interleaved rounds).
    setValues(this.codes, slice.codes, first);
    if (this.values) {
      if (slice.values) setValues(this.values, slice.values, first);
      else this.values.fill(NaN, first, first + count);
    }
    this.count += count;
    unpackSparse(slice.texts, this.texts, first);
  }

  /**
   * Room for `count` more rows at the end, left as it lies for the caller to write: a borrowed column
   * is copied once, with that room.
   */
  private roomForRows(count: number): void {
    if (this.borrowed) this.own(count);
    for (const array of this.arrays()) this.grow(array, count);
  }

  /** The buffers a slice owns (a sharedSlice's codes and numbers lie in shared memory: they go without a transfer). */
  static sliceBuffers(slice: CodedSlice): ArrayBuffer[] {
    const owned = [slice.codes, ...(slice.values ? [slice.values] : [])].filter((array) => !isShared(array));
    return [...owned.map((array) => array.buffer), ...packBuffers(slice.texts)] as ArrayBuffer[];
  }

  /**
   * Copies borrowed arrays into memory of the column's own, with room for `room` more rows: plain
   * memory unless `shared` (reserve), so a change never reaches the slice they came in, nor does a
   * worker's column that grows past an adopted shared slice grow shared.
   */
  private own(room = 0, shared = false): void {
    this.codes = copyOf(this.codes, this.count, this.count + room, shared);
    if (this.values) this.values = copyOf(this.values, this.count, this.count + room, shared);
    this.borrowed = false;
  }

  private arrays(): TypedArray[] {
    return this.values ? [this.codes, this.values] : [this.codes];
  }

  /** The array with room for `count` more rows, put in its place. */
  private grow(array: TypedArray, count: number, shared = false): TypedArray {
    const grown = withRoom(array, this.count, this.count + count, shared);
    if (array === this.codes) this.codes = grown as Uint8Array | Uint16Array;
    else this.values = grown as Float64Array;
    return grown;
  }
}
