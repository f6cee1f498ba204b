import { describe, expect, it } from 'vitest';
import { importAll } from '../support/import-helpers';
import { corpusAvailable, corpusPath, noteCorpus } from '../support/corpus';

noteCorpus('import on parse workers');

describe.skipIf(!corpusAvailable)('the corpus imported on parse workers', () => {
  it('gives exactly what the import on one thread gives: files, rows, problems, in the same order', async () => {
    // Indexes are not followed: their children are on the web, and this compares parsing, not fetching.
    const options = { followChildren: false, problemsListedPerCode: Infinity };
    const folder = corpusPath('sitemaps');
    const oneThread = await importAll([folder], options, { parseWorkers: 0 });
    const onWorkers = await importAll([folder], options, { parseWorkers: 2 });
    expect(oneThread.files.length).toBeGreaterThan(30);
    expect(onWorkers).toEqual(oneThread);
  });
});
