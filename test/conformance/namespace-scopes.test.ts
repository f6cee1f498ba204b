import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { corpusAvailable, CORPUS_DIR, noteCorpus } from '../support/corpus';
import { namespaceEvents } from '../support/namespace-events';

noteCorpus('namespaces resolved beside sax');

/** Every file of the corpus that holds XML (gzipped or not): sitemaps, peers' fixtures, the schemas. */
function xmlFiles(): Array<{ file: string; xml: string }> {
  const files = readdirSync(CORPUS_DIR, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return files.flatMap((entry) => {
    const path = join(entry.parentPath, entry.name);
    const bytes = readFileSync(path);
    const content = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes;
    const xml = content.toString('utf8');
    return /^\uFEFF?\s*</.test(xml) ? [{ file: relative(CORPUS_DIR, path), xml }] : [];
  });
}

describe.skipIf(!corpusAvailable)('namespaces resolved beside sax, over the corpus', () => {
  const files = corpusAvailable ? xmlFiles() : [];

  it('finds the corpus’s XML', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files)('$file: the elements, attributes and errors sax’s namespace mode gives', ({ xml }) => {
    for (const stopAtError of [true, false]) {
      expect(namespaceEvents(xml, 'scopes', { stopAtError })).toEqual(namespaceEvents(xml, 'sax', { stopAtError }));
    }
  });
});
