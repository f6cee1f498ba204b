import { readUtf8 } from './utf8-text';

/**
 * A sparse column's values for a slice of rows, packed for transfer: each value as JSON (lossless
 * for any string, lone surrogates included, and for extension entries) in one UTF-8 buffer.
 */
export interface SparsePack {
  /** Row numbers, counted from the slice's first row. */
  rows: Uint32Array;
  /** The UTF-8 JSON of every value, one after another. */
  bytes: Uint8Array;
  /** Where each value's JSON ends in `bytes`. */
  ends: Uint32Array;
}

/** Calls `take` with each of a pack's values, decoded, and its row counted from `firstRow`. */
export function decodePack<T>(pack: SparsePack, firstRow: number, take: (row: number, value: T) => void): void {
  const whole = pack.rows.length > 1 ? byteForByte(pack.bytes) : null;
  let from = 0;
  pack.rows.forEach((row, i) => {
    const to = pack.ends[i]!;
    const json = whole !== null ? whole.slice(from, to) : readUtf8(pack.bytes.subarray(from, to));
    take(firstRow + row, JSON.parse(json) as T);
    from = to;
  });
}

/**
 * `bytes` decoded at once, when each byte is a character of the text (ASCII; a byte that is no UTF-8
 * is one U+FFFD, as decoding it alone gives), so that a value's bytes are the same stretch of it; null
 * when some characters took more bytes. Decoding each value apart cost more than its JSON.parse.
 */
function byteForByte(bytes: Uint8Array): string | null {
  const text = readUtf8(bytes);
  return text.length === bytes.length ? text : null;
}

/** A pack's values as they came, its rows counted from `first`. */
interface PackedRun {
  first: number;
  pack: SparsePack;
}

/** The first index of `rows` (ascending) at or past `row`. */
function indexAtOrPast(rows: Uint32Array, row: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle]! < row) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Where value `i` of a pack begins in its bytes. */
const startOf = (pack: SparsePack, i: number): number => (i === 0 ? 0 : pack.ends[i - 1]!);

/**
 * Sparse values kept packed as they came (SparsePack), in runs of ascending rows that never
 * overlap: a table passed on from one thread to another (a parse worker's rows, on their way to the
 * pack workers or the renderer) hands on the same bytes without decoding each value's JSON and
 * encoding it again (300,000 rows with an image: 1.4 s on the main thread). See SparseRows.adoptPacked.
 */
export class PackedRuns {
  private readonly runs: PackedRun[] = [];
  private values = 0;
  /** The run and value bytesOf found last: rows are mostly asked for in order. */
  private lastRun = 0;
  private lastValue = 0;

  /** Values in all runs. */
  get count(): number {
    return this.values;
  }

  /** The first row of the first run (Infinity when none). */
  get first(): number {
    return this.runs[0]?.first ?? Infinity;
  }

  /** The row after the last value. */
  get end(): number {
    const run = this.runs.at(-1);
    return run ? run.first + run.pack.rows.at(-1)! + 1 : 0;
  }

  /** A pack of rows counted from `first`, each after every row held (the caller's to ensure). */
  add(first: number, pack: SparsePack): void {
    if (pack.rows.length === 0) return;
    this.runs.push({ first, pack });
    this.values += pack.rows.length;
  }

  /** Each run, in row order. */
  all(): readonly PackedRun[] {
    return this.runs;
  }

  /** The values of rows `start…end-1` as one pack, their rows counted from `start`: the same bytes, copied. */
  between(start: number, end: number): SparsePack {
    const pieces: { run: PackedRun; from: number; to: number }[] = [];
    let values = 0;
    let bytes = 0;
    for (const run of this.runs) {
      const { rows } = run.pack;
      if (run.first >= end || run.first + rows.at(-1)! < start) continue;
      const from = indexAtOrPast(rows, start - run.first);
      const to = indexAtOrPast(rows, end - run.first);
      if (from === to) continue;
      pieces.push({ run, from, to });
      values += to - from;
      bytes += startOf(run.pack, to) - startOf(run.pack, from);
    }
    const pack: SparsePack = {
      rows: new Uint32Array(values),
      bytes: new Uint8Array(bytes),
      ends: new Uint32Array(values),
    };
    let value = 0;
    let byte = 0;
    for (const { run, from, to } of pieces) {
      const base = startOf(run.pack, from);
      const shift = run.first - start;
      for (let i = from; i < to; i++, value++) {
        pack.rows[value] = run.pack.rows[i]! + shift;
        pack.ends[value] = byte + run.pack.ends[i]! - base;
      }
      const length = startOf(run.pack, to) - base;
      pack.bytes.set(run.pack.bytes.subarray(base, base + length), byte);
      byte += length;
    }
    return pack;
  }

  /** The bytes of row `row`'s value (its UTF-8 JSON), 0 when it has none. */
  bytesOf(row: number): number {
    const run = this.runOf(row);
    if (run < 0) return 0;
    const { first, pack } = this.runs[run]!;
    const relative = row - first;
    let i = run === this.lastRun && pack.rows[this.lastValue]! <= relative ? this.lastValue : 0;
    if (i === 0) i = indexAtOrPast(pack.rows, relative);
    else while (i < pack.rows.length && pack.rows[i]! < relative) i++;
    this.lastRun = run;
    this.lastValue = Math.min(i, pack.rows.length - 1);
    return pack.rows[i] === relative ? pack.ends[i]! - startOf(pack, i) : 0;
  }

  /** The run whose rows span `row`, or -1. */
  private runOf(row: number): number {
    const spans = (r: number): boolean => {
      const run = this.runs[r];
      return run !== undefined && row >= run.first && row <= run.first + run.pack.rows.at(-1)!;
    };
    if (spans(this.lastRun)) return this.lastRun;
    if (spans(this.lastRun + 1)) return this.lastRun + 1;
    let low = 0;
    let high = this.runs.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.runs[middle]!.first <= row) low = middle + 1;
      else high = middle;
    }
    return spans(low - 1) ? low - 1 : -1;
  }
}
