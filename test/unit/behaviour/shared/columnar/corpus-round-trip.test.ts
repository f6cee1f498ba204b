import { describe, expect, it } from 'vitest';
import { noteCorpus } from '../../../../support/corpus';
import { corpusSitemapRows } from '../../../../support/corpus-sitemap-rows';
import { fullRow } from '../../../../support/full-row';
import { rowsAcrossTransfer } from '../../../../support/columnar-transfer';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';

noteCorpus('columnar round trip');

describe('the columnar table with the real corpus', () => {
  it('gives back every row of every real sitemap, field for field, after slices cross a structured clone', async (test) => {
    const rows = await corpusSitemapRows(test);
    expect(rows.length).toBeGreaterThan(10_000);
    // The corpus has every extension in it, so the test covers them all.
    for (const key of ['images', 'videos', 'alternates', 'extra'] as const) {
      expect(rows.some((row) => row[key].length > 0)).toBe(true);
    }
    expect(rows.some((row) => row.news !== null)).toBe(true);
    expect(rowsAcrossTransfer(rows, 997)).toEqual(rows);
  });

  it('reads every corpus row back from the table itself, and a window of it', async (test) => {
    const rows = await corpusSitemapRows(test);
    const table = UrlColumns.fromRows(rows);
    expect(table.toRows()).toEqual(rows);
    expect(table.rowsBetween(1000, 1050)).toEqual(rows.slice(1000, 1050));
  });
});

describe('the columnar table with every extension field filled', () => {
  it('gives back rows using images, video (every field), news and alternates', () => {
    const rows = [fullRow(1), fullRow(2), fullRow(3)];
    expect(rowsAcrossTransfer(rows, 2)).toEqual(rows);
  });
});
