import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importAll } from '../support/import-helpers';
import { serializeUrlset } from '../support/plain-serializer';
import { useTempDir } from '../support/use-temp-dir';
import { corpusAvailable, corpusPath, noteCorpus, readManifest } from '../support/corpus';

noteCorpus('real sitemaps');
const rows = corpusAvailable ? readManifest().filter((row) => row.category === 'sitemap') : [];

/** The character offset of a 1-based line and column (columns count UTF-16 units, as the parser does). */
function offsetOf(text: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current++) offset = text.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

describe.skipIf(!corpusAvailable)('every real sitemap in the corpus', () => {
  const temp = useTempDir();
  it.each(rows.filter((row) => row.wellformed && !row.kind.endsWith('index')))(
    '$file survives a round trip: imported, written back, imported again',
    async (row) => {
      const first = await importAll([corpusPath(row.file)], { followChildren: false });
      const dir = temp.path();
      await writeFile(join(dir, 'again.xml'), serializeUrlset(first.files[0]!.rows));
      const second = await importAll([join(dir, 'again.xml')]);
      expect(second.files[0]!.rows).toEqual(first.files[0]!.rows);
    },
  );

  it('lists the 41 sitemaps of the manifest', () => {
    expect(rows).toHaveLength(41);
  });

  it.each(rows.filter((row) => row.wellformed))('$file imports with the manifest URL count', async (row) => {
    const result = await importAll([corpusPath(row.file)], { followChildren: false });
    const [file] = result.files;
    const kind = row.kind.replace('gz:', '').replace(/^index$/, 'sitemapindex');
    expect(file!.summary.kind).toBe(kind);
    expect(file!.summary.gzip).toBe(row.kind.startsWith('gz:'));
    expect(file!.summary.partial).toBe(false);
    const count = kind === 'sitemapindex' ? file!.sitemaps.length : file!.rows.length;
    expect(count).toBe(row.urlCount);
    expect(result.problems.filter((item) => item.severity === 'error')).toEqual([]);
  });

  it.each(rows.filter((row) => !row.wellformed))(
    '$file (not well-formed) keeps the rows before its error, which has a position',
    async (row) => {
      const result = await importAll([corpusPath(row.file)], { followChildren: false });
      const [file] = result.files;
      const errors = result.problems.filter((item) => item.severity === 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]!.code).toBe('xml-malformed');
      const { line, column } = errors[0]!.place;
      expect(line).toBeGreaterThan(0);
      expect(column).toBeGreaterThan(0);
      const text = readFileSync(corpusPath(row.file), 'utf8');
      const before = text.slice(0, offsetOf(text, line!, column!));
      // libxml2 names a bad entity ("EntityRef") at its '&'; so do we.
      if (row.firstError.includes('Entity')) expect(text[before.length]).toBe('&');
      expect(file!.summary.partial).toBe(true);
      expect(file!.rows.length).toBe(before.split('</url>').length - 1);
      expect(file!.rows.length).toBeLessThanOrEqual(row.urlCount);
    },
  );
});
