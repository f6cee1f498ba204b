import { murmurBlock, murmurFinish, murmurRound } from '../../../shared/validation/duplicate-locs';

/**
 * MurmurHash3 (x86, 32-bit) over UTF-8 bytes `start…end-1`, four to a block: half the rounds of
 * locHash over the same text's code units, read straight from a column's bytes.
 */
export function utf8Hash(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0;
  let at = start;
  for (; at + 3 < end; at += 4)
    hash = murmurRound(hash, bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24));
  if (at < end) {
    let tail = 0;
    for (let shift = 0; at < end; at++, shift += 8) tail |= bytes[at]! << shift;
    hash ^= murmurBlock(tail);
  }
  return murmurFinish(hash, end - start);
}
