import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { clusterProblems } from '../../../../shared/hreflang/cluster-problems';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { appendSlice, sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import { SpilledClusters, type SpillSizes } from '../../../../electron/engine/stream/spilled-clusters';
import { writeSpilledColumnsFile } from '../../../../electron/engine/stream/spilled-cluster-row';
import { TEMP_MARKER } from '../../../../electron/engine/own-temp-folder';
import { seededRandom } from '../../../support/seeded-random';
import { craftedHreflangSet, E, hreflangRow as row } from '../../../support/hreflang-sets';
import { useTempDir } from '../../../support/use-temp-dir';

const CLUSTER_CODES = [
  'hreflang-alternate-unlisted',
  'hreflang-cluster-joined',
  'hreflang-language-twice',
  'hreflang-language-two-pages',
  'hreflang-other-host',
  'hreflang-page-two-languages',
  'hreflang-pages-unlisted',
  'hreflang-return-missing',
  'hreflang-self-missing',
  'hreflang-x-default-differs',
  'hreflang-x-default-missing',
];

/** The parent of a test's spill folders, removed when the test ends. */
const temp = useTempDir();

/** The problems SpilledClusters finds over the tables, fed row by row; and its folder, removed after. */
function spilled(tables: UrlRow[][], sizes?: { partitionBytes: number; groupBytes: number }) {
  const clusters = new SpilledClusters(temp.path(), sizes);
  try {
    tables.forEach((rows, table) => rows.forEach((at, index) => clusters.add(table, index, at.loc, at.alternates)));
    return clusters.problems().kept;
  } finally {
    clusters.dispose();
    expect(existsSync(clusters.path)).toBe(false);
  }
}

/**
 * The problems SpilledClusters finds over the tables fed as slices of columns of `sliceRows` rows,
 * every `leaveOut`th stored row left out (skipped), and the same rows fed one by one with `add`.
 */
function spilledBothWays(tables: UrlRow[][], sliceRows: number, leaveOut: number, sizes?: SpillSizes) {
  const bySlice = new SpilledClusters(temp.path(), sizes);
  const byRow = new SpilledClusters(temp.path(), sizes);
  try {
    tables.forEach((rows, table) => {
      for (let first = 0; first < rows.length; first += sliceRows) {
        const slice = rows.slice(first, first + sliceRows);
        const skip = slice.flatMap((_, at) => ((first + at) % leaveOut === leaveOut - 1 ? [at] : []));
        bySlice.addColumns(table, first, UrlColumns.fromRows(slice), skip);
        slice.forEach((at, index) => {
          if (!skip.includes(index)) byRow.add(table, first + index, at.loc, at.alternates);
        });
      }
    });
    return { bySlice: bySlice.problems().kept, byRow: byRow.problems().kept };
  } finally {
    bySlice.dispose();
    byRow.dispose();
  }
}

/** clusterProblems over the tables, in table and row order (as the stream validators tell them). */
const inMemory = (tables: UrlRow[][]) =>
  clusterProblems(tables.map((rows) => ({ rows }))).sort((a, b) => a.table - b.table || a.row - b.row);

/** Many clusters over three tables, each link dropped, bent or doubled at random, some pages in no table or listed twice. */
function randomSet(clusters: number, seed: number): UrlRow[][] {
  const next = seededRandom(seed);
  const languages = ['en', 'nl', 'de', 'fr', 'es'];
  const tables: UrlRow[][] = [[], [], []];
  for (let c = 0; c < clusters; c++) {
    const size = 1 + Math.floor(next() * languages.length);
    const pages = languages.slice(0, size).map((language) => `${E}/${c}/${language}`);
    const links = (): string[] => {
      const list: string[] = [];
      pages.forEach((page, at) => {
        const roll = next();
        if (roll < 0.08) return;
        if (roll < 0.12) list.push(`${languages[(at + 1) % size]}:${page}`);
        else if (roll < 0.123) list.push(`${languages[at]}:${E}/${Math.floor(next() * clusters)}/en`);
        else list.push(`${languages[at]}:${roll < 0.15 ? page.toUpperCase() : page}`);
      });
      if (next() < 0.7) list.push(`x-default:${pages[next() < 0.9 ? 0 : size - 1]}`);
      return list;
    };
    pages.forEach((page) => {
      const roll = next();
      if (roll < 0.05) return; // a page no table lists
      const table = tables[Math.floor(next() * tables.length)]!;
      table.push(roll < 0.12 ? row(page) : row(page, ...links()));
      if (next() < 0.03) tables[2]!.push(row(page, ...links()));
    });
    if (next() < 0.3) tables[Math.floor(next() * 3)]!.push(row(`${E}/plain/${c}`));
  }
  return tables;
}

describe('SpilledClusters', () => {
  it('finds every cluster problem exactly as clusterProblems does, on a crafted set', () => {
    const tables = craftedHreflangSet();
    const expected = inMemory(tables);
    expect(new Set(expected.map(({ problem }) => problem.code))).toEqual(new Set(CLUSTER_CODES));
    expect(spilled(tables)).toEqual(expected);
  });

  it('takes a page listed twice as one page, as clusterProblems does: no fault in a cluster listed in two tables', () => {
    const set = [`en:${E}/en/`, `nl:${E}/nl/`, `x-default:${E}/en/`];
    const cluster = [row(`${E}/en/`, ...set), row(`${E}/nl/`, ...set)];
    const plain = [row(`${E}/en/`), row(`${E}/nl/`)];
    expect(spilled([cluster, cluster])).toEqual([]);
    expect(spilled([plain, cluster])).toEqual([]);
    const faulty = [plain, [row(`${E}/en/`, ...set), row(`${E}/nl/`, `nl:${E}/nl/`)], cluster];
    expect(spilled(faulty).map(({ table, row }) => `${table}:${row}`)).toEqual(['1:1', '1:1']);
    expect(spilled(faulty)).toEqual(inMemory(faulty));
  });

  it('finds the same on sets cut into many partitions and groups, however the clusters fall', () => {
    for (const seed of [1, 2, 3]) {
      const tables = randomSet(250, seed);
      const expected = inMemory(tables);
      expect(expected.length).toBeGreaterThan(100);
      expect(spilled(tables, { partitionBytes: 8192, groupBytes: 4096 })).toEqual(expected);
      expect(spilled(tables)).toEqual(expected);
    }
    // Hundreds of small partition files a run: about 2 s alone, more when the suite shares two cores.
  }, 30_000);

  it('finds the same from slices of columns as from rows, records cut anywhere, rows left out or not', () => {
    const tables = randomSet(250, 4);
    // Locs kept by the columns as strings (a lone surrogate), between rows stored as UTF-8.
    tables[0]!.splice(3, 0, row(`${E}/\uD800`, `en:${E}/\uD800`, `nl:${E}/q`), row(`${E}/q`, `nl:${E}/q`));
    tables[1]!.splice(5, 0, row(`${E}/\uDC00x`), row(`${E}/\u00e9\uD83D\uDE00`, `en:${E}/\uDC00x`));
    const expected = inMemory(tables);
    const small = { partitionBytes: 8192, groupBytes: 4096, recordRows: 7 };
    expect(spilledBothWays(tables, 1000, Infinity).bySlice).toEqual(expected);
    expect(spilledBothWays(tables, 50, Infinity, small).bySlice).toEqual(expected);
    for (const [sliceRows, leaveOut] of [
      [1000, 5],
      [64, 3],
      [13, 2],
    ] as const) {
      const { bySlice, byRow } = spilledBothWays(tables, sliceRows, leaveOut, small);
      expect(byRow.length).toBeGreaterThan(50);
      expect(byRow).not.toEqual(expected);
      expect(bySlice).toEqual(byRow);
    }
  }, 30_000);

  it('finds the same from slices written to files of their own, as a check job writes them on its worker, rows left out', () => {
    const tables = randomSet(250, 5);
    tables[1]!.splice(2, 0, row(`${E}/\uD800`, `en:${E}/\uD800`, `nl:${E}/q`), row(`${E}/q`, `nl:${E}/q`));
    const files = temp.path();
    for (const [sliceRows, leaveOut] of [
      [1000, Infinity],
      [64, 3],
      [13, 2],
    ] as const) {
      const written = new SpilledClusters(temp.path(), { partitionBytes: 8192, groupBytes: 4096 });
      try {
        let count = 0;
        tables.forEach((rows, table) => {
          for (let first = 0; first < rows.length; first += sliceRows) {
            const slice = rows.slice(first, first + sliceRows);
            const skip = slice.flatMap((_, at) => ((first + at) % leaveOut === leaveOut - 1 ? [at] : []));
            const columns = UrlColumns.fromRows(slice);
            const path = join(files, `c${sliceRows}-${count++}`);
            written.addWritten(writeSpilledColumnsFile(path, table, first, columns, Uint32Array.from(skip), true));
          }
        });
        // Added here after rows a job wrote, they would be read first: refused.
        expect(() => written.add(0, 0, `${E}/late`, [])).toThrow('rows added after rows that a check job wrote');
        // The jobs wrote every row: no file of its own was made for rows added here.
        expect(readdirSync(written.path)).toEqual([TEMP_MARKER]);
        expect(written.problems().kept).toEqual(spilledBothWays(tables, sliceRows, leaveOut).byRow);
      } finally {
        written.dispose();
      }
    }
    expect(inMemory(tables).length).toBeGreaterThan(50);
  }, 30_000);

  it('finds nothing, and writes no partition, when no row lists alternates', () => {
    const parent = temp.path();
    const clusters = new SpilledClusters(parent);
    for (let index = 0; index < 1000; index++) clusters.add(0, index, `${E}/${index}`, []);
    expect(clusters.problems()).toEqual({ kept: [], unlisted: [] });
    expect(readdirSync(clusters.path).sort()).toEqual([TEMP_MARKER, 'rows']);
    clusters.dispose();
    expect(readdirSync(parent)).toEqual([]);
  });

  it("spills a table known to list no alternates from its locs alone, never reading a row's extensions: the same problems", () => {
    // The pages the first table's clusters name lie in a table of image rows, its extensions kept packed as they came.
    const clusters = [
      row(`${E}/en/a`, `en:${E}/en/a`, `nl:${E}/nl/a`),
      row(`${E}/en/b`, `en:${E}/en/b`, `nl:${E}/nl/b`),
    ];
    const images = ['a', 'b', 'c'].map((path) => ({
      ...emptyRow(`${E}/nl/${path}`),
      images: [{ loc: `${E}/${path}.jpg`, caption: null, title: null, geo_location: null, license: null, extra: [] }],
    }));
    const packed = new UrlColumns();
    appendSlice(packed, sliceToTransfer(UrlColumns.fromRows(images), 0, images.length), false, true);
    const known = new SpilledClusters(temp.path());
    try {
      known.addColumns(0, 0, UrlColumns.fromRows(clusters), []);
      const parse = vi.spyOn(JSON, 'parse');
      known.addColumns(1, 0, packed, [], false);
      expect(parse).not.toHaveBeenCalled();
      parse.mockRestore();
      const found = known.problems().kept;
      expect(found.length).toBeGreaterThan(0);
      expect(found).toEqual(spilled([clusters, images]));
    } finally {
      known.dispose();
    }
  });

  it('keeps a loc with a lone surrogate apart from one with the character U+FFFD', () => {
    const tables = [
      [
        row(`${E}/\uD800`, `en:${E}/\uD800`, `nl:${E}/\uFFFD`),
        row(`${E}/\uFFFD`, `nl:${E}/\uFFFD`, `en:${E}/\uD800`),
        row(`${E}/q`, `en:${E}/q`, `nl:${E}/\uFFFD`),
      ],
    ];
    expect(spilled(tables)).toEqual(inMemory(tables));
  });

  it('keeps two hrefs that differ only in a lone surrogate apart, and tells each exactly', () => {
    // Read back as U+FFFD both would be one page, joining the two clusters through it.
    const tables = [
      [
        row(`${E}/a`, `en:${E}/a`, `nl:${E}/\uD800`),
        row(`${E}/b`, `en:${E}/b`, `nl:${E}/\uD801`),
        row(`${E}/\uDC00`, `en:${E}/\uDC00`, `nl:${E}/\uDC01`),
      ],
    ];
    const found = spilled(tables, { partitionBytes: 64, groupBytes: 64 });
    expect(found).toEqual(inMemory(tables));
    expect(found.map(({ problem }) => problem.code)).not.toContain('hreflang-cluster-joined');
    const unlisted = found.filter(({ problem }) => problem.code === 'hreflang-alternate-unlisted');
    expect(unlisted.map(({ problem }) => problem.params)).toEqual(
      ['\uD800', '\uD801', '\uDC01'].map((half) => [{ href: `${E}/${half}` }]),
    );
  });
});
