import { describe, expect, it } from 'vitest';
import type { CheckPool } from '../../../../electron/engine/checks/check-pool';
import type { RowsChecked, RowsJob } from '../../../../electron/engine/checks/check-messages';
import { SliceChecks } from '../../../../electron/engine/checks/slice-checks';
import type { UrlColumnsSlice } from '../../../../shared/columnar/transfer-slice';
import { SharedValueTally } from '../../../../shared/validation/shared-value-tally';

/** Each slice's lastmod runs: slice k holds rows 10k…10k+9 of its table. */
function runsOf(k: number): RowsChecked['lastmods'] {
  const values = k % 3 === 0 ? ['2026-01-01'] : [`2026-02-0${k}`, '2026-01-01'];
  const counts = k % 3 === 0 ? [10] : [4, 6];
  const rows = k % 3 === 0 ? [10 * k] : [10 * k, 10 * k + 4];
  return { values, rows: Uint32Array.from(rows), counts: Uint32Array.from(counts) };
}

/** A pool whose jobs come back in reverse order, each once the test lets it. */
function reversePool(): { pool: CheckPool; answerAll(): void; results: RowsChecked[] } {
  const waiting: { job: Omit<RowsJob, 'type'>; resolve(result: RowsChecked): void }[] = [];
  const results: RowsChecked[] = [];
  const pool: CheckPool = {
    size: 8,
    checkRows: (job) => new Promise((resolve) => waiting.push({ job, resolve })),
    findDuplicates: () => Promise.resolve({ duplicates: [], keyedBytes: 0 }),
    stop: () => Promise.resolve(),
    liveWorkers: () => 0,
    close: () => Promise.resolve(),
  };
  const answerAll = (): void => {
    for (const { job, resolve } of [...waiting].reverse()) {
      const result: RowsChecked = {
        problems: [],
        lastmods: runsOf(job.firstRow / 10),
        partitionEnds: new Float64Array(2 ** job.partitionBits),
      };
      results.push(result);
      resolve(result);
    }
  };
  return { pool, answerAll, results };
}

describe("the slices' lastmods", () => {
  it('are tallied per table in row order however the slices come back, and their runs are not kept', async () => {
    const { pool, answerAll, results } = reversePool();
    const checks = new SliceChecks(pool, { base: null, now: 0, robots: null });
    try {
      const slice = { rowCount: 10 } as UrlColumnsSlice;
      for (let k = 0; k < 6; k++) {
        const table = k < 4 ? 0 : 1;
        await checks.add({
          slice,
          table,
          tableName: `t${table}`,
          firstRow: 10 * k,
          kind: 'page',
          ownHost: null,
          skip: new Uint32Array(0),
        });
      }
      answerAll();
      const { checked } = await checks.finish(['t0', 't1']);

      // The same tallies as the runs added in row order, table by table.
      for (const [table, slices] of [
        [0, [0, 1, 2, 3]],
        [1, [4, 5]],
      ] as const) {
        const expected = new SharedValueTally();
        for (const k of slices) {
          const { values, rows, counts } = runsOf(k);
          values.forEach((value, run) => expected.addRun(value, rows[run]!, counts[run]!));
        }
        expect(checks.lastmods(table, checked).top()).toEqual(expected.top());
      }
      expect(checks.lastmods(0, checked).top()).toEqual({ value: '2026-01-01', count: 32, row: 0 });
      expect(results.map((result) => result.lastmods.values.length)).toEqual([0, 0, 0, 0, 0, 0]);
    } finally {
      checks.dispose();
    }
  });
});
