import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { importSources } from '../../../../../electron/engine/import/import-sources';
import { askingParsePool } from '../../../../support/asking-parse-pool';
import { numberedUrlset, sitemapIndex } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

/*
 * A folder saved from a site: its index and the sitemaps it lists, numbered 1 to 12. The folder
 * sorts them by name (sitemap-10 before sitemap-2) and the index lists them by number, so the files
 * are taken in the index's order. A streaming taker's reads ahead used to follow the folder's order
 * as the index was taken: sitemap-10, -11 and -12 were parsed first and held the room of the reads
 * ahead until their turn, and sitemap-2 to -9 were parsed one at a time, a parse worker idle (a shop's
 * 1M URLs exported from such a folder: 4.7 s named, 5.8 s as a folder, on 2 cores).
 */

const FILES = 12;
const WORKERS = 2;

describe("a folder's index and the files it lists, read ahead for a streaming taker", () => {
  const dir = useTempDir();

  it('reads the listed files ahead in the order the index lists them, not the folder’s', async () => {
    const folder = join(dir.path(), 'site');
    await mkdir(folder);
    const names = Array.from({ length: FILES }, (_, n) => `sitemap-${n + 1}.xml.gz`);
    await writeFile(
      join(folder, 'sitemap_index.xml'),
      sitemapIndex(...names.map((name) => `https://example.com/${name}`)),
    );
    for (const [n, name] of names.entries())
      await writeFile(
        join(folder, name),
        gzipSync(numberedUrlset(2_000).replaceAll('example.com/', `example.com/${n}/`)),
      );
    const asked: string[] = [];
    const taken: string[] = [];
    const result = await importSources(
      [folder],
      {},
      {
        parseWorkers: WORKERS,
        parsePool: askingParsePool((location) => asked.push(basename(location))),
        onFileColumns: async (file, _problems, batches) => {
          for await (const _batch of batches.batches);
          // A taker slower than the parse: the reads ahead fill the room they may hold.
          await new Promise((resolve) => setTimeout(resolve, 20));
          taken.push(basename(file.summary.location));
        },
      },
    );
    expect(result.problems.filter((item) => item.severity === 'error')).toEqual([]);
    expect(taken).toEqual(['sitemap_index.xml', ...names]);
    const files = asked.filter((name) => name !== 'sitemap_index.xml');
    expect(files.toSorted()).toEqual(names.toSorted());
    // How far ahead of its order in the index each file was asked for its parse: the reads ahead (a
    // file parsing and one held on each worker), never a file listed far later.
    const leads = files.map((name, at) => names.indexOf(name) - at);
    expect(Math.max(...leads)).toBeLessThanOrEqual(WORKERS * 2);
  }, 30_000);
});
