import { afterAll, describe, expect, it } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { createPackPool, type PackPool } from '../../../../../electron/engine/export/pack-pool';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { exportJobProgress, type ExportProgress } from '../../../../../shared/export-progress';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { ExportRequest } from '../../../../../shared/export-types';
import { emptyRow } from '../../../../../shared/url-table';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();
const used = createPackPool(2);
afterAll(() => used.close());

// Three check slices (25,000 rows each) over two tables, so the checks come back one at a time.
const ROWS = 60_001;
const request = (folder: string): ExportRequest => {
  const rows = (from: number, count: number) =>
    UrlColumns.fromRows(Array.from({ length: count }, (_, n) => emptyRow(`https://example.com/p/${from + n}`)));
  return {
    projectId: 'p',
    tables: [
      { id: 'a', name: 'a', rows: rows(0, 40_000) },
      { id: 'b', name: 'b', rows: rows(40_000, ROWS - 40_000) },
    ],
    settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: folder, maxUrls: 10_000 },
    robotsTxt: null,
  };
};

/** Each progress as the app's job tells it (exportJobProgress): it never goes back, and reaches its end once, last. */
function expectSteady(progress: readonly ExportProgress[]): void {
  const job = progress.map(exportJobProgress);
  expect(job.every(({ total }) => total === 2 * ROWS)).toBe(true);
  job.slice(1).forEach(({ done }, at) => expect(done).toBeGreaterThanOrEqual(job[at]!.done));
  expect(job.filter(({ done }) => done === 2 * ROWS)).toHaveLength(1);
  expect(job.at(-1)!.done).toBe(2 * ROWS);
}

/** The pool, noting in `events` each job as it is posted: a check ('check'), one that measures rows ('measure'), a file's ('pack'). */
function watched(events: (string | ExportProgress)[]): PackPool {
  return {
    ...used,
    checkRows: (job, what) => (events.push('check'), used.checkRows(job, what)),
    measureAndCheck: (job, place) => (events.push('measure'), used.measureAndCheck(job, place)),
    measure: (job, place) => (events.push('measure'), used.measure(job, place)),
    pack: (job, place) => (events.push('pack'), used.pack(job, place)),
  };
}

const isProgress = (event: string | ExportProgress): event is ExportProgress => typeof event !== 'string';

describe("an export's progress", { timeout: 60_000 }, () => {
  it('moves while the rows are checked on the workers, before the first file is packed', async () => {
    const events: (string | ExportProgress)[] = [];
    const pool = watched(events);
    const outcome = await exportProject(request(temp.path()), {
      packPool: pool,
      checkPool: pool,
      onProgress: (progress) => events.push(progress),
    });
    expect(outcome.ok).toBe(true);
    // Every check posted before the first slice is measured (the workers measure while the last checks end).
    expect(events.slice(0, events.indexOf('measure'))).toEqual(['check', 'check', 'check']);
    // A progress per slice checked, nothing written yet; every row checked before the first is written.
    const progress = events.filter(isProgress);
    const checking = progress.slice(0, 3);
    expect(checking.map(({ rowsDone }) => rowsDone)).toEqual([0, 0, 0]);
    const checked = checking.map(({ rowsChecked }) => rowsChecked);
    expect(checked[0]).toBeGreaterThan(0);
    expect(checked[1]).toBeGreaterThan(checked[0]!);
    expect(checked[2]).toBe(ROWS);
    expect(progress.slice(3).every(({ rowsChecked, rowsDone }) => rowsChecked === ROWS && rowsDone > 0)).toBe(true);
    expect(events.indexOf(checking[2]!)).toBeLessThan(events.indexOf('pack'));
    expectSteady(progress);
  });

  it('checked on this thread as each row is written: every row counts as checked from the start', async () => {
    const progress: ExportProgress[] = [];
    const outcome = await exportProject(request(temp.path()), { onProgress: (event) => progress.push(event) });
    expect(outcome.ok).toBe(true);
    expect(progress.every(({ rowsChecked }) => rowsChecked === ROWS)).toBe(true);
    expectSteady(progress);
  });

  it('cancelled while the rows are checked: no file is packed, and it ends as a cancel', async () => {
    const events: (string | ExportProgress)[] = [];
    const controller = new AbortController();
    const pool = watched(events);
    const ended = await exportProject(request(temp.path()), {
      packPool: pool,
      checkPool: pool,
      signal: controller.signal,
      onProgress: (progress) => {
        events.push(progress);
        // Cancelled as the first slice's check comes back, the others still checking.
        if (progress.rowsChecked > 0) controller.abort();
      },
    }).catch((error: Error) => error);
    expect(ended).toBeInstanceOf(Error);
    expect((ended as Error).name).toBe('AbortError');
    expect(events).not.toContain('pack');
    expect(events.every((event) => typeof event === 'string' || event.rowsDone === 0)).toBe(true);
  });
});
