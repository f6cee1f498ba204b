import { xmlFooter, xmlHeader } from './namespaces';

/** What surrounds the entries of one file; the header may depend on the namespaces the entries use. */
export interface FileFormat {
  header(namespaces: number): string;
  footer: string;
}

export const urlsetFormat = (xslHref: string | null): FileFormat => ({
  header: (namespaces) => xmlHeader('urlset', namespaces, xslHref),
  footer: xmlFooter('urlset'),
});

export const sitemapIndexFormat = (xslHref: string | null): FileFormat => ({
  header: () => xmlHeader('sitemapindex', 0, xslHref),
  footer: xmlFooter('sitemapindex'),
});

/** A text sitemap: one URL per line, nothing around them. */
export const textFormat: FileFormat = { header: () => '', footer: '' };
