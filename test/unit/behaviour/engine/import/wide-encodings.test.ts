import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { classifyPaths } from '../../../../../electron/engine/classify-paths';
import { wideEncoding } from '../../../../../electron/engine/sniff-kind';
import { codes, importAll } from '../../../../support/import-helpers';
import { serveForTest } from '../../../../support/serve-for-test';
import { useTempDir } from '../../../../support/use-temp-dir';

const SITEMAP =
  '<?xml version="1.0" encoding="UTF-16"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/</loc></url></urlset>\n';
const INDEX =
  '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>https://example.com/a.xml</loc></sitemap></sitemapindex>\n';
const ROBOTS = 'User-agent: *\nSitemap: https://example.com/sitemap.xml\n';

/** UTF-16 big-endian: Node writes only little-endian, so its byte pairs are swapped. */
const utf16be = (text: string): Buffer => Buffer.from(text, 'utf16le').swap16();
/** UTF-32 little-endian: four bytes a character. */
function utf32le(text: string): Buffer {
  const chars = [...text];
  const bytes = Buffer.alloc(chars.length * 4);
  chars.forEach((char, index) => bytes.writeUInt32LE(char.codePointAt(0)!, index * 4));
  return bytes;
}

const ENCODED: ReadonlyArray<readonly [string, string, Buffer, 'UTF-16' | 'UTF-32']> = [
  ['a UTF-16LE sitemap with a BOM', 'sitemap.xml', Buffer.from(`\uFEFF${SITEMAP}`, 'utf16le'), 'UTF-16'],
  ['a UTF-16LE sitemap without a BOM', 'sitemap.xml', Buffer.from(SITEMAP, 'utf16le'), 'UTF-16'],
  ['a UTF-16BE sitemap with a BOM', 'sitemap.xml', utf16be(`\uFEFF${SITEMAP}`), 'UTF-16'],
  ['a UTF-16BE sitemap without a BOM', 'sitemap.xml', utf16be(SITEMAP), 'UTF-16'],
  ['a gzipped UTF-16LE sitemap', 'sitemap.xml.gz', gzipSync(Buffer.from(`\uFEFF${SITEMAP}`, 'utf16le')), 'UTF-16'],
  ['a UTF-16LE index without a declaration or BOM', 'index.xml', Buffer.from(INDEX, 'utf16le'), 'UTF-16'],
  ['a UTF-16LE robots.txt with a BOM', 'robots.txt', Buffer.from(`\uFEFF${ROBOTS}`, 'utf16le'), 'UTF-16'],
  ['a UTF-16BE robots.txt without a BOM', 'robots.txt', utf16be(ROBOTS), 'UTF-16'],
  ['a UTF-32LE sitemap with a BOM', 'sitemap.xml', utf32le(`\uFEFF${SITEMAP}`), 'UTF-32'],
  ['a UTF-32LE sitemap without a BOM', 'sitemap.xml', utf32le(SITEMAP), 'UTF-32'],
];

describe('a UTF-16 or UTF-32 file is named as such, not called "not a sitemap"', () => {
  const dir = useTempDir();

  it.each(ENCODED)('%s: the import names its encoding and asks for UTF-8', async (_case, name, bytes, encoding) => {
    const path = await dir.write(name, bytes);
    const result = await importAll([path]);
    expect(codes(result)).toEqual(['source-wide-encoding']);
    expect(result.problems[0]!.place.file).toBe(path);
    expect(result.problems[0]!.message).toBe(
      `This file is saved as ${encoding}; XML and text sitemaps, indexes and robots.txt files are read as UTF-8 only. Save it as UTF-8 and import it again.`,
    );
    expect(result.files.map((file) => file.summary.urlCount)).toEqual([0]);
  });

  it.each(ENCODED)('%s: opening it by name names the file and its encoding', async (_case, name, bytes, encoding) => {
    const path = await dir.write(name, bytes);
    const opened = await classifyPaths([path]);
    expect(opened.sources).toEqual([]);
    expect(opened.problems.map((item) => [item.code, item.place.file])).toEqual([['source-wide-encoding', path]]);
    expect(opened.problems[0]!.message).toMatch(new RegExp(`^${name.replace('.', '\\.')} is saved as ${encoding};`));
  });

  // Excel's "Unicode text" is a tab-separated UTF-16LE table named .txt: its name does not say table.
  it('a table saved as Unicode text (.txt) is told in words for tables, by its loc header; a text sitemap is not', async () => {
    const unicodeText = Buffer.from('\uFEFFloc\tlastmod\r\nhttps://example.com/\t2024-01-01\r\n', 'utf16le');
    const table = await dir.write('pages.txt', unicodeText);
    const urls = await dir.write('urls.txt', Buffer.from('\uFEFFhttps://example.com/\r\n', 'utf16le'));
    const tableWords =
      'is saved as UTF-16; CSV and TSV tables are read as UTF-8 only. Save it as UTF-8 (in Excel: CSV UTF-8)';
    const sitemapWords =
      'is saved as UTF-16; XML and text sitemaps, indexes and robots.txt files are read as UTF-8 only.';

    const imported = await importAll([table, urls]);
    expect(codes(imported)).toEqual(['source-wide-encoding', 'source-wide-encoding']);
    expect(imported.problems[0]!.message).toContain(`This table ${tableWords}`);
    expect(imported.problems[1]!.message).toContain(`This file ${sitemapWords}`);

    const opened = await classifyPaths([table, urls]);
    expect(opened.problems.map((item) => item.message)).toEqual([
      expect.stringContaining(`pages.txt ${tableWords}`),
      expect.stringContaining(`urls.txt ${sitemapWords}`),
    ]);
  });

  it('served over HTTP, gzipped or not, it is named the same way', async () => {
    const server = await serveForTest({
      '/sitemap.xml': {
        headers: { 'content-type': 'application/xml' },
        body: Buffer.from(`\uFEFF${SITEMAP}`, 'utf16le'),
      },
      '/sitemap.xml.gz': { body: gzipSync(utf16be(SITEMAP)) },
    });
    const result = await importAll([`${server.origin}/sitemap.xml`, `${server.origin}/sitemap.xml.gz`]);
    expect(result.problems.map((item) => [item.code, item.place.file])).toEqual([
      ['source-wide-encoding', `${server.origin}/sitemap.xml`],
      ['source-wide-encoding', `${server.origin}/sitemap.xml.gz`],
    ]);
    expect(result.problems[0]!.message).toContain('saved as UTF-16');
  });
});

