import { describe, expect, it } from 'vitest';
import { classifyPaths } from '../../../../../electron/engine/classify-paths';
import { serveForTest } from '../../../../support/serve-for-test';
import { codes, importAll } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';

/** Nothing, white space, a lone byte order mark: a file with no content at all. */
const BLANK = [
  ['empty', ''],
  ['white space only', ' \n\t\r\n  \n'],
  ['a byte order mark only', '\uFEFF'],
] as const;

describe('an empty robots.txt is valid: everything is allowed (RFC 9309)', () => {
  const dir = useTempDir();

  it.each(BLANK)(
    'a file that is %s is read as a robots.txt with no rules, noting only that it names no sitemap',
    async (_case, text) => {
      const robots = await dir.write('robots.txt', text);
      const result = await importAll([robots]);
      expect(result.problems.map((item) => [item.code, item.severity])).toEqual([['robots-no-sitemaps', 'info']]);
      expect(result.files.map((file) => [file.summary.kind, file.summary.partial])).toEqual([['robots', false]]);
      expect(result.files[0]!.robotsText).toBe(text.replace(/^\uFEFF/, ''));
      const opened = await classifyPaths([robots]);
      expect(opened.problems).toEqual([]);
      expect(opened.sources.map((source) => source.kind)).toEqual(['robots']);
    },
  );

  it('served empty over HTTP, it is read the same way', async () => {
    const server = await serveForTest({ '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: '' } });
    const result = await importAll([`${server.origin}/robots.txt`]);
    expect(codes(result)).toEqual(['robots-no-sitemaps']);
    expect(result.files.map((file) => file.summary.kind)).toEqual(['robots']);
  });
});

describe('an empty sitemap says that it is empty', () => {
  const dir = useTempDir();

  it.each(BLANK)('a sitemap.xml that is %s is reported as empty, not as "not a sitemap"', async (_case, text) => {
    const sitemap = await dir.write('sitemap.xml', text);
    const result = await importAll([sitemap]);
    expect(codes(result)).toEqual(['source-empty']);
    expect(result.problems[0]!.message).toMatch(/empty/);
    expect(result.problems[0]!.place.file).toBe(sitemap);
    const opened = await classifyPaths([sitemap]);
    expect(opened.sources).toEqual([]);
    expect(opened.problems.map((item) => [item.code, item.place.file])).toEqual([['source-empty', sitemap]]);
    expect(opened.problems[0]!.message).toContain('sitemap.xml is empty');
  });

  it('white space longer than the sniffed head, followed by words, is not called empty', async () => {
    const file = await dir.write('notes.txt', `${' '.repeat(20_000)}Just some words.\n`);
    expect(codes(await importAll([file]))).toEqual(['source-unrecognised']);
  });
});

describe('a sitemap.txt of relative lines', () => {
  const dir = useTempDir();

  it('is read as a text sitemap, each line flagged with its number', async () => {
    const file = await dir.write('sitemap.txt', 'index.html\nmodels/x.html\n');
    const result = await importAll([file]);
    expect(result.files.map((item) => item.summary.kind)).toEqual(['text']);
    expect(result.problems.map((item) => [item.code, item.place.line])).toEqual([
      ['loc-not-absolute', 1],
      ['loc-not-absolute', 2],
    ]);
  });
});
