import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { shopIndex, shopUrlset } from '../shop-sitemap';

const gzipAsync = promisify(gzip);

export interface RemoteSet {
  /** `${origin}/sitemap_index.xml`, listing every sitemap by its URL on the origin. */
  index: string;
  /** `${origin}/robots.txt`, whose `Sitemap:` line names the index. */
  robots: string;
  /** The sitemaps' URLs, in the index's order. */
  files: string[];
  rows: number;
}

/**
 * Writes generateSet's shop-like set into a folder a server at `origin` serves: gzipped sitemaps,
 * an uncompressed index whose locs point at that origin, and a robots.txt naming the index. Write
 * it once the server is up, since its origin is only known then.
 */
export async function writeRemoteSet(dir: string, origin: string, files = 20, rowsPerFile = 2_000): Promise<RemoteSet> {
  const names = Array.from({ length: files }, (_, file) => `sitemap-${file + 1}.xml.gz`);
  await Promise.all(
    names.map(async (name, file) => writeFile(join(dir, name), await gzipAsync(shopUrlset(file, rowsPerFile)))),
  );
  const urls = names.map((name) => `${origin}/${name}`);
  await writeFile(join(dir, 'sitemap_index.xml'), shopIndex(urls));
  const index = `${origin}/sitemap_index.xml`;
  await writeFile(join(dir, 'robots.txt'), `User-agent: *\nDisallow: /private/\n\nSitemap: ${index}\n`);
  return { index, robots: `${origin}/robots.txt`, files: urls, rows: files * rowsPerFile };
}
