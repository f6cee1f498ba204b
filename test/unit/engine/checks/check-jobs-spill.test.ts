import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkRows, columnsOf, findDuplicates } from '../../../../electron/engine/checks/check-jobs';
import { HEADER, SHARED_LOC_BYTES } from '../../../../electron/engine/stream/spilled-duplicates';
import type { RowsChecked, SpillPart } from '../../../../electron/engine/checks/check-messages';
import { sliceToShare, sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import { chunkOfSlice, sharedTextKey, type SharedTexts } from '../../../../electron/engine/stream/shared-texts';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow } from '../../../../shared/url-table';
import { DuplicateFinder, type DuplicateProblem } from '../../../../shared/validation/duplicate-locs';
import type { SitemapKind } from '../../../../shared/validation/sitemap-kind';
import { useTempDir } from '../../../support/use-temp-dir';

const SLICE_ROWS = 4;

interface Table {
  name: string;
  kind: SitemapKind;
  locs: string[];
  /** Rows left out of the export (neither checked nor spilled). */
  skip?: number[];
}

const temp = useTempDir();
let folder: string;
beforeEach(() => (folder = temp.path()));

/** No partition split: every one keyed at once. */
const UNSPLIT = Number.MAX_SAFE_INTEGER;

/**
 * How the slices' locs reach the spill: copied (`copies`: two slices of copies joined, as a worker joins
 * the slices it is given), or read where they lie in their columns' shared memory (`in place`: a
 * slice a job, its locs staying, so the spill refers to them there; a slice with a lone surrogate is
 * not one run of UTF-8 and goes as a copy).
 */
type LocsSpilled = 'copies' | 'in place';

/**
 * The duplicates as the workers find them: each table checked in slices, spilled, then each partition
 * searched (split when above `splitBytes`); `keyed`, when given, learns the most bytes keyed at once.
 */
function spilledDuplicates(
  tables: readonly Table[],
  partitionBits: number,
  splitBytes = UNSPLIT,
  keyed: { most: number; spilled: number } = { most: 0, spilled: 0 },
  spilled: LocsSpilled = 'copies',
): DuplicateProblem[] {
  const spills: { path: string; checked: RowsChecked; text: [number, Uint8Array] | null }[] = [];
  tables.forEach(({ name, kind, locs, skip = [] }, table) => {
    const columns = UrlColumns.fromRows(locs.map((loc) => emptyRow(loc)));
    for (let first = 0; first < locs.length; first += SLICE_ROWS) {
      const end = Math.min(locs.length, first + SLICE_ROWS);
      const middle = Math.min(end, first + 1);
      const slices =
        spilled === 'copies'
          ? [sliceToTransfer(columns, first, middle), sliceToTransfer(columns, middle, end)]
          : [sliceToShare(columns, first, end)];
      const chunk = spilled === 'in place' ? chunkOfSlice(slices[0]!.locs) : null;
      const path = join(folder, `s${spills.length}`);
      const job = {
        table,
        tableName: name,
        firstRow: first,
        kind,
        ownHost: null,
        context: { base: null, now: 0, robots: null },
        spill: path,
        partitionBits,
        skip: Uint32Array.from(skip.filter((row) => row >= first && row < end).map((row) => row - first)),
        locsStay: chunk !== null,
        slice: slices[0]!,
      };
      const text: [number, Uint8Array] | null = chunk && [sharedTextKey(table, slices[0]!.locs.place!.chunk), chunk];
      spills.push({ path, checked: checkRows(job, columnsOf(slices)), text });
    }
  });
  const found: DuplicateProblem[] = [];
  for (let p = 0; p < 2 ** partitionBits; p++) {
    const texts: SharedTexts = new Map();
    const parts = spills.flatMap(({ path, checked, text }): SpillPart[] => {
      const start = p === 0 ? 0 : checked.partitionEnds[p - 1]!;
      if (checked.partitionEnds[p]! <= start) return [];
      if (text) texts.set(...text);
      return [{ path, start, end: checked.partitionEnds[p]! }];
    });
    const scratch = join(folder, `d${p}`);
    const tableNames = tables.map((t) => t.name);
    const searched = findDuplicates({ type: 'partition', parts, tableNames, splitBytes, scratch, texts });
    found.push(...searched.duplicates.kept);
    keyed.most = Math.max(keyed.most, searched.keyedBytes);
    keyed.spilled = Math.max(
      keyed.spilled,
      parts.reduce((sum, part) => sum + part.end - part.start, 0),
    );
  }
  // The split's files are gone: only the slices' spills are left.
  expect(readdirSync(folder).filter((name) => !name.startsWith('s'))).toEqual([]);
  return found.sort((a, b) => a.table - b.table || a.row - b.row);
}

