import { afterAll, describe, expect, it } from 'vitest';
import { createCheckPool, type CheckPool } from '../../../../../electron/engine/checks/check-pool';
import type { CheckContextData } from '../../../../../electron/engine/checks/check-messages';
import { SHARED_LOCS_MIN_ROWS, SHARED_TEXTS_MOST } from '../../../../../electron/engine/stream/shared-texts';
import { sliceToShare } from '../../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import type { Problem } from '../../../../../shared/problems';
import { emptyRow } from '../../../../../shared/url-table';
import { validateTables, type NamedRows } from '../../../../../shared/validation/validate-rows';
import { validateOnWorkers } from '../../../../support/validate-on-workers';

const pool = createCheckPool(2);
afterAll(() => pool.close());

const DATA: CheckContextData = { base: null, now: Date.parse('2026-11-20T12:00:00Z'), robots: null };
const page = (n: number): string => `https://example.com/shop/ünïcode/${n}`;

/**
 * Tables of columns with no loc kept as a string, so every slice of SHARED_LOCS_MIN_ROWS rows or more
 * is read where its column keeps it and spilled as references (a slice past the first one of a
 * table lies far into its chunk); repeats within a slice, across slices and across tables, exact and
 * after normalising.
 */
function tablesWithRepeats(): NamedRows[] {
  const pages = Array.from({ length: 7_000 }, (_, n) => page(n));
  for (let n = 2_500; n < pages.length; n += 97) pages[n] = page(n % 2_000);
  pages[6_999] = 'HTTPS://EXAMPLE.com:443/shop/%C3%BCn%C3%AFcode/12';
  const more = Array.from({ length: 3_000 }, (_, n) => (n % 250 === 0 ? page(n * 2) : `https://example.com/more/${n}`));
  return [
    { name: 'pages', rows: UrlColumns.fromRows(pages.map((loc) => emptyRow(loc))) },
    { name: 'more', rows: UrlColumns.fromRows(more.map((loc) => emptyRow(loc))) },
  ];
}

describe('locs referred to where their columns keep them, checked on workers', { timeout: 60_000 }, () => {
  it('find the same duplicates as this thread, in slices that lie deep in their chunk', async () => {
    const tables = tablesWithRepeats();
    // The slices are read in place, the second one of `pages` thousands of bytes into its chunk.
    const second = sliceToShare(tables[0]!.rows as UrlColumns, 2_000, 4_000);
    expect(second.locs.place?.offset).toBeGreaterThan(50_000);
    const expected = validateTables(tables, { ...DATA, robots: null });
    const duplicates = expected.filter(({ code }) => code.startsWith('loc-duplicate'));
    expect(duplicates.length).toBeGreaterThan(50);
    expect(new Set(duplicates.map(({ code }) => code))).toEqual(new Set(['loc-duplicate', 'loc-duplicate-normalised']));
    const actual = await validateOnWorkers(tables, DATA, pool, { sliceRows: SHARED_LOCS_MIN_ROWS * 2 });
    expect(actual).toEqual(expected);
  });

  it('find the same duplicates when more tables than a check refers to are checked (the rest spilled as copies)', async () => {
    // Each table's one slice is worth referring to; past SHARED_TEXTS_MOST of them they go as copies.
    const tables: NamedRows[] = Array.from({ length: SHARED_TEXTS_MOST + 4 }, (_, t) => ({
      name: `t${t}`,
      rows: UrlColumns.fromRows(
        Array.from({ length: SHARED_LOCS_MIN_ROWS }, (_, n) => emptyRow(page(n === 0 ? 0 : t * 10_000 + n))),
      ),
    }));
    // Every row's own notes are capped as a table's are (KeptProblems): the duplicates are compared.
    const duplicates = (found: readonly Problem[]) => found.filter(({ code }) => code === 'loc-duplicate');
    const expected = duplicates(validateTables(tables, { ...DATA, robots: null }));
    expect(expected).toHaveLength(SHARED_TEXTS_MOST + 3);
    // The chunks each partition's search is handed, and the rows spilled as references or copies.
    const handed: number[] = [];
    const spilled = { inPlace: 0, copies: 0 };
    const noting: CheckPool = {
      size: pool.size,
      checkRows: (job, what) => {
        spilled[job.locsStay ? 'inPlace' : 'copies'] += job.slice.rowCount;
        return pool.checkRows(job, what);
      },
      findDuplicates: (job, what) => {
        handed.push(job.texts.size);
        return pool.findDuplicates(job, what);
      },
      stop: () => pool.stop(),
      liveWorkers: () => pool.liveWorkers(),
      close: () => pool.close(),
    };
    expect(duplicates(await validateOnWorkers(tables, DATA, noting))).toEqual(expected);
    expect(spilled).toEqual({ inPlace: SHARED_TEXTS_MOST * SHARED_LOCS_MIN_ROWS, copies: 4 * SHARED_LOCS_MIN_ROWS });
    expect(Math.max(...handed)).toBe(SHARED_TEXTS_MOST);
  });
});
