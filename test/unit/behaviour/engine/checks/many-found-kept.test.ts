import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkRows, columnsOf, findDuplicates } from '../../../../../electron/engine/checks/check-jobs';
import { rowContextOf } from '../../../../../electron/engine/checks/check-context';
import type { CheckContextData } from '../../../../../electron/engine/checks/check-messages';
import { createCheckPool, type CheckPool } from '../../../../../electron/engine/checks/check-pool';
import { utf8Hash } from '../../../../../electron/engine/checks/utf8-hash';
import { StreamChecksOnWorkers } from '../../../../../electron/engine/checks/stream-checks';
import { StreamValidator } from '../../../../../electron/engine/stream/stream-validator';
import { sliceToTransfer } from '../../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { countProblems, type Problem } from '../../../../../shared/problems';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { findDuplicateLocs } from '../../../../../shared/validation/duplicate-locs';
import { FOUND_KEPT_PER_CODE } from '../../../../../shared/validation/first-of-each-code';
import { KeptProblemList, PROBLEMS_KEPT_PER_CODE } from '../../../../../shared/validation/kept-problems';
import { sitemapKind } from '../../../../../shared/validation/sitemap-kind';
import { validateTables } from '../../../../../shared/validation/validate-rows';
import { E, hreflangRow } from '../../../../support/hreflang-sets';
import { useTempDir } from '../../../../support/use-temp-dir';
import { validateOnWorkers } from '../../../../support/validate-on-workers';

// A table that is two copies of the same URLs has a duplicate on half its rows: millions of them,
// found partition by partition on workers (or on disk by the streaming check), used to be held and
// sorted whole before all but the first PROBLEMS_KEPT_PER_CODE were cut. Each search now gives only
// the first of each code in each table and counts the rest; the export must list and count exactly
// what the full list cut down listed and counted. Likewise the hreflang clusters' problems.

const temp = useTempDir();
const pools = new Map<number, CheckPool>([1, 2].map((size) => [size, createCheckPool(size)]));
afterAll(() => Promise.all([...pools.values()].map((pool) => pool.close())));

const NOW = Date.UTC(2026, 10, 25);
const DATA: CheckContextData = { base: null, now: NOW, robots: null };
/** Past the number listed of a code, so every code below has a stand-in line. */
const COPIES = PROBLEMS_KEPT_PER_CODE + 1_234;

/** `twice`: the same URLs twice; `shouted`: them again in upper case; `clusters`: pages whose alternate lists none back. */
function tables(): { name: string; rows: UrlRow[] }[] {
  const urls = Array.from({ length: COPIES }, (_, n) => `${E}/p/${n}`);
  return [
    { name: 'twice', rows: [...urls, ...urls].map((loc) => emptyRow(loc)) },
    { name: 'shouted', rows: urls.map((loc) => emptyRow(loc.replace('https://example.com', 'HTTPS://EXAMPLE.COM'))) },
    {
      name: 'clusters',
      rows: urls.map((_, n) => hreflangRow(`${E}/c/${n}`, `en:${E}/c/${n}`, `nl:${E}/d/${n}`)),
    },
  ];
}

/** Every table through a streaming check, row by row. */
async function streamed(validator: StreamValidator | StreamChecksOnWorkers): Promise<Problem[]> {
  for (const table of tables()) {
    const index = validator.startTable(table.name, sitemapKind(table.rows));
    for (const [at, row] of table.rows.entries()) {
      validator.check(index, at, row);
      if (at % 1000 === 999 && validator instanceof StreamChecksOnWorkers) await validator.room();
    }
    validator.endTable(table.rows.length);
  }
  return validator.problems();
}

