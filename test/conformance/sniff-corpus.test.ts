import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyPaths } from '../../electron/engine/classify-paths';
import { CORPUS_MISSING, corpusDir, readManifest, type ManifestRow } from '../support/corpus';

const corpus = corpusDir();
if (!corpus) console.warn(CORPUS_MISSING);

/** MANIFEST kinds → what the sniffer must say: (kind, gzip). */
const EXPECTED: Record<string, { kind: string; gzip: boolean }> = {
  urlset: { kind: 'urlset', gzip: false },
  index: { kind: 'sitemapindex', gzip: false },
  text: { kind: 'text', gzip: false },
  'gz:urlset': { kind: 'urlset', gzip: true },
  robots: { kind: 'robots', gzip: false },
};

describe.skipIf(!corpus)('every real file in the corpus is recognised by its bytes', () => {
  const rows = corpus ? readManifest() : [];

  it('covers every kind the manifest lists', () => {
    expect(rows.length).toBeGreaterThan(60);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(Object.keys(EXPECTED)));
  });

  // A file whose very first byte is not markup (a Jekyll template with front matter, per the
  // manifest's first_error) is not XML at all: it must be refused, not guessed at.
  const notXml = (row: ManifestRow): boolean => row.firstError.includes("Start tag expected, '<' not found");

  it.each(rows.filter((row) => !notXml(row)).map((row) => [row.file, row.kind]))('%s is %s', async (file, kind) => {
    const { sources, problems } = await classifyPaths([join(corpus!, file)]);
    expect(problems).toEqual([]);
    expect({ kind: sources[0]!.kind, gzip: sources[0]!.gzip }).toEqual(EXPECTED[kind]);
  });

  it.each(rows.filter(notXml).map((row) => [row.file]))('%s is not XML and is refused with its path', async (file) => {
    const path = join(corpus!, file);
    const { sources, problems } = await classifyPaths([path]);
    expect(sources).toEqual([]);
    expect(problems).toMatchObject([{ severity: 'error', code: 'source-unrecognised', place: { file: path } }]);
  });
});
