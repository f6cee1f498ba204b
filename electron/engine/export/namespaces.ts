import { NAMESPACES } from '../../../shared/protocol';
import { escapeXml } from '../xml-text';

// A file declares only the namespaces its entries need.

/** Extension namespaces as bits, so a file's set is one number. */
export const NS_IMAGE = 1;
export const NS_VIDEO = 2;
export const NS_NEWS = 4;
export const NS_XHTML = 8;

const DECLARATIONS: [number, string][] = [
  [NS_IMAGE, ` xmlns:image="${NAMESPACES.image}"`],
  [NS_VIDEO, ` xmlns:video="${NAMESPACES.video}"`],
  [NS_NEWS, ` xmlns:news="${NAMESPACES.news}"`],
  [NS_XHTML, ` xmlns:xhtml="${NAMESPACES.xhtml}"`],
];

/** The XML declaration, the optional stylesheet link, and the root's start tag with the namespaces used. */
export function xmlHeader(root: 'urlset' | 'sitemapindex', namespaces: number, xslHref: string | null): string {
  let declarations = ` xmlns="${NAMESPACES.sitemap}"`;
  for (const [bit, declaration] of DECLARATIONS) if (namespaces & bit) declarations += declaration;
  const stylesheet = xslHref === null ? '' : `<?xml-stylesheet type="text/xsl" href="${escapeXml(xslHref)}"?>\n`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${stylesheet}<${root}${declarations}>\n`;
}

export const xmlFooter = (root: 'urlset' | 'sitemapindex'): string => `</${root}>\n`;
