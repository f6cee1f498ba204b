import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildThroughGate, type GatedBuild } from '../../../../../electron/engine/export/export-gate';
import { inThreadCodec } from '../../../../../electron/engine/export/file-codec';
import { createPackPool, type PackPool } from '../../../../../electron/engine/export/pack-pool';
import { packTableInParallel } from '../../../../../electron/engine/export/parallel-table-files';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { ExportRequest } from '../../../../../shared/export-types';
import type { UrlRow } from '../../../../../shared/url-table';
import { awkwardRows } from '../../../../support/awkward-rows';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();
const WORKERS = [1, 2, 7] as const;
const pools = new Map<number, PackPool>(WORKERS.map((size) => [size, createPackPool(size)]));
afterAll(() => Promise.all([...pools.values()].map((pool) => pool.close())));
const NOW = Date.parse('2026-11-20T12:00:00Z');

/** Every extension and awkward text; repeated locs within and across tables; rows with errors; a shared lastmod. */
function rows(count: number, seed: number): UrlRow[] {
  const made = awkwardRows(count, seed);
  for (let n = 0; n < made.length; n += 37) made[n] = { ...made[n]!, loc: made[(n * 7) % 300]!.loc };
  for (let n = 0; n < made.length; n += 2) made[n] = { ...made[n]!, lastmod: '2026-01-01' };
  made[123] = { ...made[123]!, priority: 'high' };
  return made;
}

const PAGES = rows(900, 29);
const input = (folder: string): Pick<ExportRequest, 'tables' | 'settings' | 'robotsTxt' | 'notIndexable'> => ({
  tables: [
    { id: 'pages', name: 'pages', rows: UrlColumns.fromRows(PAGES) },
    { id: 'more', name: 'more', rows: UrlColumns.fromRows([...PAGES.slice(0, 90), ...rows(400, 7)]) },
  ],
  settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: folder, maxUrls: 150 },
  robotsTxt: 'User-agent: *\nDisallow: /p/1\n',
  notIndexable: [3, 250, 251, 700].map((n) => ({ url: PAGES[n]!.loc, reason: 'noindex' as const, status: 200 })),
});

/** What a build says and writes: its problems, the rows left out, and each file with its bytes. */
async function outcome(gated: GatedBuild, folder: string | null): Promise<unknown> {
  const files = await Promise.all(
    (gated.files ?? []).map(async ({ name, urlCount, firstRow, lastmod, uncompressedBytes, bytes, staged }) => ({
      name,
      urlCount,
      firstRow,
      lastmod,
      uncompressedBytes,
      bytes: staged && folder ? await readFile(join(folder, name)) : bytes,
    })),
  );
  return { problems: gated.problems, leftOut: gated.notIndexable.leftOut(), files };
}

/** A build on `pool` of `folder`'s input, checked there first, then packed there `sliceRows` a slice. */
const builtOnWorkers = (pool: PackPool, folder: string): Promise<GatedBuild> =>
  buildThroughGate(input(folder), NOW, {
    finishFile: () => Promise.reject(new Error('a sitemap was packed on the main thread')),
    checkPool: pool,
    packTable: (table, turn, settings, build) =>
      packTableInParallel(table, turn, settings, build, {
        pool,
        sliceRows: 97,
        stage: (name, write) => write(join(folder, name)),
      }),
  });

describe('rows checked on the pack workers, then packed there', { timeout: 60_000 }, () => {
  for (const workers of WORKERS) {
    it(`gives this thread's problems, rows left out and bytes, slices across files, on ${workers} worker(s)`, async () => {
      const here = await buildThroughGate(input(temp.path()), NOW, {
        finishFile: (bytes, request) => inThreadCodec.seal(bytes, request),
      });
      // The pool, noting each job as it is posted: every check before the first slice is serialised.
      const jobs: string[] = [];
      const used = pools.get(workers)!;
      const pool: PackPool = {
        ...used,
        checkRows: (job, what) => (jobs.push('check'), used.checkRows(job, what)),
        findDuplicates: (job, what) => (jobs.push('duplicates'), used.findDuplicates(job, what)),
        measureAndCheck: (job, place) => (
          jobs.push(job.check ? 'measure, checked' : 'measure'),
          used.measureAndCheck(job, place)
        ),
      };
      const folder = temp.path();
      const there = await builtOnWorkers(pool, folder);
      const codes = new Set(here.problems.map((item) => item.code));
      expect(codes).toContain('loc-duplicate');
      expect(codes).toContain('priority-invalid');
      expect(here.notIndexable.leftOut()).toHaveLength(5); // row 4 of "more" repeats row 4 of "pages"
      expect(here.files!.length).toBeGreaterThan(8);
      expect(await outcome(there, folder)).toEqual(await outcome(here, null));
      // Both tables' checks (a slice of 25,000 rows each) first; every slice serialised unchecked; the
      // duplicates searched once the last table is split into files.
      const measures = Math.ceil(900 / 97) + Math.ceil(490 / 97);
      expect(jobs.slice(0, 2)).toEqual(['check', 'check']);
      expect(jobs.filter((job) => job.startsWith('measure'))).toEqual(
        Array.from({ length: measures }, () => 'measure'),
      );
      expect(jobs.indexOf('duplicates')).toBeGreaterThan(jobs.lastIndexOf('measure'));
    });
  }

  it('starts the next table while the last files of the one before are still written', async () => {
    const events: string[] = [];
    const used = pools.get(2)!;
    const pool: PackPool = {
      ...used,
      measureAndCheck: (job, place) => (events.push(`measure ${place.table}`), used.measureAndCheck(job, place)),
      pack: async (job, place) => {
        const packed = await used.pack(job, place);
        events.push(`packed ${place.file}`);
        return packed;
      },
    };
    const built = await builtOnWorkers(pool, temp.path());
    const lastOfPages = built.files!.filter((file) => file.table === 'pages').at(-1)!.name;
    expect(events.indexOf(`measure more`)).toBeGreaterThan(0);
    expect(events.indexOf(`measure more`)).toBeLessThan(events.indexOf(`packed ${lastOfPages}`));
  });
});
