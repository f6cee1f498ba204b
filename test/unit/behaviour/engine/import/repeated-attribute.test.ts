import { describe, expect, it } from 'vitest';
import { allLocs, importAll, problemTuples } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';

// The CLI probe: an attribute given twice in one tag was read without a word (the last value kept),
// where xmllint refuses the file ("Attribute hreflang redefined").
describe('an attribute given twice in one start tag', () => {
  const dir = useTempDir();

  it('is a warning at its tag, the last value read, and every row still read', async () => {
    const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    const file = await dir.write(
      'repeated.xml',
      [
        `<urlset xmlns="${ns}" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns="${ns}">`,
        '<url><loc>https://example.com/a</loc>',
        '  <xhtml:link rel="alternate" hreflang="de" hreflang="en" href="https://example.com/en"/></url>',
        '<url><loc>https://example.com/b</loc>',
        '  <xhtml:link rel="alternate" hreflang="de" href="https://example.com/de"/></url>',
        '</urlset>',
      ].join('\n'),
    );
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(problemTuples(result)).toEqual([
      ['warning', 'xml-attribute-repeated', 1, 1],
      ['warning', 'xml-attribute-repeated', 3, 3],
    ]);
    expect(result.problems[1]!.message).toBe(
      'The attribute hreflang is given twice in one <xhtml:link> tag, which XML forbids: strict readers such as xmllint refuse the whole file for it. It is read here, with the last value given.',
    );
    const rows = result.files[0]!.rows;
    expect(rows.map((row) => row.alternates.map((link) => link.hreflang))).toEqual([['en'], ['de']]);
  });
});
