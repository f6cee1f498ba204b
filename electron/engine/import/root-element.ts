import { NAMESPACES } from '../../../shared/protocol';
import type { QualifiedTag } from 'sax';
import type { Severity } from '../../../shared/problems';
import { MISWRITTEN_SITEMAP_NAMESPACES, OLD_SITEMAP_NAMESPACES } from './xml-names';

export interface RootVerdict {
  kind: 'urlset' | 'sitemapindex' | null;
  /** A problem to report; with `kind: null` it is an error and parsing stops. */
  problem: { severity: Severity; code: string; message: string } | null;
}

/**
 * Decides whether the root element makes the file a sitemap. The namespace its children must be
 * in is the root's: the standard one, none (tolerated with a warning), an older one or the
 * standard one written wrongly (both warned).
 */
export function judgeRoot(node: QualifiedTag): RootVerdict {
  if (node.local !== 'urlset' && node.local !== 'sitemapindex') {
    const message = `The root element <${node.name}> is neither urlset nor sitemapindex.`;
    return { kind: null, problem: { severity: 'error', code: 'root-not-sitemap', message } };
  }
  const kind = node.local;
  if (node.uri === NAMESPACES.sitemap) return { kind, problem: null };
  if (node.uri === '') {
    const message = `<${node.name}> does not declare the sitemap namespace.`;
    return { kind, problem: { severity: 'warning', code: 'sitemap-namespace-missing', message } };
  }
  if (OLD_SITEMAP_NAMESPACES.has(node.uri)) {
    const message = `<${node.name}> uses Google's old namespace ${node.uri}; it is read as a sitemap, and written back with ${NAMESPACES.sitemap}.`;
    return { kind, problem: { severity: 'warning', code: 'sitemap-namespace-old', message } };
  }
  const miswritten = MISWRITTEN_SITEMAP_NAMESPACES.get(node.uri);
  if (miswritten) {
    const message = `<${node.name}> declares ${node.uri}: that is the sitemap namespace ${NAMESPACES.sitemap} written ${miswritten}. A namespace must match exactly, so strict readers find no sitemap here; it is read as one, and written back with the right URI.`;
    return { kind, problem: { severity: 'warning', code: 'sitemap-namespace-variant', message } };
  }
  const message = `<${node.name}> is in the namespace ${node.uri}, not a sitemap's.`;
  return { kind: null, problem: { severity: 'error', code: 'root-not-sitemap', message } };
}
