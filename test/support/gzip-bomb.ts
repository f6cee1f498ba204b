import { gzipSync } from 'node:zlib';

/**
 * 200 MiB of zeros as gzip: 200 concatenated members of 1 MiB each (a valid gzip file that
 * `gunzip` inflates to 200 MiB), about 200 KB on disk.
 */
export function gzipBomb(): Buffer {
  const member = gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });
  return Buffer.concat(Array.from({ length: 200 }, () => member));
}
