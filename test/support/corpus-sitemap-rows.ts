import type { TestContext } from 'vitest';
import type { UrlRow } from '../../shared/url-table';
import { CORPUS_MISSING, corpusAvailable, corpusPath, readManifest } from './corpus';
import { importAll } from './import-helpers';

/**
 * Every row of every corpus sitemap (not the indexes, whose children are not followed), imported as
 * the app imports them, in MANIFEST.tsv's order. Without the corpus the calling test is skipped,
 * saying why (pass the test's context).
 */
export async function corpusSitemapRows(test: Pick<TestContext, 'skip'>): Promise<UrlRow[]> {
  return (await corpusSitemapFiles(test)).flat();
}

/** corpusSitemapRows, the rows of each sitemap apart: a table each, as an import of the files makes them. */
export async function corpusSitemapFiles(test: Pick<TestContext, 'skip'>): Promise<UrlRow[][]> {
  if (!corpusAvailable) test.skip(CORPUS_MISSING);
  const sitemaps = readManifest().filter((each) => each.category === 'sitemap' && !each.kind.endsWith('index'));
  const result = await importAll(
    sitemaps.map((each) => corpusPath(each.file)),
    { followChildren: false },
  );
  const files = result.files.map((file) => file.rows);
  // A corpus that gave no rows would pass every test run over them (a round trip of nothing).
  if (files.every((rows) => rows.length === 0)) throw new Error('The corpus gave no sitemap rows: check MANIFEST.tsv.');
  return files;
}
