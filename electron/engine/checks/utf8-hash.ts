import { murmurBlock, murmurFinish, murmurRound } from '../../../shared/validation/duplicate-locs';

/**
 * MurmurHash3 (x86, 32-bit) over UTF-8 bytes `start…end-1`, four to a block: half the rounds of
 * locHash over the same text's code units, read straight from a column's bytes.
 */
export const utf8Hash = (bytes: Uint8Array, start: number, end: number): number =>
  utf8HashOfView(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), start, end);

/** utf8Hash over a view of the bytes, each block one load (a reader of many locs in one chunk makes its view once). */
export function utf8HashOfView(view: DataView, start: number, end: number): number {
  let hash = 0;
  let at = start;
  for (; at + 3 < end; at += 4) hash = murmurRound(hash, view.getInt32(at, true));
  if (at < end) {
    let tail = 0;
    for (let shift = 0; at < end; at++, shift += 8) tail |= view.getUint8(at) << shift;
    hash ^= murmurBlock(tail);
  }
  return murmurFinish(hash, end - start);
}
