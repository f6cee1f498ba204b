import { decodePack, type SparsePack } from './packed-runs';
import type { SparseRows } from './sparse-rows';
import { utf8Bytes, writeAscii } from './utf8-text';

export type { SparsePack } from './packed-runs';

/** The values of rows `start…end-1`: those kept packed as they came, as their bytes (SparseRows.packedBetween). */
export function packSparse<T>(values: SparseRows<T>, start: number, end: number): SparsePack {
  const packed = values.packedBetween(start, end);
  if (packed) return packed;
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
  decodePack<T>(pack, firstRow, (row, value) => values.set(row, value));
}

/** The buffers a pack can hand over instead of copying. */
export function packBuffers(pack: SparsePack): ArrayBuffer[] {
  return [pack.rows.buffer, pack.bytes.buffer, pack.ends.buffer] as ArrayBuffer[];
}
