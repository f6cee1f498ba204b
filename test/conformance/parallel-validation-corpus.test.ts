import { afterAll, describe, expect, it } from 'vitest';
import { createCheckPool, type CheckPool } from '../../electron/engine/checks/check-pool';
import { UrlColumns } from '../../shared/columnar/url-columns';
import { validateTables } from '../../shared/validation/validate-rows';
import { corpusAvailable, corpusPath, noteCorpus, readManifest } from '../support/corpus';
import { importAll } from '../support/import-helpers';
import { validateOnWorkers } from '../support/validate-on-workers';

noteCorpus('validation on workers');
const files = corpusAvailable
  ? readManifest().filter((row) => row.category === 'sitemap' && !row.kind.endsWith('index') && row.urlCount > 0)
  : [];
const WORKERS = [1, 2, 7] as const;
const pools = new Map<number, CheckPool>(WORKERS.map((size) => [size, createCheckPool(size)]));
afterAll(() => Promise.all([...pools.values()].map((pool) => pool.close())));

const NOW = Date.parse('2026-11-20T12:00:00Z');

describe.skipIf(!corpusAvailable)('every real sitemap of the corpus, validated on workers', () => {
  it('has urlsets to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)('$file: the same problems as this thread, on 1, 2 and 7 workers', async (row) => {
    const imported = await importAll([corpusPath(row.file)], { followChildren: false });
    const rows = imported.files[0]!.rows;
    // Twice over, so the second table repeats every loc of the first.
    const tables = [
      { name: 'corpus', rows: UrlColumns.fromRows(rows) },
      { name: 'again', rows: UrlColumns.fromRows(rows) },
    ];
    const expected = validateTables(tables, { base: null, now: NOW, robots: null });
    for (const workers of WORKERS) {
      const actual = await validateOnWorkers(tables, { base: null, now: NOW, robots: null }, pools.get(workers)!, {
        sliceRows: 997,
      });
      expect(actual.length).toBe(expected.length);
      actual.forEach((item, at) => expect(item).toEqual(expected[at]));
    }
  });
});
