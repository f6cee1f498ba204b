import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPackPool, type PackPlace, type PackPool } from '../../../../../electron/engine/export/pack-pool';
import {
  exportStream,
  GATHERED_ROWS,
  type StreamExportOptions,
} from '../../../../../electron/engine/stream/export-stream';
import { streamColumnTables, type StreamedColumnTable } from '../../../../../electron/engine/stream/stream-tables';

import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../../../shared/export-settings';
import { LIMITS } from '../../../../../shared/protocol';
import type { NotIndexableUrl } from '../../../../../shared/site-check/leave-out';
import { engineTempFolders } from '../../../../support/engine-temp-folders';
import { useOwnTmpdir, useTempDir } from '../../../../support/use-temp-dir';
import { contentsOf } from '../../../../support/folder-contents';

/*
 * A CSV table comes to the streaming export as batches of rows, read on this thread as they are
 * needed (never held whole). With pack workers and the checks on them, its rows are gathered into
 * columns and packed there as they come, each slice checked in the job that serialises it: the same files, byte for byte, and the
 * same problems as packing and checking them on this thread.
 */

const ROWS = GATHERED_ROWS * 2 + 12_345;

const packing = createPackPool(2);
let filesPacked = 0;
let slicesMeasured = 0;
/** The pack pool, counting the files its workers wrote and the slices they measured. */
const packPool: PackPool = {
  ...packing,
  pack: (...args) => (filesPacked++, packing.pack(...args)),
  measureAndCheck: (...args) => (slicesMeasured++, packing.measureAndCheck(...args)),
};
afterAll(() => packing.close());

/** The sitemaps written (not the export's own record), by name. */
const sitemapsIn = async (folder: string): Promise<Record<string, string>> =>
  Object.fromEntries(Object.entries(await contentsOf(folder)).filter(([name]) => !name.startsWith('.')));

const locOf = (n: number): string => `https://example.com/shop/${n % 400}/item-${n}`;

/**
 * A CSV of `ROWS` rows, gathered three times: lastmods of several shapes, a loc listed twice in the
 * third batch, and `badRow` (if any) with a lastmod that is no date, as every 5,000th row after it.
 */
