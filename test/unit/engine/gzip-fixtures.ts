import { gzipSync } from 'node:zlib';

export const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A urlset of `count` entries, long enough to fill several reads. */
export function urlsetXml(count: number): string {
  const urls = Array.from({ length: count }, (_, index) => `<url><loc>https://example.com/page/${index}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * 200 MiB of zeros as gzip: 200 concatenated members of 1 MiB each (a valid gzip file that
 * `gunzip` inflates to 200 MiB), about 200 KB on disk.
 */
export function gzipBomb(): Buffer {
  const member = gzipSync(Buffer.alloc(1024 * 1024), { level: 9 });
  return Buffer.concat(Array.from({ length: 200 }, () => member));
}
