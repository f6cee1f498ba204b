import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChecksAhead, createPackPool, exportProject } from '../../../../../electron/engine';
import { MOST_MEASURED_AHEAD } from '../../../../../electron/engine/export/checks-ahead';
import type { PackPool } from '../../../../../electron/engine/export/pack-pool';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { emptyRow } from '../../../../../shared/url-table';
import { EXPORT_BASE_URL } from '../../../../support/cli-run';
import { useTempDir } from '../../../../support/use-temp-dir';

const table = (rows = 30_000): UrlColumns =>
  UrlColumns.fromRows(
    Array.from({ length: rows }, (_, i) => ({
      ...emptyRow(`https://example.com/p/${i}`),
      lastmod: i % 3 === 0 ? `2026-01-0${1 + (i % 9)}` : null,
    })),
  );

const headerOf = (rows: number) => ({
  name: 'Shop',
  robotsTxt: null,
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [{ id: 't0', name: 'shop', source: null, rows }],
  siteChecks: 0,
});
const header = headerOf(30_000);

/** Each file of a folder and its bytes (the manifest, which names the folder and the time, left out). */
async function filesIn(folder: string): Promise<Map<string, Buffer>> {
  const names = (await readdir(folder)).filter((name) => !name.startsWith('.'));
  return new Map(await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name))] as const)));
}

describe('ChecksAhead', () => {
  const temp = useTempDir();

  /** The checks of rows the pool is asked for when `opened` is checked ahead and `exported` exported. */
  async function checksAsked(opened: UrlColumns, exported: UrlColumns, out: string): Promise<string[]> {
    const pool = createPackPool(2);
    const asked: string[] = [];
    const noting: PackPool = { ...pool, checkRows: (job, what) => (asked.push(what), pool.checkRows(job, what)) };
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder: join(temp.path(), out) };
    const now = Date.now();
    const ahead = ChecksAhead.forExport(noting, settings, now)!;
    try {
      ahead.header(header, [opened]);
      ahead.appended();
      ahead.exporting([exported]);
      const input = { projectId: 'p', settings, robotsTxt: null, notIndexable: [] };
      const outcome = await exportProject(
        { ...input, tables: [{ id: 't0', name: 'shop', rows: exported }] },
        { packPool: pool, checkPool: ahead, now: () => now },
      );
      expect(outcome.ok).toBe(true);
      return asked;
    } finally {
      ahead.dispose();
      await pool.close();
    }
  }

  it('answers the export from the checks begun only when it checks the very tables opened', async () => {
    const opened = table();
    const both = ['rows 1–25,000 of shop', 'rows 25,001–30,000 of shop'];
    expect(await checksAsked(opened, opened, 'same')).toEqual(both);
    // Equal rows in another table: checked again.
    expect(await checksAsked(opened, table(), 'other')).toEqual([...both, ...both]);
  }, 60_000);

  it('serialises the first slices opened in the jobs that check them, and the export packs them as measured', async () => {
    const rows = (MOST_MEASURED_AHEAD + 1) * 25_000;
    const opened = table(rows);
    const pool = createPackPool(2);
    const jobs: string[] = [];
    const noting: PackPool = {
      ...pool,
      checkRows: (job, what) => (jobs.push(`check ${what}`), pool.checkRows(job, what)),
      measureAndCheck: (job, place) => {
        jobs.push(`${job.check ? 'check and measure' : 'measure'} ${place.firstRow}`);
        return pool.measureAndCheck(job, place);
      },
    };
    const now = Date.now();
    const settingsIn = (out: string) => ({
      ...DEFAULT_EXPORT_SETTINGS,
      baseUrl: EXPORT_BASE_URL,
      outputFolder: join(temp.path(), out),
    });
    const input = { projectId: 'p', robotsTxt: null, notIndexable: [] };
    const tables = [{ id: 't0', name: 'shop', rows: opened }];
    const ahead = ChecksAhead.forExport(noting, settingsIn('ahead'), now, noting)!;
    try {
      ahead.header(headerOf(rows), [opened]);
      ahead.appended();
      ahead.exporting([opened]);
      const outcome = await exportProject(
        { ...input, settings: settingsIn('ahead'), tables },
        { packPool: noting, checkPool: ahead, measuredAhead: (...at) => ahead.measuredAhead(...at), now: () => now },
      );
      expect(outcome.ok).toBe(true);
      // Each slice's rows built once on a worker: the first ones checked and measured in one job, the
      // rest checked ahead and measured by the export; none checked or measured twice.
      const measuredAhead = Array.from({ length: MOST_MEASURED_AHEAD }, (_, k) => `check and measure ${k * 25_000}`);
      const last = MOST_MEASURED_AHEAD * 25_000;
      expect(jobs.filter((job) => job.startsWith('check and'))).toEqual(measuredAhead);
      expect(jobs.filter((job) => job.startsWith('check rows'))).toEqual([
        `check rows ${(last + 1).toLocaleString('en')}–${rows.toLocaleString('en')} of shop`,
      ]);
      expect(jobs.filter((job) => job.startsWith('measure'))).toEqual([`measure ${last}`]);
      // The same files as an export that measures every slice itself.
      const plain = await exportProject(
        { ...input, settings: settingsIn('plain'), tables },
        { packPool: pool, checkPool: pool, now: () => now },
      );
      expect(plain.ok).toBe(true);
      const [mine, theirs] = await Promise.all([
        filesIn(settingsIn('ahead').outputFolder),
        filesIn(settingsIn('plain').outputFolder),
      ]);
      expect([...mine.keys()].sort()).toEqual([...theirs.keys()].sort());
      for (const [name, bytes] of mine) expect(bytes.equals(theirs.get(name)!), name).toBe(true);
    } finally {
      ahead.dispose();
      await pool.close();
    }
  }, 120_000);

  it('is no check pool for settings without a base URL', () => {
    const pool = createPackPool(1);
    expect(ChecksAhead.forExport(pool, { ...DEFAULT_EXPORT_SETTINGS, baseUrl: '' }, Date.now())).toBeNull();
  });
});
