import { afterAll, describe, expect, it } from 'vitest';
import { createCheckPool, type CheckPool } from '../../../../../electron/engine/checks/check-pool';
import type { CheckContextData } from '../../../../../electron/engine/checks/check-messages';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { createRobotsMatcher } from '../../../../../shared/robots/robots-matcher';
import type { UrlRow } from '../../../../../shared/url-table';
import { parseBaseUrl, type PublishBase } from '../../../../../shared/validation/base-url';
import { lastmodInstantAt, rowAt, rowCount } from '../../../../../shared/validation/table-rows';
import {
  TablesValidator,
  validateTables,
  type NamedRows,
  type RowContext,
} from '../../../../../shared/validation/validate-rows';
import { awkwardRows } from '../../../../support/awkward-rows';
import { validateOnWorkers } from '../../../../support/validate-on-workers';

const WORKERS = [1, 2, 7] as const;
const pools = new Map<number, CheckPool>(WORKERS.map((size) => [size, createCheckPool(size)]));
afterAll(() => Promise.all([...pools.values()].map((pool) => pool.close())));

const NOW = Date.parse('2026-11-20T12:00:00Z');
const BASE = (parseBaseUrl('https://example.com/') as { base: PublishBase }).base;
const ROBOTS = 'User-agent: *\nDisallow: /p/1\nDisallow: /nope\n';

/** Every extension, awkward text; repeats exact and after normalising, in one table and across tables; a shared lastmod. */
function rowsWithRepeats(): UrlRow[] {
  const rows = awkwardRows(900);
  for (let n = 0; n < rows.length; n += 37) rows[n] = { ...rows[n]!, loc: rows[(n * 7) % 500]!.loc };
  for (let n = 5; n < rows.length; n += 53)
    rows[n] = { ...rows[n]!, loc: n % 2 ? 'HTTPS://Example.com:443/same%2fpage' : 'https://example.com/same%2Fpage' };
  for (let n = 600; n < rows.length; n += 3) rows[n] = { ...rows[n]!, loc: `https://other.example/${n % 40}` };
  for (let n = 0; n < rows.length; n += 2) rows[n] = { ...rows[n]!, lastmod: '2026-01-01' };
  rows[44] = { ...rows[44]!, loc: '' };
  return rows;
}

const ROWS = rowsWithRepeats();
const tables = (asColumns: boolean): NamedRows[] => {
  const of = (rows: UrlRow[]) => (asColumns ? UrlColumns.fromRows(rows) : rows);
  return [
    { name: 'pages', rows: of(ROWS) },
    { name: 'more', rows: of([...ROWS.slice(0, 90), ...ROWS.slice(650, 700)]) },
    { name: 'news', rows: of(ROWS.filter((row) => row.news !== null).slice(0, 120)) },
    // Page rows (no news, images or videos), half sharing one lastmod; their locs repeat the other kinds'.
    { name: 'plain', rows: of(ROWS.slice(0, 300).map((row) => ({ ...row, news: null, images: [], videos: [] }))) },
  ];
};

const CONTEXTS: [string, CheckContextData][] = [
  [
    'a base URL and robots.txt',
    {
      base: BASE,
      now: NOW,
      newsUrlsPerFile: 50,
      robots: { url: 'https://example.com/robots.txt', text: ROBOTS, agent: 'Googlebot' },
    },
  ],
  ['other hosts allowed', { base: BASE, now: NOW, allowOtherHosts: true, robots: null }],
  ["no base URL (each table's own host)", { base: null, now: NOW, robots: null }],
];

const rowContext = (data: CheckContextData): RowContext => ({
  ...data,
  robots: data.robots
    ? { matcher: createRobotsMatcher(data.robots.url, data.robots.text), agent: data.robots.agent }
    : null,
});

describe('validation on workers', { timeout: 30_000 }, () => {
  for (const workers of WORKERS) {
    for (const [what, data] of CONTEXTS) {
      for (const asColumns of [true, false]) {
        it(`finds the same problems as this thread with ${what}, on ${workers} worker(s), rows as ${asColumns ? 'columns' : 'objects'}`, async () => {
          const expected = validateTables(tables(asColumns), rowContext(data));
          const actual = await validateOnWorkers(tables(asColumns), data, pools.get(workers)!, {
            sliceRows: 61,
          });
          const codes = new Set(expected.map((item) => item.code));
          expect(codes).toContain('loc-duplicate');
          expect(codes).toContain('loc-duplicate-normalised');
          expect(codes).toContain('lastmod-shared');
          expect(expected.length).toBeGreaterThan(300);
          expect(actual.length).toBe(expected.length);
          actual.forEach((item, at) => expect(item).toEqual(expected[at]));
        });
      }
    }
  }

  it('leaves out the rows asked, as the export does: neither checked nor counted as duplicates', async () => {
    const all = tables(true);
    const leftOut = [[0, 37, 74, 259, 599], [], [3], [0, 1]];
    const data = CONTEXTS[0]![1];
    // The export's way on this thread: the rows left out are never given to the validator.
    const validator = new TablesValidator(all, rowContext(data));
    all.forEach(({ rows }, table) => {
      const left = new Set(leftOut[table]);
      for (let index = 0; index < rowCount(rows); index++) {
        if (left.has(index)) continue;
        const row = rowAt(rows, index);
        validator.check(table, index, row, lastmodInstantAt(rows, index, row.lastmod));
      }
    });
    const expected = validator.finish().all();
    const actual = await validateOnWorkers(all, data, pools.get(2)!, { sliceRows: 100, leftOut });
    expect(actual.filter(({ place }) => place.table === 'pages' && place.row === 38)).toEqual([]);
    expect(actual).toEqual(expected);
  });
});
