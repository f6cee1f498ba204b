import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCheckPool } from '../../../../../electron/engine/checks/check-pool';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { createPackPool, type PackPool } from '../../../../../electron/engine/export/pack-pool';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { ExportOutcome, ExportRequest } from '../../../../../shared/export-types';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { fullRow } from '../../../../support/full-row';
import { engineTempFolders } from '../../../../support/engine-temp-folders';
import { useOwnTmpdir, useTempDir } from '../../../../support/use-temp-dir';
import { formatCount } from '../../../../../shared/format';
import { checkTopicWording } from '../../../../../electron/engine/worker-failure-wording';
import { contentsOf } from '../../../../support/folder-contents';

const temp = useTempDir();
/** Where the checks spill: nothing of it is left once an export failed. */
const ownTmpdir = useOwnTmpdir();
const packPool = createPackPool(2);
afterAll(() => packPool.close());
const NOW = Date.parse('2026-11-20T12:00:00Z');

/** Rows with every extension, plain rows, and some repeated locs: warnings (duplicates, robots.txt) and, with `broken`, an error. */
function rows(count: number, broken: boolean): UrlRow[] {
  const made = Array.from({ length: count }, (_, n) =>
    n % 3 ? { ...emptyRow(`https://example.com/p/${n}`), lastmod: '2026-01-01' } : fullRow(n),
  );
  for (let n = 10; n < made.length; n += 97) made[n] = { ...made[n]!, loc: made[n - 10]!.loc };
  if (broken) made[count - 3] = { ...made[count - 3]!, priority: 'high' };
  return made;
}

const request = (folder: string, count: number, broken = false): ExportRequest => ({
  projectId: 'p',
  tables: [
    { id: 'pages', name: 'pages', rows: UrlColumns.fromRows(rows(count, broken)) },
    { id: 'more', name: 'more', rows: UrlColumns.fromRows(rows(200, false)) },
  ],
  settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: folder, maxUrls: 500 },
  robotsTxt: 'User-agent: *\nDisallow: /p/1\n',
  notIndexable: [{ url: rows(count, false)[5]!.loc, reason: 'noindex', status: 200 }],
});

/** An outcome less where it was written. */
const where = (outcome: ExportOutcome): unknown =>
  outcome.ok ? { ...outcome, report: { ...outcome.report, folder: null, notes: null } } : outcome;

/** Plain rows, to make a large table of. */
const rows120k = Array.from({ length: 120_000 }, (_, n) => emptyRow(`https://example.com/q/${n}`));

describe('an export whose rows are checked on workers', { timeout: 60_000 }, () => {
  for (const broken of [false, true]) {
    it(`ends as one checked on this thread, ${broken ? 'a row with an error stopping it' : 'with its warnings'}`, async () => {
      const checkPool = createCheckPool(2);
      try {
        const here = temp.path();
        const there = temp.path();
        const expected = await exportProject(request(here, 1_500, broken), { packPool, now: () => NOW });
        const actual = await exportProject(request(there, 1_500, broken), { packPool, checkPool, now: () => NOW });
        expect(expected.ok).toBe(!broken);
        if (expected.ok) {
          expect(expected.warnings.map((item) => item.code)).toContain('loc-duplicate');
          expect(expected.report.leftOut).toHaveLength(2); // row 6 of each table
        } else expect(expected.problems.map((item) => item.code)).toContain('priority-invalid');
        expect(where(actual)).toEqual(where(expected));
        expect(await contentsOf(there)).toEqual(await contentsOf(here));
      } finally {
        await checkPool.close();
      }
    });
  }

  it('a check worker killed mid-job fails the export naming the table and rows, and leaves the folder as it was', async () => {
    const folder = temp.path();
    await writeFile(join(folder, 'keep-me.html'), 'mine');
    expect((await exportProject(request(folder, 800), { packPool, now: () => NOW })).ok).toBe(true);
    const before = await contentsOf(folder);
    let crashes = 1;
    // One worker: the pool's stop ends the workers with a job under way and leaves an idle one be, and with
    // two, the other's slice (5,000 rows) was at times checked before the crash was seen (CI: 1 left live).
    const checkPool = createCheckPool(1, {
      crashOn: (what) => checkTopicWording(what) === 'rows 1–25,000 of pages' && crashes-- > 0,
    });
    try {
      const exporting = exportProject(request(folder, 30_000), { packPool, checkPool, now: () => NOW });
      await expect(exporting.catch((error: Error) => error.message)).resolves.toMatch(
        /^The check worker stopped \(exit code \d+\) while checking rows 1–25,000 of pages$/,
      );
      expect(await contentsOf(folder)).toEqual(before);
      expect(checkPool.liveWorkers()).toBe(0);
      expect(engineTempFolders(ownTmpdir())).toEqual([]);
    } finally {
      await checkPool.close();
    }
  });
});

