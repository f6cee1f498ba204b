import { describe, expect, it } from 'vitest';
import { clusterMatrix, type ClusterPage } from '../../../../shared/hreflang/cluster-matrix';
import { completeClusterFaults } from '../../../../shared/hreflang/complete-cluster-faults';

const E = 'https://example.com';

/** A row of table 0 at `loc` (a path under E, or a whole URL) listing `hreflang|href` links. */
function rowPage(row: number, loc: string, ...links: string[]): ClusterPage {
  const url = (text: string): string => (text.startsWith('http') || text.trim() !== text ? text : `${E}${text}`);
  return {
    loc: url(loc),
    place: { table: 0, row },
    alternates: links.map((link) => {
      const [hreflang, href] = link.split('|') as [string, string];
      return { rel: 'alternate', hreflang, href: url(href) };
    }),
  };
}
const outsidePage = (path: string): ClusterPage => ({ loc: `${E}${path}`, place: null, alternates: [] });

const ALL = ['en|/en', 'nl|/nl', 'de|/de', 'x-default|/en'];
const NO_X = ['en|/en', 'nl|/nl', 'de|/de'];
const three = (...links: string[][]): ClusterPage[] =>
  ['/en', '/nl', '/de'].map((loc, row) => rowPage(row, loc, ...links[row]!));

/** Crafted clusters: the fast path must name exactly the faults the matrix finds, or leave them to it. */
const CLUSTERS: Record<string, { pages: ClusterPage[]; fast: boolean }> = {
  'complete with an x-default': { pages: three(ALL, ALL, ALL), fast: true },
  'complete, listed in another order': {
    pages: three(ALL, [...ALL].reverse(), ['de|/de', 'x-default|/en', 'en|/en', 'nl|/nl']),
    fast: true,
  },
  'complete without any x-default': { pages: three(NO_X, NO_X, NO_X), fast: true },
  'codes in other cases and with spaces': {
    pages: three(ALL, ['EN|/en', ' nl |/nl', 'de|/de', 'X-Default|/en'], ALL),
    fast: true,
  },
  'hrefs with white space around them': {
    pages: three(ALL, ['en| https://example.com/en ', 'nl|/nl', 'de|/de', 'x-default|/en'], ALL),
    fast: true,
  },
  'one page alone, listing itself': { pages: [rowPage(0, '/en', 'en|/en')], fast: true },
  'a missing return link': { pages: three(ALL, ALL, ['de|/de', 'x-default|/en']), fast: false },
  'a missing self-reference': {
    pages: three(ALL, ['en|/en', 'de|/de', 'x-default|/en', 'fr|/fr'], ALL),
    fast: false,
  },
  'an x-default on some members only': { pages: three(ALL, NO_X, NO_X), fast: false },
  'differing x-defaults': { pages: three(ALL, ALL, ['en|/en', 'nl|/nl', 'de|/de', 'x-default|/de']), fast: false },
  'one language given two pages': {
    pages: three(ALL, ALL, ['en|/en', 'en|/nl', 'de|/de', 'x-default|/en']),
    fast: false,
  },
  'a page given two languages': {
    pages: three(ALL, ['en|/en', 'fr|/nl', 'de|/de', 'x-default|/en'], ALL),
    fast: false,
  },
  'a language listed twice': { pages: three(ALL, ['en|/en', 'nl|/nl', 'nl|/de', 'x-default|/en'], ALL), fast: false },
  'a member on another host': {
    pages: [
      rowPage(0, '/en', 'en|/en', 'nl|https://example.nl/nl'),
      rowPage(1, 'https://example.nl/nl', 'en|/en', 'nl|https://example.nl/nl'),
    ],
    fast: false,
  },
  'a page no table lists': {
    pages: [rowPage(0, '/en', 'en|/en', 'nl|/nl'), rowPage(1, '/de', 'en|/en', 'nl|/nl'), outsidePage('/nl')],
    fast: false,
  },
  'two rows whose locs normalise alike': {
    pages: [
      rowPage(0, '/en', 'en|/en', 'nl|https://EXAMPLE.com/en'),
      rowPage(1, 'https://EXAMPLE.com/en', 'en|/en', 'nl|https://EXAMPLE.com/en'),
    ],
    fast: false,
  },
  'a link without an hreflang': { pages: three(ALL, ['|/en', 'nl|/nl', 'de|/de', 'x-default|/en'], ALL), fast: false },
  'a member without links': { pages: [rowPage(0, '/en', 'en|/en', 'nl|/nl'), rowPage(1, '/nl')], fast: false },
};

describe('the faults of a cluster already complete', () => {
  for (const [name, { pages, fast }] of Object.entries(CLUSTERS))
    it(`agrees with the matrix: ${name}`, () => {
      const faults = completeClusterFaults(pages);
      expect(faults !== null).toBe(fast);
      if (faults !== null) expect(faults).toEqual(clusterMatrix(pages).faults);
    });

  it('names a missing x-default on the first member, as the matrix does', () => {
    expect(completeClusterFaults(three(NO_X, NO_X, NO_X))).toEqual([{ kind: 'x-default-missing', member: 0 }]);
    expect(completeClusterFaults(three(ALL, ALL, ALL))).toEqual([]);
  });
});
