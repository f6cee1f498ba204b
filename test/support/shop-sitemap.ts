import { SITEMAP_NS } from './sitemap-xml';

const CHANGEFREQS = ['daily', 'weekly', 'monthly'];

/**
 * The shop-like sitemap `file` (0-based) of a generated set: `rowsPerFile` realistic rows, numbered on
 * from the files before it. Written once here so a local set and a served one hold the same rows.
 * `locPadding` lengthens each loc by so many characters (a long path segment: the set of a site whose
 * URLs run to a kilobyte).
 */
export function shopUrlset(file: number, rowsPerFile: number, locPadding = 0): Buffer {
  const parts = [`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n`];
  const padding = locPadding > 0 ? `/${'p'.repeat(locPadding - 1)}` : '';
  for (let i = 0; i < rowsPerFile; i++) {
    const n = file * rowsPerFile + i;
    parts.push(
      `  <url>\n    <loc>https://www.example.com/products/category-${n % 97}${padding}/item-${n}.html?ref=sitemap&amp;v=${n % 7}</loc>\n` +
        `    <lastmod>2024-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}T10:${String(n % 60).padStart(2, '0')}:00+00:00</lastmod>\n` +
        `    <changefreq>${CHANGEFREQS[n % 3]}</changefreq>\n    <priority>0.${n % 10}</priority>\n  </url>\n`,
    );
  }
  parts.push('</urlset>\n');
  return Buffer.from(parts.join(''));
}

/** A sitemap index document listing `locs`, one `<sitemap>` a line. */
export function shopIndex(locs: readonly string[]): string {
  const entries = locs.map((loc) => `  <sitemap><loc>${loc}</loc></sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${entries}</sitemapindex>\n`;
}
