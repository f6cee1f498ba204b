import type { QualifiedTag } from 'sax';
import type { Severity } from '../../../shared/problems';
import { LEGACY_SITEMAP_NAMESPACES, SITEMAP_NS } from './xml-names';

export interface RootVerdict {
  kind: 'urlset' | 'sitemapindex' | null;
  /** A problem to report; with `kind: null` it is an error and parsing stops. */
  problem: { severity: Severity; code: string; message: string } | null;
}

/**
 * Decides whether the root element makes the file a sitemap. The namespace its children must be
 * in is the root's: the standard one, none (tolerated with a warning), or an older one (warned).
 */
export function judgeRoot(node: QualifiedTag): RootVerdict {
  if (node.local !== 'urlset' && node.local !== 'sitemapindex') {
    const message = `The root element <${node.name}> is neither urlset nor sitemapindex.`;
    return { kind: null, problem: { severity: 'error', code: 'root-not-sitemap', message } };
  }
  const kind = node.local;
  if (node.uri === SITEMAP_NS) return { kind, problem: null };
  if (node.uri === '') {
    const message = `<${node.name}> does not declare the sitemap namespace.`;
    return { kind, problem: { severity: 'warning', code: 'sitemap-namespace-missing', message } };
  }
  if (LEGACY_SITEMAP_NAMESPACES.has(node.uri)) {
    const message = `<${node.name}> uses the old namespace ${node.uri}.`;
    return { kind, problem: { severity: 'warning', code: 'sitemap-namespace-old', message } };
  }
  const message = `<${node.name}> is in the namespace ${node.uri}, not a sitemap's.`;
  return { kind: null, problem: { severity: 'error', code: 'root-not-sitemap', message } };
}
