import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRows, rowChecks } from '../../../../electron/engine/checks/check-jobs';
import type { CheckContextData, RowsChecked } from '../../../../electron/engine/checks/check-messages';
import { rowContextOf } from '../../../../electron/engine/checks/check-context';
import { ColumnRowChecks, isColumnRow } from '../../../../electron/engine/checks/row-checks-columns';
import { appendSlice, sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { fitsUtf8 } from '../../../../shared/columnar/utf8-text';
import { LOC_PROBLEMS, SCALAR_PROBLEMS } from '../../../../shared/problem-catalogue/row-problems';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { normaliseLoc } from '../../../../shared/validation/duplicate-locs';
import { lastmodOfKey } from '../../../../shared/validation/lastmod-tally';
import { ownHostOf } from '../../../../shared/site-check/checked-rows';
import { lastmodInstantAt } from '../../../../shared/validation/table-rows';
import { validateRow } from '../../../../shared/validation/validate-rows';
import { noteCorpus } from '../../../support/corpus';
import { corpusSitemapRows } from '../../../support/corpus-sitemap-rows';
import { fullRow } from '../../../support/full-row';
import { base, BASES, EDGE_LOCS, randomLocs } from '../../../support/loc-samples';
import { makeTempDir } from '../../../support/temp-dir';

noteCorpus('row checks from the columns');

const NOW = Date.UTC(2026, 0, 1);
const ROBOTS = {
  url: 'https://www.example.com/robots.txt',
  text: 'User-agent: *\nDisallow: /private\n',
  agent: 'Googlebot',
};

/** The contexts a check runs in: no base, bases (one with other hosts allowed), robots.txt. */
const CONTEXTS: CheckContextData[] = [
  { base: null, now: NOW, robots: null },
  ...BASES.filter((each) => each !== null).map((base) => ({ base, now: NOW, robots: null })),
  { base: BASES[1]!, now: NOW, allowOtherHosts: true, robots: ROBOTS },
  { base: null, now: NOW, robots: ROBOTS },
];

/** Every form a lastmod is coded in, kept texts (odd forms, invalid dates), the future, empty. */
const LASTMODS = [
  null,
  '2024-01-02T03:04:05+01:00',
  '',
  '2024-01-02',
  '2024-01-02T03:04Z',
  '2024-01',
  '2024',
  '2099-01',
  '2024-01-02T03:04:05.5Z',
  '2024-01-02T03:04:05.120-05:30',
  '2024-1-2',
  '2024-13-01',
  '2024-02-30',
  'yesterday',
  '2099-01-01',
  '2099-01-01T00:00:00Z',
  '2026-01-01T00:04:00Z',
  '2026-01-01T00:06:00Z',
  '2024-01-02T03:04:05',
  '2024-01-02T24:00:00Z',
  '2024-01-02T03:04:05+25:00',
  '2024-01-02T03:04:05+23:59',
  '0999-01-01',
  ' 2024-01-02',
  '2024-01-02T03:04:05.1234Z',
  '2024-01-02t03:04:05z',
];
const CHANGEFREQS = [null, 'daily', '', 'Daily', ' weekly ', 'often', 'NEVER', 'hourly', 'yearly '];
const PRIORITIES = [
  null,
  '0.5',
  '',
  '0.50',
  '1',
  '1.0',
  '1.5',
  '5',
  '0,5',
  'abc',
  '.5',
  '+0.5',
  '0.125',
  '0.1234',
  '-0.1',
];

/** Locs of every loc problem, non-ASCII, lone surrogates, keys that normalise, robots-blocked, other hosts. */
const LOCS = [
  ...EDGE_LOCS,
  ...randomLocs(600, 29),
  'https://www.example.com/private/a',
  'https://www.example.com/a\uD800b',
  'https://www.example.com/\uDC00',
  'HTTPS://WWW.Example.COM:443/a%2fb',
  'https://www.example.com',
  'https://www.example.com/a%2f',
  'https://other.example.org/a',
  'https://www.example.com/{{ slug }}',
];

/** Rows of every loc with lastmods in runs (three rows a value), every changefreq and priority; some with extensions. */
function craftedRows(): UrlRow[] {
  return LOCS.map((loc, i) => {
    const row = {
      ...emptyRow(loc),
      lastmod: LASTMODS[Math.floor(i / 3) % LASTMODS.length]!,
      changefreq: CHANGEFREQS[i % CHANGEFREQS.length]!,
      priority: PRIORITIES[i % PRIORITIES.length]!,
    };
    return i % 37 === 5 ? { ...fullRow(i), loc, lastmod: row.lastmod } : row;
  });
}

/** `rows` as a worker holds them: a slice across a transfer. */
function transferred(rows: readonly UrlRow[]): UrlColumns {
  const table = new UrlColumns();
  appendSlice(table, sliceToTransfer(UrlColumns.fromRows(rows), 0, rows.length));
  return table;
}

const folder = makeTempDir();

/** A check of `table` as a slice job runs it; `built`: every row built and checked as an object (as before). */
function checked(table: UrlColumns, context: CheckContextData, ownHost: string | null, built: boolean, skip: number[]) {
  const spill = join(folder, built ? 'built' : 'columns');
  const job = {
    table: 0,
    tableName: 'shop',
    firstRow: 1000,
    kind: 'page' as const,
    ownHost,
    context,
    spill,
    partitionBits: 4,
    skip: Uint32Array.from(skip),
    locsStay: false,
  };
  let result: RowsChecked;
  if (built) {
    const checks = rowChecks(job, table);
    for (let at = 0; at < table.rowCount; at++) checks.row(table.rowAt(at), at);
    result = checks.finish();
  } else result = checkRows(job, table);
  return { ...result, spilled: readFileSync(spill) };
}

function expectSameCheck(
  table: UrlColumns,
  context: CheckContextData,
  ownHost: string | null,
  skip: number[] = [],
): void {
  const fromColumns = checked(table, context, ownHost, false, skip);
  const fromRows = checked(table, context, ownHost, true, skip);
  expect(fromColumns.problems).toEqual(fromRows.problems);
  expect(fromColumns.lastmods).toEqual(fromRows.lastmods);
  expect(fromColumns.partitionEnds).toEqual(fromRows.partitionEnds);
  expect(fromColumns.spilled.equals(fromRows.spilled)).toBe(true);
}

describe('row checks read from the columns', () => {
  const rows = craftedRows();
  const table = transferred(rows);

  it('take every row without extensions whose loc UTF-8 holds, and only those', () => {
    const plain = rows.map((row, at) => isColumnRow(table, at));
    expect(plain).toEqual(
      rows.map((row) => row.images.length + row.videos.length + row.alternates.length === 0 && fitsUtf8(row.loc)),
    );
    expect(plain.filter(Boolean).length).toBeGreaterThan(rows.length * 0.9);
  });

  it('find what validateRow finds in the built row, in the same order, in every context', () => {
    for (const data of CONTEXTS) {
      const context = rowContextOf(data);
      const checks = new ColumnRowChecks(table, context);
      for (let at = 0; at < table.rowCount; at++) {
        if (!isColumnRow(table, at)) continue;
        const row = table.rowAt(at);
        const expected = validateRow(row, context, lastmodInstantAt(table, at, row.lastmod));
        expect([row, checks.validate(at)]).toEqual([row, expected]);
      }
    }
  });

  it('meet every problem of a loc, lastmod, changefreq and priority that a row alone can have', () => {
    const found = new Set<string>();
    for (const data of CONTEXTS) {
      const checks = new ColumnRowChecks(table, rowContextOf(data));
      for (let at = 0; at < table.rowCount; at++)
        if (isColumnRow(table, at)) for (const problem of checks.validate(at)) found.add(problem.code);
    }
    // What only a whole table tells (duplicates, another host than the table's, a shared lastmod), or an import.
    const notOfOneRow = [
      'loc-duplicate',
      'loc-duplicate-normalised',
      'loc-other-host',
      'lastmod-shared',
      'loc-no-host',
      'loc-broken-character', // half of a UTF-16 pair: such a loc is no column row (UTF-8 cannot hold it)
    ];
    const codes = Object.keys({ ...LOC_PROBLEMS, ...SCALAR_PROBLEMS }).filter((code) => !notOfOneRow.includes(code));
    expect([...found].sort()).toEqual(codes.sort());
  });

  it('give a loc key only where normaliseLoc changes the loc', () => {
    const checks = new ColumnRowChecks(table, rowContextOf(CONTEXTS[0]!));
    for (let at = 0; at < table.rowCount; at++) {
      if (!isColumnRow(table, at)) continue;
      const loc = table.locs.get(at);
      const key = normaliseLoc(loc);
      expect([loc, checks.changedKey(at)]).toEqual([loc, key === loc ? undefined : key]);
    }
  });

  it('give a loc key only where normaliseLoc changes the loc once its rules have looked at it, under every base', () => {
    // A base whose href holds a "%", and one whose host stops the normal form (a port).
    const bases = [...CONTEXTS, { base: base('https://www.example.com/caf%C3%A9/'), now: NOW, robots: null }];
    const keyRows = transferred([
      ...rows,
      ...['a%2fb', 'A%2Fb', 'caf%C3%A9/a', 'caf%c3%a9/a', 'shop/x?y=%41', 'shop/..%2e'].map((path) =>
        emptyRow(`https://www.example.com/${path}`),
      ),
    ]);
    for (const data of bases) {
      const checks = new ColumnRowChecks(keyRows, rowContextOf(data));
      for (let at = 0; at < keyRows.rowCount; at++) {
        if (!isColumnRow(keyRows, at)) continue;
        checks.validate(at);
        const loc = keyRows.locs.get(at);
        const key = normaliseLoc(loc);
        expect([loc, data.base?.href, checks.changedKey(at)]).toEqual([
          loc,
          data.base?.href,
          key === loc ? undefined : key,
        ]);
      }
    }
  });

  it('give a slice job the same problems, lastmod runs and spill as rows built and checked', () => {
    const skip = [0, 4, 5, 77, rows.length - 1];
    for (const context of CONTEXTS) expectSameCheck(table, context, null, skip);
    expectSameCheck(table, CONTEXTS[0]!, 'www.example.com', skip);
    expectSameCheck(table, CONTEXTS[0]!, 'localhost:8080');
  });

  it('count a run of equal lastmods, coded or kept, across rows built and rows read', () => {
    const lastmods = ['2024-01-02', '2024-01-02', '2024-1-2', '2024-1-2', '', '2024-01-02', null, '2024-01-02'];
    lastmods.push(...Array<string>(3).fill('2024-01-02T03:04:05.5Z'));
    // Row 1 has extensions: built, between rows read from the columns.
    const runRows = lastmods.map((lastmod, i) => {
      const loc = `https://www.example.com/${i}`;
      return { ...(i === 1 ? { ...fullRow(i), loc } : emptyRow(loc)), lastmod };
    });
    const runs = checked(transferred(runRows), CONTEXTS[0]!, null, false, []).lastmods;
    // Each run's text: its key's, or the next kept text (a form with milliseconds, one not W3C's).
    let text = 0;
    const values = [...runs.keys].map((key) => (Number.isNaN(key) ? runs.texts[text++] : lastmodOfKey(key)));
    expect(runs.texts).toEqual(['2024-1-2', '2024-01-02T03:04:05.5Z']);
    expect(values).toEqual(['2024-01-02', '2024-1-2', '2024-01-02', '2024-01-02', '2024-01-02T03:04:05.5Z']);
    expect([...runs.counts]).toEqual([2, 2, 1, 1, 3]);
    expectSameCheck(transferred(runRows), CONTEXTS[0]!, null);
  });

  describe('with the real corpus', () => {
    it('give the same check of every corpus sitemap as rows built and checked', async (test) => {
      const corpus = await corpusSitemapRows(test);
      expect(corpus.length).toBeGreaterThan(10_000);
      const table = transferred(corpus);
      const context = { base: null, now: NOW, robots: null };
      expectSameCheck(table, context, ownHostOf(table));
      expectSameCheck(table, { ...context, base: BASES[1]! }, null);
    }, 120_000);
  });
});
