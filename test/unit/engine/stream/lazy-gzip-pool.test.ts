import { describe, expect, it } from 'vitest';
import { gzipDeterministic } from '../../../../electron/engine/export/gzip-file';
import { createGzipPool, type GzipPool } from '../../../../electron/engine/export/gzip-pool';
import { lazyGzipPool } from '../../../../electron/engine/stream/lazy-gzip-pool';

/** A gzip pool made through `start`, counting how often it was started. */
function counted(): { pool: GzipPool; starts: () => number } {
  let starts = 0;
  const pool = lazyGzipPool(() => {
    starts++;
    return createGzipPool(1);
  });
  return { pool, starts: () => starts };
}

describe('lazyGzipPool', () => {
  it('starts no worker when no file comes, and closes', async () => {
    const { pool, starts } = counted();
    await pool.close();
    expect(starts()).toBe(0);
  });

  it('starts its workers once, with the first file, and gives the bytes gzipDeterministic gives', async () => {
    const { pool, starts } = counted();
    const bytes = Buffer.from(`<urlset>\n${'<url><loc>https://example.com/</loc></url>\n'.repeat(500)}</urlset>`);
    try {
      const [sealed, compressed] = await Promise.all([
        pool.seal(bytes, { gzip: true, marker: '<url>' }),
        pool.compress(bytes),
      ]);
      expect(starts()).toBe(1);
      expect(sealed.bytes.equals(gzipDeterministic(bytes))).toBe(true);
      expect(sealed.holds.entries).toBe(500);
      expect(compressed.equals(gzipDeterministic(bytes))).toBe(true);
    } finally {
      await pool.close();
    }
  });
});
