import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { appendSlice, sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import { isShared } from '../../../../shared/columnar/typed-arrays';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { lastmodInstantAt } from '../../../../shared/validation/table-rows';
import { ByteWriter } from '../../../../electron/engine/export/byte-writer';
import type { EntryKind } from '../../../../electron/engine/export/pack-messages';
import { measure, rowsSerialised } from '../../../../electron/engine/export/pack-jobs';
import { columnRowWriter, NOT_FROM_COLUMNS } from '../../../../electron/engine/export/serialize-columns';
import { writeTextLine, writeUrl } from '../../../../electron/engine/export/serialize-url';
import { awkwardRows } from '../../../support/awkward-rows';
import { noteCorpus } from '../../../support/corpus';
import { corpusSitemapRows } from '../../../support/corpus-sitemap-rows';
import { fullRow } from '../../../support/full-row';

noteCorpus('column-native serialising');

/** Each row built (rowAt) and written by writeUrl or writeTextLine: how every row was serialised before. */
function throughRows(table: UrlColumns, entries: EntryKind) {
  const write = entries === 'text' ? writeTextLine : writeUrl;
  const chunks: Buffer[] = [];
  const lengths: number[] = [];
  const namespaces: number[] = [];
  const instants: number[] = [];
  for (let i = 0; i < table.rowCount; i++) {
    const row = table.rowAt(i);
    const out = new ByteWriter(Buffer.alloc(1024));
    namespaces.push(write(out, row));
    const bytes = out.overflowed ? Buffer.alloc(out.offset) : null;
    if (bytes) write(new ByteWriter(bytes), row);
    chunks.push(bytes ?? Buffer.from(out.bytes.subarray(0, out.offset)));
    lengths.push(out.offset);
    instants.push(lastmodInstantAt(table, i, row.lastmod));
  }
  return { bytes: Buffer.concat(chunks), lengths, namespaces, instants };
}

/** The same through the measure job (plain rows from the columns) and through a slice job's visitor. */
function bothJobs(table: UrlColumns, entries: EntryKind) {
  const measured = measure({ firstRow: 0, entries }, table);
  const visited = rowsSerialised({ entries }, table);
  for (let i = 0; i < table.rowCount; i++) visited.row(table.rowAt(i), i);
  return [measured, visited.finish()].map((result) => ({
    bytes: Buffer.from(result.bytes),
    lengths: [...result.lengths],
    namespaces: [...result.namespaces],
    instants: [...result.instants],
  }));
}

/** Compares both ways for `rows` as a table, and as a worker holds them (a slice across a transfer). */
function expectSameBytes(rows: readonly UrlRow[] | UrlColumns): void {
  const table = rows instanceof UrlColumns ? rows : UrlColumns.fromRows(rows);
  const transferred = new UrlColumns();
  appendSlice(transferred, sliceToTransfer(table, 0, table.rowCount));
  for (const held of [table, transferred]) {
    for (const entries of ['url', 'text'] as const) {
      const expected = throughRows(held, entries);
      for (const actual of bothJobs(held, entries)) {
        expect(actual.lengths).toEqual(expected.lengths);
        expect(actual.namespaces).toEqual(expected.namespaces);
        expect(actual.instants).toEqual(expected.instants);
        expect(actual.bytes.equals(expected.bytes)).toBe(true);
      }
    }
  }
}

const row = (loc: string, fields: Partial<UrlRow> = {}): UrlRow => ({ ...emptyRow(loc), ...fields });

/** Rows that test every way a plain row's fields are held: escapes, encodings, kept texts, absent fields. */
const CRAFTED: UrlRow[] = [
  row('https://example.com/a?b=1&c=<2>"\'x'),
  row('https://example.com/café/中文/😀/ß€'),
  row('\ufeffhttps://example.com/bom'),
  row('https://example.com/lone/\ud800x', { lastmod: '2024-01-01' }),
  row('https://example.com/lone-low/\udc00', { priority: '0.5' }),
  row(''),
  row('https://example.com/dates', { lastmod: '2024-01-01T10:00:00' }),
  row('https://example.com/dates', { lastmod: 'not a date & <more>' }),
  row('https://example.com/dates', { lastmod: '2024-13-01' }),
  row('https://example.com/dates', { lastmod: ' 2024-01-01' }),
  row('https://example.com/dates', { lastmod: '2024-01-01T10:00:00.5+01:00' }),
  row('https://example.com/dates', { lastmod: '2024-01-01T10:00:00.50Z' }),
  row('https://example.com/dates', { lastmod: '2024-01-01T10:00Z' }),
  row('https://example.com/dates', { lastmod: '2024-01-01T10:00-05:30' }),
  row('https://example.com/dates', { lastmod: '0000-01-01' }),
  row('https://example.com/dates', { lastmod: '' }),
  row('https://example.com/same-date', { lastmod: '2024-01-01T10:00Z' }),
  row('https://example.com/priority', { priority: '0.50' }),
  row('https://example.com/priority', { priority: '1' }),
  row('https://example.com/priority', { priority: '1.0' }),
  row('https://example.com/priority', { priority: '0.125' }),
  row('https://example.com/priority', { priority: '0.5' }),
  row('https://example.com/priority', { priority: 'high & "low"' }),
  row('https://example.com/priority', { priority: '' }),
  row('https://example.com/priority', { priority: ' 0.5' }),
  row('https://example.com/changefreq', { changefreq: 'Daily' }),
  row('https://example.com/changefreq', { changefreq: ' weekly ' }),
  row('https://example.com/changefreq', { changefreq: 'WEEKLY' }),
  row('https://example.com/changefreq', { changefreq: 'weekly' }),
  row('https://example.com/changefreq', { changefreq: 'sometimes <often>' }),
  row('https://example.com/changefreq', { changefreq: '' }),
  row('https://example.com/all', { lastmod: '2025-06-01T12:30:45+02:00', changefreq: 'never', priority: '0.0' }),
  fullRow(1),
  { ...row('https://example.com/extra-only'), extra: ['<mobile:mobile xmlns:mobile="urn:m"/>'] },
];

describe('serialising rows from their columns', () => {
  it('writes the bytes, lengths, namespaces and lastmod instants of writing each row, on crafted rows', () => {
    expectSameBytes(CRAFTED);
  });

  it('does so on generated rows with every extension and awkward text', () => {
    expectSameBytes(awkwardRows(1500));
    expectSameBytes(Array.from({ length: 50 }, (_, n) => fullRow(n)));
  });

  it('does so for a slice of rows many times longer than the slice before (its buffer sized from that one)', () => {
    // Short rows first: the next slice's buffer is sized from their length, and these outgrow it mid-slice.
    expectSameBytes(Array.from({ length: 2000 }, (_, n) => row(`https://example.com/${n}`)));
    expectSameBytes(Array.from({ length: 300 }, (_, n) => row(`https://example.com/${n}/${'long-path/'.repeat(400)}`)));
    expectSameBytes([fullRow(3), ...Array.from({ length: 200 }, (_, n) => fullRow(n + 10))]);
  });

  it('does so after edits moved texts around the column (edited, deleted and reordered rows)', () => {
    const table = UrlColumns.fromRows([...CRAFTED, ...awkwardRows(300, 7)]);
    table.setCell(2, 'loc', 'https://example.com/edited?a&b');
    table.setCell(3, 'loc', 'https://example.com/no-longer-lone');
    table.setCell(4, 'priority', '0.70');
    table.setCell(5, 'lastmod', null);
    table.deleteRows(10, 5);
    table.reorder(Int32Array.from({ length: table.rowCount }, (_, i) => table.rowCount - 1 - i));
    expectSameBytes(table);
  });

  it('gives each row’s length, namespaces and instant in shared memory, which a reply does not copy', async () => {
    const table = UrlColumns.fromRows(CRAFTED);
    for (const measured of [
      measure({ firstRow: 0, entries: 'url' }, table),
      rowsSerialised({ entries: 'url' }, table).finish(),
    ]) {
      const { lengths, namespaces, instants } = measured;
      for (const array of [lengths, namespaces, instants]) expect(isShared(array)).toBe(true);
      // Through a port, as a worker's reply goes: the thread that asked sees the same memory.
      const { port1, port2 } = new MessageChannel();
      const received = new Promise<typeof measured>((resolve) => port2.once('message', resolve));
      port1.postMessage(measured);
      const there = await received;
      port1.close();
      there.lengths[0] = 12_345;
      there.instants[0] = -1;
      there.namespaces[0] = 0xff;
      expect([lengths[0], instants[0], namespaces[0]]).toEqual([12_345, -1, 0xff]);
    }
  });

  it('leaves rows with extensions and locs kept as strings to writeUrl', () => {
    const table = UrlColumns.fromRows([
      row('https://example.com/plain'),
      fullRow(2),
      row('https://example.com/\ud800'),
      { ...row('https://example.com/extra'), extra: ['<x/>'] },
    ]);
    const out = new ByteWriter(Buffer.alloc(4096));
    const writer = columnRowWriter(table, 'url');
    expect([0, 1, 2, 3].map((i) => writer.write(out, i))).toEqual([
      0,
      NOT_FROM_COLUMNS,
      NOT_FROM_COLUMNS,
      NOT_FROM_COLUMNS,
    ]);
    expect(Buffer.from(out.bytes.subarray(0, out.offset)).toString()).toBe(
      '<url><loc>https://example.com/plain</loc></url>\n',
    );
  });

  describe('with the real corpus', () => {
    it('does so on every row of every corpus sitemap', async (test) => {
      const rows = await corpusSitemapRows(test);
      expect(rows.length).toBeGreaterThan(10_000);
      expectSameBytes(rows);
    });
  });
});
