import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { parseSitemap } from 'sitemap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importAll } from '../support/import-helpers';
import { makeTempDir, removeTempDir } from '../support/temp-dir';
import { useTempDir } from '../support/use-temp-dir';
import { corpusAvailable, corpusPath, noteCorpus, readJson } from '../support/corpus';
import { missingFromEntries, missingFromRow, type SjsItem } from '../support/sitemapjs-compare';

noteCorpus('sitemap.js parser vectors');

interface Observed {
  item_count: number;
  items?: SjsItem[] | string;
  logs?: unknown[][];
  error: string | null;
}
interface Vectors {
  tests: Array<{
    test: string;
    inputs?: Array<{ parser: string; input?: string; input_file?: string; warn_mode: Observed }>;
  }>;
  fixtures: Array<{ fixture: string; parser: string; observed_warn_mode: Observed }>;
}

const vectors = corpusAvailable ? readJson<Vectors>('peer-vectors/sitemap.js/sitemapjs_test_vectors.json') : null;
const inline = (vectors?.tests ?? []).flatMap((test) =>
  (test.inputs ?? []).map((input, index) => ({ name: `${test.test} #${index + 1}`, ...input })),
);
const fixtures = vectors?.fixtures ?? [];

describe.skipIf(!corpusAvailable)('sitemap.js parser vectors: we find at least every URL and field it found', () => {
  let dir = '';
  beforeAll(() => {
    dir = makeTempDir();
  });
  afterAll(() => {
    removeTempDir(dir);
  });

  it('has inline inputs and fixtures to check', () => {
    expect(inline.length).toBeGreaterThanOrEqual(60);
    expect(fixtures.length).toBeGreaterThanOrEqual(10);
  });

  const cases = [
    ...inline.map((input) => ({
      name: input.name,
      parser: input.parser,
      observed: input.warn_mode,
      text: input.input ?? null,
      // The 50,010-URL input is stored as a file rather than inline.
      file: input.input_file ? corpusPath('peer-vectors/sitemap.js', input.input_file) : null,
    })),
    ...fixtures.map((fixture) => ({
      name: fixture.fixture,
      parser: fixture.parser,
      observed: fixture.observed_warn_mode,
      text: null,
      file: corpusPath('peer-vectors/sitemap.js', fixture.fixture),
    })),
  ];

  it.each(cases)('$name', async ({ name, parser, observed, text, file }) => {
    const path = file ?? join(dir, `${cases.findIndex((c) => c.name === name)}.xml`);
    if (text !== null) await writeFile(path, text);
    const result = await importAll([path], { followChildren: false });
    const imported = result.files[0]!;
    if (observed.error) {
      // sitemap.js stopped on malformed XML; we stop there too, with a placed error.
      expect(result.problems.some((item) => item.code === 'xml-malformed' && item.place.line)).toBe(true);
    }
    const items = Array.isArray(observed.items) ? observed.items : [];
    const isIndex = parser === 'XMLToSitemapIndexStream';
    expect(isIndex ? imported.sitemaps.length : imported.rows.length).toBeGreaterThanOrEqual(observed.item_count);
    const truncates = JSON.stringify(observed.logs ?? []).includes('exceeds max length');
    const missing = items.flatMap((item, i) =>
      (isIndex ? missingFromEntries(imported.sitemaps, item) : missingFromRow(imported.rows[i]!, item, truncates)).map(
        (line) => `item ${i}: ${line}`,
      ),
    );
    expect(missing).toEqual([]);
  });
});

describe('where sitemap.js is wrong: it matches prefixes, not namespaces', () => {
  const temp = useTempDir();

  it('reads an "image:" element of another namespace as an image; we keep it as unknown XML', async () => {
    const xml =
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="https://example.com/not-google">' +
      '<url><loc>https://example.com/</loc><image:image><image:loc>https://example.com/a.jpg</image:loc></image:image></url>' +
      '</urlset>';
    const theirs = await parseSitemap(Readable.from([xml]));
    expect(theirs[0]!.img).toEqual([expect.objectContaining({ url: 'https://example.com/a.jpg' })]);
    const dir = temp.path();
    await writeFile(join(dir, 'sitemap.xml'), xml);
    const ours = await importAll([join(dir, 'sitemap.xml')]);
    expect(ours.files[0]!.rows[0]!.images).toEqual([]);
    expect(ours.files[0]!.rows[0]!.extra).toEqual([
      '<image:image xmlns:image="https://example.com/not-google"><image:loc>https://example.com/a.jpg</image:loc></image:image>',
    ]);
  });
});
