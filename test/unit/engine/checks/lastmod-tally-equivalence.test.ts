import { afterAll, describe, expect, it } from 'vitest';
import { createCheckPool } from '../../../../electron/engine/checks/check-pool';
import { LastmodRunList } from '../../../../electron/engine/checks/lastmod-runs-columns';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { lastmodOfKey, LastmodTally } from '../../../../shared/validation/lastmod-tally';
import { SharedValueTally } from '../../../../shared/validation/shared-value-tally';
import { validateTables, type NamedRows } from '../../../../shared/validation/validate-rows';
import { seededRandom } from '../../../support/seeded-random';
import { validateOnWorkers } from '../../../support/validate-on-workers';

// The lastmod tally as the slices' runs of keys (LastmodRunList on the workers, LastmodTally here)
// against the tally over each row's text (SharedValueTally, as TablesValidator keeps it): the same
// counters, counts, first rows, order and top, on lastmods of every form and mix.

const random = seededRandom(29);
const below = (n: number): number => Math.floor(random() * n);
const two = (n: number): string => String(n).padStart(2, '0');

/** A lastmod of one of many writings: dates, minutes, seconds, milliseconds, zones, Z, texts kept as written. */
function anyLastmod(): string | null {
  const date = `20${two(10 + below(20))}-${two(1 + below(12))}-${two(1 + below(28))}`;
  const time = `T${two(below(24))}:${two(below(60))}`;
  switch (below(9)) {
    case 0:
      return date;
    case 1:
      return `${date}${time}Z`;
    case 2:
      return `${date}${time}:${two(below(60))}+0${below(3)}:00`;
    case 3:
      return `${date}${time}:${two(below(60))}.${below(1000)}-05:30`;
    case 4:
      return `${date}${time}:00`; // no zone: kept as written
    case 5:
      return date.replace(/-0/g, '-'); // 2024-1-2: kept
    case 6:
      return below(4) === 0 ? '' : null;
    case 7:
      return '1969-12-31T23:59:59Z'; // before the epoch
    default:
      return `${date}${time}+01:00`;
  }
}

const HEAVY = [
  '2026-01-01',
  '2025-06-30T10:00:00+02:00',
  '2025-06-30T08:00:00Z',
  '2024-1-2',
  '2026-03-04T05:06:07.89Z',
];

/** Input sets: each a list of lastmods in row order. */
const SETS: [string, (rows: number) => (string | null)[]][] = [
  [
    'all distinct',
    (rows) =>
      Array.from({ length: rows }, (_, i) =>
        new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString().replace('.000Z', 'Z'),
      ),
  ],
  ['all the same', (rows) => Array.from({ length: rows }, () => '2026-01-01T00:00:00+01:00')],
  ['every form, random', (rows) => Array.from({ length: rows }, anyLastmod)],
  [
    'a few heavy hitters spread among random ones',
    (rows) => Array.from({ length: rows }, (_, i) => (below(10) < 6 ? HEAVY[(i >> 6) % HEAVY.length]! : anyLastmod())),
  ],
  [
    'a majority arriving late',
    (rows) => Array.from({ length: rows }, (_, i) => (i > rows / 3 && below(4) > 0 ? HEAVY[0]! : anyLastmod())),
  ],
  ['ties between two values', (rows) => Array.from({ length: rows }, (_, i) => HEAVY[i % 2]!)],
  ['ties in runs', (rows) => Array.from({ length: rows }, (_, i) => HEAVY[Math.floor(i / 7) % 3]!)],
];

const columnsOf = (lastmods: readonly (string | null)[]): UrlColumns =>
  UrlColumns.fromRows(lastmods.map((lastmod, i) => ({ ...emptyRow(`https://example.com/${i}`), lastmod })));

/** SharedValueTally's counters in order. */
const countersOf = (tally: SharedValueTally): [string, { count: number; row: number }][] => [
  ...(tally as unknown as { counters: Map<string, { count: number; row: number }> }).counters,
];

/** The tally over each row's text, rows in `skip` left out. */
function byText(table: UrlColumns, size: number, skip: ReadonlySet<number>): SharedValueTally {
  const tally = new SharedValueTally(size);
  for (let at = 0; at < table.rowCount; at++) {
    const text = table.rowAt(at).lastmod;
    if (!skip.has(at) && text) tally.add(text, at);
  }
  return tally;
}

