import { describe, expect, it } from 'vitest';
import { LISTED_PROBLEMS, ProblemSummary } from '../../../../renderer/src/validation/problem-summary';
import { checkInSlices } from '../../../../renderer/src/validation/sliced-check';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow } from '../../../../shared/url-table';
import { validateTables, type RowContext } from '../../../../shared/validation/validate-rows';

const context: RowContext = { base: null, now: Date.UTC(2026, 4, 1) };

/** 100,000 rows, far more than one slice checks: every 9th loc repeats an earlier one, every 500th priority is out of range. */
function bigTable(name: string): { name: string; rows: UrlColumns } {
  const rows = [];
  for (let i = 0; i < 100_000; i++) {
    const row = emptyRow(`https://example.com/${name}/${i % 9 === 8 ? i - 1 : i}`);
    if (i % 500 === 0) row.priority = '7';
    rows.push(row);
  }
  return { name, rows: UrlColumns.fromRows(rows) };
}

const described = (found: { code: string; place: { table?: string; row?: number } }): string =>
  `${found.code} ${found.place.table}:${found.place.row}`;

describe('checkInSlices: the whole-project check on the page', () => {
  const tables = [bigTable('pages'), bigTable('posts')];

  it('gives the page back between slices and finds what validateTables finds, in its order', async () => {
    let pauses = 0;
    const pause = (): Promise<void> => {
      pauses += 1;
      return new Promise((resolve) => setImmediate(resolve));
    };
    const found = await checkInSlices(tables, context, new ProblemSummary(tables), () => true, pause);
    const all = validateTables(tables, context);

    expect(pauses).toBeGreaterThan(1);
    const summary = found!.summary();
    expect(summary.errors).toBe(all.filter((item) => item.severity === 'error').length);
    expect(summary.warnings).toBe(all.filter((item) => item.severity === 'warning').length);
    expect(summary.errors).toBe(400); // 200 out-of-range priorities in each table
    expect(summary.listed.map(described)).toEqual(all.slice(0, LISTED_PROBLEMS).map(described));
    // each repeated loc is marked on its own row (the later listing), for the cells
    const duplicates = summary.crossRow.get(tables[1]!.rows)!;
    expect(duplicates.size).toBe(11_111);
    expect(duplicates.get(8)?.map((item) => item.code)).toEqual(['loc-duplicate']);
    expect(duplicates.has(7)).toBe(false);
  }, 30_000); // a whole check of a generated project: seconds on a loaded machine

  it('stops at the first pause once it is no longer wanted, with nothing more checked', async () => {
    let pauses = 0;
    let wanted = true;
    const seen: string[] = [];
    const collector = { add: (_run: string, found: { code: string }) => void seen.push(found.code) };
    const pause = async (): Promise<void> => {
      pauses += 1;
      wanted = false; // the rows changed while the page had it back
    };
    const found = await checkInSlices(tables, context, collector, () => wanted, pause);

    expect(found).toBeNull();
    expect(pauses).toBe(1);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(validateTables(tables, context).length);
  }, 30_000); // a whole check of a generated project: seconds on a loaded machine

  it('gives a failure of a rule to its caller', async () => {
    const broken = { name: 'broken', rows: UrlColumns.fromRows([emptyRow('https://example.com/a')]) };
    broken.rows.rowAt = () => {
      throw new Error('row 1 could not be read');
    };
    await expect(checkInSlices([broken], context, new ProblemSummary([broken]), () => true)).rejects.toThrow(
      'row 1 could not be read',
    );
  });
});
