import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { createPackPool, type PackPlace, type PackPool } from '../../../../../electron/engine/export/pack-pool';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { sliceToTransfer } from '../../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { ExportRequest } from '../../../../../shared/export-types';
import { emptyRow, type ImageEntry } from '../../../../../shared/url-table';
import { awkwardRows } from '../../../../support/awkward-rows';
import { packedOnWorkers } from '../../../../support/packed-both-ways';
import { useTempDir } from '../../../../support/use-temp-dir';
import { checkTopicWording } from '../../../../../electron/engine/worker-failure-wording';
import { contentsOf } from '../../../../support/folder-contents';

const temp = useTempDir();

const request = (folder: string, rows: number): ExportRequest => ({
  projectId: 'p',
  tables: [
    {
      id: 'pages',
      name: 'pages',
      rows: UrlColumns.fromRows(Array.from({ length: rows }, (_, i) => emptyRow(`https://example.com/p/${i}`))),
    },
  ],
  settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: folder, maxUrls: 500 },
  robotsTxt: null,
});

/** A folder holding a person's file and a whole earlier export. */
async function folderWithAnExport(): Promise<string> {
  const folder = temp.path();
  await writeFile(join(folder, 'keep-me.html'), 'mine');
  const earlier = await exportProject(request(folder, 1_200));
  expect(earlier.ok).toBe(true);
  return folder;
}

