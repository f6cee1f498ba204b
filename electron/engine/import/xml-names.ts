/** Namespace URIs the parser matches on; prefixes are never compared (DESIGN.md, "Data flows"). */
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
export const VIDEO_NS = 'http://www.google.com/schemas/sitemap-video/1.1';
export const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';

/**
 * Namespaces generators have used for the sitemap elements besides the standard one: read with a
 * warning, because the file's intent is clear, and written back with the standard one.
 */
export const LEGACY_SITEMAP_NAMESPACES: ReadonlySet<string> = new Set([
  'http://www.google.com/schemas/sitemap/0.84',
  'http://www.google.com/schemas/sitemap/0.9',
  'https://www.sitemaps.org/schemas/sitemap/0.9',
  'http://www.sitemaps.org/schemas/sitemap/0.9/',
]);
