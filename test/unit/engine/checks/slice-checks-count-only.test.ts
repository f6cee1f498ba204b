import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRows } from '../../../../electron/engine/checks/check-jobs';
import type { CheckContextData, RowsChecked, RowsJob } from '../../../../electron/engine/checks/check-messages';
import type { CheckPool } from '../../../../electron/engine/checks/check-pool';
import { SliceChecks } from '../../../../electron/engine/checks/slice-checks';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import type { UrlColumnsSlice } from '../../../../shared/columnar/transfer-slice';
import { countProblems, type Problem } from '../../../../shared/problems';
import { emptyRow } from '../../../../shared/url-table';
import { KeptProblems, PROBLEMS_KEPT_PER_CODE, type CountedOnly } from '../../../../shared/validation/kept-problems';
import { base } from '../../../support/loc-samples';
import { makeTempDir } from '../../../support/temp-dir';

// A table whose every loc is on another host than the base URL's has an error per row: past the
// slices that fill the check's list, a slice job is told so and sends a count, not its problems.

const CONTEXT: CheckContextData = { base: base('https://www.example.com/'), now: Date.UTC(2026, 0, 1), robots: null };
const folder = makeTempDir();

/** Rows `from`…`to` on another host; every 100th row also has a priority no sitemap takes. */
const rowsOnOtherHost = (from: number, to: number): UrlColumns =>
  UrlColumns.fromRows(
    Array.from({ length: to - from }, (_, at) => ({
      ...emptyRow(`https://shop.example.org/p/${from + at}`),
      priority: (from + at) % 100 === 0 ? '2' : '',
    })),
  );

/** Slice `k` of `rows` rows checked as a worker checks it, told `countOnly`. */
function sliceChecked(k: number, rows: number, countOnly?: CountedOnly): RowsChecked {
  const job = {
    table: 0,
    tableName: 'shop',
    firstRow: k * rows,
    kind: 'page' as const,
    ownHost: null,
    context: CONTEXT,
    spill: join(folder, `slice-${k}-${countOnly ? 'told' : 'alone'}`),
    partitionBits: 4,
    skip: new Uint32Array(0),
    locsStay: false,
    countOnly,
  };
  return checkRows(job, rowsOnOtherHost(k * rows, (k + 1) * rows));
}

const lines = (all: readonly Problem[]): string[] =>
  all.map((item) => `${item.place.row ?? '-'} ${item.code} ${item.unlisted ?? '-'} ${JSON.stringify(item.params)}`);

describe('a slice check told what the list holds enough of', () => {
  it("counts those problems and lists the others, and the list comes out as the slices' problems all listed", () => {
    const rows = PROBLEMS_KEPT_PER_CODE + 500;
    const first = sliceChecked(0, rows);
    const told = new KeptProblems();
    told.addAll(first.problems);
    const countOnly = told.countedOnly();
    expect(countOnly.keys).toHaveLength(1);

    const second = sliceChecked(1, rows, countOnly);
    const outside = second.problems.filter((item) => item.code === 'loc-outside-base');
    expect(outside).toMatchObject([{ unlisted: rows, place: { table: 'shop' } }]);
    // The rows' other problems are listed as before, each at its row.
    const priorities = second.problems.filter((item) => item.code === 'priority-out-of-range');
    expect(priorities.map((item) => item.place.row)).toEqual(
      Array.from({ length: rows / 100 }, (_, n) => rows + 100 * n + 1),
    );

    const alone = new KeptProblems();
    alone.addAll(first.problems);
    alone.addAll(sliceChecked(1, rows).problems);
    told.addAll(second.problems);
    expect(lines(told.all())).toEqual(lines(alone.all()));
    expect(countProblems(told.all())).toEqual({ error: 2 * rows + (2 * rows) / 100, warning: 0, info: 0 });
  });
});

describe('SliceChecks', () => {
  it('tells a slice posted after the list filled up what it holds enough of in its table, and one posted before nothing', async () => {
    const posted: Omit<RowsJob, 'type'>[] = [];
    const rows = PROBLEMS_KEPT_PER_CODE + 10;
    const pool: CheckPool = {
      size: 8,
      checkRows: (job) => {
        posted.push(job);
        return Promise.resolve(sliceChecked(posted.length - 1, rows, job.countOnly));
      },
      findDuplicates: () => Promise.resolve({ duplicates: { kept: [], unlisted: [] }, keyedBytes: 0 }),
      stop: () => Promise.resolve(),
      liveWorkers: () => 0,
      close: () => Promise.resolve(),
    };
    const checks = new SliceChecks(pool, CONTEXT);
    try {
      const slice = { rowCount: rows } as UrlColumnsSlice;
      const place = { table: 0, tableName: 'shop', kind: 'page' as const, ownHost: null, skip: new Uint32Array(0) };
      // A pack job takes a check along (checkOf), made as the rows are read and posted later.
      const taken = checks.checkOf({ ...place, firstRow: 2 * rows }).check;
      expect(taken.countOnly?.keys).toEqual([]);
      await checks.add({ ...place, slice, firstRow: 0 });
      await checks.checked();
      await checks.add({ ...place, slice, firstRow: rows, clusters: { alternates: false } });
      expect(posted.map((job) => job.countOnly?.keys.length)).toEqual([0, 1]);
      // The job names the file it writes the rows for the clusters to, and carries no more than a RowsJob.
      expect(posted[1]!.clusterRows).toEqual({ path: expect.stringMatching(/[\\/]c\d+$/), alternates: false });
      expect(Object.keys(posted[1]!)).not.toContain('clusters');
      // What it holds is read as the job is posted: its clone knows the first slice filled the list.
      expect(structuredClone(taken).countOnly?.keys).toEqual(posted[1]!.countOnly?.keys);
      // A slice of another table is told nothing of this one's.
      const ofNews = checks.checkOf({ ...place, table: 1, tableName: 'news', firstRow: 0 }).check;
      expect(structuredClone(ofNews).countOnly?.keys).toEqual([]);
    } finally {
      await checks.stop();
      checks.dispose();
    }
  });
});
