import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createCheckPool } from '../../../../../electron/engine/checks/check-pool';
import { createGzipPool } from '../../../../../electron/engine/export/gzip-pool';
import { createPackPool, type PackPool } from '../../../../../electron/engine/export/pack-pool';
import { exportStream, type StreamExportOptions } from '../../../../../electron/engine/stream/export-stream';
import { streamColumnTables, streamTables } from '../../../../../electron/engine/stream/stream-tables';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { NotIndexableUrl } from '../../../../../shared/site-check/leave-out';
import { fullRow } from '../../../../support/full-row';
import { serializeUrlset } from '../../../../support/plain-serializer';
import { numberedEntries, urlsetOf } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

const folderBytes = async (folder: string): Promise<Record<string, string>> => {
  const names = (await readdir(folder)).filter((name) => !name.startsWith('.')).sort();
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, (await readFile(join(folder, name))).toString('base64')])),
  );
};

const checkPool = createCheckPool(2);
const gzipPool = createGzipPool(2);
const packing = createPackPool(2);
let filesPacked = 0;
/** The pack pool, counting the files its workers wrote. */
const packPool: PackPool = { ...packing, pack: (...args) => (filesPacked++, packing.pack(...args)) };
afterAll(() => Promise.all([checkPool.close(), gzipPool.close(), packing.close()]));

