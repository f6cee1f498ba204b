import { readdir } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createCheckPool } from '../../../../../electron/engine/checks/check-pool';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { inThreadCodec, type FileCodec } from '../../../../../electron/engine/export/file-codec';
import { createPackPool, type PackPool } from '../../../../../electron/engine/export/pack-pool';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { ExportOutcome, ExportRequest } from '../../../../../shared/export-types';
import type { Problem } from '../../../../../shared/problems';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { useTempDir } from '../../../../support/use-temp-dir';

// An export whose rows have errors is refused whatever its files. Once every row is checked (on
// workers, before the build writes), its files are still split and measured, so what the build finds
// (an entry too large for any file) is told beside the rows' errors as before, but none is gzipped,
// written or read back: at 10M rows on another host that was most of the export's time.

const temp = useTempDir();
const NOW = Date.parse('2026-11-20T12:00:00Z');
const pools = new Map<number, PackPool>([1, 2].map((size) => [size, createPackPool(size)]));
const checkPool = createCheckPool(2);
afterAll(() => Promise.all([checkPool.close(), ...[...pools.values()].map((pool) => pool.close())]));

const huge = {
  ...emptyRow('https://example.com/huge'),
  extra: [`<x:x xmlns:x="urn:x">${'y'.repeat(1_100_000)}</x:x>`],
};

/** Plain rows, a few of them with errors (another host, a bad priority), some repeated; `tooLarge`: one row fits no file. */
function rows(count: number, tooLarge: number | null): UrlRow[] {
  const made = Array.from({ length: count }, (_, n) => emptyRow(`https://example.com/q/${n}`));
  for (let n = 7; n < count; n += 5_003) made[n] = { ...made[n]!, priority: 'high' };
  for (let n = 11; n < count; n += 9_001) made[n] = emptyRow(`https://other.example/q/${n}`);
  for (let n = 20; n < count; n += 997) made[n] = made[n - 20]!;
  if (tooLarge !== null) made[tooLarge] = huge;
  return made;
}

/** Two tables with errors; the entry too large in the first, the second, or neither. */
const request = (folder: string, tooLargeIn: 0 | 1 | null): ExportRequest => ({
  projectId: 'p',
  tables: [
    { id: 'pages', name: 'pages', rows: UrlColumns.fromRows(rows(60_000, tooLargeIn === 0 ? 30_500 : null)) },
    { id: 'more', name: 'more', rows: UrlColumns.fromRows(rows(30_000, tooLargeIn === 1 ? 2 : null)) },
  ],
  settings: {
    ...DEFAULT_EXPORT_SETTINGS,
    baseUrl: 'https://example.com/',
    outputFolder: folder,
    maxUrls: 7_000,
    maxBytes: 1024 * 1024,
  },
  robotsTxt: null,
});

/** A pack pool that counts the files it was asked to write. */
function counting(pool: PackPool): { pool: PackPool; packed: () => number } {
  let packed = 0;
  return {
    pool: { ...pool, pack: (job, place) => (packed++, pool.pack(job, place)) },
    packed: () => packed,
  };
}

/** This thread's codec, counting the files it sealed (gzipped and read back). */
function countingCodec(): { codec: FileCodec; sealed: () => number } {
  let sealed = 0;
  return {
    codec: { ...inThreadCodec, seal: (bytes, request) => (sealed++, inThreadCodec.seal(bytes, request)) },
    sealed: () => sealed,
  };
}

const problemsOf = (outcome: ExportOutcome): unknown => (outcome.ok ? 'exported' : outcome.problems);

describe('an export refused by its rows', { timeout: 120_000 }, () => {
  for (const tooLargeIn of [0, 1, null] as const) {
    const what = tooLargeIn === null ? 'no entry too large' : `an entry too large in table ${tooLargeIn + 1}`;

    it(`tells the problems the single-threaded export tells, gzipping nothing, with ${what}, packed on this thread`, async () => {
      const folder = temp.path();
      const expected = await exportProject(request(folder, tooLargeIn), { now: () => NOW });
      const codes = (problemsOf(expected) as Problem[]).map((item) => item.code);
      expect(codes).toEqual(expect.arrayContaining(['priority-invalid', 'loc-outside-base']));
      if (tooLargeIn !== null) expect(codes).toContain('entry-too-large');
      const { codec, sealed } = countingCodec();
      const actual = await exportProject(request(folder, tooLargeIn), { checkPool, codec, now: () => NOW });
      expect(problemsOf(actual)).toEqual(problemsOf(expected));
      expect(sealed()).toBe(0);
      expect(await readdir(folder)).toEqual([]);
    });

    for (const [workers, pool] of pools) {
      it(`tells the problems the single-threaded export tells, packing nothing, with ${what}, on ${workers} pack worker(s)`, async () => {
        const folder = temp.path();
        const expected = await exportProject(request(folder, tooLargeIn), { now: () => NOW });
        const { pool: seen, packed } = counting(pool);
        const actual = await exportProject(request(folder, tooLargeIn), {
          packPool: seen,
          checkPool: seen,
          now: () => NOW,
        });
        expect(problemsOf(actual)).toEqual(problemsOf(expected));
        expect(packed()).toBe(0);
        expect(await readdir(folder)).toEqual([]);
      });
    }
  }

  it('still writes every file of an export whose rows have no error', async () => {
    const folder = temp.path();
    const clean: ExportRequest = {
      ...request(folder, null),
      tables: [{ id: 'pages', name: 'pages', rows: UrlColumns.fromRows(rows(20_000, null).slice(0, 7)) }],
    };
    const { pool: seen, packed } = counting(pools.get(2)!);
    const outcome = await exportProject(clean, { packPool: seen, checkPool: seen, now: () => NOW });
    expect(outcome.ok).toBe(true);
    expect(packed()).toBe(1);
  });
});
