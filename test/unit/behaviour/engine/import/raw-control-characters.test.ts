import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseXml } from '../../../../../electron/engine/import/parse-xml';
import { countProblems, type Problem } from '../../../../../shared/problems';
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

// A file may hold millions of them: each built whole (its place, its message) made 9.6 million take
// 5.7 s to read where the same file without them took 1.1 s. Past those listed, each is only counted.
describe('raw characters and ]]> past the findings a file lists', () => {
  const dir = useTempDir();
  const entries = (count: number): string =>
    [
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...Array.from({ length: count }, (_, i) => `<url><loc>https://example.com/${i}</loc></url>\u0001]]>`),
      '</urlset>',
    ].join('\n');

  it('are listed up to the bound, the rest counted on one stand-in that keeps the first counted one’s words', async () => {
    const reported: Problem[] = [];
    async function* chunks(): AsyncGenerator<Buffer> {
      yield Buffer.from(entries(5).replace('\u0001]]>', '\u0002]]>'));
    }
    // Standing in the root, each is stray text too (told as such): not what is counted here.
    const report = (item: Problem): void => void (item.code !== 'stray-text' && reported.push(item));
    const context = { file: 'f.xml', report, onRow: () => undefined };
    const { document } = await parseXml(chunks(), { ...context, listedPerCode: 3 });
    expect(document.rows).toHaveLength(5);
    const listed = reported.filter((item) => item.unlisted === undefined);
    // The text came in one write: its raw characters are found first, then its ]]>.
    expect(listed.map((item) => [item.code, item.place.line])).toEqual([
      ['xml-char-invalid', 2],
      ['xml-char-invalid', 3],
      ['xml-char-invalid', 4],
      ['xml-cdata-end-in-text', 2],
      ['xml-cdata-end-in-text', 3],
      ['xml-cdata-end-in-text', 4],
    ]);
    expect(listed[0]!.params).toEqual([{ codePoint: 'U+0002' }]);
    // The stand-ins come as the file ends: at the file, with the first counted one's parameters.
    expect(reported.slice(listed.length)).toMatchObject([
      { code: 'xml-char-invalid', unlisted: 2, place: { file: 'f.xml' }, params: [{ codePoint: 'U+0001' }] },
      { code: 'xml-cdata-end-in-text', unlisted: 2, place: { file: 'f.xml' } },
    ]);
    expect(reported.at(-1)!.place.line).toBeUndefined();
    expect(reported.at(-1)!.message).toMatch(/2 more/);
  });

  it('count exactly in an import, on the parse workers and on this thread, plain and gzip', async () => {
    const sitemap = entries(250);
    for (const file of [await dir.write('many.xml', sitemap), await dir.write('many.xml.gz', gzipSync(sitemap))]) {
      for (const workers of [0, 2]) {
        const result = await importAll([file], { problemsListedPerCode: 100 }, { parseWorkers: workers });
        expect(allLocs(result)).toHaveLength(250);
        const of = (code: string): Problem[] => result.problems.filter((item) => item.code === code);
        for (const code of ['xml-char-invalid', 'xml-cdata-end-in-text']) {
          expect(
            of(code).filter((item) => item.unlisted === undefined),
            `${code} ${workers}`,
          ).toHaveLength(100);
          expect(of(code).find((item) => item.unlisted !== undefined)?.unlisted).toBe(150);
        }
        // 250 of each, and 250 of the stray text in the root that they are.
        expect(of('stray-text').length).toBe(101);
        expect(countProblems(result.problems).warning).toBe(750);
      }
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
