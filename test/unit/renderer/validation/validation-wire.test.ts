import { describe, expect, it } from 'vitest';
import {
  decodeTable,
  encodeTable,
  encodeTableInSlices,
  ROWS_PER_SLICE,
} from '../../../../renderer/src/validation/validation-wire';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';

const rows: UrlRow[] = Array.from({ length: ROWS_PER_SLICE * 2 + 7 }, (_, i) => ({
  ...emptyRow(`https://example.com/${i}`),
  lastmod: i % 3 === 0 ? null : '2026-01-01',
  priority: i % 5 === 0 ? '0.5' : null,
  // Extension data just before and after a slice boundary.
  images:
    i === ROWS_PER_SLICE - 1 || i === ROWS_PER_SLICE
      ? [
          {
            loc: `https://example.com/${i}.jpg`,
            caption: null,
            geo_location: null,
            title: null,
            license: null,
            extra: [],
          },
        ]
      : [],
}));

describe('validation wire format', () => {
  it('encodes in slices to what decodes to the same rows as one piece, and back to the rows', async () => {
    const sliced = await encodeTableInSlices('pages', rows, () => false);
    expect(sliced!.loc).toHaveLength(3);
    expect(decodeTable(sliced!)).toEqual(decodeTable(encodeTable('pages', rows)));
    expect(sliced!.extensions.map((entry) => entry.index)).toEqual([ROWS_PER_SLICE - 1, ROWS_PER_SLICE]);
    const decoded = decodeTable(sliced!);
    expect(decoded.rows.map((row) => ({ ...row, extra: [] }))).toEqual(rows);
  });

  it('gives up when a newer check has begun', async () => {
    let slices = 0;
    expect(await encodeTableInSlices('pages', rows, () => ++slices === 2)).toBeNull();
    expect(slices).toBe(2);
  });

  it('encodes an empty table', async () => {
    expect(await encodeTableInSlices('empty', [], () => false)).toEqual(encodeTable('empty', []));
    expect(decodeTable(encodeTable('empty', [])).rows).toEqual([]);
  });
});
