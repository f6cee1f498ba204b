import { describe, expect, it } from 'vitest';
import { clusterMatrix } from '../../../../shared/hreflang/cluster-matrix';
import { xDefaultPages, X_DEFAULT_LANGUAGES } from '../../../../renderer/src/languages/x-default-pages';
import { giantCluster } from '../../../support/giant-cluster';

const E = 'https://example.com';
const pagesOf = (rows: ReturnType<typeof giantCluster>) =>
  rows.map((row, at) => ({ loc: row.loc, place: { table: 0, row: at }, alternates: row.alternates }));

describe('the pages offered as x-default', () => {
  it('offers one page a language of a 20,002-page cluster, with the page chosen now', () => {
    const matrix = clusterMatrix(pagesOf(giantCluster(5000)));
    const chosen = `${E}/shop/nl/4999`;
    const { pages, more } = xDefaultPages(matrix, chosen);
    expect(pages.map(({ language, loc }) => `${language} ${loc}`)).toEqual([
      `nl ${chosen}`,
      `en ${E}/en/0`,
      `nl ${E}/nl/0`,
    ]);
    expect(more).toBe(0);
    expect(xDefaultPages(matrix, `${E}/en/0`).pages).toHaveLength(2);
  });

  it(`offers at most ${X_DEFAULT_LANGUAGES} languages and counts the rest`, () => {
    // One page a made-up region code: 700 languages in one cluster.
    const codes = Array.from({ length: 700 }, (_, n) => `x${n}`);
    const links = codes.map((code) => ({ rel: 'alternate', hreflang: code, href: `${E}/${code}` }));
    const matrix = clusterMatrix(
      codes.map((code, at) => ({ loc: `${E}/${code}`, place: { table: 0, row: at }, alternates: links })),
    );
    const { pages, more } = xDefaultPages(matrix, null);
    expect([pages.length, more]).toEqual([X_DEFAULT_LANGUAGES, 200]);
    expect(pages[0]!.language).toBe(matrix.languages[0]);
  });
});