describe('a check that finds more than it lists', { timeout: 120_000 }, () => {
  // The full list, kept as it is found (TablesValidator finds each duplicate and cluster problem in turn).
  const expected = validateTables(tables(), rowContextOf(DATA), new KeptProblemList());

  it('lists the first of each code and counts the rest: the reference', () => {
    const rest = COPIES - PROBLEMS_KEPT_PER_CODE;
    expect(expected.filter((item) => item.unlisted !== undefined)).toMatchObject([
      { code: 'loc-duplicate', place: { table: 'twice' }, unlisted: rest },
      { code: 'loc-duplicate-normalised', place: { table: 'shouted' }, unlisted: rest },
      { code: 'hreflang-x-default-missing', place: { table: 'clusters' }, unlisted: rest },
      { code: 'hreflang-alternate-unlisted', place: { table: 'clusters' }, unlisted: rest },
    ]);
    expect(countProblems(expected)).toEqual({ error: 0, warning: 2 * COPIES, info: 2 * COPIES });
  });

  for (const workers of pools.keys()) {
    it(`gives the same lines and counts on ${workers} check worker(s)`, async () => {
      const found = await validateOnWorkers(tables(), DATA, pools.get(workers)!, { tempFolder: temp.path() });
      expect(found).toEqual(expected);
    });

    it(`gives the same lines and counts streamed to ${workers} check worker(s)`, async () => {
      const checks = new StreamChecksOnWorkers(DATA, pools.get(workers)!, { folder: temp.path() });
      expect(await streamed(checks)).toEqual(expected);
    });
  }

  it('gives the same lines and counts streamed on this thread, a partition split many times', async () => {
    const validator = new StreamValidator(rowContextOf(DATA), { folder: temp.path(), splitBytes: 16 * 1024 });
    expect(await streamed(validator)).toEqual(expected);
  });

  it("gives, from a partition's search, only the first of each code in each table and a count of the rest", () => {
    // URLs whose key hashes to the first of two partitions, so one partition holds every duplicate.
    const urls: string[] = [];
    for (let n = 0; urls.length < COPIES; n++) {
      const url = `${E}/q/${n}`;
      if (utf8Hash(Buffer.from(url), 0, Buffer.byteLength(url)) >>> 31 === 0) urls.push(url);
    }
    const searched = [
      { name: 'twice', rows: [...urls, ...urls].map((loc) => emptyRow(loc)) },
      { name: 'shouted', rows: urls.map((loc) => emptyRow(loc.replace('https://example.com', 'HTTPS://EXAMPLE.COM'))) },
    ];
    const spill = join(temp.path(), 'spill');
    const checked = searched.map(({ name, rows }, table) => {
      const columns = UrlColumns.fromRows(rows);
      const job = {
        table,
        tableName: name,
        firstRow: 0,
        kind: 'page' as const,
        ownHost: null,
        context: DATA,
        spill: `${spill}${table}`,
        partitionBits: 1,
        skip: new Uint32Array(0),
        locsStay: false,
      };
      return checkRows(job, columnsOf([sliceToTransfer(columns, 0, rows.length)]));
    });
    for (const { partitionEnds } of checked) expect(partitionEnds[1]).toBe(partitionEnds[0]);
    const parts = checked.map((result, table) => ({
      path: `${spill}${table}`,
      start: 0,
      end: result.partitionEnds[0]!,
    }));
    const tableNames = ['twice', 'shouted'];
    // Split to parts whose rows come out of order, so the search's first are not simply those it met first.
    const scratch = join(temp.path(), 'scratch');
    const { duplicates } = findDuplicates({
      type: 'partition',
      parts,
      tableNames,
      splitBytes: 16 * 1024,
      scratch,
      texts: new Map(),
    });

    const all = findDuplicateLocs(searched);
    expect(all.length).toBe(2 * COPIES);
    for (const table of [0, 1]) {
      const kept = duplicates.kept.filter((item) => item.table === table);
      expect(kept).toEqual(all.filter((item) => item.table === table).slice(0, FOUND_KEPT_PER_CODE));
    }
    expect(duplicates.kept.length).toBe(2 * FOUND_KEPT_PER_CODE);
    expect(duplicates.unlisted).toEqual([
      { table: 0, code: 'loc-duplicate', count: COPIES - FOUND_KEPT_PER_CODE },
      { table: 1, code: 'loc-duplicate-normalised', count: COPIES - FOUND_KEPT_PER_CODE },
    ]);
  });
});
