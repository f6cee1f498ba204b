import type { StringColumn } from '../../../shared/columnar/string-column';
import type { ByteKeys } from './text-sort';

/**
 * The sort keys of `rows` (stored indices) of a text column, by position in `rows`: each row's
 * UTF-8 bytes where the column keeps them, so nothing is decoded and no string is built. The rare
 * row kept as a JS string (it has a lone surrogate, which UTF-8 cannot hold) is encoded into a chunk
 * of its own, the surrogate as its code point (as WTF-8 does), so byte order is code point order
 * for every row.
 */
export function textKeys(column: StringColumn, rows: Int32Array): ByteKeys {
  const where = new Int32Array(3 * rows.length);
  const chunks = column.locateUtf8(rows, where);
  const kept: number[] = [];
  let size = 0;
  for (let p = 0; p < rows.length; p += 1) {
    if (where[3 * p + 2] !== -1) continue;
    kept.push(p);
    size += column.get(rows[p]!).length * 3;
  }
  if (kept.length === 0) return { chunks, where };
  const own = new Uint8Array(size);
  let at = 0;
  for (const p of kept) {
    where[3 * p] = chunks.length;
    where[3 * p + 1] = at;
    at = writeCodePoints(column.get(rows[p]!), own, at);
    where[3 * p + 2] = at - where[3 * p + 1]!;
  }
  return { chunks: [...chunks, own], where };
}

/** Writes `text`'s code points as UTF-8 from `at`, a lone surrogate as its own code point; returns where it ended. */
function writeCodePoints(text: string, target: Uint8Array, at: number): number {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.codePointAt(i)!;
    if (c < 0x80) target[at++] = c;
    else if (c < 0x800) {
      target[at++] = 0xc0 | (c >> 6);
      target[at++] = 0x80 | (c & 0x3f);
    } else if (c < 0x10000) {
      target[at++] = 0xe0 | (c >> 12);
      target[at++] = 0x80 | ((c >> 6) & 0x3f);
      target[at++] = 0x80 | (c & 0x3f);
    } else {
      i += 1; // a surrogate pair: two code units
      target[at++] = 0xf0 | (c >> 18);
      target[at++] = 0x80 | ((c >> 12) & 0x3f);
      target[at++] = 0x80 | ((c >> 6) & 0x3f);
      target[at++] = 0x80 | (c & 0x3f);
    }
  }
  return at;
}

/**
 * The sort keys of texts that are not in a column (the check columns' cells), by position: their
 * code points as UTF-8 in one buffer, so they sort in the same order as a column's.
 */
export function stringKeys(texts: readonly string[]): ByteKeys {
  let size = 0;
  for (const text of texts) size += text.length * 3;
  const bytes = new Uint8Array(size);
  const where = new Int32Array(3 * texts.length);
  let at = 0;
  texts.forEach((text, p) => {
    where[3 * p + 1] = at;
    at = writeCodePoints(text, bytes, at);
    where[3 * p + 2] = at - where[3 * p + 1]!;
  });
  return { chunks: [bytes], where };
}
