import { afterAll, describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../../../shared/export-settings';
import type { ExportTable } from '../../../../../shared/export-types';
import { createPackPool, type PackPool } from '../../../../../electron/engine/export/pack-pool';
import { awkwardRows } from '../../../../support/awkward-rows';
import { packedOnThisThread, packedOnWorkers } from '../../../../support/packed-both-ways';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();
const WORKERS = [1, 2, 7] as const;
const pools = new Map<number, PackPool>(WORKERS.map((size) => [size, createPackPool(size)]));
afterAll(() => Promise.all([...pools.values()].map((pool) => pool.close())));

const base: ExportSettings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: '/unused' };

const ROWS = awkwardRows(700);
const tables = (asColumns: boolean): ExportTable[] => [
  { id: 'a', name: 'pages', rows: asColumns ? UrlColumns.fromRows(ROWS) : ROWS },
  { id: 'b', name: 'more', rows: asColumns ? UrlColumns.fromRows(ROWS.slice(0, 90)) : ROWS.slice(0, 90) },
];

const SETTINGS: [string, ExportSettings][] = [
  ['the defaults', base],
  ['a byte limit that splits often', { ...base, maxBytes: 24_000 }],
  ['a URL limit that splits often', { ...base, maxUrls: 37, gzip: false, xslHref: '/style & more.xsl' }],
  ['text sitemaps', { ...base, format: 'text', maxBytes: 4_096 }],
];

describe('packing on workers', () => {
  for (const workers of WORKERS) {
    for (const [what, settings] of SETTINGS) {
      for (const asColumns of [true, false]) {
        it(`writes the same bytes as this thread with ${what}, on ${workers} worker(s), rows as ${asColumns ? 'columns' : 'objects'}`, async () => {
          // The first rows left out too: before a table's first entry, no file holds them.
          const leaveOut = (_: string, index: number): boolean => index < 2 || index % 11 === 3;
          const expected = await packedOnThisThread(tables(asColumns), settings, { leaveOut });
          const folder = temp.path();
          const actual = await packedOnWorkers(tables(asColumns), settings, pools.get(workers)!, folder, {
            leaveOut,
            sliceRows: 13,
          });
          expect(expected.length).toBeGreaterThan(2);
          expect(actual.map((file) => ({ ...file, bytes: file.bytes.toString('base64') }))).toEqual(
            expected.map((file) => ({ ...file, bytes: file.bytes.toString('base64') })),
          );
        });
      }
    }
  }

  it('names the table and stored row of a row too large for any file, as this thread does', async () => {
    const rows = awkwardRows(40);
    rows[25] = { ...rows[25]!, loc: `https://example.com/${'y'.repeat(5_000)}` };
    const settings = { ...base, maxBytes: 4_096 };
    const table = [{ id: 'a', name: 'pages', rows }];
    const expected = await packedOnThisThread(table, settings).catch((error: Error) => error.message);
    const actual = await packedOnWorkers(table, settings, pools.get(2)!, temp.path(), { sliceRows: 7 }).catch(
      (error: Error) => error.message,
    );
    expect(actual).toContain('26');
    expect(actual).toBe(expected);
  });
});

describe('packing long rows on workers, sliced by their size', () => {
  it('writes the same bytes as this thread when the rows are too long for slices of 25,000', async () => {
    // ~2 KB a row: slices of some 3,000 rows, and the files, split at 10 MB, span slices.
    const rows = awkwardRows(7_000).map((row, i) => ({ ...row, loc: `https://example.com/${i}/${'z'.repeat(1_900)}` }));
    const table = [{ id: 'a', name: 'pages', rows: UrlColumns.fromRows(rows) }];
    const expected = await packedOnThisThread(table, base);
    const actual = await packedOnWorkers(table, base, pools.get(2)!, temp.path());
    expect(expected.length).toBeGreaterThan(1);
    expect(actual.map((file) => ({ ...file, bytes: file.bytes.toString('base64') }))).toEqual(
      expected.map((file) => ({ ...file, bytes: file.bytes.toString('base64') })),
    );
  });
});