describe('a CSV or TSV table saved as UTF-16 or UTF-32 is named as such, in words for tables', () => {
  const dir = useTempDir();
  const TABLE = 'loc,lastmod\nhttps://example.com/a,2024-01-01\n';
  const TABLES: ReadonlyArray<readonly [string, Buffer, 'UTF-16' | 'UTF-32']> = [
    // Excel's "Unicode text": UTF-16LE with a BOM, tab-separated.
    ['pages.tsv', Buffer.from(`\uFEFF${TABLE.replaceAll(',', '\t')}`, 'utf16le'), 'UTF-16'],
    ['pages.csv', utf16be(TABLE), 'UTF-16'],
    ['pages.csv.gz', gzipSync(utf32le(`\uFEFF${TABLE}`)), 'UTF-32'],
  ];

  it.each(TABLES)('%s: the import and opening it by name say so, and nothing else', async (name, bytes, encoding) => {
    const path = await dir.write(name, bytes);
    const result = await importAll([path]);
    expect(result.problems.map((item) => [item.code, item.place.file, item.message])).toEqual([
      [
        'source-wide-encoding',
        path,
        `This table is saved as ${encoding}; CSV and TSV tables are read as UTF-8 only. Save it as UTF-8 (in Excel: CSV UTF-8) and import it again.`,
      ],
    ]);
    expect(result.files.map((file) => [file.summary.kind, file.summary.urlCount])).toEqual([['csv', 0]]);

    const opened = await classifyPaths([path]);
    expect(opened.sources).toEqual([]);
    expect(opened.problems.map((item) => [item.code, item.message])).toEqual([
      [
        'source-wide-encoding',
        `${name} is saved as ${encoding}; CSV and TSV tables are read as UTF-8 only. Save it as UTF-8 (in Excel: CSV UTF-8) and import it again.`,
      ],
    ]);
  });
});

describe('in a folder, a file named like a sitemap saved as UTF-16 is named too, not skipped', () => {
  const dir = useTempDir();

  it('reports it where it is, and still imports the UTF-8 sitemap beside it', async () => {
    const wide = await dir.write('site/sitemap-news.xml', Buffer.from(`\uFEFF${SITEMAP}`, 'utf16le'));
    await dir.write('site/sitemap-pages.xml', SITEMAP.replace('UTF-16', 'UTF-8'));
    const result = await importAll([join(dir.path(), 'site')]);
    expect(result.problems.map((item) => [item.code, item.place.file])).toEqual([['source-wide-encoding', wide]]);
    // Told a sitemap by its decoded head, it takes its place among the sitemaps, by path.
    expect(result.files.map((file) => [file.summary.name, file.summary.urlCount])).toEqual([
      ['sitemap-news.xml', 0],
      ['sitemap-pages.xml', 1],
    ]);
  });
});

describe('in a folder, a robots.txt or sitemap saved as UTF-16 or UTF-32 is told by its content and named, whatever its name', () => {
  const dir = useTempDir();

  it('names the robots.txt, the sitemap and the index as a file named on its own is named; other text stays skipped', async () => {
    const robots = await dir.write('site/robots.txt', Buffer.from(`\uFEFF${ROBOTS}`, 'utf16le'));
    const pages = await dir.write('site/pages.xml', utf16be(SITEMAP));
    const index = await dir.write('site/all.xml', utf32le(INDEX));
    await dir.write('site/notes.txt', Buffer.from('\uFEFFRemember to upload.\n', 'utf16le'));
    const result = await importAll([join(dir.path(), 'site')]);
    expect(result.problems.map((item) => [item.code, item.place.file])).toEqual([
      ['folder-files-skipped', join(dir.path(), 'site')],
      ['source-wide-encoding', robots],
      ['source-wide-encoding', index],
      ['source-wide-encoding', pages],
    ]);
    expect(result.problems[0]!.message).toContain(': notes.txt.');
    expect(result.problems[1]!.message).toContain('is saved as UTF-16');
    expect(result.problems[2]!.message).toContain('is saved as UTF-32');
  });
});

describe('wideEncoding leaves UTF-8 alone', () => {
  it.each([
    ['UTF-8 XML', SITEMAP],
    ['UTF-8 XML with a BOM', `\uFEFF${SITEMAP}`],
    ['a robots.txt', ROBOTS],
    ['non-ASCII UTF-8', 'https://example.com/ça\n'],
    ['a lone "<"', '<'],
    ['nothing', ''],
  ])('%s is not called wide', (_case, text) => {
    expect(wideEncoding(Buffer.from(text, 'utf8'))).toBeNull();
  });
});
