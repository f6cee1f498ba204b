import { describe, expect, it } from 'vitest';
import { corpusAvailable, corpusPath, noteCorpus, readManifest } from '../../../../support/corpus';
import { importAll } from '../../../../support/import-helpers';
import { fullRow } from '../../../../support/full-row';
import { rowsAcrossTransfer } from '../../../../support/columnar-transfer';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import type { UrlRow } from '../../../../../shared/url-table';

noteCorpus('columnar round trip');
const sitemaps = corpusAvailable
  ? readManifest().filter((row) => row.category === 'sitemap' && !row.kind.endsWith('index'))
  : [];

/** Every row the real importer reads from every real sitemap of the corpus. */
async function corpusRows(): Promise<UrlRow[]> {
  const result = await importAll(
    sitemaps.map((row) => corpusPath(row.file)),
    { followChildren: false },
  );
  return result.files.flatMap((file) => file.rows);
}

describe.skipIf(!corpusAvailable)('the columnar table with the real corpus', () => {
  it('gives back every row of every real sitemap, field for field, after slices cross a structured clone', async () => {
    const rows = await corpusRows();
    expect(rows.length).toBeGreaterThan(10_000);
    // The corpus has every extension in it, so the test covers them all.
    for (const key of ['images', 'videos', 'alternates', 'extra'] as const) {
      expect(rows.some((row) => row[key].length > 0)).toBe(true);
    }
    expect(rows.some((row) => row.news !== null)).toBe(true);
    expect(rowsAcrossTransfer(rows, 997)).toEqual(rows);
  });

  it('reads every corpus row back from the table itself, and a window of it', async () => {
    const rows = await corpusRows();
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