/** The duplicates as the renderer's DuplicateFinder finds them, with the skipped rows' locs left empty. */
function finderDuplicates(tables: readonly Table[]): DuplicateProblem[] {
  const locTables = tables.map(({ name, locs, skip = [] }) => ({
    name,
    rows: locs.map((loc, row) => ({ loc: skip.includes(row) ? '' : loc, news: null, videos: [], images: [] })),
  }));
  const finder = new DuplicateFinder(
    locTables,
    tables.map((table) => table.kind),
  );
  const found: DuplicateProblem[] = [];
  locTables.forEach(({ rows }, table) =>
    rows.forEach(({ loc }, row) => {
      const duplicate = finder.add(table, row, loc);
      if (duplicate) found.push(duplicate);
    }),
  );
  finder.release();
  return found;
}

describe.each([
  [3, 'copies'],
  [8, 'copies'],
  [3, 'in place'],
  [8, 'in place'],
] as const)('the locs spilled from the column bytes to 2^%i partitions, as %s', (bits, spilled) => {
  it('find the same duplicates as the finder: non-ASCII, escapes, lone surrogates, empty and skipped rows, 3+ copies', () => {
    const lone = 'https://example.com/x\uD800';
    const tables: Table[] = [
      {
        name: 'pages-1',
        kind: 'page',
        locs: [
          'https://example.com/café',
          'https://example.com/a%2f',
          '',
          lone,
          'https://example.com/🎉/x',
          'https://example.com/same',
          'HTTPS://Example.COM:443/same',
          'https://example.com/skipped',
          'https://example.com/same',
        ],
        skip: [7],
      },
      {
        name: 'pages-2',
        kind: 'page',
        locs: [
          'https://example.com/café',
          'https://example.com/a%2F',
          lone,
          'https://example.com/other\uDC00',
          '',
          'https://example.com/skipped',
          'https://example.com/same',
          'https://example.com/🎉/x',
        ],
        skip: [1],
      },
      { name: 'images', kind: 'image', locs: ['https://example.com/same', 'https://example.com/same', ''] },
    ];
    const expected = finderDuplicates(tables);
    expect(expected.map(({ code, table, row }) => `${code} ${table}:${row}`)).toEqual([
      'loc-duplicate-normalised 0:6',
      'loc-duplicate 0:8',
      'loc-duplicate 1:0',
      'loc-duplicate 1:2',
      'loc-duplicate 1:6',
      'loc-duplicate 1:7',
      'loc-duplicate 2:1',
    ]);
    expect(spilledDuplicates(tables, bits, UNSPLIT, undefined, spilled)).toEqual(expected);
  });

  it('find every copy of a loc listed in many slices of many tables', () => {
    const locs = Array.from({ length: 30 }, (_, row) => `https://example.com/ü/${row % 7}`);
    const tables: Table[] = [0, 1, 2].map((k) => ({ name: `t${k}`, kind: 'page', locs, skip: [k, 10 + k] }));
    const found = spilledDuplicates(tables, bits, UNSPLIT, undefined, spilled);
    expect(found).toHaveLength(90 - 6 - 7);
    expect(found).toEqual(finderDuplicates(tables));
  });
});

describe('a partition larger than the bound, split on its worker by further bits of the hash', () => {
  /** Bytes of some six records: more than any loc's copies below, less than the partitions, which are split. */
  const TINY = 256;

  const lone = 'https://example.com/x\uD800';
  const mixed: Table[] = [
    {
      name: 'pages-1',
      kind: 'page',
      locs: [
        ...Array.from({ length: 40 }, (_, row) => `https://example.com/ünïcode/${row % 13}/€`),
        lone,
        'HTTPS://Example.COM:443/same',
        'https://example.com/same',
        'https://example.com/a%2f',
        '',
      ],
      skip: [3, 17],
    },
    {
      name: 'pages-2',
      kind: 'page',
      locs: [lone, 'https://example.com/a%2F', 'https://example.com/same', 'https://example.com/🎉/x', lone],
    },
    { name: 'images', kind: 'image', locs: ['https://example.com/same', 'https://example.com/🎉/x'] },
    { name: 'video', kind: 'video', locs: ['https://example.com/same', 'https://example.com/same'] },
  ];

  it.each([1, 3])(
    'finds the same duplicates in the same order as the unsplit search (2^%i partitions): non-ASCII, kinds, lone surrogates',
    (bits) => {
      const keyed = { most: 0, spilled: 0 };
      const split = spilledDuplicates(mixed, bits, TINY, keyed);
      expect(keyed.spilled).toBeGreaterThan(TINY);
      expect(keyed.most).toBeLessThanOrEqual(TINY);
      expect(split).toEqual(spilledDuplicates(mixed, bits));
      expect(split).toEqual(finderDuplicates(mixed));
    },
  );

  it('keys no more than the bound of distinct locs at once, and finds every copy of a loc listed many times across tables', () => {
    const distinct = Array.from({ length: 300 }, (_, row) => `https://example.com/p/${row}?ü=${row % 11}`);
    const copies = Array.from({ length: 50 }, () => 'https://example.com/everywhere');
    const tables: Table[] = [0, 1, 2].map((k) => ({
      name: `t${k}`,
      kind: 'page',
      locs: k === 0 ? distinct : [...copies, ...distinct.slice(k * 100, k * 100 + 20)],
    }));
    const keyed = { most: 0, spilled: 0 };
    const split = spilledDuplicates([tables[0]!], 1, 1024, keyed);
    expect(split).toEqual([]);
    expect(keyed.spilled).toBeGreaterThan(4 * 1024);
    expect(keyed.most).toBeLessThanOrEqual(1024);
    // 100 listings of one loc cannot be split apart: they are keyed together once the hash has no bits left.
    const found = spilledDuplicates(tables, 1, 1024);
    expect(found).toHaveLength(100 - 1 + 40);
    expect(found).toEqual(spilledDuplicates(tables, 1));
    expect(found).toEqual(finderDuplicates(tables));
  });
});

