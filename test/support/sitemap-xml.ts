import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Sitemap XML for tests to read. The namespace is written out here rather than imported from the
 * engine, so a wrong constant there cannot make the tests agree with it.
 */
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A urlset of these locs on one line, no XML declaration. */
export function urlset(...locs: string[]): string {
  return `<urlset xmlns="${SITEMAP_NS}">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join('')}</urlset>`;
}

/** https://example.com/0 … /(count − 1), one `<url>` a line: a file big enough to be read in several parts. */
export function numberedUrlset(count: number): string {
  const urls = Array.from({ length: count }, (_, i) => `<url><loc>https://example.com/${i}</loc></url>`);
  return `<urlset xmlns="${SITEMAP_NS}">${urls.join('\n')}</urlset>`;
}

/** A whole document: the XML declaration, then a urlset in namespace `ns` around `body`, which starts on line 3. */
export function urlsetDocument(body: string, ns: string = SITEMAP_NS): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${ns}">\n${body}</urlset>\n`;
}

/** A sitemap index of these locs, one `<sitemap>` a line: entry n (0-based) is on line n + 2. */
export function sitemapIndex(...locs: string[]): string {
  return `<sitemapindex xmlns="${SITEMAP_NS}">\n${locs.map((loc) => `<sitemap><loc>${loc}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;
}

export interface UrlEntry {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: string;
  /** Extra XML inside <url>, such as an image. */
  inner?: string;
}

const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A whole document of these entries, the image and xhtml namespaces declared. */
export function urlsetOf(entries: readonly UrlEntry[]): string {
  const body = entries
    .map((entry) => {
      let xml = `<url><loc>${escapeXml(entry.loc)}</loc>`;
      if (entry.lastmod !== undefined) xml += `<lastmod>${escapeXml(entry.lastmod)}</lastmod>`;
      if (entry.changefreq !== undefined) xml += `<changefreq>${escapeXml(entry.changefreq)}</changefreq>`;
      if (entry.priority !== undefined) xml += `<priority>${escapeXml(entry.priority)}</priority>`;
      return `${xml}${entry.inner ?? ''}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="${SITEMAP_NS}" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${body}
</urlset>`;
}

/** https://example.com/page-1 … page-N, each with a lastmod, changefreq and priority. */
export function numberedEntries(count: number): UrlEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    loc: `https://example.com/page-${i + 1}`,
    lastmod: '2024-01-15',
    changefreq: 'weekly',
    priority: '0.5',
  }));
}

/** Writes a text sitemap of N numbered URLs (the fastest way to a big table), returning its path. */
export function writeTextSitemap(folder: string, name: string, count: number): string {
  const lines: string[] = new Array<string>(count);
  for (let i = 0; i < count; i += 1) lines[i] = `https://example.com/page-${i + 1}`;
  const path = join(folder, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}
