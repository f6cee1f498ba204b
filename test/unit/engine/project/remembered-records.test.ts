import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { exportedUrl } from '../../../../shared/last-export/exported-urls';
import { rememberedRecords } from '../../../../electron/engine/project/remembered-records';
import { boundedRecords } from '../../../../electron/engine/project/project-stream-write';
import { EXPORTED_PER_RECORD, MAX_RECORD_BYTES } from '../../../../electron/engine/project/project-stream-format';
import { emptyRow } from '../../../../shared/url-table';
import { awkwardRows } from '../../../support/awkward-rows';

/** The records boundedRecords makes of the rows' exported URLs (all but `skip`), as the worker wrote them before. */
function viaObjects(table: UrlColumns, skip: readonly number[], from: number): Buffer {
  const left = new Set(skip);
  const urls = table.toRows().flatMap((row, i) => (left.has(i) ? [] : [exportedUrl(row)]));
  const records = boundedRecords(
    urls.length,
    EXPORTED_PER_RECORD,
    (a, b) => ({ from: from + a, exported: urls.slice(a, b) }),
    () => 'a URL',
  );
  return Buffer.concat([...records]);
}

describe('the records of the URLs an export wrote, written from columns', () => {
  it('are the bytes the URL objects made as JSON, for awkward text, every extension and rows left out', () => {
    // Texts that escape (quotes, backslashes, control characters, a lone surrogate) in locs and in the hashed fields too.
    const rows = awkwardRows(12_000).map((row, n) =>
      n % 5 === 0 ? { ...row, lastmod: `"${n}\\\t\ud800`, changefreq: 'é\u{1F600}', priority: null } : row,
    );
    rows.push({ ...emptyRow('https://example.com/"quoted"\\/\u0001'), lastmod: '' });
    const table = UrlColumns.fromRows(rows);
    for (const skip of [[], [0, 1, 4_999, 5_000, 11_999, 12_000], Array.from({ length: 6_000 }, (_, i) => 2 * i)]) {
      const made = rememberedRecords(table, skip, 70_000)!;
      const expected = viaObjects(table, skip, 70_000);
      expect(made.toString()).toBe(expected.toString());
      expect(made.equals(expected)).toBe(true);
      if (skip.length === 0) expect(made.toString().split('\n').length).toBe(4); // 3 records of up to 5,000, then the end
    }
  }, 60_000);

  it('are left to boundedRecords when a record would pass the bound', () => {
    const long = `https://example.com/${'x'.repeat(Math.ceil(MAX_RECORD_BYTES / EXPORTED_PER_RECORD))}`;
    const table = UrlColumns.fromRows(Array.from({ length: EXPORTED_PER_RECORD }, (_, n) => emptyRow(`${long}${n}`)));
    expect(rememberedRecords(table, [], 0)).toBeNull();
    const half = Array.from({ length: EXPORTED_PER_RECORD / 2 }, (_, i) => 2 * i);
    expect(rememberedRecords(table, half, 0)).not.toBeNull(); // half of them fit
  }, 60_000);
});
