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

/** A table of `rows` pages as a parse worker hands them on: its columns, one batch. */
const columnTable = (name: string, rows: number) => ({
  id: name,
  name,
  kind: 'page' as const,
  batches: (async function* () {
    yield UrlColumns.fromRows(Array.from({ length: rows }, (_, i) => emptyRow(`https://example.com/${name}/${i}`)));
  })(),
});

describe('the streaming export on pack workers', () => {
  const temp = useTempDir();

  it('takes the next table while the table before’s last files are still written', async () => {
    const events: string[] = [];
    let tableTaken!: () => void;
    const firstTaken = new Promise<void>((resolve) => (tableTaken = resolve));
    // Never a deadlock: were the first table to wait for its own files, they are let go after a while
    // (and `events` then tells it: its files written before it was taken).
    const letGo = setTimeout(tableTaken, 3_000);
    // Every file's job waits until the first table has been taken.
    const packPool: PackPool = {
      ...packing,
      pack: async (job, place) => {
        await firstTaken;
        const packed = await packing.pack(job, place);
        events.push(`packed ${place.file}`);
        return packed;
      },
    };
    const out = join(temp.path(), 'out');
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: out, maxUrls: 40 };
    const result = await exportStream(
      async (onTable) => {
        await onTable(columnTable('first', 100));
        events.push('first taken');
        tableTaken();
        await onTable(columnTable('second', 30));
        return { problems: [], robotsTxt: null };
      },
      { projectId: 'streamed', settings },
      { packPool, checkPool: packPool, packSliceRows: 16 },
    );
    clearTimeout(letGo);
    expect(result.outcome.ok).toBe(true);
    // The first table's three files (40 + 40 + 20 rows), its last still to be written when it was taken.
    expect(events[0]).toBe('first taken');
    expect(events.filter((event) => event.startsWith('packed sitemap-first'))).toHaveLength(3);
    expect((await readdir(out)).filter((name) => name.startsWith('sitemap-')).sort()).toEqual([
      'sitemap-first-1.xml.gz',
      'sitemap-first-2.xml.gz',
      'sitemap-first-3.xml.gz',
      'sitemap-second-1.xml.gz',
    ]);
  }, 30_000);
});