describe('locs that stay in shared memory, spilled as references to them', () => {
  const locs = Array.from({ length: 10 }, (_, row) => `https://example.com/${'long/'.repeat(40)}${row % 6}`);
  const tables: Table[] = [{ name: 'pages', kind: 'page', locs }];

  /** The bytes the slices' spills hold. */
  const spillBytes = (): number =>
    readdirSync(folder)
      .filter((name) => name.startsWith('s'))
      .reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);

  it('spill HEADER and 12 bytes a loc however long it is, and find the same duplicates as copies do', () => {
    const found = spilledDuplicates(tables, 2, UNSPLIT, undefined, 'in place');
    expect(spillBytes()).toBe(locs.length * (HEADER + SHARED_LOC_BYTES));
    expect(found.map(({ row }) => row)).toEqual([6, 7, 8, 9]);
    expect(found).toEqual(finderDuplicates(tables));
    expect(spilledDuplicates(tables, 2, UNSPLIT, undefined, 'copies')).toEqual(found);
    expect(spillBytes()).toBe(locs.reduce((sum, loc) => sum + HEADER + loc.length, 0));
  });

  it('split by their hash as copies are, when a partition is above the bound', () => {
    const keyed = { most: 0, spilled: 0 };
    const split = spilledDuplicates(mixed(), 1, 256, keyed, 'in place');
    expect(keyed.spilled).toBeGreaterThan(2 * 256);
    expect(keyed.most).toBeLessThanOrEqual(256);
    expect(split).toEqual(finderDuplicates(mixed()));
  });

  it('are weighed by the locs they refer to: a partition of few bytes on file that refer to long locs is split', () => {
    const long = Array.from({ length: 40 }, (_, row) => `https://example.com/${'x'.repeat(480)}/${row}`);
    const tables: Table[] = [{ name: 'long', kind: 'page', locs: [...long, long[7]!, long[30]!] }];
    const bound = 2_000;
    const keyed = { most: 0, spilled: 0 };
    const found = spilledDuplicates(tables, 1, bound, keyed, 'in place');
    // Each partition's SharedLocs are within the bound on file, their locs far above it: keyed a part at a time.
    expect(keyed.spilled).toBeLessThanOrEqual(bound);
    expect(keyed.most).toBeLessThanOrEqual(bound);
    expect(found.map(({ row }) => row)).toEqual([40, 41]);
    expect(found).toEqual(finderDuplicates(tables));
  });

  it('are refused by a search not given the text they lie in, naming the table and chunk', () => {
    const columns = UrlColumns.fromRows(locs.map((loc) => emptyRow(loc)));
    const slice = sliceToShare(columns, 0, locs.length);
    const spill = join(folder, 'alone');
    const job = {
      table: 3,
      tableName: 'pages',
      firstRow: 0,
      kind: 'page' as const,
      ownHost: null,
      context: { base: null, now: 0, robots: null },
      spill,
      partitionBits: 1,
      skip: new Uint32Array(0),
      locsStay: true,
      slice,
    };
    const { partitionEnds } = checkRows(job, columnsOf([slice]));
    const parts = [{ path: spill, start: 0, end: partitionEnds[1]! }];
    const search = { type: 'partition' as const, parts, tableNames: ['', '', '', 'pages'], splitBytes: UNSPLIT };
    expect(() => findDuplicates({ ...search, scratch: join(folder, 'd'), texts: new Map() })).toThrow(
      'a spilled loc of table 3 lies in text not handed to the search (chunk 0)',
    );
  });
});

/** Locs of every kind, many repeated, none a lone surrogate (so every slice is read in place). */
function mixed(): Table[] {
  return [
    {
      name: 'pages',
      kind: 'page',
      locs: Array.from({ length: 60 }, (_, row) => `https://example.com/ünïcode/${row % 17}/€`),
      skip: [5],
    },
    { name: 'images', kind: 'image', locs: ['https://example.com/ünïcode/1/€', 'https://example.com/ünïcode/1/€'] },
  ];
}
