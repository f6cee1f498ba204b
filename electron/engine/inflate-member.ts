import { constants, createGunzip, gunzipSync } from 'node:zlib';

/** zlib's smallest output chunk. */
const SMALLEST_CHUNK = 64;

/** The largest output chunk a trailer may ask for: a larger member is inflated in chunks of this size. */
const LARGEST_CHUNK = 16 * 2 ** 20;

/**
 * Where inflated bytes go: a buffer of their own, or this thread's one scratch buffer, which the next
 * inflate into it overwrites (for bytes read and let go at once: a member decoded, a file read back).
 */
export type InflateInto = 'own' | 'scratch';

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
  return into === 'scratch'
    ? inflateIntoScratch(gzip, chunkSize, most)
    : gunzipSync(gzip, { maxOutputLength: most, chunkSize });
}

/** What gunzipSync does with a Gunzip, and the output buffer it starts from (Node's own fields since v10). */
interface SyncEngine {
  _outBuffer?: Buffer;
  _processChunk?: (chunk: Uint8Array, flushFlag: number) => Buffer;
}

/** The scratch buffer of this thread (each worker has its own module state). */
let scratch: Buffer | null = null;

/**
 * gunzipSync's work with its first output chunk this thread's scratch buffer, kept from call to
 * call: the bytes come back as a view of it when they fit one chunk, as sized they do. On this
 * kind of virtual machine a page first written costs ~90 times a page written again (the bench's
 * "fresh memory" line): a fresh buffer for each member and each file read back was half the page
 * faults of `export <project>`, and faults run slower on two threads at once than on one. Where
 * Node's zlib lacks these fields, it is gunzipSync as before.
 */
function inflateIntoScratch(gzip: Uint8Array, chunkSize: number, most: number): Buffer {
  const engine = createGunzip({ maxOutputLength: most, chunkSize }) as ReturnType<typeof createGunzip> & SyncEngine;
  if (!(engine._outBuffer instanceof Buffer) || typeof engine._processChunk !== 'function') {
    engine.close();
    return gunzipSync(gzip, { maxOutputLength: most, chunkSize });
  }
  // A quarter more room than asked: files of a set differ a little, and each larger one would take new pages again.
  if (scratch === null || scratch.length < chunkSize) scratch = Buffer.allocUnsafe(Math.ceil(chunkSize * 1.25));
  engine._outBuffer = scratch;
  return engine._processChunk(gzip, constants.Z_FINISH);
}
