import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChecksAhead, createPackPool, exportProject } from '../../../../../electron/engine';
import type { PackPool } from '../../../../../electron/engine/export/pack-pool';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { emptyRow } from '../../../../../shared/url-table';
import { EXPORT_BASE_URL } from '../../../../support/cli-run';
import { useTempDir } from '../../../../support/use-temp-dir';
import { checkTopicWording } from '../../../../../electron/engine/worker-failure-wording';

const table = (): UrlColumns =>
  UrlColumns.fromRows(Array.from({ length: 30_000 }, (_, i) => emptyRow(`https://example.com/p/${i}`)));

const header = {
  name: 'Shop',
  robotsTxt: null,
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [{ id: 't0', name: 'shop', source: null, rows: 30_000 }],
  siteChecks: 0,
};

describe('ChecksAhead', () => {
  const temp = useTempDir();

  /** The checks of rows the pool is asked for when `opened` is checked ahead and `exported` exported. */
  async function checksAsked(opened: UrlColumns, exported: UrlColumns, out: string): Promise<string[]> {
    const pool = createPackPool(2);
    const asked: string[] = [];
    const noting: PackPool = {
      ...pool,
      checkRows: (job, what) => (asked.push(checkTopicWording(what)), pool.checkRows(job, what)),
    };
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

  it('finds the duplicates an export alone finds, its slices spilled as references to the column opened as it grew', async () => {
    const rows = 80_000;
    // Repeats past the first slices, of locs of many lengths; the column opened 5,000 rows at a time, growing.
    const locs = Array.from({ length: rows }, (_, i) => `${EXPORT_BASE_URL}p/${'y'.repeat(i % 50)}/${i % 30_000}`);
    const opening = { ...header, tables: [{ id: 't0', name: 'shop', source: null, rows }] };
    const exportOf = async (ahead: boolean, out: string) => {
      const pool = createPackPool(2);
      const inPlace: boolean[] = [];
      const noting: PackPool = {
        ...pool,
        checkRows: (job, what) => (inPlace.push(job.locsStay), pool.checkRows(job, what)),
      };
      const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder: join(temp.path(), out) };
      const now = Date.now();
      const checksAhead = ahead ? ChecksAhead.forExport(noting, settings, now)! : null;
      const opened = new UrlColumns();
      try {
        checksAhead?.header(opening, [opened]);
        for (let at = 0; at < rows; at += 5_000) {
          opened.appendRows(locs.slice(at, at + 5_000).map((loc) => emptyRow(loc)));
          checksAhead?.appended();
        }
        checksAhead?.exporting([opened]);
        const input = { projectId: 'p', settings, robotsTxt: null, notIndexable: [] };
        const outcome = await exportProject(
          { ...input, tables: [{ id: 't0', name: 'shop', rows: opened }] },
          { packPool: pool, checkPool: checksAhead ?? noting, now: () => now },
        );
        if (!outcome.ok) throw new Error('the export was refused');
        return { warnings: outcome.warnings, inPlace };
      } finally {
        checksAhead?.dispose();
        await pool.close();
      }
    };
    const withAhead = await exportOf(true, 'ahead');
    const alone = await exportOf(false, 'alone');
    // Every slice checked ahead, and by the export alone, referred to its locs where the column keeps them.
    expect(withAhead.inPlace).toEqual([true, true, true, true]);
    expect(alone.inPlace).toEqual([true, true, true, true]);
    expect(withAhead.warnings.filter(({ code }) => code === 'loc-duplicate').length).toBeGreaterThan(1_000);
    expect(withAhead.warnings).toEqual(alone.warnings);
  }, 120_000);

  it('is no check pool for settings without a base URL', () => {
    const pool = createPackPool(1);
    expect(ChecksAhead.forExport(pool, { ...DEFAULT_EXPORT_SETTINGS, baseUrl: '' }, Date.now())).toBeNull();
  });
});
