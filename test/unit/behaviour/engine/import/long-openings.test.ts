import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MOST_SNIFFED_BYTES } from '../../../../../electron/engine/sniff-kind';
import { allLocs, codes, importAll } from '../../../../support/import-helpers';
import { serveForTest } from '../../../../support/serve-for-test';
import { SITEMAP_NS } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

// A file's kind is told from its head. One whose first 16 KiB say nothing yet (white space, a long
// comment) is read on until they do, up to MOST_SNIFFED_BYTES: such files, which xmllint and
// Google read, were called "not a sitemap", or left out of a folder with a note.

const DECL = '<?xml version="1.0" encoding="UTF-8"?>';
const urlset = (loc: string): string => `<urlset xmlns="${SITEMAP_NS}"><url><loc>${loc}</loc></url></urlset>\n`;

describe('a file whose opening says nothing of its kind for a while', () => {
  const dir = useTempDir();

  it.each([
    ['20 KB of white space', `${' \n'.repeat(10_000)}${urlset('https://example.com/a')}`],
    ['2 MB of white space after the declaration', `${DECL}${'\n'.repeat(2_000_000)}${urlset('https://example.com/a')}`],
    ['a 70 KB comment', `${DECL}\n<!--${'x'.repeat(70_000)}-->\n${urlset('https://example.com/a')}`],
    [
      'its root element cut at 16 KiB',
      `${DECL}<!--${'x'.repeat(16_384 - DECL.length - 9)}-->${urlset('https://example.com/a')}`,
    ],
  ])('is read as the sitemap it is: %s, plain or gzip, on a parse worker or not', async (_case, text) => {
    const plain = await dir.write('sitemap.xml', text);
    const gzip = await dir.write('sitemap.xml.gz', gzipSync(text));
    for (const parseWorkers of [0, 1]) {
      const result = await importAll([plain, gzip], {}, { parseWorkers });
      expect(codes(result)).toEqual([]);
      expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/a']);
    }
  });

  it('is read from a folder too, not left out as no sitemap', async () => {
    const folder = join(dir.path(), 'site');
    await mkdir(folder);
    await dir.write('site/a.xml', urlset('https://example.com/a'));
    await dir.write('site/b.xml', `${DECL}\n<!--${'x'.repeat(20_000)}-->\n${urlset('https://example.com/b')}`);
    await dir.write('site/notes.txt', `${' '.repeat(30_000)}\nthese are notes, no sitemap\n`);

    const result = await importAll([folder]);

    expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/b']);
    // The notes, read on past their white space, are still no sitemap: a note of a file skipped.
    expect(codes(result)).toEqual(['folder-files-skipped']);
    expect(result.problems[0]!.message).toContain('notes.txt');
  });

  it('is read as the robots.txt it is when its first line is a 70 KB comment, from a server or a file', async () => {
    const robots = (sitemap: string): string => `# ${'x'.repeat(70_000)}\nUser-agent: *\nSitemap: ${sitemap}\n`;
    const { origin } = await serveForTest({
      '/site-robots.txt': (request, response) =>
        void response.end(robots(`http://${request.headers.host}/sitemap.xml`)),
      '/sitemap.xml': { body: urlset('https://example.com/a') },
    });
    await dir.write('sitemap.xml', urlset('https://example.com/a'));
    const local = await dir.write('site-robots.txt', robots(pathToFileURL(join(dir.path(), 'sitemap.xml')).href));

    const fetched = await importAll([`${origin}/site-robots.txt`]);
    const read = await importAll([local]);

    for (const result of [fetched, read]) {
      expect(codes(result)).toEqual([]);
      expect(result.files.map((file) => file.summary.kind)).toEqual(['robots', 'urlset']);
      expect(allLocs(result)).toEqual(['https://example.com/a']);
    }
    // Read whole, not stopped at the head its kind was first sought in.
    expect(fetched.files[0]!.summary.bytes).toBe(Buffer.byteLength(robots(`${origin}/sitemap.xml`)));
  });

  it('is told apart as empty when its white space ends within what was read', async () => {
    const blank = await dir.write('blank.xml', ' \n'.repeat(50_000));
    const result = await importAll([blank]);
    expect(codes(result)).toEqual(['source-empty']);
  });

  it(`is no sitemap when nothing tells its kind within ${MOST_SNIFFED_BYTES / 2 ** 20} MiB: the bound of what is read to tell it`, async () => {
    const far = await dir.write('far.xml', `${' '.repeat(MOST_SNIFFED_BYTES)}${urlset('https://example.com/a')}`);
    const result = await importAll([far]);
    expect(codes(result)).toEqual(['source-unrecognised']);
  });
});
