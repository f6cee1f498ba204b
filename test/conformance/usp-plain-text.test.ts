import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { corpusAvailable, corpusPath, noteCorpus } from '../support/corpus';
import { allLocs, importAll } from '../support/import-helpers';

noteCorpus("ultimate-sitemap-parser's plain-text sitemaps");

/** USP's plain-text sitemaps: its docs' example opens with a note line, its fixture has one among its URLs. */
const FILES = [
  'peer-vectors/ultimate-sitemap-parser/docs_formats_examples/plaintext.txt',
  'peer-vectors/ultimate-sitemap-parser/fixtures/test_sitemap_tree_for_homepage_plain_text/03_sitemap_1.txt',
];

describe.skipIf(!corpusAvailable)("ultimate-sitemap-parser's plain-text sitemaps", () => {
  it.each(FILES)('%s: every URL line is a row, every other line a row flagged at its line', async (file) => {
    const path = corpusPath(file);
    // Independently: the file's non-blank lines, split by their opening with http(s)://.
    const lines = readFileSync(path, 'utf8')
      .split(/\r?\n/)
      .map((line, index) => ({ text: line.trim(), line: index + 1 }))
      .filter(({ text }) => text !== '');
    const urls = lines.filter(({ text }) => /^https?:\/\//.test(text));
    const others = lines.filter(({ text }) => !/^https?:\/\//.test(text));
    expect(urls.length).toBeGreaterThan(others.length);
    expect(others.length).toBeGreaterThan(0);

    const result = await importAll([path]);
    expect(result.files.map((one) => one.summary.kind)).toEqual(['text']);
    expect(allLocs(result)).toEqual(lines.map(({ text }) => text));
    const flagged = result.problems.filter((item) => item.code === 'loc-invalid');
    expect(flagged.map((item) => item.place.line)).toEqual(others.map(({ line }) => line));
  });
});
