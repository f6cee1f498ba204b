import type { NamespaceSlip } from '../../../shared/problem-catalogue';
// The parser matches namespace URIs (NAMESPACES in shared/protocol.ts), never prefixes (DESIGN.md).

/**
 * Namespaces generators have used for the sitemap elements before sitemaps.org's: read with a
 * warning, because the file's intent is clear, and written back with the standard one.
 */
export const OLD_SITEMAP_NAMESPACES: ReadonlySet<string> = new Set([
  'http://www.google.com/schemas/sitemap/0.84',
  'http://www.google.com/schemas/sitemap/0.9',
]);

/**
 * The sitemap namespace written wrongly, never a namespace of its own: what differs, for the
 * warning. Read as a sitemap and written back with the standard URI.
 */
export const MISWRITTEN_SITEMAP_NAMESPACES: ReadonlyMap<string, NamespaceSlip> = new Map([
  ['https://www.sitemaps.org/schemas/sitemap/0.9', 'https'],
  ['http://www.sitemaps.org/schemas/sitemap/0.9/', 'slash'],
  ['https://www.sitemaps.org/schemas/sitemap/0.9/', 'https-and-slash'],
]);
