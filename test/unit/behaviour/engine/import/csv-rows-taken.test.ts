import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../../../../electron/engine/collect-garbage';
import { ColumnsBuilder } from '../../../../../shared/columnar/columns-builder';
import { readContent } from '../../../../../electron/engine/import/read-content';
import type { UrlColumns } from '../../../../../shared/columnar/url-columns';
import type { ImportedFile } from '../../../../../shared/import-types';
import type { Problem } from '../../../../../shared/problems';
import type { UrlRow } from '../../../../../shared/url-table';
import { importAll } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';

/** A CSV of `rows` rows in a header's own order, a lastmod that is no date and a row of one cell too many among them. */
function shopCsv(rows: number): string {
  const lines = ['priority,loc,lastmod'];
  for (let n = 0; n < rows; n++)
    lines.push(
      `0.${n % 10},https://example.com/p/${n},${n === 77 ? '2026-13-01' : '2026-01-02'}${n === 99 ? ',x' : ''}`,
    );
  return `${lines.join('\n')}\n`;
}

describe('a CSV or TSV table read on a parse worker', () => {
  const temp = useTempDir();

  it('hands each row to the worker’s columns as it is read, keeping no list of them', async () => {
    // 5 MB: papaparse takes the text a file's read (256 KiB) at a time.
    const text = shopCsv(120_000);
    const location = '/site/shop.csv';
    const taken: UrlRow[] = [];
    const told: Problem[] = [];
    const context = { file: location, report: (item: Problem) => void told.push(item), onRow: () => undefined };
    // Rows taken before the last of the text is read: handed over as they are read, not at the end.
    let takenBeforeLast = -1;
    const bytes = Buffer.from(text);
    const opened = {
      location,
      chunks: (async function* () {
        const quarter = Math.floor(bytes.length / 4);
        for (let at = 0; at < bytes.length; at += quarter) {
          if (at + quarter >= bytes.length) takenBeforeLast = taken.length;
          yield bytes.subarray(at, at + quarter);
        }
      })(),
      close: async () => undefined,
    };
    const target = { location, remote: false, parent: null, depth: 0 };
    const { file } = await readContent(opened, target, 1e9, { ...context, takeRow: (row) => taken.push(row) });
    expect(file.rows).toEqual([]);
    expect(takenBeforeLast).toBeGreaterThan(40_000);
    expect(file.summary).toMatchObject({ kind: 'csv', urlCount: 120_000, partial: false });
    expect(taken.map((row) => row.loc)).toEqual(
      Array.from({ length: 120_000 }, (_, n) => `https://example.com/p/${n}`),
    );
    expect(taken[5]).toMatchObject({ priority: '0.5', lastmod: '2026-01-02' });
    expect(told.map((item) => item.code)).toEqual(['table-cell-count']);
  });

  it('keeps no piece of the text it read for a lastmod its columns keep as written', async () => {
    // 52 MB in reads of 256 KiB, every 2,000th row's lastmod written with a space: its column keeps
    // that text, which a row taken at once holds where it lay in the text papaparse parsed.
    const rows = 400_000;
    const line = (n: number): string =>
      `https://example.com/shop/item-${n}/${'x'.repeat(90)},${n % 2_000 === 0 ? '2026-01-02 10:00:00' : '2026-01-02'}\n`;
    const location = '/site/shop.csv';
    const opened = {
      location,
      chunks: (async function* () {
        yield Buffer.from('loc,lastmod\n');
        let text = '';
        for (let n = 0; n < rows; n++) {
          text += line(n);
          if (text.length < 256 * 1024) continue;
          yield Buffer.from(text.slice(0, 256 * 1024));
          text = text.slice(256 * 1024);
        }
        yield Buffer.from(text);
      })(),
      close: async () => undefined,
    };
    const target = { location, remote: false, parent: null, depth: 0 };
    const builder = new ColumnsBuilder();
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    const context = {
      file: location,
      report: () => undefined,
      onRow: () => undefined,
      takeRow: builder.add.bind(builder),
    };
    await readContent(opened, target, 1e9, context);
    const columns = builder.finish();
    collectGarbage();
    const held = process.memoryUsage().heapUsed - before;
    expect(columns.rowCount).toBe(rows);
    expect(columns.get(2_000, 'lastmod')).toBe('2026-01-02 10:00:00');
    expect(columns.lastmods.keptText(2_000)).toBe('2026-01-02 10:00:00');
    // 200 texts kept: a slice of each parse's text would hold some 50 MB.
    expect(held).toBeLessThan(12 * 1024 * 1024);
  });

  it('reads the same file, rows and problems as on this thread', async () => {
    const csv = await temp.write('shop.csv', shopCsv(30_000));
    const columns: UrlColumns[] = [];
    const here = await importAll([csv], {}, { parseWorkers: 0 });
    const onWorkers = await importAll([csv], {}, { parseWorkers: 2, takeColumns: (taken) => columns.push(taken) });
    const summaryOf = (file: ImportedFile) => file.summary;
    expect(onWorkers.files.map(summaryOf)).toEqual(here.files.map(summaryOf));
    expect(onWorkers.problems).toEqual(here.problems);
    expect(columns).toHaveLength(1);
    expect(columns[0]!.toRows()).toEqual(here.files[0]!.rows);
  });
});
