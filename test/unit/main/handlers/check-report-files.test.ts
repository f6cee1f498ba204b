import { mkdir, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../../../electron/main/handlers/create-handlers';
import { CHECK_REPORT_MAX_RECORDS } from '../../../../electron/main/handlers/check-report-files';
import { CHECK_REPORT_COLUMNS } from '../../../../shared/site-check/check-report';
import { restoreFormula } from '../../../../shared/spreadsheet-cell';
import { UPLOAD_REFUSED } from '../../../../shared/transfer/transfer-types';
import { quietHandlerDeps } from '../../../support/handler-deps';
import { useTempDir } from '../../../support/use-temp-dir';

const record = (i: number): string[] =>
  CHECK_REPORT_COLUMNS.map((column) =>
    column === 'url'
      ? `https://example.com/${i}?a=1,b="2"`
      : column === 'findings'
        ? '=HYPERLINK("x")'
        : `${column} ${i}`,
  );

describe('site check report files', () => {
  const dir = useTempDir();

  it('writes the records put in parts as one CSV, replacing an older file only once whole', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const path = await dir.write('report.csv', 'older report');
    const { id, maxRecords } = await handlers.openCheckReport({ path });
    expect(maxRecords).toBe(CHECK_REPORT_MAX_RECORDS);
    const records = Array.from({ length: maxRecords + 5 }, (_, i) => record(i));
    await handlers.putCheckReport({ id, index: 0, records: records.slice(0, maxRecords) });
    expect(await readFile(path, 'utf8')).toBe('older report');
    expect(await handlers.putCheckReport({ id, index: 1, records: records.slice(maxRecords) })).toEqual({
      records: records.length,
    });
    const written = await handlers.finishCheckReport({ id, keep: true });
    const text = await readFile(path, 'utf8');
    expect(written).toEqual({ bytes: Buffer.byteLength(text), records: records.length });
    const parsed = Papa.parse<string[]>(text.trimEnd(), { newline: '\r\n' }).data;
    expect(parsed[0]).toEqual([...CHECK_REPORT_COLUMNS]);
    // Every cell reads back as it was; a cell a spreadsheet would run is written after a quote.
    expect(parsed[1]![CHECK_REPORT_COLUMNS.indexOf('findings')]).toBe(`'=HYPERLINK("x")`);
    expect(parsed.slice(1).map((cells) => cells.map(restoreFormula))).toEqual(records);
    expect(await readdir(dir.path())).toEqual(['report.csv']);
  });

  it('refuses a part out of order or of the wrong shape, and leaves no file', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const path = join(dir.path(), 'report.csv');
    const first = await handlers.openCheckReport({ path });
    await expect(handlers.putCheckReport({ id: first.id, index: 1, records: [record(0)] })).rejects.toMatchObject({
      code: UPLOAD_REFUSED,
    });
    const second = await handlers.openCheckReport({ path });
    await expect(
      handlers.putCheckReport({ id: second.id, index: 0, records: [['too', 'short']] }),
    ).rejects.toMatchObject({
      code: UPLOAD_REFUSED,
    });
    const third = await handlers.openCheckReport({ path });
    await handlers.putCheckReport({ id: third.id, index: 0, records: [record(0)] });
    expect(await handlers.finishCheckReport({ id: third.id, keep: false })).toEqual({ bytes: 0, records: 0 });
    expect(await readdir(dir.path())).toEqual([]);
  });

  it('writes only to a .csv name', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    await expect(handlers.openCheckReport({ path: join(dir.path(), 'project.sitemapstudio') })).rejects.toThrow(
      'project.sitemapstudio is not a .csv file name; the report was not saved.',
    );
    expect(await readdir(dir.path())).toEqual([]);
  });

  it('into a folder that is not there, names the folder, not the hidden file it would have written', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const folder = join(dir.path(), 'no-such-folder');
    await expect(handlers.openCheckReport({ path: join(folder, 'report.csv') })).rejects.toMatchObject({
      code: 'ENOENT',
      path: folder,
    });
  });

  it('names the report, not its hidden temporary file, when it cannot take its name (a folder there), and leaves nothing', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const path = join(dir.path(), 'report.csv');
    const { id } = await handlers.openCheckReport({ path });
    await handlers.putCheckReport({ id, index: 0, records: [record(1)] });
    // A folder takes the name while the report is written.
    await mkdir(path);
    await expect(handlers.finishCheckReport({ id, keep: true })).rejects.toMatchObject({ path });
    expect(await readdir(dir.path())).toEqual(['report.csv']);
  });
});
