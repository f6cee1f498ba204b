import { emptyRow, type UrlRow } from '../../shared/url-table';

const E = 'https://example.com';

/** A row at `loc` listing `hreflang href` links. */
function linked(loc: string, ...links: [hreflang: string, href: string][]): UrlRow {
  return { ...emptyRow(loc), alternates: links.map(([hreflang, href]) => ({ rel: 'alternate', hreflang, href })) };
}

/** The wrong link of giantCluster: the home page lists the shop's home as its English page. */
export const JOINING_LINK = { from: `${E}/`, hreflang: 'en', href: `${E}/shop/` };

/**
 * One giant hreflang cluster of `4 × contents + 2` pages: two sites (the blog at /, the shop at
 * /shop/) whose pages are English and Dutch pairs that each name their home as x-default (one
 * x-default pasted on every page), joined by one wrong link, the blog's home listing the shop's
 * home as its English page (JOINING_LINK). Without it the cluster falls into two halves.
 */
export function giantCluster(contents: number): UrlRow[] {
  const half = (home: string, path: string): UrlRow[] => {
    const rows: UrlRow[] = [];
    for (let n = 0; n < contents; n += 1) {
      const en = `${E}${path}en/${n}`;
      const nl = `${E}${path}nl/${n}`;
      const links: [string, string][] = [
        ['en', en],
        ['nl', nl],
        ['x-default', home],
      ];
      rows.push(linked(en, ...links), linked(nl, ...links));
    }
    return rows;
  };
  const shopHome = linked(`${E}/shop/`, ['x-default', `${E}/shop/`]);
  const blogHome = linked(JOINING_LINK.from, ['x-default', `${E}/`], [JOINING_LINK.hreflang, JOINING_LINK.href]);
  // The blog's home after its pages, so the row that lists the wrong link is not on the matrix's first page.
  return [...half(`${E}/`, '/'), blogHome, shopHome, ...half(`${E}/shop/`, '/shop/')];
}

/** A small complete cluster of two pages, beside the giant one. */
export const smallCluster = (): UrlRow[] => {
  const links: [string, string][] = [
    ['en', `${E}/small/en`],
    ['nl', `${E}/small/nl`],
  ];
  return [linked(`${E}/small/en`, ...links), linked(`${E}/small/nl`, ...links)];
};
