import { createGunzip, gunzipSync } from 'node:zlib';
import { ScratchBuffer } from './scratch-buffer';
import { zlibSyncInto } from './zlib-scratch';

/** zlib's smallest output chunk. */
const SMALLEST_CHUNK = 64;

/** The largest output chunk a trailer may ask for: a larger member is inflated in chunks of this size. */
const LARGEST_CHUNK = 16 * 2 ** 20;

/**
 * Where inflated bytes go: a buffer of their own; this thread's one scratch buffer, which the next
 * inflate into it overwrites (for bytes read and let go at once: a member decoded, a file read back);
 * or a buffer the caller gives of at least the bytes asked (they come back as a view of it when they
 * fit it, else in a buffer of their own).
 */
export type InflateInto = 'own' | 'scratch' | ((bytes: number) => Buffer);

/**
 * A gzip member inflated into one buffer when it can be: zlib's output chunk is sized from the
 * member's trailer (ISIZE, its inflated size mod 2^32) rather than 16 KiB chunks joined at the end,
 * some 30 % less CPU for a member of 20,000 rows. The trailer is only a hint: a wrong one costs
 * chunks, never bytes, and `most` bounds the output as before (gunzipSync's maxOutputLength).
 */
export function inflateMember(member: Uint8Array, most: number, into: InflateInto = 'own'): Buffer {
  const trailer = member.length >= 4 ? new DataView(member.buffer, member.byteOffset + member.length - 4, 4) : null;
  const inflated = trailer ? trailer.getUint32(0, true) : 0;
  return inflateSized(member, Math.min(inflated, LARGEST_CHUNK), most, into);
}

/** A gzip inflated in one chunk when it inflates to `size` bytes (or less), bounded by `most`. */
export function inflateSized(gzip: Uint8Array, size: number, most: number, into: InflateInto = 'own'): Buffer {
  // One byte more than the size, so zlib finds the gzip's end within the chunk.
  const chunkSize = Math.max(SMALLEST_CHUNK, Math.min(size + 1, most + 1));
  const options = { maxOutputLength: most, chunkSize };
  if (into === 'own') return gunzipSync(gzip, options);
  const out = into === 'scratch' ? scratch.atLeast(chunkSize) : into(chunkSize);
  return zlibSyncInto(createGunzip(options), gzip, out) ?? gunzipSync(gzip, options);
}

const scratch = new ScratchBuffer();
