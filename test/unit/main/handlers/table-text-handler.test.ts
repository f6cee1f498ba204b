import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../../../electron/main/handlers/create-handlers';
import { tableText } from '../../../../shared/table-text';
import { emptyRow } from '../../../../shared/url-table';
import { quietHandlerDeps } from '../../../support/handler-deps';
import { importAll } from '../../../support/import-helpers';
import { useTempDir } from '../../../support/use-temp-dir';

describe('saveTableText', () => {
  const dir = useTempDir();
  const handlers = createHandlers(quietHandlerDeps());

  it('writes the text to the .csv or .tsv file, replacing an older one, and leaves no temporary file', async () => {
    const old = await dir.write('pages.tsv', 'old content');
    const rows = [{ ...emptyRow('https://example.com/ü'), priority: '0.4' }];
    const text = tableText(rows, 'tsv');
    expect(await handlers.saveTableText({ path: old, text })).toEqual({ bytes: Buffer.byteLength(text) });
    expect(await readFile(old, 'utf8')).toBe('loc\tlastmod\tchangefreq\tpriority\nhttps://example.com/ü\t\t\t0.4\n');
    expect(await readdir(dir.path())).toEqual(['pages.tsv']);
    // What was written imports back to the same rows.
    const result = await importAll([old]);
    expect(result.files[0]!.rows).toEqual(rows);
  });

  it('refuses any other file name, so it cannot overwrite a project or a sitemap', async () => {
    const project = await dir.write('site.sitemapstudio', '{"keep":true}');
    for (const path of [project, join(dir.path(), 'sitemap.xml'), join(dir.path(), 'pages.csv.gz')]) {
      await expect(handlers.saveTableText({ path, text: 'loc\n' })).rejects.toThrow(
        'is not a .csv or .tsv file name; the table was not saved.',
      );
    }
    expect(await readFile(project, 'utf8')).toBe('{"keep":true}');
    expect(await readdir(dir.path())).toEqual(['site.sitemapstudio']);
  });

  it('fails with the system message when the folder does not exist', async () => {
    await expect(handlers.saveTableText({ path: '/no/such/folder/pages.csv', text: 'loc\n' })).rejects.toThrow(
      /ENOENT/,
    );
  });
});
