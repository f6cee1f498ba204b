import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CheckContextData } from '../../../../../electron/engine/checks/check-messages';
import { createPackPool } from '../../../../../electron/engine/export/pack-pool';
import { openProjectColumns } from '../../../../../electron/engine/project/project-columns';
import { saveProjectStream } from '../../../../../electron/engine/project/project-file';
import { sliceToShare } from '../../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { headerOf } from '../../../../../shared/project-file';
import { PROBLEMS_KEPT_PER_CODE } from '../../../../../shared/validation/kept-problems';
import { validateTables } from '../../../../../shared/validation/validate-rows';
import { largeProject } from '../../../../support/large-project';
import { useTempDir } from '../../../../support/use-temp-dir';
import { validateOnWorkers } from '../../../../support/validate-on-workers';

// Some 20,000 rows a member: three members of rows, lastmod, changefreq and priority in every row,
// changefreq and priority varied by row (one in 9 changefreqs unknown, priorities up to 1.2): a view at
// a wrong offset into any coded column finds other problems than the rows have. Each code's problems
// stay fewer than the 10,000 a check lists (PROBLEMS_KEPT_PER_CODE), so all of them are compared.
const CHANGEFREQS = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never', 'fortnightly', 'daily'];
const project = largeProject(60_000, 'read-only');
project.tables[0]!.rows = project.tables[0]!.rows.map((row, i) => ({
  ...row,
  changefreq: CHANGEFREQS[i % CHANGEFREQS.length]!,
  priority: ((i % 13) / 10).toFixed(1),
}));
const pool = createPackPool(2);
afterAll(() => pool.close());

// Checked as of the rows' month's 27th: every row dated the 27th or 28th (one in 14) has a lastmod in
// the future, so the problems found depend on each row's lastmod read right from its view (fewer than
// the 10,000 of a code a check keeps).
const DATA: CheckContextData = { base: null, now: Date.parse('2026-11-27T00:00:00Z'), robots: null };
const inShared = (array: ArrayBufferView | null): boolean => array?.buffer instanceof SharedArrayBuffer;

describe('a project opened to be read only (fit: false), as export <project> opens it', () => {
  const temp = useTempDir();

  async function saved(): Promise<string> {
    const path = join(temp.path(), 'shop.sitemapstudio');
    const tables = project.tables.map((table) => UrlColumns.fromRows(table.rows));
    await saveProjectStream(path, headerOf(project), { tables, siteChecks: [] }, { workers: 2 });
    return path;
  }

  it('keeps its coded columns in shared memory, which the workers check where they lie, finding what this thread finds', async () => {
    const path = await saved();
    const opened = await openProjectColumns(path, { reader: pool, fit: false });
    const table = opened.tables[0]!;
    const slice = sliceToShare(table, 25_000, 50_000);
    for (const column of [slice.lastmods, slice.changefreqs, slice.priorities])
      expect(inShared(column.codes)).toBe(true);
    expect(inShared(slice.lastmods.values)).toBe(true);

    const tables = [{ name: 'products', rows: table }];
    const expected = validateTables(tables, { ...DATA, robots: null });
    for (const code of ['lastmod-future', 'changefreq-invalid', 'priority-out-of-range']) {
      const found = expected.filter((problem) => problem.code === code).length;
      expect(found).toBeGreaterThan(1_000);
      expect(found).toBeLessThan(PROBLEMS_KEPT_PER_CODE);
    }
    // Slices of 7,001 rows: a view deep into each column, none of them on a column boundary nor a
    // multiple of any column's period (28, 9, 13).
    expect(await validateOnWorkers(tables, DATA, pool, { sliceRows: 7_001 })).toEqual(expected);
    // Nothing was handed over from under the table: it reads as saved.
    expect(table.toRows()).toEqual(project.tables[0]!.rows);
  }, 60_000);

  it('is opened in plain memory when it may be changed (fit, as the app opens one), and its slices are copies', async () => {
    const opened = await openProjectColumns(await saved(), { reader: pool });
    const slice = sliceToShare(opened.tables[0]!, 0, 1_000);
    expect(inShared(slice.lastmods.codes) || inShared(slice.lastmods.values)).toBe(false);
    expect(opened.tables[0]!.toRows()).toEqual(project.tables[0]!.rows);
  }, 60_000);
});
