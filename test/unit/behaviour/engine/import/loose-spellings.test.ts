import { describe, expect, it } from 'vitest';
import { allLocs, importAll, problemTuples } from '../../../../support/import-helpers';
import { SITEMAP_NS } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

// The XML sweep: each of these was read without a word, where xmllint refuses the whole file
// ("StartTag: invalid element name", "Invalid PI name", "Unsupported version '2.0'", "Unescaped '<'
// not allowed in attributes values").
describe('XML that sax reads and a strict reader refuses', () => {
  const dir = useTempDir();
  const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';

  it('is a warning where it stands, each kind in its own words, every row read as before', async () => {
    const file = await dir.write(
      'loose.xml',
      [
        '<?xml version="2.0" encoding="UTF-8"?>',
        '<?XML version="1.0"?>',
        `<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}">`,
        '<?xml version="1.0" encoding="ISO-8859-1"?><url><loc><![cdata[https://example.com/a?x=1&y=2]]></loc></url>',
        `<url><loc>https://example.com/b</loc><image:image note="a<b"><image:loc>https://example.com/b.png</image:loc></image:image></url>`,
        '</urlset>',
      ].join('\n'),
    );
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual(['https://example.com/a?x=1&y=2', 'https://example.com/b']);
    expect(problemTuples(result)).toEqual([
      ['warning', 'xml-loosely-written', 1, 1],
      ['warning', 'xml-loosely-written', 2, 1],
      ['warning', 'xml-loosely-written', 4, 1],
      ['warning', 'xml-loosely-written', 4, 54],
      ['warning', 'xml-loosely-written', 5, 58],
    ]);
    expect(result.problems.map((problem) => problem.message)).toEqual([
      'The XML declaration gives version 2.0, where a sitemap is XML 1.0: strict readers such as xmllint refuse the whole file for it. It is read here as XML 1.0.',
      'A processing instruction is named XML: a name that spells xml in any case is reserved, and only <?xml …?> in lower case declares a file. Strict readers such as xmllint refuse the whole file for it; it is read here as if it were not there.',
      'A second XML declaration stands here, where only one may open the file: strict readers such as xmllint refuse the whole file for it. It is read here as if it were not there (the first one counts).',
      'A CDATA section opens here as <![cdata[, where XML writes <![CDATA[ in capitals: strict readers such as xmllint refuse the whole file for it. It is read here as CDATA.',
      'The value of the attribute note holds a < as it is, which XML forbids in an attribute (it is written &lt;): strict readers such as xmllint refuse the whole file for it. It is read here with the <.',
    ]);
  });

  it('says nothing of XML written as XML allows it: capitals, a version 1.x, a < written as a reference', async () => {
    const file = await dir.write(
      'strict.xml',
      [
        '<?xml version="1.1" encoding="UTF-8"?>',
        `<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}">`,
        '<url><loc><![CDATA[https://example.com/a]]></loc></url>',
        `<url><loc>https://example.com/b</loc><image:image note="a&lt;b &#60; c" other='d"<'><image:loc>https://example.com/b.png</image:loc></image:image></url>`,
        '</urlset>',
      ].join('\n'),
    );
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/b']);
    // The second value holds a raw < after a quote of the other kind: told, the first not.
    expect(problemTuples(result)).toEqual([['warning', 'xml-loosely-written', 4, 82]]);
  });

  it('tells a < in a value of many rows each time, listed as often as any warning is', async () => {
    const rows = Array.from(
      { length: 30 },
      (_, i) =>
        `<url><loc>https://example.com/${i}</loc><image:image t="${i}<"><image:loc>https://example.com/i.png</image:loc></image:image></url>`,
    );
    const file = await dir.write(
      'many.xml',
      `<urlset xmlns="${SITEMAP_NS}" xmlns:image="${IMAGE_NS}">\n${rows.join('\n')}\n</urlset>`,
    );
    const result = await importAll([file]);
    expect(allLocs(result)).toHaveLength(30);
    const told = result.problems.filter((problem) => problem.code === 'xml-loosely-written');
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.place).toMatchObject({ line: 2 });
  });

  // xmllint: "StartTag: invalid element name" for `<!doctype`; `<!DOCTYPE urlset>` it reads.
  it('tells a DOCTYPE opened in another case than <!DOCTYPE, besides the DOCTYPE itself, and not one in capitals', async () => {
    const urlset = `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/a</loc></url></urlset>`;
    const lower = await dir.write('lower.xml', `<?xml version="1.0"?>\n<!doctype urlset>\n${urlset}`);
    const mixed = await dir.write('mixed.xml', `<!DocType urlset>\n${urlset}`);
    const capitals = await dir.write('capitals.xml', `<?xml version="1.0"?>\n<!DOCTYPE urlset>\n${urlset}`);
    const read = await importAll([lower]);
    expect(allLocs(read)).toEqual(['https://example.com/a']);
    expect(problemTuples(read)).toEqual([
      ['warning', 'xml-loosely-written', 2, 1],
      ['warning', 'doctype-ignored', 2, 17],
    ]);
    expect(read.problems[0]!.message).toBe(
      'A DOCTYPE opens here as <!doctype, where XML writes <!DOCTYPE in capitals: strict readers such as xmllint refuse the whole file for it. It is read here as a DOCTYPE.',
    );
    expect(problemTuples(await importAll([mixed]))).toEqual([
      ['warning', 'xml-loosely-written', 1, 1],
      ['warning', 'doctype-ignored', 1, 17],
    ]);
    expect(problemTuples(await importAll([capitals]))).toEqual([['warning', 'doctype-ignored', 2, 17]]);
  });
});
