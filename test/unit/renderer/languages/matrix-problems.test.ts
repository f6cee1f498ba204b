import { describe, expect, it } from 'vitest';
import {
  placeMatrixProblems,
  placeMatrixProblemsInSteps,
  type PlacedMatrixProblems,
} from '../../../../renderer/src/languages/matrix-problems';
import { shownClusterInSteps } from '../../../../renderer/src/languages/shown-cluster';
import { clusterMatrix, type ClusterPage } from '../../../../shared/hreflang/cluster-matrix';
import { clusterPages } from '../../../../shared/hreflang/cluster-problems';
import { findClusters } from '../../../../shared/hreflang/hreflang-clusters';
import { WORK_PER_STEP } from '../../../../shared/hreflang/step-budget';
import { giantCluster, JOINING_LINK } from '../../../support/giant-cluster';

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

describe("the matrix's problems of a code Google ignores", () => {
  it('are on the cell of the language each row gives it, as its row error says, and counted', () => {
    const set = [`en-UK ${E}/uk`, `nl ${E}/nl`, `english ${E}/en`, `x-default ${E}/uk`];
    const page = (loc: string, row: number): ClusterPage => ({
      loc,
      place: { table: 0, row },
      alternates: set.map((link) => ({ rel: 'alternate', hreflang: link.split(' ')[0]!, href: link.split(' ')[1]! })),
    });
    const matrix = clusterMatrix([page(`${E}/uk`, 0), page(`${E}/nl`, 1), page(`${E}/en`, 2)]);
    const placed = placeMatrixProblems(matrix);
    const column = (language: string) => matrix.languages.indexOf(language);
    const onCell = (member: number, language: string) =>
      (placed.cells.get(`${member} ${column(language)}`) ?? []).map(({ code, params }) => [code, params]);
    for (const member of [0, 1, 2]) {
      expect(onCell(member, 'en-UK')).toEqual([
        ['alternate-hreflang-unknown', [{ n: 1, value: 'en-UK', part: 'region', suggestion: 'en-GB' }]],
      ]);
      expect(onCell(member, 'english')).toEqual([['alternate-hreflang-invalid', [{ n: 3, value: 'english' }]]]);
      expect(onCell(member, 'nl')).toEqual([]);
    }
    expect(placed.count).toBe(6);
  });

  it('are on the cell of a code written with spaces around it, as its column is', () => {
    const links = [
      { rel: 'alternate', hreflang: ' en-UK ', href: `${E}/uk` },
      { rel: 'alternate', hreflang: 'nl', href: `${E}/nl` },
    ];
    const matrix = clusterMatrix([
      { loc: `${E}/uk`, place: { table: 0, row: 0 }, alternates: links },
      { loc: `${E}/nl`, place: { table: 0, row: 1 }, alternates: links },
    ]);
    const placed = placeMatrixProblems(matrix);
    const column = matrix.languages.findIndex((language) => language.trim() === 'en-UK');
    expect([...placed.cells.keys()].sort()).toEqual([`0 ${column}`, `1 ${column}`]);
  });
});

/** Where placed problems are, by code (their words compared once per code would repeat 10,000-URL lists). */
const where = (placed: PlacedMatrixProblems) => ({
  cells: [...placed.cells].map(([key, problems]) => `${key} ${problems.map(({ code }) => code).join()}`),
  rows: [...placed.rows].map(([member, problems]) => `${member} ${problems.map(({ code }) => code).join()}`),
  pageDiffers: [...placed.pageDiffers],
  count: placed.count,
});

describe("the matrix's problems placed in steps", () => {
  /** The giant cluster of giantCluster(contents) as a matrix. */
  function giantMatrix(contents: number) {
    const tables = [{ rows: giantCluster(contents) }];
    return { tables, matrix: clusterMatrix(clusterPages(tables, findClusters(tables), 0)) };
  }

  it('equal the problems placed at once, and name the one link that joins a giant cluster', () => {
    const { matrix } = giantMatrix(5000);
    let yields = 0;
    const steps = placeMatrixProblemsInSteps(matrix);
    let step = steps.next();
    for (; !step.done; step = steps.next()) yields += 1;
    const placed = step.value;
    expect(where(placed)).toEqual(where(placeMatrixProblems(matrix)));
    expect(yields).toBeGreaterThan(matrix.members.length / WORK_PER_STEP);
    // The blog's home (after its 10,000 pages) lists the shop's home as English: the other side has half the pages.
    expect(placed.joining.map(({ member, problem }) => [member, problem.code, problem.params])).toEqual([
      [2 * 5000, 'hreflang-cluster-joined', [{ href: JOINING_LINK.href, hreflang: 'en', others: 2 * 5000 + 1 }]],
    ]);
  }, 60_000);

  it('a cluster of 100,000 pages: its pages, matrix and problems built in steps, the same as at once', () => {
    const { tables, matrix } = giantMatrix(25_000);
    const clusters = findClusters(tables);
    const steps = shownClusterInSteps(tables, clusters, 0, () => undefined);
    let yields = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) yields += 1;
    expect(step.value.matrix.members).toHaveLength(100_002);
    expect(step.value.matrix.faults).toEqual(matrix.faults);
    expect(where(step.value.problems)).toEqual(where(placeMatrixProblems(matrix)));
    expect(yields).toBeGreaterThan((3 * 100_002) / WORK_PER_STEP);
  }, 120_000);
});