describe('the streaming export takes a parse worker’s columns as they came', () => {
  const temp = useTempDir();

  /**
   * Gzipped sitemaps of full rows (every extension, hreflang clusters that do not hold) and of plain
   * pages, one repeating another's locs, a text sitemap among them, and `bad` rows (a relative loc
   * the import tells and validation repeats, lastmods that are no dates, a loc on another host).
   */
  async function writeSet(bad: boolean): Promise<string[]> {
    const files: string[] = [];
    for (let part = 1; part <= 6; part++) {
      const xml =
        part % 2 === 1
          ? serializeUrlset(Array.from({ length: 40 }, (_, i) => fullRow(part * 100 + i)))
          : urlsetOf(
              numberedEntries(part === 4 ? 60 : 130).map((entry, i) => ({
                ...entry,
                loc:
                  bad && part === 2 && i === 9
                    ? 'pages/relative'
                    : part === 6 && i < 5
                      ? `${entry.loc}-2`
                      : `${entry.loc}-${part}`,
                lastmod: bad && i % 3 === 0 ? '2026-01-0' : entry.lastmod,
              })),
            );
      files.push(await temp.write(`part-${part}.xml.gz`, gzipSync(xml)));
    }
    const lines = numberedEntries(20).map((entry, i) => (bad && i === 7 ? 'https://other.example/x' : entry.loc));
    files.splice(3, 0, await temp.write('pages.txt', `${lines.join('\n')}\n`));
    return files;
  }

  /** The locs the site check found not indexable: a few of the full rows and of the plain pages. */
  const notIndexable = (): NotIndexableUrl[] =>
    [fullRow(302).loc, fullRow(510).loc, `${numberedEntries(9)[8]!.loc}-2`].map((url) => ({
      url,
      reason: 'noindex',
      status: 200,
    }));

  async function exportWith(
    files: string[],
    columns: boolean,
    out: string,
    options: StreamExportOptions,
    maxBytes = 40_000,
  ) {
    let columnBatches = 0;
    const settings = {
      ...DEFAULT_EXPORT_SETTINGS,
      baseUrl: 'https://example.com/',
      outputFolder: out,
      maxUrls: 17,
      maxBytes,
    };
    const stream = columns ? streamColumnTables : streamTables;
    const result = await exportStream(
      (onTable, onRobotsTxt, onNotIndexable) => {
        onNotIndexable(notIndexable());
        return stream(
          files,
          {},
          async (table) => {
            const batches = table.batches;
            await onTable({
              ...table,
              batches: (async function* () {
                for await (const batch of batches) {
                  if ('rowCount' in batch) columnBatches++;
                  yield batch;
                }
              })(),
            });
          },
          { onRobotsTxt, parseWorkers: 2 },
        );
      },
      { projectId: 'streamed', settings },
      options,
    );
    const written = result.outcome.ok ? await folderBytes(out) : {};
    const { outcome } = result;
    const told = outcome.ok ? { warnings: outcome.warnings, leftOut: outcome.report.leftOut } : outcome.problems;
    return { written, told, sourceProblems: result.sourceProblems, columnBatches };
  }

  for (const [label, options] of [
    ['checked on this thread', {}],
    ['checked on workers, gzip on workers', { checkPool, codec: gzipPool }],
    // Slices of 7 rows: a file spans slices, and a slice holds rows left out.
    ['packed on pack workers, checked in the same jobs', { packPool, checkPool: packPool, packSliceRows: 7 }],
    ['packed on pack workers, checked on this thread', { packPool, packSliceRows: 7 }],
  ] as const) {
    it(`writes the same files and tells the same problems as from rows, ${label}`, async () => {
      const files = await writeSet(false);
      const rows = await exportWith(files, false, join(temp.path(), 'rows'), options);
      const packedBefore = filesPacked;
      const columns = await exportWith(files, true, join(temp.path(), 'columns'), options);
      // Rows come as rows, never packed on the pack workers; a parse worker's columns are, when a pack pool is given.
      expect(filesPacked - packedBefore).toBe('packPool' in options ? Object.keys(columns.written).length - 1 : 0);
      expect(rows.columnBatches).toBe(0);
      expect(columns.columnBatches).toBe(files.length);
      expect(Object.keys(columns.written).length).toBeGreaterThan(20);
      expect(columns.written).toEqual(rows.written);
      expect(columns.told).toEqual(rows.told);
      expect(columns.sourceProblems).toEqual(rows.sourceProblems);
      const { warnings, leftOut } = columns.told as { warnings: { code: string }[]; leftOut: unknown[] };
      expect(leftOut).toHaveLength(3);
      // Rows' own, duplicates across files, a whole table's, and the hreflang clusters'.
      const codes = new Set(warnings.map((item) => item.code));
      for (const code of ['video-field-deprecated', 'loc-duplicate', 'lastmod-shared', 'hreflang-self-missing'])
        expect(codes).toContain(code);
    }, 60_000);

    it(`stops on the same errors as from rows, ${label}`, async () => {
      const files = await writeSet(true);
      const rows = await exportWith(files, false, join(temp.path(), 'bad-rows'), options);
      const columns = await exportWith(files, true, join(temp.path(), 'bad-columns'), options);
      expect(Array.isArray(columns.told) && columns.told.length).toBeGreaterThan(0);
      expect(columns.told).toEqual(rows.told);
      expect(columns.sourceProblems).toEqual(rows.sourceProblems);
      expect(await readdir(join(temp.path(), 'bad-columns')).catch(() => [])).toEqual([]);
    }, 60_000);

    it(`stops on a row too large for any file as from rows, the rows after it still checked, ${label}`, async () => {
      // Row 3 of the first file is too large for a file of 1,800 bytes; rows in later slices have errors.
      const entries = numberedEntries(40).map((entry, i) => ({
        ...entry,
        loc: i === 2 ? `${entry.loc}/${'x'.repeat(1_900)}` : entry.loc,
        lastmod: i > 2 && i % 3 === 0 ? '2026-01-0' : entry.lastmod,
      }));
      const files = [
        await temp.write('large.xml.gz', gzipSync(urlsetOf(entries))),
        await temp.write('after.xml.gz', gzipSync(urlsetOf(numberedEntries(20)))),
      ];
      const rows = await exportWith(files, false, join(temp.path(), 'large-rows'), options, 1_800);
      const columns = await exportWith(files, true, join(temp.path(), 'large-columns'), options, 1_800);
      const told = columns.told as { code: string; place: { row?: number } }[];
      expect(told.map((item) => item.code)).toContain('entry-too-large');
      expect(told.filter((item) => item.code === 'lastmod-invalid' && item.place.row! > 30)).toHaveLength(4);
      expect(told).toEqual(rows.told);
    }, 60_000);
  }
});