describe('packing on workers when something goes wrong', () => {
  it('a worker killed mid-job fails the export naming the file and its rows, and leaves the folder as it was', async () => {
    const folder = await folderWithAnExport();
    const before = await contentsOf(folder);
    const crashed: PackPlace[] = [];
    const pool = createPackPool(2, {
      crashOn: (place) => place.file === 'sitemap-pages-3.xml.gz' && crashed.push(place) === 1,
    });
    try {
      const exporting = exportProject(request(folder, 5_000), { packPool: pool });
      // The oldest job the dead worker held is named: the one it was writing (files queue on a worker).
      await expect(exporting).rejects.toThrow(
        /^The pack worker stopped \(exit code 1\) while writing sitemap-pages-(\d+)\.xml\.gz \(rows [\d,]+–[\d,]+ of pages\)$/,
      );
      expect(crashed).toHaveLength(1);
      expect(await contentsOf(folder)).toEqual(before);
      // The pool starts a worker in the dead one's place: the next export writes the whole set.
      expect((await exportProject(request(folder, 5_000), { packPool: pool })).ok).toBe(true);
      expect(Object.keys(await contentsOf(folder))).toContain('sitemap-pages-10.xml.gz');
    } finally {
      await pool.close();
    }
  });

  it('a file that fails after the pool was stopped because of it is what the export tells, not a job cancelled', async () => {
    const folder = await folderWithAnExport();
    const before = await contentsOf(folder);
    const pool = createPackPool(2);
    // The second file's worker dies holding another job too, whose failure stops the pool (cancelling
    // the slices being measured) before the file's own failure arrives.
    const stoppedFirst: PackPool = {
      ...pool,
      pack: (job, place) => {
        if (place.file !== 'sitemap-pages-2.xml.gz') return pool.pack(job, place);
        void pool.stop();
        return new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`The pack worker stopped (exit code 1) while writing ${place.file}`)), 200),
        );
      },
    };
    try {
      await expect(exportProject(request(folder, 5_000), { packPool: stoppedFirst })).rejects.toThrow(
        /^The pack worker stopped \(exit code 1\) while writing sitemap-pages-2\.xml\.gz$/,
      );
      expect(await contentsOf(folder)).toEqual(before);
    } finally {
      await pool.close();
    }
  });

  it('a row a worker throws on fails the build naming that row', async () => {
    const rows = awkwardRows(300);
    const bad = { ...rows[211]!.images[0], caption: 5 } as unknown as ImageEntry;
    rows[211] = { ...rows[211]!, images: [bad] };
    const pool = createPackPool(2);
    try {
      const tables = [{ id: 'a', name: 'pages', rows }];
      const building = packedOnWorkers(tables, { ...request('/unused', 0).settings }, pool, temp.path(), {
        sliceRows: 50,
      });
      await expect(building).rejects.toThrow(/^Measuring rows 201–250 of pages failed at row 212: /);
    } finally {
      await pool.close();
    }
  });

  it('says so in the person’s language: which rows it was measuring, and the row it threw on', async () => {
    const rows = awkwardRows(300);
    rows[211] = { ...rows[211]!, images: [{ ...rows[211]!.images[0], caption: 5 } as unknown as ImageEntry] };
    setActiveLocale('nl');
    const pool = createPackPool(2);
    try {
      const tables = [{ id: 'a', name: 'pages', rows }];
      const building = packedOnWorkers(tables, { ...request('/unused', 0).settings }, pool, temp.path(), {
        sliceRows: 50,
      });
      await expect(building).rejects.toThrow(/^Het meten van rijen 201–250 van pages is mislukt bij rij 212: /);
    } finally {
      setActiveLocale('en');
      await pool.close();
    }
  });

  it(
    'a check failing in the last table, while the first table is measured, writes nothing: the folder is as it was',
    {
      timeout: 60_000,
    },
    async () => {
      const folder = await folderWithAnExport();
      const before = await contentsOf(folder);
      const used = createPackPool(2);
      const events: string[] = [];
      let measuredFirst!: () => void;
      const firstMeasured = new Promise<void>((resolve) => (measuredFirst = resolve));
      // The last table's check fails for real on its worker (its spill has no folder to go in), but only
      // once a slice of the first table is measured: the build is under way when it fails.
      const pool: PackPool = {
        ...used,
        checkRows: async (job, what) => {
          if (!checkTopicWording(what).endsWith('of last')) return used.checkRows(job, what);
          await firstMeasured;
          events.push('failing check');
          return used.checkRows({ ...job, spill: join(folder, 'no such folder', 'spill') }, what);
        },
        measureAndCheck: async (job, place) => {
          const measured = await used.measureAndCheck(job, place);
          events.push(`measured ${place.table}`);
          measuredFirst();
          return measured;
        },
        pack: (job, place) => (events.push(`pack ${place.file}`), used.pack(job, place)),
      };
      // Two tables that would export without a problem.
      const pages = request(folder, 3_000);
      const last = Array.from({ length: 3_000 }, (_, i) => emptyRow(`https://example.com/q/${i}`));
      const twoTables = {
        ...pages,
        tables: [...pages.tables, { id: 'last', name: 'last', rows: UrlColumns.fromRows(last) }],
      };
      try {
        await expect(exportProject(twoTables, { packPool: pool, checkPool: pool })).rejects.toThrow(
          /^Checking rows 1–3,000 of last failed.*ENOENT/,
        );
        expect(events[0]).toBe('measured pages');
        expect(events).toContain('failing check');
        expect(events.filter((event) => event.startsWith('pack'))).toEqual([]);
        expect(await contentsOf(folder)).toEqual(before);
      } finally {
        await used.close();
      }
    },
  );

  for (const checks of ['this thread', 'the pack workers'] as const)
    it(`a cancel stops every worker and leaves the folder as it was, rows checked on ${checks}`, async () => {
      const folder = await folderWithAnExport();
      const before = await contentsOf(folder);
      const pool = createPackPool(2);
      // The pool as the export holds it, telling when the workers at work are stopped.
      let stops = 0;
      const stopping: PackPool = { ...pool, stop: () => (stops++, pool.stop()) };
      const controller = new AbortController();
      try {
        const exporting = exportProject(request(folder, 60_000), {
          packPool: stopping,
          checkPool: checks === 'this thread' ? undefined : stopping,
          signal: controller.signal,
          onProgress: ({ rowsDone }) => {
            if (rowsDone >= 30_000) controller.abort();
          },
        });
        await expect(exporting).rejects.toMatchObject({ name: 'AbortError' });
        expect(stops).toBeGreaterThan(0);
        expect(await contentsOf(folder)).toEqual(before);
      } finally {
        await pool.close();
      }
    });

  it('stopping the pool ends the jobs under way at once, as cancelled', async () => {
    const pool = createPackPool(2);
    const rows = UrlColumns.fromRows(awkwardRows(5_000));
    const slices = [sliceToTransfer(rows, 0, rows.rowCount)];
    const place = { table: 'pages', file: null, firstRow: 0, endRow: rows.rowCount };
    const jobs = [0, 1, 2].map(() => pool.measure({ slices, firstRow: 0, entries: 'url' }, place));
    const settled = Promise.allSettled(jobs);
    await pool.stop();
    const ended = await settled;
    expect(ended.map((job) => job.status === 'rejected' && (job.reason as Error).name)).toEqual(
      Array(3).fill('AbortError'),
    );
    expect(pool.liveWorkers()).toBe(0);
    // Later jobs get new workers.
    const { lengths } = await pool.measure({ slices, firstRow: 0, entries: 'url' }, place);
    expect(lengths).toHaveLength(5_000);
    await pool.close();
  });
});
