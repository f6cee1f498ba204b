import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSources } from '../../../../../electron/engine/import/import-sources';
import { numberedUrlset, sitemapIndex } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

/*
 * Ctrl-C while files are opened on parse workers: a file whose open was under way as the signal went
 * made its read stream with a signal already aborted, which failed before its reader came (its parse
 * waiting for a worker or its turn), an uncaught error that ended the process (a second test pass of
 * this stop). Every cancelled import returns, told as cancelled.
 */

const FILES = 10;

describe('a streaming import cancelled while its files open', () => {
  const dir = useTempDir();

  it('returns cancelled every time, whatever it was opening, named files or an index’s', async () => {
    const names = Array.from({ length: FILES }, (_, n) => `k${n}.xml`);
    for (const [n, name] of names.entries())
      await writeFile(join(dir.path(), name), numberedUrlset(200).replaceAll('example.com/', `example.com/${n}/`));
    const index = await dir.write('index.xml', sitemapIndex(...names.map((name) => `./${name}`)));
    for (let round = 0; round < 24; round++) {
      const controller = new AbortController();
      let taken = 0;
      const sources = round % 2 === 0 ? names.map((name) => join(dir.path(), name)) : [index];
      const result = await importSources(
        sources,
        {},
        {
          parseWorkers: 1 + (round % 3),
          signal: controller.signal,
          onFileColumns: async (_file, _problems, batches) => {
            // Cancelled a moment into the taking of one of the first files, as a person's Ctrl-C would.
            // That file is not done before the signal goes, so a fast machine cannot finish the import
            // first (CI once did, in 0 to 6 ms).
            const cancelling = ++taken === (round % 4) + 1;
            if (cancelling) setTimeout(() => controller.abort(), round % 7);
            for await (const _batch of batches.batches);
            if (cancelling && !controller.signal.aborted)
              await new Promise((resolve) => controller.signal.addEventListener('abort', resolve, { once: true }));
          },
        },
      );
      expect(result.cancelled).toBe(true);
    }
  }, 120_000);
});
