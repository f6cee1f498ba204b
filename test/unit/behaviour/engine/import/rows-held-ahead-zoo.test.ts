import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importSources } from '../../../../../electron/engine/import/import-sources';
import { askingParsePool } from '../../../../support/asking-parse-pool';
import { REAL_SERVERS } from '../../../../support/zoo/real-servers';
import { writeRemoteSet } from '../../../../support/zoo/remote-set';
import { useRealServer } from '../../../../support/zoo/use-real-server';

/*
 * A streaming taker (the command line's export) holds a few sitemaps' rows read ahead, not a few
 * files: an index of big files read from a live site held each file read ahead whole (review 20 M3:
 * eight 91 MB sitemaps, 1.82 GB). Here each file is bigger than the rows the reads ahead may hold, so
 * one file is read ahead of the one taken at a time, and every row still arrives in order.
 */

const FILES = 6;
const ROWS_PER_FILE = 2_000;
const WORKERS = 2;

/** What a streaming import of `index` asked the parse workers for while each file was taken. */
async function streamedImport(index: string, mostRowsAhead?: number, heldAtLeast = 0) {
  const asked: string[] = [];
  const parsePool = askingParsePool((location) => asked.push(basename(location)));
  const taken: string[] = [];
  /** Files asked for but not yet taken (the one taken among them), at each file's turn, once reads ahead had time. */
  const held: number[] = [];
  let rows = 0;
  const result = await importSources(
    [index],
    {},
    {
      parseWorkers: WORKERS,
      parsePool,
      ...(mostRowsAhead === undefined ? {} : { mostRowsAhead }),
      onFileColumns: async (file, _problems, batches) => {
        for await (const batch of batches.batches) rows += 'rowCount' in batch ? batch.rowCount : batch.length;
        if (file.summary.kind !== 'urlset') return;
        const holding = (): number => asked.filter((name) => name.startsWith('sitemap-')).length - taken.length;
        // Time for the reads ahead to go as far as they may; where more are awaited, until they are (or 10 s).
        await new Promise((resolve) => setTimeout(resolve, 150));
        for (let waited = 0; holding() < heldAtLeast && waited < 10_000; waited += 25)
          await new Promise((resolve) => setTimeout(resolve, 25));
        held.push(holding());
        taken.push(basename(file.summary.location));
      },
    },
  );
  return { result, asked, taken, held, rows };
}

for (const kind of REAL_SERVERS) {
  describe(`a streaming import of an index from ${kind.name}`, () => {
    const served = useRealServer(kind, (dir, origin) => writeRemoteSet(dir, origin, FILES, ROWS_PER_FILE));

    it('reads one file ahead of the one taken while each holds more rows than the reads ahead may', async () => {
      const set = served().content;
      const { result, asked, taken, held, rows } = await streamedImport(set.index, 1_000);
      expect(result.problems.filter((item) => item.severity !== 'info')).toEqual([]);
      expect(rows).toBe(FILES * ROWS_PER_FILE);
      const names = set.files.map((url) => basename(url));
      expect(taken).toEqual(names);
      // Asked for in the index's order, one ahead of the taker: only the file taken and the one after
      // it, opened at once, may be asked for in either order.
      const at = names.map((name) => asked.indexOf(name));
      expect(at.every((place) => place >= 0)).toBe(true);
      const early = names.filter((_, k) => at.slice(0, Math.max(0, k - 1)).some((before) => before > at[k]!));
      expect(early).toEqual([]);
      expect(Math.max(...held)).toBe(2);
    }, 60_000);

    it('reads several small files ahead where their rows leave room', async () => {
      const set = served().content;
      const { rows, held } = await streamedImport(set.index, undefined, 3);
      expect(rows).toBe(FILES * ROWS_PER_FILE);
      expect(Math.max(...held)).toBeGreaterThan(2);
    }, 60_000);
  });
}
