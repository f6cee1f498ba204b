import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { fullRow } from '../../../../support/full-row';

/** Rows of every field and extension, every 1,000th, among plain ones: 230,000, more than one run of the copy. */
function mixedRows(count: number): UrlRow[] {
  const rows: UrlRow[] = [];
  for (let i = 0; i < count; i++) {
    rows.push(
      i % 1000 === 7 ? { ...fullRow(i), loc: `https://example.com/full/${i}` } : emptyRow(`https://example.com/p/${i}`),
    );
  }
  return rows;
}

describe('UrlColumns.appendRowsOf', { timeout: 30_000 }, () => {
  const rows = mixedRows(230_000);
  const source = UrlColumns.fromRows(rows);

  it('appends a range of another table, every field and extension as it was, across runs of the copy', () => {
    const target = UrlColumns.fromRows([emptyRow('https://example.com/first'), fullRow(1)]);
    target.appendRowsOf(source, 5, 229_990);
    expect(target.rowCount).toBe(2 + 229_985);
    expect(target.toRows()).toEqual([emptyRow('https://example.com/first'), fullRow(1), ...rows.slice(5, 229_990)]);
    expect(source.toRows()).toEqual(rows); // the source is read, never changed
  });

  it('leaves a snapshot of the target as it was', () => {
    const target = UrlColumns.fromRows(rows.slice(0, 10));
    const snapshot = target.snapshot();
    target.appendRowsOf(source, 0, 3);
    expect(snapshot.toRows()).toEqual(rows.slice(0, 10));
    expect(target.toRows()).toEqual([...rows.slice(0, 10), ...rows.slice(0, 3)]);
    snapshot.release();
  });
});
