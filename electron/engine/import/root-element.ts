import { NAMESPACES } from '../../../shared/protocol';
import type { XmlElement } from './namespace-scopes';
import { finding, type Finding } from '../../../shared/problem-catalogue';
import { namespaceSlip, OLD_SITEMAP_NAMESPACES } from './xml-names';

export interface RootVerdict {
  kind: 'urlset' | 'sitemapindex' | null;
  /** A problem to report; with `kind: null` it is an error and parsing stops. */
  problem: Finding | null;
}

/**
 * Decides whether the root element makes the file a sitemap. The namespace its children must be
 * in is the root's: the standard one, none (tolerated with a warning), an older one or the
 * standard one written wrongly (both warned).
 */
export function judgeRoot(node: XmlElement): RootVerdict {
  if (node.local !== 'urlset' && node.local !== 'sitemapindex') {
    return { kind: null, problem: finding('root-not-sitemap', { element: node.name }) };
  }
  const kind = node.local;
  if (node.uri === NAMESPACES.sitemap) return { kind, problem: null };
  if (node.uri === '') {
    return { kind, problem: finding('sitemap-namespace-missing', { element: node.name }) };
  }
  if (OLD_SITEMAP_NAMESPACES.has(node.uri)) {
    const params = { element: node.name, namespace: node.uri, standard: NAMESPACES.sitemap };
    return { kind, problem: finding('sitemap-namespace-old', params) };
  }
  // The sitemap namespace written wrongly: read as a sitemap, and written back with the standard URI.
  const miswritten = namespaceSlip(node.uri, NAMESPACES.sitemap);
  if (miswritten) {
    const params = { element: node.name, namespace: node.uri, standard: NAMESPACES.sitemap, how: miswritten };
    return { kind, problem: finding('sitemap-namespace-variant', params) };
  }
  return { kind: null, problem: finding('root-not-sitemap', { element: node.name, namespace: node.uri }) };
}
