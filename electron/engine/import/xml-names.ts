import type { NamespaceSlip } from '../../../shared/problem-catalogue';
import { NAMESPACES } from '../../../shared/protocol';
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
 * How `uri` is the namespace `standard` written wrongly (https for http, a "/" after it, or both),
 * never a namespace of its own; null where it is no such slip.
 */
export function namespaceSlip(uri: string, standard: string): NamespaceSlip | null {
  const https = standard.replace(/^http:/, 'https:');
  if (uri === https) return 'https';
  if (uri === `${standard}/`) return 'slash';
  if (uri === `${https}/`) return 'https-and-slash';
  return null;
}

/** The sitemap extension namespaces (image, video, news, xhtml), each with how `uri` miswrites it; null for none. */
export function miswrittenExtension(uri: string): { standard: string; how: NamespaceSlip } | null {
  for (const standard of [NAMESPACES.image, NAMESPACES.video, NAMESPACES.news, NAMESPACES.xhtml]) {
    const how = namespaceSlip(uri, standard);
    if (how) return { standard, how };
  }
  return null;
}
