import { afterAll, describe, expect, it } from 'vitest';
import { createPackPool, type PackPool } from '../../electron/engine/export/pack-pool';
import { UrlColumns } from '../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../shared/export-settings';
import { corpusAvailable, corpusPath, noteCorpus, readManifest } from '../support/corpus';
import { importAll } from '../support/import-helpers';
import { packedOnThisThread, packedOnWorkers } from '../support/packed-both-ways';
import { useTempDir } from '../support/use-temp-dir';

noteCorpus('packing on workers');
const files = corpusAvailable
  ? readManifest().filter((row) => row.category === 'sitemap' && !row.kind.endsWith('index') && row.urlCount > 0)
  : [];
const temp = useTempDir();
const WORKERS = [1, 2, 7] as const;
const pools = new Map<number, PackPool>(WORKERS.map((size) => [size, createPackPool(size)]));
afterAll(() => Promise.all([...pools.values()].map((pool) => pool.close())));

// Small limits, so even the corpus's few thousand URLs make many files split by bytes and by count.
const SETTINGS: ExportSettings = {
  ...DEFAULT_EXPORT_SETTINGS,
  baseUrl: 'https://example.com/',
  outputFolder: '/unused',
  maxBytes: 64 * 1024,
};

describe.skipIf(!corpusAvailable)('every real sitemap of the corpus, packed on workers', () => {
  it('has urlsets to pack', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)('$file: the same bytes as this thread, on 1, 2 and 7 workers', async (row) => {
    const imported = await importAll([corpusPath(row.file)], { followChildren: false });
    const rows = imported.files[0]!.rows;
    // A file whose error comes before its first URL gives none: both ways say there is nothing to export.
    // Any other file must pack: the same error both ways would hide a fault they share.
    const orWhy = (error: Error): string => error.message;
    for (const settings of [SETTINGS, { ...SETTINGS, maxUrls: 500, gzip: false }]) {
      const tables = [{ id: 't', name: 'corpus', rows: UrlColumns.fromRows(rows) }];
      const expected = await packedOnThisThread(tables, settings).catch(orWhy);
      for (const workers of WORKERS) {
        const folder = temp.path();
        const actual = await packedOnWorkers(tables, settings, pools.get(workers)!, folder, { sliceRows: 997 }).catch(
          orWhy,
        );
        if (typeof expected === 'string' || typeof actual === 'string') {
          expect(rows).toHaveLength(0);
          expect(actual).toEqual(expected);
        } else {
          expect(actual.map((file) => file.name)).toEqual(expected.map((file) => file.name));
          actual.forEach((file, at) => expect(file).toEqual(expected[at]));
        }
      }
    }
  });
});
