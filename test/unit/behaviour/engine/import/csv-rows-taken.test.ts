import { describe, expect, it } from 'vitest';
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
