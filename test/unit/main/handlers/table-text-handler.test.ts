import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../../../electron/main/handlers/create-handlers';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import type { JobProgress } from '../../../../shared/app-types';
import type { EmitEvent, InvokeHandlers } from '../../../../shared/ipc-contract';
import { tableText } from '../../../../shared/table-text';
import { sendRows } from '../../../../shared/transfer/send-rows';
import { emptyImage, emptyRow, type UrlRow } from '../../../../shared/url-table';
import { quietHandlerDeps } from '../../../support/handler-deps';
import { importAll } from '../../../support/import-helpers';
import { useTempDir } from '../../../support/use-temp-dir';

/** The rows uploaded to main as the renderer uploads them; the upload's id. */
const uploaded = (handlers: InvokeHandlers, rows: readonly UrlRow[]) => sendRows(UrlColumns.fromRows(rows), handlers);

/** Rows past one run of text (10,000 rows), with cells a spreadsheet would run as formulas and cells that need quotes. */
const manyRows = (count: number): UrlRow[] =>
  Array.from({ length: count }, (_, i) => ({
    ...emptyRow(i % 1000 === 7 ? `=HYPERLINK("https://evil.example/${i}")` : `https://example.com/p/${i}?a=1,b="2"`),
    lastmod: i % 3 === 0 ? '2024-05-01' : null,
    priority: i % 5 === 0 ? '-1' : '0.5',
  }));

describe('saveTableText', () => {
  const dir = useTempDir();

  it('writes the uploaded rows to the .csv or .tsv file, replacing an older one, leaving no temporary file and no upload', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const old = await dir.write('pages.tsv', 'old content');
    const rows = [
      { ...emptyRow('https://example.com/ü'), priority: '0.4' },
      { ...emptyRow('https://example.com/b'), images: [emptyImage('https://example.com/b.png')] },
    ];
    const upload = await uploaded(handlers, rows);
    const text = tableText(rows, 'tsv');
    expect(await handlers.saveTableText({ path: old, upload })).toEqual({
      bytes: Buffer.byteLength(text),
      rows: 2,
      rowsWithExtensions: 1,
    });
    expect(await readFile(old, 'utf8')).toBe(
      'loc\tlastmod\tchangefreq\tpriority\nhttps://example.com/ü\t\t\t0.4\nhttps://example.com/b\t\t\t\n',
    );
    expect(await readdir(dir.path())).toEqual(['pages.tsv']);
    expect(await handlers.dropTransfers({ ids: [upload] })).toEqual({ dropped: 0 });
    // What was written imports back to the same plain fields.
    const result = await importAll([old]);
    expect(result.files[0]!.rows).toEqual(rows.map((row) => ({ ...row, images: [] })));
  });

  it('streams a table of many runs as exactly the text of the whole, formula cells quoted, with progress as a job', async () => {
    const events: JobProgress[] = [];
    const emit: EmitEvent = (name, payload) => void (name === 'jobProgress' && events.push(payload as JobProgress));
    const handlers = createHandlers(quietHandlerDeps({ emit }));
    const rows = manyRows(25_001);
    for (const format of ['csv', 'tsv'] as const) {
      const path = join(dir.path(), `many.${format}`);
      const answer = await handlers.saveTableText({ path, upload: await uploaded(handlers, rows) });
      const text = tableText(rows, format);
      expect(await readFile(path, 'utf8')).toBe(text);
      expect(answer).toEqual({ bytes: Buffer.byteLength(text), rows: 25_001, rowsWithExtensions: 0 });
    }
    expect(await readFile(join(dir.path(), 'many.csv'), 'utf8')).toContain(
      `"'=HYPERLINK(""https://evil.example/7"")",,,0.5\r\n`,
    );
    const csvJob = events.filter((event) => event.label === 'Saving many.csv');
    expect(csvJob.map((event) => event.done)).toEqual([0, 10_000, 20_000, 25_001, 25_001]);
    expect(csvJob.at(-1)).toMatchObject({ total: 25_001, finished: true });
  });

  it('writes the header alone for a table with no rows', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const path = join(dir.path(), 'empty.csv');
    expect(await handlers.saveTableText({ path, upload: await uploaded(handlers, []) })).toMatchObject({ rows: 0 });
    expect(await readFile(path, 'utf8')).toBe('loc,lastmod,changefreq,priority\r\n');
  });

  it('refuses any other file name, so it cannot overwrite a project or a sitemap, and lets the upload go', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const project = await dir.write('site.sitemapstudio', '{"keep":true}');
    for (const path of [project, join(dir.path(), 'sitemap.xml'), join(dir.path(), 'pages.csv.gz')]) {
      const upload = await uploaded(handlers, [emptyRow('https://example.com/')]);
      await expect(handlers.saveTableText({ path, upload })).rejects.toThrow(
        'is not a .csv or .tsv file name; the table was not saved.',
      );
      expect(await handlers.dropTransfers({ ids: [upload] })).toEqual({ dropped: 0 });
    }
    expect(await readFile(project, 'utf8')).toBe('{"keep":true}');
    expect(await readdir(dir.path())).toEqual(['site.sitemapstudio']);
  });

  it('fails with the system message when the folder does not exist, or the upload is no longer held', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const upload = await uploaded(handlers, [emptyRow('https://example.com/')]);
    // The folder named as what is not there, not the hidden file the save writes first.
    await expect(handlers.saveTableText({ path: '/no/such/folder/pages.csv', upload })).rejects.toMatchObject({
      code: 'ENOENT',
      path: '/no/such/folder',
    });
    await expect(handlers.saveTableText({ path: join(dir.path(), 'pages.csv'), upload })).rejects.toMatchObject({
      code: 'transfer-gone',
    });
    expect(await readdir(dir.path())).toEqual([]);
  });

  it('leaves no half file when the file cannot take the place of what has its name', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const taken = join(dir.path(), 'pages.csv');
    await mkdir(taken);
    await writeFile(join(taken, 'inside.txt'), 'kept');
    const upload = await uploaded(handlers, manyRows(100));
    await expect(handlers.saveTableText({ path: taken, upload })).rejects.toThrow();
    expect(await readdir(dir.path())).toEqual(['pages.csv']);
    expect(await readFile(join(taken, 'inside.txt'), 'utf8')).toBe('kept');
  });

  it('stops when its job is cancelled: an older file stays whole and no temporary file is left', async () => {
    let handlers: InvokeHandlers | null = null;
    const emit: EmitEvent = (name, payload) => {
      const progress = payload as JobProgress;
      if (name === 'jobProgress' && progress.done === 10_000) void handlers!.cancelJob({ jobId: progress.jobId });
    };
    handlers = createHandlers(quietHandlerDeps({ emit }));
    const old = await dir.write('pages.csv', 'older export');
    const upload = await uploaded(handlers, manyRows(25_001));
    await expect(handlers.saveTableText({ path: old, upload })).rejects.toMatchObject({
      code: 'save-cancelled',
      message: 'Saving pages.csv was cancelled; no file was written.',
    });
    expect(await readFile(old, 'utf8')).toBe('older export');
    expect(await readdir(dir.path())).toEqual(['pages.csv']);
  });
});
