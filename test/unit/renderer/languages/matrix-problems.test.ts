import { describe, expect, it } from 'vitest';
import { placeMatrixProblems } from '../../../../renderer/src/languages/matrix-problems';
import { clusterMatrix, type ClusterPage } from '../../../../shared/hreflang/cluster-matrix';

const E = 'https://example.com';

/** Pages of two complete clusters (/a and /b in en and nl), rows 0–3 of table 0; `extra` links added to /en/a. */
function twoClusters(...extra: string[]): ClusterPage[] {
  const page = (loc: string, row: number, links: string[]): ClusterPage => ({
    loc,
    place: { table: 0, row },
    alternates: links.map((link) => {
      const [hreflang, href] = link.split(' ');
      return { rel: 'alternate', hreflang: hreflang!, href: href! };
    }),
  });
  const set = (p: string) => [`en ${E}/en/${p}`, `nl ${E}/nl/${p}`];
  return [
    page(`${E}/en/a`, 0, [...set('a'), ...extra]),
    page(`${E}/nl/a`, 1, set('a')),
    page(`${E}/en/b`, 2, set('b')),
    page(`${E}/nl/b`, 3, set('b')),
  ];
}

describe("the matrix's problems", () => {
  it('name the one link that joins two clusters whose languages clash, on the row that lists it', () => {
    const joinedOn = (pages: ClusterPage[]): number[] =>
      [...placeMatrixProblems(clusterMatrix(pages)).rows].flatMap(([member, problems]) =>
        problems.filter(({ code }) => code === 'hreflang-cluster-joined').map(() => member),
      );
    expect(joinedOn(twoClusters(`en ${E}/en/b`))).toEqual([0]);
    // Without it the languages do not clash: nothing is joined.
    expect(joinedOn(twoClusters().slice(0, 2))).toEqual([]);
  });
});
