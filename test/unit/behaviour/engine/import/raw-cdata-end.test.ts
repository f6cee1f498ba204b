import { describe, expect, it } from 'vitest';
import { allLocs, importAll, problemTuples } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';

// `]]>` standing as it is in a <loc> or a title was read without a word; xmllint refuses the file
// ("Sequence ']]>' not allowed in content").
describe('a CDATA section end standing in an element’s text', () => {
  const dir = useTempDir();

  it('is a warning at its first `]`, each one, and every row is still read', async () => {
    const sitemap = [
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
      '<url><loc>https://example.com/a]]>b</loc></url>',
      '<url><loc>https://example.com/c</loc><image:image><image:loc>https://example.com/c.png</image:loc>',
      '<image:title>x ]]> y</image:title></image:image></url>',
      '</urlset>',
    ].join('\r\n');
    const result = await importAll([await dir.write('raw.xml', sitemap)]);
    expect(allLocs(result)).toEqual(['https://example.com/a]]>b', 'https://example.com/c']);
    expect(problemTuples(result)).toEqual([
      ['warning', 'xml-cdata-end-in-text', 2, 32],
      ['warning', 'xml-cdata-end-in-text', 4, 16],
    ]);
    expect(result.problems[0]!.message).toContain('The characters ]]> stand here as they are');
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
