import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow } from '../../../../shared/url-table';
import { SLICE_ROWS } from '../../../../electron/engine/checks/parallel-validation';
import { sliceRowsFor } from '../../../../electron/engine/export/slice-rows';

const rowsWithLocsOf = (count: number, chars: number) =>
  Array.from({ length: count }, (_, i) => emptyRow(`https://example.com/${i}/`.padEnd(chars, 'x')));

describe('rows per packing slice', () => {
  it('keeps slices of 25,000 rows for a shop-like table', () => {
    expect(sliceRowsFor(rowsWithLocsOf(60_000, 100))).toBe(SLICE_ROWS);
  });

  it('takes fewer rows where they are long, so a slice stays near 6 MB written', () => {
    const rows = sliceRowsFor(UrlColumns.fromRows(rowsWithLocsOf(60_000, 1_000)));
    expect(rows).toBeLessThan(SLICE_ROWS);
    expect(rows * (1_000 + 64)).toBeLessThanOrEqual(6 * 2 ** 20);
    expect(rows * (1_000 + 64)).toBeGreaterThan(5.9 * 2 ** 20);
  });

  it('never goes below 1,000 rows, nor fails on an empty table', () => {
    expect(sliceRowsFor(rowsWithLocsOf(5_000, 20_000))).toBe(1_000);
    expect(sliceRowsFor([])).toBe(SLICE_ROWS);
  });

  it('reads the locs spread over the table, not only its first rows', () => {
    const rows = [...rowsWithLocsOf(100, 50), ...rowsWithLocsOf(9_900, 2_000)];
    expect(sliceRowsFor(rows)).toBeLessThan(4_000);
  });

  it('counts a row’s extensions too: short locs with many alternates make long rows', () => {
    const alternates = Array.from({ length: 30 }, (_, i) => ({
      rel: 'alternate',
      hreflang: `l${i}`,
      href: `https://example.com/${i}/page`,
    }));
    const rows = rowsWithLocsOf(60_000, 60).map((row) => ({ ...row, alternates }));
    expect(sliceRowsFor(rows)).toBeLessThan(SLICE_ROWS / 4);
  });
});
