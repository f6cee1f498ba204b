import type { SparseRows } from './sparse-rows';
import { readUtf8, utf8Bytes, writeAscii } from './utf8-text';

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
  const texts: string[] = [];
  if (values.size > 0) {
    for (let row = start; row < end; row++) {
      const value = values.get(row);
      if (value === undefined) continue;
      rows.push(row - start);
      texts.push(JSON.stringify(value));
    }
  }
  const ends = new Uint32Array(texts.length);
  return { rows: Uint32Array.from(rows), bytes: encodeAll(texts, ends), ends };
}

/**
 * Every text's UTF-8, one after another, each one's end written to `ends`. Encoded at once when all
 * are ASCII, as JSON mostly is (a byte a character, so the ends are the texts' lengths); else one by
 * one. An encode per value cost more than the JSON itself: 300,000 image entries, 1.4 s.
 */
function encodeAll(texts: readonly string[], ends: Uint32Array): Uint8Array {
  const joined = texts.join('');
  const ascii = new Uint8Array(joined.length);
  let size = 0;
  if (writeAscii(joined, ascii)) {
    texts.forEach((text, i) => (ends[i] = size += text.length));
    return ascii;
  }
  const parts = texts.map(utf8Bytes);
  parts.forEach((part, i) => (ends[i] = size += part.length));
  const bytes = new Uint8Array(size);
  parts.forEach((part, i) => bytes.set(part, i === 0 ? 0 : ends[i - 1]));
  return bytes;
}

/** Puts a pack's values into `values`, its rows counted from `firstRow`. */
export function unpackSparse<T>(pack: SparsePack, values: SparseRows<T>, firstRow: number): void {
  const whole = pack.rows.length > 1 ? byteForByte(pack.bytes) : null;
  let from = 0;
  pack.rows.forEach((row, i) => {
    const to = pack.ends[i]!;
    const json = whole !== null ? whole.slice(from, to) : readUtf8(pack.bytes.subarray(from, to));
    values.set(firstRow + row, JSON.parse(json) as T);
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

/** The buffers a pack can hand over instead of copying. */
export function packBuffers(pack: SparsePack): ArrayBuffer[] {
  return [pack.rows.buffer, pack.bytes.buffer, pack.ends.buffer] as ArrayBuffer[];
}
