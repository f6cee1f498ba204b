import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { findClusters, findClustersInSteps, type ClusterTable } from '../../../../shared/hreflang/hreflang-clusters';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { normaliseLoc } from '../../../../shared/validation/duplicate-locs';
import { alternatesOf, locAt, rowCount } from '../../../../shared/validation/table-rows';

/**
 * The clusters worked out the plain way, independently of the finder's typed arrays, key store and
 * guesses: a Map of normalised locs and a union-find over objects. A loc's node is its page row: the
 * first row with it that lists alternates, else the first row with it; only a page row's links count.
 * Clusters in order of their first node, members in node order, outside hrefs numbered in the order
 * first named, rows in table and row order.
 */
function referenceClusters(tables: readonly ClusterTable[]): string[][] {
  const nodeOfLoc = new Map<string, number>();
  const parent: number[] = [];
  const linked = new Set<number>();
  const names: string[] = [];
  const root = (node: number): number => (parent[node] === node ? node : (parent[node] = root(parent[node]!)));
  const join = (a: number, b: number): void => {
    linked.add(a).add(b);
    parent[root(a)] = root(b);
  };
  const lists = tables.map(({ rows }) => new Map(alternatesOf(rows)));
  const firsts = tables.map((_, table) => tables.slice(0, table).reduce((sum, { rows }) => sum + rowCount(rows), 0));
  tables.forEach(({ rows }, table) => {
    for (let row = 0; row < rowCount(rows); row += 1) {
      parent.push(parent.length);
      names.push(`${table}:${row}`);
    }
  });
  for (const listing of [true, false]) {
    tables.forEach(({ rows }, table) => {
      for (let row = 0; row < rowCount(rows); row += 1) {
        if (lists[table]!.has(row) !== listing) continue;
        const key = normaliseLoc(locAt(rows, row));
        if (!nodeOfLoc.has(key)) nodeOfLoc.set(key, firsts[table]! + row);
      }
    });
  }
  tables.forEach(({ rows }, table) => {
    for (let row = 0; row < rowCount(rows); row += 1) {
      const alternates = lists[table]!.get(row);
      const node = firsts[table]! + row;
      if (alternates === undefined || nodeOfLoc.get(normaliseLoc(locAt(rows, row))) !== node) continue;
      join(node, node);
      for (const { href } of alternates) {
        const trimmed = href?.trim() ?? '';
        if (trimmed === '') continue;
        const key = normaliseLoc(trimmed);
        let target = nodeOfLoc.get(key);
        if (target === undefined) {
          target = parent.push(parent.length) - 1;
          names.push(key);
          nodeOfLoc.set(key, target);
        }
        join(node, target);
      }
    }
  });
  const clusterOfRoot = new Map<number, string[]>();
  for (let node = 0; node < parent.length; node += 1) {
    if (!linked.has(node)) continue;
    const members = clusterOfRoot.get(root(node)) ?? [];
    clusterOfRoot.set(root(node), members);
    members.push(names[node]!);
  }
  return [...clusterOfRoot.values()];
}

/** The finder's clusters in the same form, from all steps. */
function foundClusters(tables: readonly ClusterTable[]): string[][] {
  const clusters = findClusters(tables);
  return Array.from({ length: clusters.count }, (_, cluster) => {
    const { rows, outside } = clusters.members(cluster);
    return [...rows.map(({ table, row }) => `${table}:${row}`), ...outside];
  });
}

/** A repeatable pseudo-random sequence (mulberry32). */
function randomOf(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * below);
  };
}

