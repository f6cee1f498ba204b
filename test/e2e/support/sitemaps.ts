import { join } from 'node:path';
import { writeFileSync } from 'node:fs';

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

/** A urlset with the given entries, image and xhtml namespaces declared. */
export function urlset(entries: readonly UrlEntry[]): string {
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
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1" xmlns:xhtml="http://www.w3.org/1999/xhtml">
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
