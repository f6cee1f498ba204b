import { emptyRow, type UrlRow } from '../../shared/url-table';

/** A row at `loc` listing these alternates, each written `hreflang href`. */
export function hreflangRow(loc: string, ...links: string[]): UrlRow {
  return {
    ...emptyRow(loc),
    alternates: links.map((link) => {
      const [hreflang, href] = link.split(' ');
      return { rel: 'alternate', hreflang: hreflang!, href: href! };
    }),
  };
}
