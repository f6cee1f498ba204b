import { afterAll, describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../../../shared/export-settings';
import type { ExportTable } from '../../../../../shared/export-types';
import type { UrlRow } from '../../../../../shared/url-table';
import { createPackPool, type PackPool } from '../../../../../electron/engine/export/pack-pool';
import type { PackJob } from '../../../../../electron/engine/export/pack-messages';
import { fullRow } from '../../../../support/full-row';
import { seededInts } from '../../../../support/seeded-random';
import { packedOnThisThread, packedOnWorkers } from '../../../../support/packed-both-ways';
import { useTempDir } from '../../../../support/use-temp-dir';

// The parallel split loop at its edges: rows left out before the first file, whole slices left out,
// files closing on a slice's first row, rows left out after a file's last entry, and each file's
// newest lastmod (the rows' lastmods differ, tie and are missing or invalid), against this thread's
// packer byte for byte (parallel-packing.test.ts covers settings and worker counts).

const temp = useTempDir();
const pool = createPackPool(2);
afterAll(() => pool.close());

const base: ExportSettings = {
  ...DEFAULT_EXPORT_SETTINGS,
  baseUrl: 'https://example.com/',
  outputFolder: '/unused',
  gzip: false,
};

const LASTMODS = [
  '',
  'not a date',
  '2026-01-05',
  '2026-01-05',
  '2026-03-01T10:00:00Z',
  '2025',
  '2026-02',
  '2026-03-01T11:00:00+01:00',
  '2027-12-31',
];

/** `count` rows of varied lastmods, one in five with every extension (a new namespace can close a file). */
function rowsOf(count: number, seed: number): UrlRow[] {
  const next = seededInts(seed);
  return Array.from({ length: count }, (_, n) => {
    const full = fullRow(n);
    const lastmod = LASTMODS[next(LASTMODS.length)]!;
    const loc = `https://example.com/p/${n}`;
    if (next(5) === 0) return { ...full, loc, lastmod };
    return { ...full, loc, lastmod, images: [], videos: [], news: null, alternates: [], extra: [] };
  });
}

type Packed = Awaited<ReturnType<typeof packedOnThisThread>>;
const comparable = (files: Packed) => files.map((file) => ({ ...file, bytes: file.bytes.toString('base64') }));

/** Packs `rows` on this thread and on the workers, `left` left out; returns the files (none when both failed alike). */
async function packedBothWays(
  rows: UrlRow[],
  settings: ExportSettings,
  left: ReadonlySet<number>,
  sliceRows: number,
  asColumns: boolean,
): Promise<Packed> {
  const tables = (): ExportTable[] => [{ id: 'a', name: 'pages', rows: asColumns ? UrlColumns.fromRows(rows) : rows }];
  const leaveOut = (_: string, index: number): boolean => left.has(index);
  const failed = (error: Error): string => error.message;
  const expected = await packedOnThisThread(tables(), settings, { leaveOut }).catch(failed);
  const actual = await packedOnWorkers(tables(), settings, pool, temp.path(), { leaveOut, sliceRows }).catch(failed);
  if (typeof expected === 'string') {
    expect(actual).toBe(expected);
    return [];
  }
  expect(typeof actual).not.toBe('string');
  expect(comparable(actual as Packed)).toEqual(comparable(expected));
  return expected;
}

const range = (from: number, to: number): number[] => Array.from({ length: to - from }, (_, i) => from + i);

describe('the parallel split loop at its edges', () => {
  it('writes this thread’s files for rows left out at the edges of slices and files', async () => {
    const rows = rowsOf(60, 1);
    const settings = { ...base, maxUrls: 4 };
    const cases: number[][] = [
      range(0, 7), // the first slice and more: rows before any file
      range(5, 10), // a whole slice inside a file
      [4], // right after the first file's last entry (rows 0-3)
      range(8, 20), // several whole slices between files
      range(55, 60), // the last slice: after the last file's last entry
      range(50, 60),
      range(1, 60), // only the first row kept
      range(0, 59), // only the last row kept
      range(0, 60), // nothing kept
      [1, 2, 3, 4, 6, 7, 8, 9], // files closing on a slice's first row
    ];
    for (const left of cases) {
      for (const sliceRows of [1, 4, 5]) {
        for (const asColumns of [true, false])
          await packedBothWays(rows, settings, new Set(left), sliceRows, asColumns);
      }
    }
  });

  it('lets a slice all left out inside a file go as it is placed: its job is not given it, and its memory is reused', async () => {
    // One file of rows 0-999, all but rows 0, 1 and 999 left out (a long run of noindex pages), slices of 10.
    const left = new Set(range(2, 999));
    /** Each slice's serialised rows where they lie in shared memory, and what they began with when measured. */
    const slices: { firstRow: number; bytes: Uint8Array; head: string }[] = [];
    const jobs: { parts: number[]; skip: number }[] = [];
    const headOf = (bytes: Uint8Array): string => Buffer.from(bytes.subarray(0, 64)).toString();
    const noting: PackPool = {
      ...pool,
      measureAndCheck: (job, place) => {
        const done = pool.measureAndCheck(job, place);
        void done.then(({ measured: { bytes } }) =>
          slices.push({ firstRow: job.firstRow, bytes, head: headOf(bytes) }),
        );
        return done;
      },
      pack: (job: Omit<PackJob, 'type'>, place) => {
        jobs.push({ parts: job.parts.map((part) => part.firstRow), skip: job.skip.length });
        return pool.pack(job, place);
      },
    };
    const tables = (): ExportTable[] => [{ id: 'a', name: 'pages', rows: UrlColumns.fromRows(rowsOf(1000, 3)) }];
    const leaveOut = (_: string, index: number): boolean => left.has(index);
    const expected = await packedOnThisThread(tables(), base, { leaveOut });
    const actual = await packedOnWorkers(tables(), base, noting, temp.path(), { leaveOut, sliceRows: 10 });
    expect(comparable(actual)).toEqual(comparable(expected));
    expect(expected.map((file) => [file.name, file.urlCount])).toEqual([
      ['sitemap-pages-1.xml', 3],
      ['sitemap_index.xml', 1],
    ]);
    // Its first and last slices, and the rows left out in them alone.
    expect(jobs).toEqual([{ parts: [0, 990], skip: 8 + 9 }]);
    // The slices inside the run were let go before the file was written: their memory holds later slices' rows.
    const middle = slices.filter(({ firstRow }) => firstRow >= 10 && firstRow < 990);
    expect(middle).toHaveLength(98);
    // (Held till the file was written, none is: each would still begin with its own rows.)
    expect(middle.filter(({ bytes, head }) => headOf(bytes) !== head).length).toBeGreaterThan(49);
  });

  it('writes this thread’s files for random runs of rows left out, at small slices and file limits', async () => {
    let files = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const next = seededInts(seed * 7);
      const count = 20 + next(80);
      const density = next(4);
      const left = new Set<number>();
      for (let i = 0, run = 0; i < count; i++) {
        if (run > 0) {
          left.add(i);
          run--;
        } else if (next(8) < density * 2) {
          left.add(i);
          if (next(4) === 0) run = next(12);
        }
      }
      const settings = next(2) === 0 ? { ...base, maxUrls: 1 + next(6) } : { ...base, maxBytes: 3200 + next(3000) };
      const sliceRows = 1 + next(9);
      files += (await packedBothWays(rowsOf(count, seed), settings, left, sliceRows, next(2) === 0)).length;
    }
    expect(files).toBeGreaterThan(1000);
  });
});
