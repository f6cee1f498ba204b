import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCheckPool } from '../../../../../electron/engine/checks/check-pool';
import { exportProject, type ExportOptions } from '../../../../../electron/engine/export/export-project';
import { rowContext } from '../../../../../electron/engine/export/export-gate';
import { createPackPool } from '../../../../../electron/engine/export/pack-pool';
import { previewExport } from '../../../../../electron/engine/export/preview-export';
import { StreamValidator } from '../../../../../electron/engine/stream/stream-validator';
import { checkExportSettings } from '../../../../../shared/check-export-settings';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../../../shared/export-settings';
import type { ExportRequest } from '../../../../../shared/export-types';
import { countProblems, type Problem } from '../../../../../shared/problems';
import { emptyRow } from '../../../../../shared/url-table';
import { PROBLEMS_KEPT_PER_CODE } from '../../../../../shared/validation/kept-problems';
import { useTempDir } from '../../../../support/use-temp-dir';

// A table whose every row has the same problem: a base URL on another host than the rows' (www. or
// not), or locs on a CDN host exported with allowOtherHosts. At 10M rows the problems, held one by
// one, took 4 GB of heap and ended the process; now each code of each table lists its first
// PROBLEMS_KEPT_PER_CODE and counts the rest on one line, and every count stays exact.

const temp = useTempDir();
const NOW = Date.UTC(2026, 10, 25);
const ROWS = PROBLEMS_KEPT_PER_CODE + 2_345;
const packPool = createPackPool(2);
const checkPool = createCheckPool(2);
afterAll(() => Promise.all([packPool.close(), checkPool.close()]));

const rows = UrlColumns.fromRows(Array.from({ length: ROWS }, (_, n) => emptyRow(`https://www.example.com/p/${n}`)));

const request = (folder: string, settings: Partial<ExportSettings> = {}): ExportRequest => ({
  projectId: 'p',
  tables: [{ id: 'shop', name: 'products', rows }],
  settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: folder, ...settings },
  robotsTxt: null,
});

/** The problems of one code: the first listed (rows 1, 2, …), then one line for the rest. */
function expectKept(problems: readonly Problem[], code: string): void {
  const ofCode = problems.filter((item) => item.code === code);
  const listed = ofCode.filter((item) => item.unlisted === undefined);
  expect(listed.map((item) => item.place.row)).toEqual(Array.from({ length: PROBLEMS_KEPT_PER_CODE }, (_, n) => n + 1));
  expect(ofCode.slice(listed.length)).toMatchObject([
    { code, place: { table: 'products' }, unlisted: ROWS - PROBLEMS_KEPT_PER_CODE },
  ]);
}

const ways: [string, ExportOptions][] = [
  ['on this thread', {}],
  ['on check and pack workers', { checkPool, packPool }],
];

describe('an export whose every row has a problem', { timeout: 120_000 }, () => {
  for (const [how, options] of ways) {
    it(`refuses with every error counted and the first of them listed, ${how}`, async () => {
      const folder = join(temp.path(), 'out');
      const outcome = await exportProject(request(folder), { now: () => NOW, ...options });
      if (outcome.ok) throw new Error('exported');
      expect(countProblems(outcome.problems).error).toBe(ROWS);
      expectKept(outcome.problems, 'loc-outside-base');
      await expect(readdir(folder)).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it(`exports locs on another host, the warnings counted and the first listed, ${how}`, async () => {
      const folder = join(temp.path(), 'out');
      const outcome = await exportProject(request(folder, { allowOtherHosts: true }), { now: () => NOW, ...options });
      if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems.slice(0, 3)));
      expect(outcome.report.urlCount).toBe(ROWS);
      expect(outcome.report.otherHostUrls).toBe(ROWS);
      expect(countProblems(outcome.warnings).warning).toBe(ROWS);
      expectKept(outcome.warnings, 'loc-other-host-allowed');
    });
  }

  it('previews it with the same counts', async () => {
    const preview = await previewExport(request(join(temp.path(), 'out'), { allowOtherHosts: true }), {
      now: () => NOW,
    });
    expect(preview).toMatchObject({ errors: 0, warnings: ROWS, otherHostUrls: ROWS });
  });

  it('streams it with the same problems', () => {
    const input = request(temp.path());
    const context = rowContext(input, checkExportSettings(input.settings).base!, NOW);
    const validator = new StreamValidator(context, { folder: temp.path() });
    const table = validator.startTable('products', 'page');
    for (let at = 0; at < ROWS; at++) validator.check(table, at, rows.rowAt(at));
    validator.endTable(ROWS);
    const problems = validator.problems();
    expect(countProblems(problems).error).toBe(ROWS);
    expectKept(problems, 'loc-outside-base');
  });
});
