import { describe, expect, it } from 'vitest';
import { decodeSlicedRequest, decodeSlicedTable, ROWS_PER_SLICE, sliceTable } from '../../../shared/row-slices';
import { DEFAULT_EXPORT_SETTINGS } from '../../../shared/export-settings';
import { emptyRow } from '../../../shared/url-table';
import { fullRow } from '../../support/full-row';

describe('row slices', () => {
  it('carry every field of every row, extensions and unknown XML included', async () => {
    const rows = [fullRow(1), { ...emptyRow('https://example.com/x'), extra: ['<a:b xmlns:a="urn:a">c</a:b>'] }];
    const sliced = (await sliceTable({ id: 't1', name: 'pages', rows }))!;
    expect(sliced).toMatchObject({ id: 't1', name: 'pages', rowCount: 2 });
    expect(sliced.slices).toHaveLength(1);
    expect(decodeSlicedTable(structuredClone(sliced))).toEqual({ id: 't1', name: 'pages', rows });
  });

  it('cut a big table into slices, in order, asking between slices whether to go on', async () => {
    const rows = Array.from({ length: ROWS_PER_SLICE * 2 + 5 }, (_, i) => emptyRow(`https://example.com/${i}`));
    let asked = 0;
    const sliced = (await sliceTable({ id: 't', name: 'big', rows }, async () => (asked += 1) > 0))!;
    expect(asked).toBe(3);
    expect(sliced.slices).toHaveLength(3);
    const decoded = decodeSlicedRequest({
      projectId: 'p',
      tables: [sliced],
      settings: DEFAULT_EXPORT_SETTINGS,
      robotsTxt: null,
    });
    expect(decoded.tables[0]!.rows).toEqual(rows);
  });

  it('stop when told to, and a table that lost rows on the way is refused by name', async () => {
    const rows = Array.from({ length: ROWS_PER_SLICE + 1 }, (_, i) => emptyRow(`https://example.com/${i}`));
    expect(await sliceTable({ id: 't', name: 'big', rows }, async () => false)).toBeNull();
    const sliced = (await sliceTable({ id: 't', name: 'big', rows }))!;
    expect(() => decodeSlicedTable({ ...sliced, slices: sliced.slices.slice(1) })).toThrow(
      'Table "big" arrived with 1 of its 20,001 rows.',
    );
  });
});
