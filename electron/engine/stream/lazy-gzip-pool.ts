import type { GzipPool } from '../export/gzip-pool';

/**
 * A gzip pool whose workers start with its first file: the streaming CLI packs a parse worker's
 * columns on its pack workers, so a set of sitemaps never needs one (started at once, its idle
 * workers cost each run their start-up and their memory).
 */
export function lazyGzipPool(start: () => GzipPool): GzipPool {
  let pool: GzipPool | null = null;
  const started = (): GzipPool => (pool ??= start());
  return {
    compress: (bytes) => started().compress(bytes),
    seal: (bytes, request) => started().seal(bytes, request),
    close: async () => pool?.close(),
  };
}
