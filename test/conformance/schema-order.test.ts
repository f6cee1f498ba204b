import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Problem } from '../../shared/problems';
import { IMPORT_FIXTURES, importAll } from '../support/import-helpers';
import { serializeUrlset } from '../support/plain-serializer';
import { useTempDir } from '../support/use-temp-dir';
import { xmllint } from '../support/xmllint';
import { CORPUS_DIR, corpusAvailable, corpusPath, noteCorpus, readManifest } from '../support/corpus';

noteCorpus('schema order');
const temp = useTempDir();

/** The lines xmllint names an element "not expected" on: a child out of its schema's sequence. */
async function notExpectedLines(file: string, schema: string): Promise<number[]> {
  const { output } = await xmllint(CORPUS_DIR, file, schema);
  return [...output.matchAll(/:(\d+): element [\w:]+: Schemas validity error : .*This element is not expected/g)].map(
    (match) => Number(match[1]),
  );
}

/**
 * Where a warning's element sits: from the start tag of its parent (named in the message) to
 * its own line. xmllint names the first child that cannot stand where it is; we name the child
 * that comes after one the schema puts later. In one parent, the two point at the same fault.
 */
function parentSpan(text: string, warning: Problem): [number, number] {
  const parent = /in <([\w:]+)>/.exec(warning.message)![1]!;
  const lines = text.split('\n');
  let line = warning.place.line!;
  while (line > 1 && !lines[line - 1]!.includes(`<${parent}`)) line--;
  return [line, warning.place.line!];
}

const sitemaps = corpusAvailable
  ? readManifest().filter((row) => row.category === 'sitemap' && row.wellformed && row.kind !== 'text')
  : [];

describe.skipIf(!corpusAvailable)('children out of schema order', () => {
  it.each(sitemaps)(
    '$file: every schema-order warning is a fault xmllint reports too, and none is missed',
    async (row) => {
      const result = await importAll([corpusPath(row.file)], { followChildren: false });
      const warnings = result.problems.filter((item) => item.code === 'schema-order');
      const raw = readFileSync(corpusPath(row.file));
      const text = row.kind.startsWith('gz:') ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
      const plain = await temp.write('plain.xml', text);
      const index = row.kind.endsWith('index');
      const faults = await notExpectedLines(plain, `combined-${index ? 'index' : 'urlset'}-with-extensions.xsd`);
      for (const warning of warnings) {
        const [from, to] = parentSpan(text, warning);
        expect(
          faults.some((line) => line >= from && line <= to),
          `${warning.place.line}: ${warning.message}`,
        ).toBe(true);
      }
      // xmllint stops at the first fault of each parent; each such fault has a warning of ours.
      expect(warnings.length >= faults.length).toBe(true);
      expect(warnings.length === 0).toBe(faults.length === 0);
    },
  );

  it('finds the real faults of a real file: image:caption after image:title, as xmllint does', async () => {
    const file = corpusPath('sitemaps/10beasts__10beasts.github.io__post-sitemap.xml');
    const result = await importAll([file]);
    const warnings = result.problems.filter((item) => item.code === 'schema-order');
    const faults = await notExpectedLines(file, 'combined-urlset-with-extensions.xsd');
    expect(faults).toHaveLength(11);
    expect(warnings.map((item) => item.place.line)).toEqual(faults);
    expect(warnings[0]!.message).toMatch(
      /^<image:caption> comes after <image:title>; in <image:image> the schema's order is loc, caption, geo_location, title, license/,
    );
  });

  it('the export writes a file read out of order in the schema order, which xmllint accepts', async () => {
    const fixture = join(IMPORT_FIXTURES, 'schema-order.xml');
    expect((await xmllint(CORPUS_DIR, fixture, 'combined-urlset-with-extensions.xsd')).ok).toBe(false);
    const first = await importAll([fixture]);
    const written = await temp.write('written.xml', serializeUrlset(first.files[0]!.rows));
    const verdict = await xmllint(CORPUS_DIR, written, 'combined-urlset-with-extensions.xsd');
    expect(verdict.ok, verdict.output).toBe(true);
    const again = await importAll([written]);
    expect(again.problems).toEqual([]);
    expect(again.files[0]!.rows).toEqual(first.files[0]!.rows);
  });
});
