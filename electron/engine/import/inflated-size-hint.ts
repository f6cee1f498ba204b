import type { FileHandle } from 'node:fs/promises';
import { isGzip } from '../sniff-kind';

/** The smallest gzip member: a 10-byte header, an empty deflate block, an 8-byte trailer. */
const SMALLEST_GZIP = 20;

/** The most deflate inflates one byte to (zlib's limit, 1032:1): a trailer saying more is not believed. */
const MOST_INFLATED_PER_BYTE = 1032;

/**
 * The bytes a file on disk of `size` bytes comes to once read: its size, or for a gzip its trailer's
 * ISIZE (the last member's inflated size mod 2^32), never less than its own size nor more than
 * deflate can make of it. Only a hint, for making room ahead (ColumnsBuilder), never a bound: a file
 * of several members, or of more than 4 GiB, says less, and a hostile one may say anything. Read with
 * positioned reads, which leave the handle's position where it was; a file that shrank meanwhile
 * reads zeros (the buffers start so), which says its own size.
 */
export async function inflatedSizeHint(file: FileHandle, size: number): Promise<number> {
  if (size < SMALLEST_GZIP) return size;
  const head = Buffer.alloc(2);
  await file.read(head, 0, 2, 0);
  if (!isGzip(head)) return size;
  const trailer = Buffer.alloc(4);
  await file.read(trailer, 0, 4, size - 4);
  return inflatedSizeOf(size, head, trailer);
}

/**
 * What `size` bytes that start with `head` (2 bytes at least) and end with `trailer` (their last 4)
 * come to once read, as inflatedSizeHint says: their size, or a gzip's ISIZE within what deflate can
 * make of them.
 */
export function inflatedSizeOf(size: number, head: Uint8Array, trailer: Uint8Array): number {
  if (size < SMALLEST_GZIP || !isGzip(head) || trailer.length < 4) return size;
  const isize = new DataView(trailer.buffer, trailer.byteOffset + trailer.length - 4, 4).getUint32(0, true);
  return Math.max(size, Math.min(isize, size * MOST_INFLATED_PER_BYTE));
}