/**
 * The tally from the slices' runs, as the workers give them and the main thread adds them: a slice's
 * runs at once (addRuns, as SliceChecks folds them), or run by run (addRun).
 */
function byRuns(
  table: UrlColumns,
  size: number,
  sliceRows: number,
  skip: ReadonlySet<number>,
  add: 'slices' | 'runs',
): LastmodTally {
  const tally = new LastmodTally(size);
  for (let start = 0; start < table.rowCount; start += sliceRows) {
    const runs = new LastmodRunList(sliceRows);
    for (let at = start; at < Math.min(table.rowCount, start + sliceRows); at++)
      if (!skip.has(at)) runs.add(table.lastmods, at, at);
    const { keys, texts, rows, counts } = runs.result();
    if (add === 'slices') tally.addRuns(keys, texts, rows, counts);
    else
      for (let run = 0, text = 0; run < keys.length; run++)
        tally.addRun(Number.isNaN(keys[run]!) ? texts[text++]! : keys[run]!, rows[run]!, counts[run]!);
  }
  return tally;
}

describe('the lastmod tally from runs of keys', () => {
  it.each(SETS)(
    'is the tally over the texts: %s',
    (_, make) => {
      const table = columnsOf(make(4_000));
      const skips = [new Set<number>(), new Set(Array.from({ length: 400 }, () => below(4_000)))];
      for (const skip of skips)
        for (const size of [1, 3, 50, 10_000])
          for (const sliceRows of [1, 97, 4_000]) {
            const expected = byText(table, size, skip);
            for (const add of ['slices', 'runs'] as const) {
              const found = byRuns(table, size, sliceRows, skip, add);
              expect(found.counters()).toEqual(countersOf(expected));
              expect(found.top()).toEqual(expected.top());
            }
          }
    },
    30_000,
  );

  it('stands for each text by one key and each key for one text', () => {
    const lastmods = Array.from({ length: 20_000 }, anyLastmod);
    const table = columnsOf(lastmods);
    const runs = new LastmodRunList(table.rowCount);
    for (let at = 0; at < table.rowCount; at++) runs.add(table.lastmods, at, at);
    const { keys, texts, rows } = runs.result();
    const keyOfText = new Map<string, number>();
    for (let run = 0, text = 0; run < keys.length; run++) {
      const value = Number.isNaN(keys[run]!) ? texts[text++]! : lastmodOfKey(keys[run]!);
      expect(value).toBe(lastmods[rows[run]!]);
      if (!Number.isNaN(keys[run]!)) expect(keyOfText.get(value) ?? keys[run]).toBe(keys[run]);
      keyOfText.set(value, keys[run]!);
    }
  });
});

describe('the shared lastmod of a check on workers', () => {
  const pool = createCheckPool(2);
  afterAll(() => pool.close());

  it('is the one TablesValidator finds, with its count and row, past the counters and across slices and tables', async () => {
    const many = 25_000;
    const lastmod = (i: number, heavy: string): string | null => (i % 100 < 51 ? heavy : anyLastmod());
    const rowsOf = (count: number, heavy: string): UrlRow[] =>
      Array.from({ length: count }, (_, i) => ({
        ...emptyRow(`https://example.com/${i}`),
        lastmod: lastmod(i, heavy),
      }));
    const distinct = SETS[0]![1];
    const tables: NamedRows[] = [
      { name: 'heavy', rows: UrlColumns.fromRows(rowsOf(many, HEAVY[1]!)) },
      { name: 'kept', rows: UrlColumns.fromRows(rowsOf(3_000, HEAVY[3]!)) },
      { name: 'same', rows: columnsOf(SETS[1]![1](500)) },
      { name: 'distinct', rows: columnsOf(distinct(12_000)) },
      { name: 'tie', rows: columnsOf(SETS[5]![1](1_000)) },
    ];
    const context = { base: null, now: Date.parse('2026-11-20T12:00:00Z'), robots: null };
    const shared = (problems: { code: string }[]) => problems.filter((problem) => problem.code === 'lastmod-shared');
    const expected = shared(validateTables(tables, context));
    expect(expected).toHaveLength(4); // all but the distinct table's
    const found = await validateOnWorkers(tables, context, pool, { sliceRows: 1_013 });
    expect(shared(found)).toEqual(expected);
  }, 60_000);
});