describe('an export whose rows are checked on the pack workers, then packed there', { timeout: 120_000 }, () => {
  for (const workers of [1, 2, 7]) {
    it(`ends as one checked on this thread, warnings and an error alike, on ${workers} worker(s)`, async () => {
      const pool = createPackPool(workers);
      try {
        for (const broken of [false, true]) {
          const here = temp.path();
          const there = temp.path();
          const expected = await exportProject(request(here, 1_500, broken), { packPool, now: () => NOW });
          const actual = await exportProject(request(there, 1_500, broken), {
            packPool: pool,
            checkPool: pool,
            now: () => NOW,
          });
          expect(where(actual)).toEqual(where(expected));
          expect(await contentsOf(there)).toEqual(await contentsOf(here));
        }
      } finally {
        await pool.close();
      }
    });
  }

  it('a build stopped by a row in its first slice still reports the errors of every row', async () => {
    const pool = createPackPool(2);
    try {
      const huge = {
        ...emptyRow('https://example.com/huge'),
        extra: [`<x:x xmlns:x="urn:x">${'y'.repeat(1_100_000)}</x:x>`],
      };
      const tooLarge = (folder: string): ExportRequest => {
        const made = request(folder, 120_000);
        const rows = rows120k.slice();
        rows[2] = huge;
        rows[119_000] = { ...rows[119_000]!, changefreq: 'often' };
        return {
          ...made,
          tables: [{ id: 'pages', name: 'pages', rows: UrlColumns.fromRows(rows) }],
          settings: { ...made.settings, maxBytes: 1024 * 1024 },
        };
      };
      const expected = await exportProject(tooLarge(temp.path()), { packPool, now: () => NOW });
      const actual = await exportProject(tooLarge(temp.path()), { packPool: pool, checkPool: pool, now: () => NOW });
      expect(expected.ok ? [] : expected.problems.map((item) => item.code)).toEqual(
        expect.arrayContaining(['changefreq-invalid', 'entry-too-large']),
      );
      expect(actual).toEqual(expected);
    } finally {
      await pool.close();
    }
  });

  it('a worker killed while serialising a slice fails the export naming its rows, and leaves the folder as it was', async () => {
    const folder = temp.path();
    await writeFile(join(folder, 'keep-me.html'), 'mine');
    expect((await exportProject(request(folder, 800), { packPool, now: () => NOW })).ok).toBe(true);
    const before = await contentsOf(folder);
    // The second slice measured, wherever the slices fall (sized by the rows: slice-rows.ts).
    let crashed: { firstRow: number; endRow: number } | null = null;
    const pool = createPackPool(2, {
      crashOn: (place) => {
        if (crashed || place.file !== null || place.firstRow === 0) return false;
        crashed = { firstRow: place.firstRow, endRow: place.endRow };
        return true;
      },
    });
    try {
      const exporting = exportProject(request(folder, 60_000), { packPool: pool, checkPool: pool, now: () => NOW });
      const message = await exporting.then(
        () => 'exported',
        (error: Error) => error.message,
      );
      const rows = `${formatCount(crashed!.firstRow + 1)}–${formatCount(crashed!.endRow)}`;
      expect(message).toMatch(
        new RegExp(`^The pack worker stopped \\(exit code \\d+\\) while measuring rows ${rows} of pages$`),
      );
      expect(await contentsOf(folder)).toEqual(before);
      // Nothing goes on writing after the failure (a file still waiting for its turn is never posted).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await contentsOf(folder)).toEqual(before);
      expect(engineTempFolders(ownTmpdir())).toEqual([]);
    } finally {
      await pool.close();
    }
  });
  it('a duplicates search that fails while the last files are written fails the export with its message, and leaves the folder as it was', async () => {
    const folder = temp.path();
    await writeFile(join(folder, 'keep-me.html'), 'mine');
    expect((await exportProject(request(folder, 800), { packPool, now: () => NOW })).ok).toBe(true);
    const before = await contentsOf(folder);
    const events: string[] = [];
    let searchBegun = (): void => undefined;
    const begun = new Promise<void>((resolve) => (searchBegun = resolve));
    const pool: PackPool = {
      ...packPool,
      pack: async (job, place) => {
        // The last of the 120 files waits for the search (3 s at most), so that how fast the other files
        // are written cannot decide the order: the search begins as the last table is split.
        if (place.file === 'sitemap-pages-120.xml.gz') {
          await Promise.race([begun, new Promise((resolve) => setTimeout(resolve, 3_000))]);
        }
        const packed = await packPool.pack(job, place);
        events.push('packed');
        return packed;
      },
      findDuplicates: (job, what) => {
        events.push('duplicates');
        searchBegun();
        return checkTopicWording(what).endsWith(' 3')
          ? Promise.reject(new Error(`The search for ${checkTopicWording(what)} failed`))
          : packPool.findDuplicates(job, what);
      },
    };
    const exporting = exportProject(request(folder, 60_000), { packPool: pool, checkPool: pool, now: () => NOW });
    await expect(exporting.catch((error: Error) => error.message)).resolves.toBe(
      'The search for the duplicates of partition 3 failed',
    );
    // The search began before every file was written (the last table split, its files still gzipped).
    expect(events.indexOf('duplicates')).toBeLessThan(events.lastIndexOf('packed'));
    expect(await contentsOf(folder)).toEqual(before);
    expect(engineTempFolders(ownTmpdir())).toEqual([]);
  });
});
