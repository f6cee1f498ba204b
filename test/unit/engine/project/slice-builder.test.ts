import { describe, expect, it } from 'vitest';
import { addedIfPlain, SliceBuilder } from '../../../../electron/engine/project/slice-builder';
import { sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { fullRow } from '../../../support/full-row';

/** Rows whose fields take every way a column keeps them: canonical, kept as written, absent, not UTF-8. */
function oddRows(): UrlRow[] {
  const lastmods = [
    '2026-01-05',
    '2026-01-05T10:00:00+01:00',
    '2026-01-05T10:00:00-00:00',
    '2026-01-05T10:00+01:75',
    '2026-02-30',
    'yesterday',
    '2026-01-05T10:00:00.5Z',
    null,
  ];
  const changefreqs = ['daily', ' Weekly ', 'sometimes', null];
  const priorities = ['0.5', '0.50', '1', 'high', '.5', null];
  const locs = [
    'https://example.com/a',
    'https://example.com/é',
    'https://example.com/\uD800',
    '',
    'https://x.test/😀',
  ];
  return Array.from({ length: 240 }, (_, i) => ({
    ...(i % 37 === 0 ? fullRow(i) : emptyRow(`${locs[i % locs.length]}${i}`)),
    lastmod: lastmods[i % lastmods.length]!,
    changefreq: changefreqs[i % changefreqs.length]!,
    priority: priorities[i % priorities.length]!,
  }));
}

/** A slice as text, each typed array as its type and items (NaN as null, on both sides alike). */
const asText = (slice: unknown): string =>
  JSON.stringify(slice, (_, value: unknown) =>
    ArrayBuffer.isView(value) ? [value.constructor.name, ...Array.from(value as Uint8Array)] : value,
  );

describe('a slice built straight from rows', () => {
  it('is the slice a table of the same rows gives, byte for byte', () => {
    const rows = oddRows();
    const builder = new SliceBuilder();
    for (const row of rows) builder.addRow(row);
    const table = UrlColumns.fromRows(rows);
    expect(builder.slice()).toEqual(sliceToTransfer(table, 0, table.rowCount));
  });

  it('is the same when the rows come as a file records them, plain ones taken without their shape', () => {
    const rows = oddRows();
    const builder = new SliceBuilder();
    let plain = 0;
    for (const row of rows) {
      // As compactRow writes them: absent fields and empty lists left out.
      const recorded = Object.fromEntries(
        Object.entries(row).filter(([, value]) => value !== null && !(Array.isArray(value) && value.length === 0)),
      );
      if (addedIfPlain(builder, recorded)) plain += 1;
      else builder.addRow(row);
    }
    expect(plain).toBe(rows.filter((_, i) => i % 37 !== 0).length);
    const table = UrlColumns.fromRows(rows);
    expect(builder.slice()).toEqual(sliceToTransfer(table, 0, table.rowCount));
  });

  it('is the same past the texts it remembers, whether lastmods repeat or are all different', () => {
    // A different minute for each n.
    const day = (n: number): string =>
      new Date(Date.UTC(2026, 0, 1) + n * 61_000).toISOString().replace('.000Z', '+00:00');
    const rows = Array.from({ length: 9000 }, (_, i) => ({
      ...emptyRow(`https://example.com/${i}`),
      lastmod: i < 5000 ? day(i) : i % 2 === 0 ? day(i % 100) : `${day(i)}x`,
      priority: `0.${i % 10}`,
    }));
    const builder = new SliceBuilder();
    for (const row of rows) builder.addPlain(row);
    const table = UrlColumns.fromRows(rows);
    // Compared as text: toEqual walks thousands of typed-array items slowly.
    expect(asText(builder.slice())).toBe(asText(sliceToTransfer(table, 0, table.rowCount)));
  }, 30_000);

  it('takes no row that is not plain text, leaving it to the full shape', () => {
    const builder = new SliceBuilder();
    const notPlain: unknown[] = [
      null,
      'https://example.com/',
      [{ loc: 'https://example.com/' }],
      { lastmod: '2026-01-05' },
      { loc: 42 },
      { loc: 'https://example.com/', lastmod: 20260105 },
      { loc: 'https://example.com/', priority: 0.5 },
      { loc: 'https://example.com/', changefreq: ['daily'] },
      { loc: 'https://example.com/', images: [] },
      { loc: 'https://example.com/', news: null },
      { loc: 'https://example.com/', extra: [] },
    ];
    for (const value of notPlain) expect(addedIfPlain(builder, value)).toBe(false);
    expect(builder.rowCount).toBe(0);
    expect(addedIfPlain(builder, { loc: 'https://example.com/', lastmod: null, unknown: 1 })).toBe(true);
    expect(builder.rowCount).toBe(1);
  });
});
