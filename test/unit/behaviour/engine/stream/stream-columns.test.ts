import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createCheckPool } from '../../../../../electron/engine/checks/check-pool';
import { createGzipPool } from '../../../../../electron/engine/export/gzip-pool';
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
afterAll(() => Promise.all([checkPool.close(), gzipPool.close()]));

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

  async function exportWith(files: string[], columns: boolean, out: string, options: StreamExportOptions) {
    let columnBatches = 0;
    const settings = {
      ...DEFAULT_EXPORT_SETTINGS,
      baseUrl: 'https://example.com/',
      outputFolder: out,
      maxUrls: 17,
      maxBytes: 40_000,
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
  ] as const) {
    it(`writes the same files and tells the same problems as from rows, ${label}`, async () => {
      const files = await writeSet(false);
      const rows = await exportWith(files, false, join(temp.path(), 'rows'), options);
      const columns = await exportWith(files, true, join(temp.path(), 'columns'), options);
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
  }
});