function shopCsv({ badRow = -1, longRow = -1 } = {}): string {
  const lines = ['loc,lastmod,changefreq,priority'];
  for (let n = 0; n < ROWS; n++) {
    const loc = n === ROWS - 7 ? locOf(ROWS - 8) : n === longRow ? `${locOf(n)}/${'x'.repeat(3_000)}` : locOf(n);
    const bad = badRow >= 0 && n >= badRow && (n - badRow) % 5_000 === 0;
    const lastmod = bad
      ? '2026-13-01'
      : n % 3 === 0
        ? `2026-0${(n % 9) + 1}-1${n % 10}`
        : `2025-11-0${(n % 9) + 1}T10:00:00+01:00`;
    lines.push(`${loc},${lastmod},${['daily', 'weekly', ''][n % 3]},${n % 4 === 0 ? '0.5' : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The export's settings: files of at most 7,001 URLs and `maxBytes`, into `folder`. */
const settingsFor = (folder: string, maxBytes = DEFAULT_EXPORT_SETTINGS.maxBytes) => ({
  ...DEFAULT_EXPORT_SETTINGS,
  baseUrl: 'https://example.com/',
  outputFolder: folder,
  maxUrls: 7_001,
  maxBytes,
});

/** Rows the site check found not indexable, at the table's start (more than a slice's) and one in each gathering. */
const LEFT_OUT = [...Array.from({ length: 3_501 }, (_, n) => n), GATHERED_ROWS + 3, ROWS - 2];

/** The site check's findings: LEFT_OUT's rows. */
const notIndexable = (): NotIndexableUrl[] => LEFT_OUT.map((n) => ({ url: locOf(n), reason: 'noindex', status: 200 }));

describe('a CSV table packed on the pack workers as its batches come', () => {
  const temp = useTempDir();
  const ownTmpdir = useOwnTmpdir();

  /** A folder holding a page of the site's: an export that fails leaves it as it was. */
  async function siteFolder(name: string): Promise<{ folder: string; before: Record<string, string> }> {
    await temp.write(`${name}/keep-me.html`, 'mine');
    const folder = join(temp.path(), name);
    return { folder, before: await contentsOf(folder) };
  }

  /** The CSVs exported with `settings`, the site check having found `leftOut`; `packed`: the files its pack workers wrote. */
  async function exportCsv(
    csvs: string[],
    settings: ExportSettings,
    options: StreamExportOptions,
    leftOut: NotIndexableUrl[] = notIndexable(),
  ) {
    const packedBefore = filesPacked;
    // The tables whose rows the export said it copies at once (RowBatches.copiedAtOnce).
    const copied: string[] = [];
    const telling = (table: StreamedColumnTable): StreamedColumnTable => ({
      ...table,
      copiedAtOnce: () => (copied.push(table.name), table.copiedAtOnce!()),
    });
    const result = await exportStream(
      (onTable, onRobotsTxt, onNotIndexable) => {
        onNotIndexable(leftOut);
        return streamColumnTables(csvs, {}, (table) => onTable(telling(table)), { onRobotsTxt, parseWorkers: 2 });
      },
      { projectId: 'csv', settings },
      options,
    );
    const { outcome } = result;
    const told = outcome.ok ? { warnings: outcome.warnings, leftOut: outcome.report.leftOut } : outcome.problems;
    const written = outcome.ok ? await sitemapsIn(settings.outputFolder) : {};
    const packed = filesPacked - packedBefore;
    return { outcome, written, told, sourceProblems: result.sourceProblems, packed, copied };
  }

  /**
   * The export on this thread and on the pack workers (slices of 3,000 rows: a file spans slices and
   * batches), of the CSV and, after it, `more` CSVs.
   */
  async function bothWays(csvText: string, maxBytes?: number, more: string[] = []) {
    const csvs = [
      await temp.write('shop.csv', csvText),
      ...(await Promise.all(more.map((text, n) => temp.write(`more-${n}.csv`, text)))),
    ];
    const here = await exportCsv(csvs, settingsFor(join(temp.path(), 'here'), maxBytes), {});
    const onWorkers = await exportCsv(csvs, settingsFor(join(temp.path(), 'workers'), maxBytes), {
      packPool,
      checkPool: packPool,
      packSliceRows: 3_000,
    });
    return { here, onWorkers, packed: onWorkers.packed };
  }

  it('writes the same files and tells the same warnings as on this thread, a second table after it', async () => {
    // The second table lists some of the first's locs again (duplicates across tables, checked in table order).
    const second = `loc,lastmod\n${Array.from({ length: 9_000 }, (_, n) => `${locOf(n * 7)},2026-02-0${(n % 9) + 1}`).join('\n')}\n`;
    const { here, onWorkers, packed } = await bothWays(shopCsv(), 400_000, [second]);
    const names = Object.keys(onWorkers.written);
    // Split by count and by bytes, every file packed on a pack worker.
    expect(names.filter((name) => name.startsWith('sitemap-shop-')).length).toBeGreaterThan(Math.ceil(ROWS / 7_001));
    expect(names.filter((name) => name.startsWith('sitemap-more-0-')).length).toBeGreaterThan(0);
    expect(packed).toBe(names.length - 1);
    expect(onWorkers.written).toEqual(here.written);
    expect(onWorkers.told).toEqual(here.told);
    // On the workers every row goes into columns as it comes, so its texts need no copy of their own.
    expect([here.copied, onWorkers.copied]).toEqual([[], ['shop', 'more-0']]);
    const { warnings, leftOut } = onWorkers.told as { warnings: { code: string }[]; leftOut: unknown[] };
    // Each table's rows the site check found (the second lists 501 of the first's leading ones).
    expect(leftOut).toHaveLength(LEFT_OUT.length + Math.ceil(3_501 / 7));
    const duplicates = warnings.filter((item) => item.code === 'loc-duplicate');
    expect(duplicates.length).toBeGreaterThan(1);
  }, 120_000);

  it('stops on the same errors as on this thread, writing nothing', async () => {
    const { here, onWorkers } = await bothWays(shopCsv({ badRow: GATHERED_ROWS - 10 }));
    const told = onWorkers.told as { code: string; place: { row?: number } }[];
    expect(told.filter((item) => item.code === 'lastmod-invalid')).toHaveLength(
      Math.ceil((ROWS - GATHERED_ROWS + 10) / 5_000),
    );
    expect(onWorkers.told).toEqual(here.told);
    expect(await readdir(join(temp.path(), 'workers')).catch(() => [])).toEqual([]);
  }, 120_000);

  it('stops on a row too large for any file in a later batch, the rows after it still checked', async () => {
    const longRow = GATHERED_ROWS + 4_321;
    const { here, onWorkers } = await bothWays(shopCsv({ longRow, badRow: longRow + 1 }), 3_000);
    const told = onWorkers.told as { code: string; place: { row?: number } }[];
    expect(told.map((item) => item.code)).toContain('entry-too-large');
    expect(told.filter((item) => item.code === 'lastmod-invalid').length).toBeGreaterThan(5);
    expect(onWorkers.told).toEqual(here.told);
    expect(await readdir(join(temp.path(), 'workers')).catch(() => [])).toEqual([]);
  }, 120_000);

  it('stops at the sitemap past what one index may list, as on this thread, checking the table after it', async () => {
    // A file per row. On this thread the sitemap past the index's limit is named as the table's last
    // file is finished (TableFiles.finish), taken as the next table begins; on the pack workers, as
    // the packer splits the last gathering. The next table's rows are still checked, not packed.
    const count = LIMITS.sitemapsPerIndex + 1;
    const csv = await temp.write('many.csv', `loc\n${Array.from({ length: count }, (_, n) => locOf(n)).join('\n')}\n`);
    const after = await temp.write('after.csv', `loc,lastmod\n${locOf(count)},2026-13-01\n`);
    const exportIn = async (name: string, options: StreamExportOptions) => {
      const { folder, before } = await siteFolder(name);
      const exported = await exportCsv([csv, after], { ...settingsFor(folder), maxUrls: 1, gzip: false }, options, []);
      expect(await contentsOf(folder)).toEqual(before);
      return exported;
    };
    const here = await exportIn('here', {});
    const onWorkers = await exportIn('workers', { packPool, checkPool: packPool });
    const problems = onWorkers.outcome.ok ? [] : onWorkers.outcome.problems;
    expect(problems.map((item) => item.code).sort()).toEqual(['lastmod-invalid', 'too-many-sitemaps']);
    expect(problems.find((item) => item.code === 'too-many-sitemaps')!.message).toContain('50,001 sitemaps');
    expect(problems.find((item) => item.code === 'lastmod-invalid')!.place).toMatchObject({ table: 'after' });
    expect(onWorkers.outcome).toEqual(here.outcome);
    // The sitemaps before it were packed on the pack workers, none of the table after it.
    expect(onWorkers.packed).toBeGreaterThan(LIMITS.sitemapsPerIndex / 2);
    expect(onWorkers.packed).toBeLessThanOrEqual(LIMITS.sitemapsPerIndex);
    expect(engineTempFolders(ownTmpdir())).toEqual([]);
  }, 240_000);

  it('fails naming the file a dying pack worker was writing, and leaves the target as it was', async () => {
    const csv = await temp.write('shop.csv', shopCsv());
    const { folder, before } = await siteFolder('site');
    const crashed: PackPlace[] = [];
    const pool = createPackPool(2, {
      crashOn: (place) => place.file === 'sitemap-shop-9.xml.gz' && crashed.push(place) === 1,
    });
    try {
      const exporting = exportStream(
        (onTable, onRobotsTxt) => streamColumnTables([csv], {}, onTable, { onRobotsTxt, parseWorkers: 2 }),
        { projectId: 'csv', settings: settingsFor(folder) },
        { packPool: pool, checkPool: pool },
      );
      await expect(exporting).rejects.toThrow(
        /^The pack worker stopped \(exit code 1\) while writing sitemap-shop-9\.xml\.gz \(rows 56,009–63,009 of shop\)$/,
      );
      expect(crashed).toHaveLength(1);
      expect(await contentsOf(folder)).toEqual(before);
      expect(engineTempFolders(ownTmpdir())).toEqual([]);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('stops at a cancel while the table is read, leaving the target as it was', async () => {
    const csv = await temp.write('shop.csv', shopCsv());
    const { folder, before } = await siteFolder('cancelled');
    const cancel = new AbortController();
    const measuredBefore = slicesMeasured;
    const exporting = exportStream(
      (onTable, onRobotsTxt) =>
        streamColumnTables(
          [csv],
          {},
          async (table) => {
            const batches = table.batches;
            await onTable({
              ...table,
              batches: (async function* () {
                let seen = 0;
                for await (const batch of batches) {
                  // Cancelled once the first rows gathered went to the pack workers.
                  if (seen > GATHERED_ROWS) cancel.abort();
                  seen += 'rowCount' in batch ? batch.rowCount : batch.length;
                  yield batch;
                }
              })(),
            });
          },
          { onRobotsTxt, parseWorkers: 2, signal: cancel.signal },
        ),
      { projectId: 'csv', settings: settingsFor(folder) },
      { packPool, checkPool: packPool, signal: cancel.signal },
    );
    await expect(exporting).rejects.toThrow(/abort|cancel/i);
    // The first rows gathered went to the pack workers before the cancel.
    expect(slicesMeasured - measuredBefore).toBeGreaterThan(0);
    expect(await contentsOf(folder)).toEqual(before);
    expect(engineTempFolders(ownTmpdir())).toEqual([]);
  }, 120_000);
});
