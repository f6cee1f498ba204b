import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  importSources,
  MOST_STREAMED_FILES_HELD,
  streamedFilesHeld,
} from '../../../../../electron/engine/import/import-sources';
import { createParsePool, FILES_PER_WORKER } from '../../../../../electron/engine/import/parse-pool';
import { askingParsePool } from '../../../../support/asking-parse-pool';
import { numberedUrlset } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

const FILES = 7;
const WORKERS = 2;

describe('a streaming taker’s files read ahead on parse workers', () => {
  const dir = useTempDir();

  /** `count` small gzipped sitemaps, in their order. */
  async function writeFiles(count = FILES): Promise<string[]> {
    const files: string[] = [];
    for (let n = 0; n < count; n++) {
      const path = join(dir.path(), `sitemap-${n}.xml.gz`);
      await writeFile(path, gzipSync(numberedUrlset(300).replaceAll('example.com/', `example.com/${n}/`)));
      files.push(path);
    }
    return files;
  }

  it('keeps as many files parsing ahead at every turn as the workers hold (two each), never more', async () => {
    const files = await writeFiles();
    // Which files the parse workers were asked for, and a wake-up for a taker waiting on one.
    const asked: string[] = [];
    let wake = (): void => {};
    const parsePool = askingParsePool((location) => {
      asked.push(basename(location));
      wake();
    });
    const askedFor = (name: string): Promise<boolean> =>
      new Promise((resolve) => {
        if (asked.includes(name)) return resolve(true);
        // Never a hang: a file that is not asked for is told as such once its turn would be long gone.
        const gone = setTimeout(() => resolve(false), 10_000);
        wake = () => {
          if (!asked.includes(name)) return;
          clearTimeout(gone);
          resolve(true);
        };
      });
    const turns: { taking: string; aheadAsked: boolean; askedNotTaken: number }[] = [];
    let taken = 0;
    await importSources(
      files,
      {},
      {
        parseWorkers: WORKERS,
        parsePool,
        onFileColumns: async (file) => {
          // While this file is taken, the next 2 × WORKERS files are parsed (as far as there are any).
          const last = Math.min(FILES - 1, taken + FILES_PER_WORKER * WORKERS);
          const aheadAsked = await askedFor(`sitemap-${last}.xml.gz`);
          turns.push({ taking: basename(file.summary.location), aheadAsked, askedNotTaken: asked.length - taken });
          taken++;
        },
      },
    );
    expect(turns.map((turn) => turn.taking)).toEqual(files.map((file) => basename(file)));
    expect(turns.filter((turn) => !turn.aheadAsked)).toEqual([]);
    // The one taken and two per worker (the one it parses, the one it holds next): a streaming taker's memory bound.
    expect(Math.max(...turns.map((turn) => turn.askedNotTaken))).toBe(FILES_PER_WORKER * WORKERS + 1);
  }, 60_000);

  /** The most files a streaming import holds at once with `parseWorkers` counted (two real workers parse). */
  async function mostHeldOn(parseWorkers: number, fileCount: number): Promise<number> {
    const files = await writeFiles(fileCount);
    let asked = 0;
    let taken = 0;
    let mostHeld = 0;
    await importSources(
      files,
      {},
      {
        // Read ahead as for that many workers; two real ones parse (the count is what is looked at).
        parseWorkers,
        parsePool: () => {
          const pool = createParsePool(2);
          return { ...pool, parse: (...args) => (asked++, pool.parse(...args)) };
        },
        onFileColumns: async () => {
          // Each taken file waits a little, so the read-ahead runs as far as it may.
          await new Promise((resolve) => setTimeout(resolve, 50));
          mostHeld = Math.max(mostHeld, asked - taken++);
        },
      },
    );
    expect(taken).toBe(files.length);
    return mostHeld;
  }

  it('holds no more than MOST_STREAMED_FILES_HELD files on many workers', async () => {
    expect(streamedFilesHeld(6)).toBe(MOST_STREAMED_FILES_HELD);
    expect(await mostHeldOn(6, MOST_STREAMED_FILES_HELD + 4)).toBe(MOST_STREAMED_FILES_HELD);
  }, 60_000);

  it('holds a file for every worker and the one taken on more workers than that cap', async () => {
    // 16 workers: each may parse one while one is taken, so none idles for want of a file.
    expect(streamedFilesHeld(16)).toBe(17);
    expect(await mostHeldOn(16, 21)).toBe(17);
  }, 60_000);

  it('asks the parse workers for the files in their turns, the first file first', async () => {
    const files = await writeFiles();
    const asked: string[] = [];
    const parsePool = askingParsePool((location) => asked.push(location));
    // The files after the first are read ahead, their stats and opens sent before the first file's own:
    // asked for as they come back, they took both workers, the first file (the taker's) waiting behind one.
    await importSources(files, {}, { parseWorkers: WORKERS, parsePool, onFileColumns: async () => undefined });
    expect(asked).toEqual(files);
  }, 60_000);
});
