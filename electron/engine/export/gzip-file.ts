import { constants, gzipSync } from 'node:zlib';

/** gzip's OS byte (offset 9): zlib writes the platform it was built for; "unknown" keeps output identical everywhere. */
export const GZIP_OS_UNKNOWN = 0xff;

/** zlib's output chunk: one chunk for most files (a small one makes gzipSync copy many times). */
export const GZIP_CHUNK_SIZE = 1024 * 1024;

/** Compresses one whole file, deterministically: no time stamp, no file name, the same bytes on every platform. */
export function gzipDeterministic(bytes: Uint8Array, level: number = constants.Z_DEFAULT_COMPRESSION): Buffer {
  const compressed = gzipSync(bytes, { level, chunkSize: GZIP_CHUNK_SIZE });
  compressed[9] = GZIP_OS_UNKNOWN;
  return compressed;
}
