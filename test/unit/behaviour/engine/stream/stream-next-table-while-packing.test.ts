import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPackPool, type PackPool } from '../../../../../electron/engine/export/pack-pool';
import { exportStream } from '../../../../../electron/engine/stream/export-stream';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { emptyRow } from '../../../../../shared/url-table';
import { useTempDir } from '../../../../support/use-temp-dir';

const packing = createPackPool(2);
afterAll(() => packing.close());

/** A table of `rows` pages as a parse worker hands them on: its columns, one batch; `path` lengthens each loc. */
const columnTable = (name: string, rows: number, path = '') => ({
  id: name,
  name,
  kind: 'page' as const,
  batches: (async function* () {
    yield UrlColumns.fromRows(
      Array.from({ length: rows }, (_, i) => emptyRow(`https://example.com/${name}/${i}/${path}`)),
    );
  })(),
});

/**
 * A moment a test waits for: `reached()` marks it. Never a deadlock: were the export to wait for what
 * is held until then, it is reached anyway after a while, and the order of the test's events tells it.
 */
function moment(): { when: Promise<void>; reached: () => void } {
  let reached!: () => void;
  const when = new Promise<void>((resolve) => (reached = resolve));
  const fallback = setTimeout(reached, 10_000);
  void when.then(() => clearTimeout(fallback));
  return { when, reached };
}

/** The pack pool, whose files of the tables `held` names wait for `until`, each noted in `events` once written. */
const holdingFiles = (events: string[], until: Promise<void>, held: (table: string) => boolean): PackPool => ({
  ...packing,
  pack: async (job, place) => {
    if (held(place.table)) await until;
    const packed = await packing.pack(job, place);
    events.push(`packed ${place.file}`);
    return packed;
  },
});

describe('the streaming export on pack workers', () => {
  const temp = useTempDir();

  it('hands a table back while its files are written, and starts the next one’s jobs after them', async () => {
    const events: string[] = [];
    const firstTaken = moment();
    // Every file's job waits until the first table has been handed back.
    const held = holdingFiles(events, firstTaken.when, () => true);
    const packPool: PackPool = {
      ...held,
      measureAndCheck: (job, place) => {
        events.push(`measured ${place.table}`);
        return held.measureAndCheck(job, place);
      },
    };
    const out = join(temp.path(), 'out');
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: out, maxUrls: 40 };
    const result = await exportStream(
      async (onTable) => {
        await onTable(columnTable('first', 100));
        events.push('first taken');
        firstTaken.reached();
        await onTable(columnTable('second', 30));
        return { problems: [], robotsTxt: null };
      },
      { projectId: 'streamed', settings },
      { packPool, checkPool: packPool, packSliceRows: 16 },
    );
    expect(result.outcome.ok).toBe(true);
    // The first table's three files (40 + 40 + 20 rows), none written when it was handed back; the
    // second table measured only once all three were (one table's files at a time: memory).
    const taken = events.indexOf('first taken');
    expect(events.slice(0, taken).every((event) => event === 'measured first')).toBe(true);
    const firstFiles = events.flatMap((event, at) => (event.startsWith('packed sitemap-first') ? [at] : []));
    expect(firstFiles).toHaveLength(3);
    expect(Math.min(...firstFiles)).toBeGreaterThan(taken);
    expect(events.indexOf('measured second')).toBeGreaterThan(Math.max(...firstFiles));
    expect((await readdir(out)).filter((name) => name.startsWith('sitemap-')).sort()).toEqual([
      'sitemap-first-1.xml.gz',
      'sitemap-first-2.xml.gz',
      'sitemap-first-3.xml.gz',
      'sitemap-second-1.xml.gz',
    ]);
  }, 30_000);

  it('looks for duplicates across tables while the last table’s files are still written', async () => {
    const events: string[] = [];
    const duplicatesAsked = moment();
    // The last table's file waits until the duplicates are looked for.
    const packPool: PackPool = {
      ...holdingFiles(events, duplicatesAsked.when, (table) => table === 'second'),
      findDuplicates: (job, what) => {
        events.push('duplicates');
        duplicatesAsked.reached();
        return packing.findDuplicates(job, what);
      },
    };
    const out = join(temp.path(), 'out');
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: out };
    const result = await exportStream(
      async (onTable) => {
        await onTable(columnTable('first', 50));
        await onTable(columnTable('second', 50));
        return { problems: [], robotsTxt: null };
      },
      { projectId: 'streamed', settings },
      { packPool, checkPool: packPool },
    );
    expect(result.outcome.ok).toBe(true);
    expect(events.indexOf('duplicates')).toBeGreaterThanOrEqual(0);
    expect(events.indexOf('duplicates')).toBeLessThan(events.indexOf('packed sitemap-second-1.xml.gz'));
  }, 30_000);

  it('tells a duplicates job that failed, not the last file it stopped', async () => {
    const lastPosted = moment();
    // The duplicates fail while the last table's file is written: the failure stops every worker.
    const packPool: PackPool = {
      ...packing,
      pack: (job, place) => {
        const packed = packing.pack(job, place);
        if (place.table === 'second') setTimeout(lastPosted.reached, 5);
        return packed;
      },
      findDuplicates: async () => {
        await lastPosted.when;
        throw new Error('The duplicates worker died');
      },
    };
    const out = join(temp.path(), 'out');
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: out };
    const exported = exportStream(
      async (onTable) => {
        await onTable(columnTable('first', 50));
        await onTable(columnTable('second', 50_000, 'x'.repeat(200)));
        return { problems: [], robotsTxt: null };
      },
      { projectId: 'streamed', settings },
      { packPool, checkPool: packPool },
    );
    await expect(exported).rejects.toThrow('The duplicates worker died');
    expect(await readdir(out).catch(() => [])).toEqual([]);
  }, 60_000);
});
