import { constants, createGzip, gzipSync } from 'node:zlib';
import { ScratchBuffer } from '../scratch-buffer';
import { zlibSyncInto } from '../zlib-scratch';

/** gzip's OS byte (offset 9): zlib writes the platform it was built for; "unknown" keeps output identical everywhere. */
export const GZIP_OS_UNKNOWN = 0xff;

/** zlib's output chunk: one chunk for most files (a small one makes gzipSync copy many times). */
export const GZIP_CHUNK_SIZE = 1024 * 1024;

/** Where `gzipDeterministic(…, 'scratch')` writes: this thread's, overwritten by the next such call. */
const scratch = new ScratchBuffer();

/** Compresses one whole file, deterministically: no time stamp, no file name, the same bytes on every platform. */
export function gzipDeterministic(
  bytes: Uint8Array,
  level: number = constants.Z_DEFAULT_COMPRESSION,
  into: 'own' | 'scratch' = 'own',
): Buffer {
  if (into === 'own') return withOsUnknown(gzipSync(bytes, { level, chunkSize: GZIP_CHUNK_SIZE }));
  // One chunk as large as zlib's bound on the output (deflateBound, a little over the input), so nothing is joined.
  const chunkSize = bytes.length + (bytes.length >> 11) + 1024;
  const options = { level, chunkSize };
  return withOsUnknown(
    zlibSyncInto(createGzip(options), bytes, scratch.atLeast(chunkSize)) ?? gzipSync(bytes, options),
  );
}

function withOsUnknown(compressed: Buffer): Buffer {
  compressed[9] = GZIP_OS_UNKNOWN;
  return compressed;
}
