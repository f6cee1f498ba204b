import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSources } from '../../../../../electron/engine/import/import-sources';
import { numberedUrlset, sitemapIndex } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

/*
 * A streaming taker's reads ahead held back by the rows they may hold never hold up the file in turn:
 * a read held back asks for no parse, so the files whose parse turns come after its own go on. Taken
 * in another order than their turns were handed out (a folder's files after the named files read
 * ahead of it; an index listing, first, a file named later) the file in turn waited for ever behind
 * a read ahead that waited for its turn (review of 24f0f9b2).
 */

/** A streaming import of `sources` that must end; what it took, in order, relative to `dir`. */
async function takenIn(dir: string, sources: string[], mostRowsAhead: number, parseWorkers: number) {
  const taken: string[] = [];
  const result = await importSources(
    sources.map((source) => join(dir, source)),
    {},
    {
      parseWorkers,
      mostRowsAhead,
      onFileColumns: async (file, _problems, batches) => {
        for await (const _batch of batches.batches);
        taken.push(file.summary.location.slice(dir.length + 1));
      },
    },
  );
  return { taken, errors: result.problems.filter((item) => item.severity === 'error') };
}

describe('reads ahead held back by their rows, taken in another order than their parse turns', () => {
  const dir = useTempDir();

  it("a folder's files after the named files read ahead of it", async () => {
    await mkdir(join(dir.path(), 'set'));
    for (const name of ['f1', 'f2', 'f3'])
      await writeFile(join(dir.path(), 'set', `${name}-sitemap.xml`), numberedUrlset(50));
    const named = ['a.xml', 'b.xml', 'c.xml', 'd.xml', 'e.xml'];
    for (const name of named) await writeFile(join(dir.path(), name), numberedUrlset(500));
    const { taken, errors } = await takenIn(dir.path(), ['set', ...named], 1_000, 3);
    expect(errors).toEqual([]);
    expect(taken).toEqual(['set/f1-sitemap.xml', 'set/f2-sitemap.xml', 'set/f3-sitemap.xml', ...named]);
  }, 30_000);

  it('an index that lists, first, a file named after it', async () => {
    const site = join(dir.path(), 'site');
    await mkdir(site);
    const index = sitemapIndex(
      'https://example.com/products.xml',
      'https://example.com/pages.xml',
      'https://example.com/posts.xml',
    );
    await writeFile(join(site, 'index.xml'), index);
    for (const name of ['pages', 'posts', 'products']) await writeFile(join(site, `${name}.xml`), numberedUrlset(50));
    const { taken, errors } = await takenIn(site, ['index.xml', 'pages.xml', 'posts.xml', 'products.xml'], 1, 2);
    expect(errors).toEqual([]);
    expect(taken).toEqual(['index.xml', 'products.xml', 'pages.xml', 'posts.xml']);
  }, 30_000);
});
