import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkRows, columnsOf, findDuplicates } from '../../../../electron/engine/checks/check-jobs';
import type { RowsChecked, SpillPart } from '../../../../electron/engine/checks/check-messages';
import { sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow } from '../../../../shared/url-table';
import { DuplicateFinder, type DuplicateProblem } from '../../../../shared/validation/duplicate-locs';
import type { SitemapKind } from '../../../../shared/validation/sitemap-kind';

const SLICE_ROWS = 4;

interface Table {
  name: string;
  kind: SitemapKind;
  locs: string[];
  /** Rows left out of the export (neither checked nor spilled). */
  skip?: number[];
}

let folder: string;
beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'check-jobs-spill-'))));
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** The duplicates as the workers find them: each table checked in slices, spilled, then each partition searched. */
function spilledDuplicates(tables: readonly Table[], partitionBits: number): DuplicateProblem[] {
  const spills: { path: string; checked: RowsChecked }[] = [];
  tables.forEach(({ name, kind, locs, skip = [] }, table) => {
    const columns = UrlColumns.fromRows(locs.map((loc) => emptyRow(loc)));
    for (let first = 0; first < locs.length; first += SLICE_ROWS) {
      const end = Math.min(locs.length, first + SLICE_ROWS);
      // Two slices joined, as a worker joins the slices it is given.
      const middle = Math.min(end, first + 1);
      const slices = [sliceToTransfer(columns, first, middle), sliceToTransfer(columns, middle, end)];
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
      };
      spills.push({ path, checked: checkRows(job, columnsOf(slices)) });
    }
  });
  const found: DuplicateProblem[] = [];
  for (let p = 0; p < 2 ** partitionBits; p++) {
    const parts = spills.flatMap(({ path, checked }): SpillPart[] => {
      const start = p === 0 ? 0 : checked.partitionEnds[p - 1]!;
      return checked.partitionEnds[p]! > start ? [{ path, start, end: checked.partitionEnds[p]! }] : [];
    });
    found.push(...findDuplicates({ type: 'partition', parts, tableNames: tables.map((t) => t.name) }).duplicates);
  }
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

describe.each([3, 8])('the locs spilled from the column bytes to 2^%i partitions', (bits) => {
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
    expect(spilledDuplicates(tables, bits)).toEqual(expected);
  });

  it('find every copy of a loc listed in many slices of many tables', () => {
    const locs = Array.from({ length: 30 }, (_, row) => `https://example.com/ü/${row % 7}`);
    const tables: Table[] = [0, 1, 2].map((k) => ({ name: `t${k}`, kind: 'page', locs, skip: [k, 10 + k] }));
    const found = spilledDuplicates(tables, bits);
    expect(found).toHaveLength(90 - 6 - 7);
    expect(found).toEqual(finderDuplicates(tables));
  });
});
