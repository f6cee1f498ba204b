import { readdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../../electron/cli/load-tables';
import { exportProject } from '../../../../electron/engine/export/export-project';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { validateTables } from '../../../../shared/validation/validate-rows';
import { EXPORT_BASE_URL, cliExport, cliRun } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

/** A shop's table as a CSV of `rows` rows; `change` may rewrite a row's line. */
function shopCsv(rows: number, change: (line: string, row: number) => string = (line) => line): string {
  const lines = ['loc,lastmod,changefreq,priority'];
  for (let row = 0; row < rows; row++) {
    const month = String((row % 12) + 1).padStart(2, '0');
    const line = `https://example.com/products/item-${row}.html?ref=a&v=${row % 7},2024-${month}-01,weekly,0.${row % 10}`;
    lines.push(change(line, row));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The files an export wrote, but its manifest, which names the project and the time. */
const folderBytes = async (folder: string): Promise<Record<string, Buffer>> => {
  const names = (await readdir(folder)).filter((name) => name !== '.sitemap-studio-export.json').sort();
  return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name))])));
};

describe('sitemap-studio export of one large CSV, streamed', () => {
  const temp = useTempDir();
  const out = useTempDir();

  it('writes a 300,000-row CSV into the same files, byte for byte, as the export of the whole table', async () => {
    const csv = await temp.write('shop.csv', shopCsv(300_000));
    // Files of 45,000 URLs: their ends fall inside the stream's batches of 50,000.
    const streamed = await cliExport(csv, join(out.path(), 'streamed'), '--max-urls', '45000');
    expect(streamed.err).toBe('');
    expect(streamed.code).toBe(0);
    const { tables, robotsTxt, problems } = await loadTables([csv]);
    expect(problems).toEqual([]);
    const outputFolder = join(out.path(), 'whole');
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder, maxUrls: 45_000 };
    expect((await exportProject({ projectId: 'whole', tables, settings, robotsTxt })).ok).toBe(true);
    const written = await folderBytes(join(out.path(), 'streamed'));
    const expected = await folderBytes(outputFolder);
    expect(Object.keys(written)).toEqual(Object.keys(expected));
    expect(Object.keys(written).filter((name) => name.endsWith('.xml.gz'))).toHaveLength(7);
    for (const name of Object.keys(expected)) expect(written[name]!.equals(expected[name]!), name).toBe(true);
    expect(streamed.out).toContain('Wrote 8 files (300,000 URLs)');
  }, 120_000);

  it('refuses a CSV without a loc column, naming the file and its columns, and writes nothing', async () => {
    const csv = await temp.write('export.csv', 'url,lastmod\nhttps://example.com/,2024-01-01\n');
    const result = await cliExport(csv, out.path());
    expect(result.code).toBe(1);
    expect(result.err).toContain('Not exported: some sources could not be read completely');
    expect(result.err).toContain('export.csv has no "loc" column: its first line names "url", "lastmod".');
    expect(readdirSync(out.path())).toEqual([]);
    const validated = await cliRun('validate', csv);
    expect(validated.code).toBe(1);
    expect(validated.out).toContain('export.csv has no "loc" column');
    expect(validated.out).toContain('Checked 0 URLs in 1 table.');
  });

  it('refuses a CSV whose stray quote read three lines as one row, naming them, and writes nothing', async () => {
    const text =
      'loc\n"https://example.com/a"x\nhttps://example.com/b\n"https://example.com/c"\nhttps://example.com/d\n';
    const csv = await temp.write('quotes.csv', text);
    const result = await cliExport(csv, out.path());
    expect(result.code).toBe(1);
    expect(result.err).toContain('Not exported: some sources could not be read completely or as they were meant');
    expect(result.err).toContain(
      'quotes.csv:2  [table-quote-runs-on] A quote in a cell on line 2 is not doubled, so lines 2–4',
    );
    expect(readdirSync(out.path())).toEqual([]);
  });

  it('refuses a CSV whose unclosed quote swallows the rest of the file, on the line it starts', async () => {
    const text = shopCsv(100, (line, row) => (row === 41 ? line.replace(',weekly', ',"weekly') : line));
    const csv = await temp.write('open-quote.csv', text + 'x'.repeat(40 * 1024 * 1024));
    const result = await cliExport(csv, out.path());
    expect(result.code).toBe(1);
    expect(result.err).toContain('The record starting on line 43 runs past 16,777,216 characters without ending');
    expect(readdirSync(out.path())).toEqual([]);
  });
});

describe('sitemap-studio validate of one large CSV, streamed', () => {
  const temp = useTempDir();

  it('reports what validating the whole table does: lines of quoted line breaks, duplicates across batches', async () => {
    // Every 5,000th lastmod holds a quoted line break, so later rows start further down; rows far
    // apart (in different batches of 50,000) repeat a loc.
    const text = shopCsv(120_000, (line, row) => {
      if (row === 110_000) return 'https://example.com/products/item-10.html?ref=a&v=3,2024-01-01,weekly,0.5';
      if (row === 70_001) return '/relative,2024-01-01,weekly,0.5';
      return row % 5000 === 0 ? line.replace(',weekly', ',"week\nly"') : line;
    });
    const csv = await temp.write('big.csv', text);
    const result = await cliRun('validate', csv, '--json', '--all');
    const { tables, problems } = await loadTables([csv]);
    const expected = [...problems, ...validateTables(tables, { base: null, now: Date.now(), robots: null })];
    const reported = JSON.parse(result.out) as { urls: number; problems: Array<{ code: string; place: object }> };
    expect(reported.urls).toBe(120_000);
    expect(reported.problems).toEqual(JSON.parse(JSON.stringify(expected)));
    // Row 70,000 starts on line 70,016 (the header, and 14 line breaks in cells before it) and takes two.
    const lineOf = (row: number): number => text.slice(0, text.indexOf(`item-${row}.html`)).split('\n').length;
    expect(lineOf(70_000)).toBe(70_000 + 2 + 14);
    const lines = reported.problems.map((item) => item.place).filter((place) => 'line' in place);
    expect(lines).toEqual([{ file: csv, line: lineOf(70_000) + 2, field: 'loc' }]);
    const duplicates = reported.problems.filter((item) => item.code === 'loc-duplicate');
    expect(duplicates.map((item) => item.place)).toMatchObject([{ table: 'big', row: 110_001 }]);
  }, 60_000);
});