/** Ways one page may be written: as is, and forms that normalise to it or nearly so. */
const FORMS: ((loc: string) => string)[] = [
  (loc) => loc,
  (loc) => loc,
  (loc) => loc.replace('https://example.com', 'HTTPS://Example.COM:443'),
  (loc) => ` ${loc}\n`,
  (loc) => `${loc}/`,
  (loc) => loc.replace('https://', 'http://'),
];
const PAGES = [
  (i: number) => `https://example.com/en/page-${i}`,
  (i: number) => `https://example.com/nl/pagina-${i}`,
  (i: number) => `https://example.com/de/caf%c3%a9-${i}`,
  (i: number) => `https://example.com/fr/straße-${i}`,
  (i: number) => `https://example.com/es/\ud800-${i}`,
  (i: number) => `https://other.example/${i}`,
];

/** Tables of pages in several languages, with duplicate rows, cycles, outside pages, odd forms and gaps. */
function craftedTables(seed: number, rowsPerTable: number, tableCount: number): UrlRow[][] {
  const random = randomOf(seed);
  const page = (): string => PAGES[random(PAGES.length)]!(random(rowsPerTable * 2));
  return Array.from({ length: tableCount }, () =>
    Array.from({ length: rowsPerTable }, (_, i) => {
      const loc = random(10) === 0 ? page() : FORMS[random(3)]!(PAGES[random(PAGES.length)]!(i));
      const links = random(4) === 0 ? 0 : 1 + random(random(20) === 0 ? 300 : 6);
      return {
        ...emptyRow(loc),
        alternates: Array.from({ length: links }, () => ({
          rel: 'alternate',
          hreflang: 'x',
          href: random(30) === 0 ? (random(2) === 0 ? null : '  ') : FORMS[random(FORMS.length)]!(page()),
        })),
      };
    }),
  );
}

/** The rows as columns whose extensions were set out of row order (alternatesOf then follows that order). */
function shuffledColumns(rows: UrlRow[], seed: number): UrlColumns {
  const columns = UrlColumns.fromRows(rows.map((row) => ({ ...row, alternates: [] })));
  const random = randomOf(seed);
  const order = rows.map((_, i) => i).sort(() => random(3) - 1);
  for (const i of order) columns.setRow(i, rows[i]!);
  return columns;
}

describe('hreflang clusters against a plain count', () => {
  it('finds the clusters, their numbering and the outside hrefs of crafted sets, from rows and from columns', () => {
    for (const seed of [1, 2]) {
      const tables = craftedTables(seed, 1_000, 3);
      const asRows = tables.map((rows) => ({ rows }));
      const expected = referenceClusters(asRows);
      expect(expected.some((members) => members.length > 2)).toBe(true);
      expect(foundClusters(asRows)).toEqual(expected);
      const asColumns = tables.map((rows) => ({ rows: UrlColumns.fromRows(rows) }));
      expect(foundClusters(asColumns)).toEqual(expected);
    }
  });

  it('takes rows with alternates in row order whatever order the columns set them in, and mixes columns with rows', () => {
    const tables = craftedTables(7, 1_000, 3);
    const mixed: ClusterTable[] = [
      { rows: shuffledColumns(tables[0]!, 7) },
      { rows: tables[1]! },
      { rows: UrlColumns.fromRows(tables[2]!) },
    ];
    expect(foundClusters(mixed)).toEqual(referenceClusters(mixed));
  });

  it('gives every step the same answer: a large set with many duplicate locs, a step at a time', () => {
    // More rows than the key store looks up at once, and rows repeating a loc within one batch.
    const rows = Array.from({ length: 20_000 }, (_, i) => ({
      ...emptyRow(`https://example.com/p/${i % 7_000}`),
      alternates: [{ rel: 'alternate', hreflang: 'x', href: `https://example.com/p/${(i * 31) % 9_000}` }],
    }));
    const tables = [{ rows: UrlColumns.fromRows(rows) }];
    const steps = findClustersInSteps(tables);
    let taken = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) taken += 1;
    expect(taken).toBeGreaterThan(2);
    const clusters = step.value;
    const expected = referenceClusters(tables);
    expect(clusters.count).toBe(expected.length);
    expect(foundClusters(tables)).toEqual(expected);
  });
});
