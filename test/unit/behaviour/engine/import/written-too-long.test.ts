import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { allLocs, codes, importAll, problemTuples } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';
import { urlsetDocument } from '../../../../support/sitemap-xml';
import { LIMITS } from '../../../../../shared/protocol';
import { MAX_WRITTEN_CHARS_PER_FILE } from '../../../../../electron/engine/import/value-limits';

const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const url = (loc: string, inner = ''): string => `<url><loc>${loc}</loc>${inner}</url>\n`;
const en = (count: number): string => count.toLocaleString('en-US');

// helper-117's probe: a <url> holding an element of 80 MB of tiny children (a 120 KB gzip) took
// 3 GB of heap on one thread, 5.3 GB on two, kept as its parts one string each.
describe('an element kept as written, or an extension value, too long to keep', () => {
  const dir = useTempDir();

  it('leaves out an entry whose unknown element runs past what the largest sitemap file holds, and reads on', async () => {
    const children = Math.ceil(LIMITS.bytesPerFileLarge / '<b>x</b>'.length) + 10;
    const bomb = `<x:foo xmlns:x="urn:x">${'<b>x</b>'.repeat(children)}</x:foo>`;
    const xml = urlsetDocument(
      url('https://example.com/a') + url('https://example.com/b', bomb) + url('https://example.com/c'),
    );
    const file = await dir.write('bomb.xml.gz', gzipSync(xml));
    const result = await importAll([file]);
    expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/c']);
    // Said once, where the element opens; not also "kept as written".
    expect(problemTuples(result).filter(([, code]) => code !== 'sitemap-over-limits')).toEqual([
      ['error', 'value-too-long', 4, 38],
    ]);
    expect(result.problems[0]!.message).toBe(
      `This <x:foo> is ${en(bomb.length)} characters long as written, more than the largest sitemap file may hold ` +
        '(52,428,800), so no export could write it back: its entry was left out and the file read on.',
    );
    expect(result.files[0]!.summary.partial).toBe(false);
  });

  // helper-120's review: written back, an apostrophe is `&apos;`: 96 MB of them in eleven elements kept 2 GB.
  it('keeps as written no more in all than a file may unpack to, leaving out the entry that would pass it', async () => {
    const apostrophes = Math.floor((MAX_WRITTEN_CHARS_PER_FILE * 0.4) / '&apos;'.length);
    const element = `<x:note xmlns:x="urn:x">${"'".repeat(apostrophes)}</x:note>`;
    const written = element.length + apostrophes * ('&apos;'.length - 1);
    const body = [1, 2, 3, 4].map((n) => url(`https://example.com/${n}`, element)).join('');
    const result = await importAll([await dir.write('apostrophes.xml', urlsetDocument(body))]);
    // Two kept (80 % of the budget), the third would pass it, the fourth passes it too.
    expect(allLocs(result)).toEqual(['https://example.com/1', 'https://example.com/2']);
    expect(result.files[0]!.rows.map((row) => row.extra[0]!.length)).toEqual([written, written]);
    expect(problemTuples(result)).toEqual([
      ['info', 'unknown-element-kept', 3, 38],
      ['info', 'unknown-element-kept', 4, 38],
      ['error', 'value-too-long', 5, 38],
      ['error', 'value-too-long', 6, 38],
    ]);
    expect(result.problems[2]!.message).toBe(
      `This <x:note> is ${en(written)} characters long as written, which takes the elements this file keeps as ` +
        `written past ${en(MAX_WRITTEN_CHARS_PER_FILE)} characters in all: its entry was left out and the file read on.`,
    );
  });

  // helper-121's review: an entry left out for its loc still spent what its element kept, and was "kept".
  it('spends nothing on an entry left out, and says nothing kept of it', async () => {
    const apostrophes = Math.floor((MAX_WRITTEN_CHARS_PER_FILE * 0.4) / '&apos;'.length);
    const element = `<x:note xmlns:x="urn:x">${"'".repeat(apostrophes)}</x:note>`;
    const longLoc = `https://example.com/${'l'.repeat(3 * 1024 * 1024)}`;
    const body = url(longLoc, element) + url('https://example.com/2', element) + url('https://example.com/3', element);
    const result = await importAll([await dir.write('left-out.xml', urlsetDocument(body))]);
    expect(allLocs(result)).toEqual(['https://example.com/2', 'https://example.com/3']);
    expect(codes(result)).toEqual(['value-too-long', 'unknown-element-kept', 'unknown-element-kept']);
    // Left out after its element was kept (an image's caption too long): what it kept is given back.
    const caption = `<image:image xmlns:image="${IMAGE_NS}"><image:loc>https://example.com/i.png</image:loc><image:caption>${'c'.repeat(3 * 1024 * 1024)}</image:caption></image:image>`;
    const later =
      url('https://example.com/1', element + caption) +
      url('https://example.com/2', element) +
      url('https://example.com/3', element);
    const after = await importAll([await dir.write('left-out-later.xml', urlsetDocument(later))]);
    expect(allLocs(after)).toEqual(['https://example.com/2', 'https://example.com/3']);
    const tooLong = after.problems.filter((item) => item.code === 'value-too-long').map((item) => item.message);
    expect(tooLong).toEqual([
      expect.stringMatching(/^This <image:caption> is 3,145,728 characters long; no sitemap value/),
    ]);
  });

  it('keeps an element as written across the joins of its parts, byte for byte', async () => {
    // Some 30,000 parts: several joins, with empty elements (self-closed) and text at their edges.
    const inner = Array.from({ length: 5_000 }, (_, i) => `<e n="${i}"/>t${i}<f>&amp;</f><!--c--><g/>`).join('');
    const kept = `<x:foo xmlns:x="urn:x">${inner}<x:bar/></x:foo>`;
    const file = await dir.write('kept.xml', urlsetDocument(url('https://example.com/a', kept)));
    const result = await importAll([file]);
    expect(codes(result)).toEqual(['unknown-element-kept']);
    expect(result.files[0]!.rows[0]!.extra).toEqual([kept]);
  });

  it('leaves out an entry whose image holds an element too long to keep, said where it opens', async () => {
    const children = Math.ceil(LIMITS.bytesPerFileLarge / '<b/>'.length) + 10;
    const bomb = `<image:extra>${'<b/>'.repeat(children)}</image:extra>`;
    const image = `<image:image><image:loc>https://example.com/i.png</image:loc>\n${bomb}</image:image>`;
    const body = url('https://example.com/a') + url('https://example.com/b', image) + url('https://example.com/c');
    const xml = urlsetDocument(body).replace('<urlset ', `<urlset xmlns:image="${IMAGE_NS}" `);
    const result = await importAll([await dir.write('image.xml.gz', gzipSync(xml))]);
    expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/c']);
    expect(problemTuples(result).filter(([, code]) => code !== 'sitemap-over-limits')).toEqual([
      ['error', 'value-too-long', 5, 1],
    ]);
    // As it would be written: standing on its own, with the declaration of its prefix.
    const declaration = ` xmlns:image="${IMAGE_NS}"`;
    expect(result.problems[0]!.message).toContain(
      `This <image:extra> is ${en(bomb.length + declaration.length)} characters long as written`,
    );
  });

  // helper-120's review: content an xhtml:link may not have, past the bound, left its whole row out.
  it('keeps the row of an xhtml:link with content past the bound, telling the content, keeping none of it', async () => {
    const content = `<b>${'<i/>'.repeat(Math.ceil(LIMITS.bytesPerFileLarge / '<i/>'.length))}</b>`;
    const link = `<xhtml:link rel="alternate" hreflang="de" href="https://example.com/de">${content}</xhtml:link>`;
    const xml = urlsetDocument(url('https://example.com/a', link) + url('https://example.com/c')).replace(
      '<urlset ',
      '<urlset xmlns:xhtml="http://www.w3.org/1999/xhtml" ',
    );
    const result = await importAll([await dir.write('link.xml.gz', gzipSync(xml))]);
    expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/c']);
    expect(codes(result).filter((code) => code !== 'sitemap-over-limits')).toEqual(['unexpected-element']);
    const row = result.files[0]!.rows[0]!;
    expect(row.alternates).toEqual([{ rel: 'alternate', hreflang: 'de', href: 'https://example.com/de' }]);
    expect(row.extra).toEqual([]);
  });

  it("leaves out an entry whose image field's text runs past 2 MiB, naming the field", async () => {
    const caption = 'c'.repeat(3 * 1024 * 1024);
    const image = `<image:image><image:loc>https://example.com/i.png</image:loc><image:caption>${caption}</image:caption></image:image>`;
    const body = url('https://example.com/a') + url('https://example.com/b', image) + url('https://example.com/c');
    const xml = urlsetDocument(body).replace('<urlset ', `<urlset xmlns:image="${IMAGE_NS}" `);
    const result = await importAll([await dir.write('caption.xml', xml)]);
    expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/c']);
    expect(codes(result)).toEqual(['value-too-long']);
    expect(result.problems[0]!.message).toBe(
      `This <image:caption> is ${en(caption.length)} characters long; no sitemap value is longer than 2,097,152, ` +
        'so its entry was left out and the file read on.',
    );
  });
});
