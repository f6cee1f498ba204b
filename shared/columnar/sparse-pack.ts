import type { SparseRows } from './sparse-rows';
import { readUtf8, utf8Bytes } from './utf8-text';

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

/** The values of rows `start…end-1`. */
export function packSparse<T>(values: SparseRows<T>, start: number, end: number): SparsePack {
  const rows: number[] = [];
  const parts: Uint8Array[] = [];
  if (values.size > 0) {
    for (let row = start; row < end; row++) {
      const value = values.get(row);
      if (value === undefined) continue;
      rows.push(row - start);
      parts.push(utf8Bytes(JSON.stringify(value)));
    }
  }
  const ends = new Uint32Array(parts.length);
  let size = 0;
  parts.forEach((part, i) => (ends[i] = size += part.length));
  const bytes = new Uint8Array(size);
  parts.forEach((part, i) => bytes.set(part, i === 0 ? 0 : ends[i - 1]));
  return { rows: Uint32Array.from(rows), bytes, ends };
}

/** Puts a pack's values into `values`, its rows counted from `firstRow`. */
export function unpackSparse<T>(pack: SparsePack, values: SparseRows<T>, firstRow: number): void {
  let from = 0;
  pack.rows.forEach((row, i) => {
    const to = pack.ends[i]!;
    values.set(firstRow + row, JSON.parse(readUtf8(pack.bytes.subarray(from, to))) as T);
    from = to;
  });
}

/** The buffers a pack can hand over instead of copying. */
export function packBuffers(pack: SparsePack): ArrayBuffer[] {
  return [pack.rows.buffer, pack.bytes.buffer, pack.ends.buffer] as ArrayBuffer[];
}
