import { describe, expect, it } from 'vitest';
import { importAll } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';

// The CLI probe: a CSV cut at the size cap (then 100 MiB, a table's now its own, maxTableBytes) kept its last record, chopped where the bytes stopped,
// as a row (a loc of 606 of its 1,026 characters, no lastmod); a text sitemap leaves such a line out.
describe('a CSV cut short by the size cap', () => {
  const temp = useTempDir();

  it('keeps the whole records before the cut, and leaves out the one the cut went through', async () => {
    const loc = (n: number): string => `https://example.com/${String(n).padStart(1000, 'x')}`;
    const numbers = Array.from({ length: 400 }, (_, n) => n + 1);
    const lines = ['loc,lastmod', ...numbers.map((n) => `${loc(n)},2024-01-01`)];
    const text = `${lines.join('\n')}\n`;
    const csv = await temp.write('big.csv', text);
    // The cap falls within a record past the first chunks the file is read in (64 KiB each).
    const cap = text.indexOf(loc(300)) + 500;
    const result = await importAll([csv], { maxTableBytes: cap });
    const rows = result.files[0]!.rows;
    const whole = rows.filter((row) => row.loc.length === loc(1).length && row.lastmod === '2024-01-01');
    // Every row read is a whole record, in order; the cut one is not among them.
    expect(rows.length).toBeGreaterThan(100);
    expect(whole).toHaveLength(rows.length);
    expect(rows.map((row) => row.loc)).toEqual(numbers.slice(0, rows.length).map(loc));
    expect(result.files[0]!.summary.partial).toBe(true);
    expect(result.problems.map((problem) => problem.code)).toContain('size-cap-exceeded');
    expect(result.problems.map((problem) => problem.code)).not.toContain('table-cell-count');
  });

  it("is a table's own: a sitemap's cap does not cut a table, which holds no protocol's limit", async () => {
    const locs = Array.from({ length: 40_000 }, (_, n) => `https://example.com/page-${n}`);
    const text = `loc,lastmod\n${locs.map((loc) => `${loc},2024-01-01`).join('\n')}\n`;
    const csv = await temp.write('wide.csv', text);
    const tsv = await temp.write('wide.tsv', text.replaceAll(',', '\t'));
    // A cap a tenth of the tables' size, for files of other kinds.
    const result = await importAll([csv, tsv], { maxDecompressedBytes: Math.floor(text.length / 10) });
    expect(result.problems).toEqual([]);
    expect(result.files.map((file) => [file.rows.length, file.summary.partial])).toEqual([
      [40_000, false],
      [40_000, false],
    ]);
  });
});
