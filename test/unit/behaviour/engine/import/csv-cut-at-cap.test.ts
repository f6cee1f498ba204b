import { describe, expect, it } from 'vitest';
import { importAll } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';

// The CLI probe: a CSV cut at the 100 MiB cap kept its last record, chopped where the bytes stopped,
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
    const result = await importAll([csv], { maxDecompressedBytes: cap });
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
});
