import type { FileHandle } from 'node:fs/promises';

const GZIP_MAGIC = [0x1f, 0x8b] as const;
/** The smallest gzip member: a 10-byte header, an empty deflate block, an 8-byte trailer. */
const SMALLEST_GZIP = 20;

/**
 * The bytes a file on disk of `size` bytes comes to once read: its size, or for a gzip its trailer's
 * ISIZE (the last member's inflated size mod 2^32). Only a hint, for making room ahead (ColumnsBuilder),
 * never a bound: a file of several members, or of more than 4 GiB, says less, and a hostile one may say
 * anything. Read with positioned reads, which leave the handle's position where it was.
 */
export async function inflatedSizeHint(file: FileHandle, size: number): Promise<number> {
  if (size < SMALLEST_GZIP) return size;
  const head = Buffer.alloc(2);
  await file.read(head, 0, 2, 0);
  if (head[0] !== GZIP_MAGIC[0] || head[1] !== GZIP_MAGIC[1]) return size;
  const trailer = Buffer.alloc(4);
  await file.read(trailer, 0, 4, size - 4);
  return trailer.readUInt32LE(0);
}
