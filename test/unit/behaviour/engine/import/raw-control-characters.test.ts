import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { allLocs, importAll, problemTuples } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';

/** The sitemap of `lines` imported as it is and gzipped, each import's result. */
async function importPlainAndGzip(dir: ReturnType<typeof useTempDir>, lines: readonly string[]) {
  const sitemap = lines.join('\n');
  const files = [await dir.write('raw.xml', sitemap), await dir.write('raw.xml.gz', gzipSync(sitemap))];
  return Promise.all(files.map((file) => importAll([file])));
}

// The CLI probe: raw 0x00 and 0x01 inside <loc> were read without a word, where xmllint refuses the file.
describe('a character XML allows in no form, standing raw in a sitemap', () => {
  const dir = useTempDir();

  it('is a warning at its line and column, each one, and every row is still read, plain or gzip', async () => {
    const results = await importPlainAndGzip(dir, [
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '<url><loc>https://example.com/a\u0001b</loc></url>',
      '<url><loc>https://example.com/c</loc><lastmod>2024-01-0\u00001</lastmod></url>',
      '<url><loc>https://example.com/d</loc></url>',
      '</urlset>',
    ]);
    for (const result of results) {
      expect(allLocs(result)).toEqual([
        'https://example.com/a\u0001b',
        'https://example.com/c',
        'https://example.com/d',
      ]);
      expect(problemTuples(result)).toEqual([
        ['warning', 'xml-char-invalid', 2, 32],
        ['warning', 'xml-char-invalid', 3, 56],
      ]);
      expect(result.problems[0]!.message).toContain('The character U+0001 stands here as it is');
      expect(result.problems[1]!.message).toContain('U+0000');
    }
  });
});

// The CLI probe: two byte order marks were read without a word; xmllint refuses the file ("Start tag expected").
describe('a second byte order mark before the XML', () => {
  const dir = useTempDir();

  it('is a warning at the start of the file, with or without a declaration, and the file is read', async () => {
    const urlset =
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/</loc></url></urlset>';
    const bom = '\uFEFF';
    for (const text of [`${bom}${bom}<?xml version="1.0"?>${urlset}`, `${bom}${bom}${urlset}`]) {
      const result = await importAll([await dir.write('boms.xml', text)]);
      expect(allLocs(result)).toEqual(['https://example.com/']);
      expect(problemTuples(result)).toEqual([['warning', 'bom-repeated', 1, 1]]);
    }
    const one = await importAll([await dir.write('bom.xml', `${bom}${urlset}`)]);
    expect(problemTuples(one)).toEqual([]);
  });
});

// `]]>` standing as it is in a <loc> or a title was read without a word; xmllint refuses the file
// ("Sequence ']]>' not allowed in content").
describe('a CDATA section end standing in an element’s text', () => {
  const dir = useTempDir();

  it('is a warning at its first `]`, each one, and every row is still read, plain or gzip', async () => {
    const results = await importPlainAndGzip(dir, [
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
      '<url><loc>https://example.com/a]]>b</loc></url>',
      '<url><loc>https://example.com/c</loc><image:image><image:loc>https://example.com/c.png</image:loc>',
      '<image:title>x ]]> y</image:title></image:image></url>',
      '</urlset>',
    ]);
    for (const result of results) {
      expect(allLocs(result)).toEqual(['https://example.com/a]]>b', 'https://example.com/c']);
      expect(problemTuples(result)).toEqual([
        ['warning', 'xml-cdata-end-in-text', 2, 32],
        ['warning', 'xml-cdata-end-in-text', 4, 16],
      ]);
      expect(result.problems[0]!.message).toContain('The characters ]]> stand here as they are');
    }
  });

  it('is not told where XML allows it: a CDATA section’s end, an attribute, a comment, a processing instruction, escaped', async () => {
    const sitemap = [
      '<?xml version="1.0"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" data-x="a]]>b">',
      '<!-- a ]]> b --><?note a ]]> b?>',
      '<url><loc><![CDATA[https://example.com/c]]></loc></url>',
      '<url><loc>https://example.com/d]]&gt;</loc></url>',
      '</urlset>',
    ].join('\n');
    const result = await importAll([await dir.write('allowed.xml', sitemap)]);
    expect(allLocs(result)).toEqual(['https://example.com/c', 'https://example.com/d]]>']);
    expect(problemTuples(result)).toEqual([]);
  });
});
