import { constants, gzipSync } from 'node:zlib';

/** gzip's OS byte (offset 9): zlib writes the platform it was built for; "unknown" keeps output identical everywhere. */
export const GZIP_OS_UNKNOWN = 0xff;

/** Compresses one whole file, deterministically: no time stamp, no file name, the same bytes on every platform. */
export function gzipDeterministic(bytes: Uint8Array, level: number = constants.Z_DEFAULT_COMPRESSION): Buffer {
  const compressed = gzipSync(bytes, { level, chunkSize: 1024 * 1024 });
  compressed[9] = GZIP_OS_UNKNOWN;
  return compressed;
}
