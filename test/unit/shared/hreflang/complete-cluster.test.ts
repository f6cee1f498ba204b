import { describe, expect, it } from 'vitest';
import { clusterMatrix } from '../../../../shared/hreflang/cluster-matrix';
import { clusterPages } from '../../../../shared/hreflang/cluster-problems';
import { completeCluster, completeClusterInSteps } from '../../../../shared/hreflang/complete-cluster';
import { findClusters } from '../../../../shared/hreflang/hreflang-clusters';
import { isKnownHreflang } from '../../../../shared/validation/field-rules';
import type { UrlRow } from '../../../../shared/url-table';
import { hreflangRow as row } from '../../../support/hreflang-row';
import { giantCluster } from '../../../support/giant-cluster';

const E = 'https://example.com';

/** The matrix of the one cluster of `rows` that holds its first row. */
function matrixOf(rows: UrlRow[]) {
  const tables = [{ rows }];
  const clusters = findClusters(tables);
  return clusterMatrix(clusterPages(tables, clusters, clusters.clusterOf(0, 0)));
}

/** completeClusterInSteps run to its end, with the pauses it took. */
function stepped(...args: Parameters<typeof completeClusterInSteps>) {
  const steps = completeClusterInSteps(...args);
  let pauses = 0;
  let step = steps.next();
  for (; !step.done; step = steps.next()) pauses += 1;
  return { pauses, completion: step.value };
}

describe('completing a cluster a step at a time', () => {
  it('gives what completing at once gives on crafted clusters', () => {
    const crafted: [string, UrlRow[], string | null][] = [
      // Missing return links and self-references, an x-default that differs.
      [
        'broken',
        [
          row(`${E}/en/a`, `en ${E}/en/a`, `nl ${E}/nl/a`, `de ${E}/de/a`, `x-default ${E}/en/a`),
          row(`${E}/nl/a`, `x-default ${E}/nl/a`),
          row(`${E}/de/a`, `en ${E}/en/a`),
        ],
        `${E}/nl/a`,
      ],
      // A code Google does not take (en-UK), and a language listed twice with different URLs.
      [
        'conflicts',
        [
          row(`${E}/en/b`, `en ${E}/en/b`, `en-UK ${E}/uk/b`, `fr ${E}/fr/b`, `fr ${E}/fr2/b`),
          row(`${E}/uk/b`, `en-UK ${E}/uk/b`),
          row(`${E}/fr/b`),
          row(`${E}/fr2/b`),
        ],
        null,
      ],
      // Links it cannot read are kept as they are.
      ['unreadable', [row(`${E}/en/c`, `en ${E}/en/c`, ` ${E}/nl/c`), row(`${E}/nl/c`, `nl ${E}/nl/c`)], null],
    ];
    for (const [name, rows, xDefault] of crafted) {
      const matrix = matrixOf(rows);
      const atOnce = completeCluster(matrix, xDefault, isKnownHreflang);
      expect(stepped(matrix, xDefault, isKnownHreflang).completion, name).toEqual(atOnce);
      expect(atOnce.changes.length + atOnce.conflicts.length, name).toBeGreaterThan(0);
    }
  });

  it('gives the thread back through a giant cluster of 100,000 pages, with the same completion', () => {
    const matrix = matrixOf(giantCluster(25_000));
    expect(matrix.members).toHaveLength(100_002);
    const { pauses, completion } = stepped(matrix, `${E}/`, isKnownHreflang);
    // About a pause a thousand members or links: hundreds of them, none holding the page for long.
    expect(pauses).toBeGreaterThan(300);
    const atOnce = completeCluster(matrix, `${E}/`, isKnownHreflang);
    expect(completion.changes).toHaveLength(atOnce.changes.length);
    expect(completion.conflicts).toEqual(atOnce.conflicts);
    // English and Dutch are each given to 50,001 pages: left for a person; only the x-default is settled.
    expect(completion.changes.length).toBeGreaterThan(50_000);
    expect(completion.changes.at(-1)).toEqual(atOnce.changes.at(-1));
    expect(completion.changes.at(-1)!.added).toEqual([{ rel: 'alternate', hreflang: 'x-default', href: `${E}/` }]);
  }, 60_000);
});

// The truth probe: completing wrote the cluster's most common spelling (EN-us) over a row's own en-US
// self link, and listed neither as added nor removed.
describe('completing keeps a row its own spelling', () => {
  it('of a link it has: the code’s case and the href as written', () => {
    // Rows before it spell it EN-us: the cluster's code is spelled as it was first met.
    const rows = [
      row(`${E}/en-gb/f`, `EN-us ${E}/en-us/f`, `en-GB ${E}/en-gb/f`),
      row(`${E}/en-ie/f`, `EN-us ${E}/en-us/f`, `en-IE ${E}/en-ie/f`),
      row(`${E}/en-us/f`, `en-US ${E}/en-us/f`, `en-GB ${E}/en-gb/f`),
    ];
    const { changes } = completeCluster(matrixOf(rows), null, isKnownHreflang);
    const own = changes.find((change) => change.place.row === 2)!;
    expect(own.after.find((link) => link.href === `${E}/en-us/f`)?.hreflang).toBe('en-US');
    expect(own.added.map((link) => link.hreflang)).toEqual(['en-IE']);
    expect(own.removed).toEqual([]);
  });
});

describe('completing gives other rows only URLs a sitemap can list', () => {
  it('leaves a relative href, or one with a space, where it is and asks the person', () => {
    const rows = [
      row(`${E}/en`, `en ${E}/en`, `de ${E}/de`, 'fr /fr', `it ${E}/it#top`),
      row(`${E}/de`, `en ${E}/en`, `de ${E}/de`),
    ];
    rows[0]!.alternates.push({ rel: 'alternate', hreflang: 'es', href: `${E}/e s` });
    const matrix = matrixOf(rows);
    const { changes, conflicts } = completeCluster(matrix, null, isKnownHreflang);
    const loc = (member: number): string => matrix.members[member]!.loc;
    expect(conflicts.filter((fault) => fault.kind === 'href-invalid').map((fault) => loc(fault.member))).toEqual([
      '/fr',
      `${E}/e s`,
    ]);
    // /de gets the Italian page (a fragment is a warning, as in a loc), not the French or Spanish one;
    // /en keeps its own links as they are.
    const de = changes.find((change) => change.place.row === 1)!;
    expect(de.added.map((link) => `${link.hreflang} ${link.href}`)).toEqual([`it ${E}/it#top`]);
    expect(changes.find((change) => change.place.row === 0)?.removed ?? []).toEqual([]);
  });
});
