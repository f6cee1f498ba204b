import { describe, expect, it } from 'vitest';
import type { CheckPool } from '../../../../electron/engine/checks/check-pool';
import type { RowsChecked, RowsJob } from '../../../../electron/engine/checks/check-messages';
import { SliceChecks } from '../../../../electron/engine/checks/slice-checks';
import type { UrlColumnsSlice } from '../../../../shared/columnar/transfer-slice';
import { CodedColumn } from '../../../../shared/columnar/coded-column';
import { LASTMOD_CODEC } from '../../../../shared/columnar/lastmod-codec';
import { lastmodKey } from '../../../../shared/validation/lastmod-tally';
import { SharedValueTally } from '../../../../shared/validation/shared-value-tally';

/** A value by its key where it has one (2026-01-01 and 2026-02-0k), else by its text (2026-1-1). */
const keyOf = (value: string): number => {
  const column = new CodedColumn(LASTMOD_CODEC);
  column.set(0, value);
  return column.keptText(0) === undefined ? lastmodKey(column.codeAt(0), column.valueAt(0)) : NaN;
};

/** Each slice's lastmods: slice k holds rows 10k…10k+9 of its table. */
function valuesOf(k: number): { values: string[]; rows: number[]; counts: number[] } {
  if (k % 3 === 0) return { values: ['2026-01-01'], rows: [10 * k], counts: [10] };
  return {
    values: [`2026-02-0${k}`, '2026-1-1', '2026-01-01'],
    rows: [10 * k, 10 * k + 4, 10 * k + 5],
    counts: [4, 1, 5],
  };
}

/** Those runs as a worker sends them. */
function runsOf(k: number): RowsChecked['lastmods'] {
  const { values, rows, counts } = valuesOf(k);
  const keys = Float64Array.from(values, keyOf);
  const texts = values.filter((_, run) => Number.isNaN(keys[run]!));
  return { keys, texts, rows: Uint32Array.from(rows), counts: Uint32Array.from(counts) };
}

/** A pool whose jobs come back in reverse order, each once the test lets it. */
function reversePool(): { pool: CheckPool; answerAll(): void; results: RowsChecked[] } {
  const waiting: { job: Omit<RowsJob, 'type'>; resolve(result: RowsChecked): void }[] = [];
  const results: RowsChecked[] = [];
  const pool: CheckPool = {
    size: 8,
    checkRows: (job) => new Promise((resolve) => waiting.push({ job, resolve })),
    findDuplicates: () => Promise.resolve({ duplicates: { kept: [], unlisted: [] }, keyedBytes: 0 }),
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
          const { values, rows, counts } = valuesOf(k);
          values.forEach((value, run) => expected.addRun(value, rows[run]!, counts[run]!));
        }
        expect(checks.lastmods(table, checked).top()).toEqual(expected.top());
      }
      expect(checks.lastmods(0, checked).top()).toEqual({ value: '2026-01-01', count: 30, row: 0 });
      expect(results.map((result) => result.lastmods.keys.length)).toEqual([0, 0, 0, 0, 0, 0]);
    } finally {
      checks.dispose();
    }
  });

  it("refuse a table's slice that comes after a later table's (a finished table keeps only its top value)", async () => {
    const { pool, answerAll } = reversePool();
    const checks = new SliceChecks(pool, { base: null, now: 0, robots: null });
    try {
      const slice = { rowCount: 10 } as UrlColumnsSlice;
      for (const [k, table] of [0, 1, 0].entries()) {
        const place = { table, tableName: `t${table}`, kind: 'page' as const, ownHost: null };
        await checks.add({ slice, ...place, firstRow: 10 * k, skip: new Uint32Array(0) });
      }
      answerAll();
      const { checked } = await checks.finish(['t0', 't1']);
      expect(() => checks.lastmods(0, checked)).toThrow("the slices of table 0 came after a later table's");
    } finally {
      checks.dispose();
    }
  });
});
