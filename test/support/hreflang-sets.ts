// Hreflang clusters made to order, for the checks that must find exactly the cluster problems.
import { emptyRow, type UrlRow } from '../../shared/url-table';

export const E = 'https://example.com';

/** A row at `loc` listing these alternates, `hreflang:href` each (`hreflang:` alone: no href). */
export function hreflangRow(loc: string, ...links: string[]): UrlRow {
  return {
    ...emptyRow(loc),
    alternates: links.map((link) => {
      const at = link.indexOf(':');
      const href = link.slice(at + 1);
      return { rel: 'alternate', hreflang: link.slice(0, at), href: href === '' ? null : href };
    }),
  };
}

const row = hreflangRow;

/** Every cluster problem at least once, over two tables: links across them, locs written unlike their hrefs, duplicates, pages no row has. */
export function craftedHreflangSet(): UrlRow[][] {
  const cluster = (path: string, wrong?: string): UrlRow[] => {
    const set = ['en', 'nl', 'de'].map((language) => `${language}:${E}/${language}/${path}`);
    return ['en', 'nl', 'de'].map((language) =>
      row(`${E}/${language}/${path}`, ...set, ...(language === 'de' && wrong ? [wrong] : [])),
    );
  };
  const first = [
    row(`${E}/a`),
    row(`${E}/en/`, `en:${E}/en/`, `nl:${E}/nl/`, `de:${E}/de/`, `x-default:${E}/en/`),
    // Written otherwise than the links to it (host case, default port), listing the English page but not itself.
    row('HTTPS://Example.com:443/nl/', `en:  ${E}/en/  `, `x-default:${E}/de/`, 'fr:'),
    row(
      `${E}/x/en/`,
      `en:${E}/x/en/`,
      `de:${E}/x/de/a`,
      `de:${E}/x/de/b`,
      `fr:https://example.fr/`,
      `x-default:${E}/x/en/`,
    ),
    row(`${E}/x/de/a`, `en:${E}/x/en/`, `de-AT:${E}/x/de/a`, `x-default:${E}/x/en/`),
    ...cluster('shoes', `en:${E}/en/hats`),
    row(`${E}/y/en/`, `en:${E}/y/en/`, `de:https://example.de/`),
    row('https://example.de/', `en:${E}/y/en/`, `de:https://example.de/`),
    row(`${E}/y/fr/`, `en:${E}/y/en/`, `fr:${E}/y/fr/`),
    row(`${E}/z/en/`, `en:${E}/z/en/`, `nl:${E}/z/nl/`),
  ];
  const second = [
    // Listed by the first table's pages: the German page, with nothing of its own; then one listed twice.
    row(`${E}/de/`),
    row(`${E}/x/de/b`, `en:${E}/x/en/`, `de:${E}/x/de/b`, `de:${E}/x/de/a`, `x-default:${E}/x/en/`),
    row(`${E}/en/`, `en:${E}/en/`, `nl:${E}/nl/`),
    row(`${E}/z/nl/`),
    ...cluster('hats'),
    row(`${E}/b`),
  ];
  return [first, second];
}
