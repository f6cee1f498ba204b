import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { allLocs, importAll, problemTuples } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';

// The CLI probe: raw 0x00 and 0x01 inside <loc> were read without a word, where xmllint refuses the file.
describe('a character XML allows in no form, standing raw in a sitemap', () => {
  const dir = useTempDir();

  it('is a warning at its line and column, each one, and every row is still read, plain or gzip', async () => {
    const sitemap = [
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      '<url><loc>https://example.com/a\u0001b</loc></url>',
      '<url><loc>https://example.com/c</loc><lastmod>2024-01-0\u00001</lastmod></url>',
      '<url><loc>https://example.com/d</loc></url>',
      '</urlset>',
    ].join('\n');
    for (const file of [await dir.write('raw.xml', sitemap), await dir.write('raw.xml.gz', gzipSync(sitemap))]) {
      const result = await importAll([file]);
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
