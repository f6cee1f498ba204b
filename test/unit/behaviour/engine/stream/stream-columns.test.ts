import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { createCheckPool } from '../../../../../electron/engine/checks/check-pool';
import { createGzipPool } from '../../../../../electron/engine/export/gzip-pool';
import { createPackPool, type PackPool } from '../../../../../electron/engine/export/pack-pool';
import { exportStream, type StreamExportOptions } from '../../../../../electron/engine/stream/export-stream';
import {
  streamColumnTables,
  streamTables,
  type TableStreamControls,
} from '../../../../../electron/engine/stream/stream-tables';
import { saveProjectFile } from '../../../../../electron/engine/project/project-file';
import { emptyRow } from '../../../../../shared/url-table';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
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
    { maxUrls = 17, controls = {} }: { maxUrls?: number; controls?: TableStreamControls } = {},
  ) {
    let columnBatches = 0;
    const settings = {
      ...DEFAULT_EXPORT_SETTINGS,
      baseUrl: 'https://example.com/',
      outputFolder: out,
      maxUrls,
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
          { onRobotsTxt, parseWorkers: 2, ...controls },
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

  /**
   * A project of a table of full rows (every extension), an empty one and one of 12,000 plain pages,
   * with a robots.txt, saved from columns as the app saves it (column members: read on workers).
   */
  async function writeProject(): Promise<string> {
    const path = join(temp.path(), 'shop.sitemapstudio');
    const pages = Array.from({ length: 12_000 }, (_, i) => ({
      ...emptyRow(`https://example.com/shop/${i}`),
      lastmod: '2026-03-01',
    }));
    await saveProjectFile(
      path,
      {
        name: 'Shop',
        robotsTxt: 'User-agent: *\nDisallow: /cart\n',
        siteChecks: [],
        exportSettings: DEFAULT_EXPORT_SETTINGS,
        tables: [
          {
            id: 'full',
            name: 'full',
            source: null,
            rows: UrlColumns.fromRows(Array.from({ length: 60 }, (_, i) => fullRow(900 + i))),
          },
          { id: 'empty', name: 'empty', source: null, rows: UrlColumns.fromRows([]) },
          { id: 'shop', name: 'shop', source: null, rows: UrlColumns.fromRows(pages) },
        ],
      },
      { workers: 2 },
    );
    return path;
  }

  it('takes a project among the sources whole, as columns opened once on the pack workers: the same files and problems as from rows', async () => {
    const files = [await writeProject(), ...(await writeSet(false))];
    const members = new Map<number, number>();
    const reading = createPackPool(2, {
      seen: ({ place }) => {
        if ('member' in place) members.set(place.member, (members.get(place.member) ?? 0) + 1);
      },
    });
    try {
      const options = { packPool, checkPool: packPool };
      const rows = await exportWith(files, false, join(temp.path(), 'project-rows'), options, 40_000, {
        maxUrls: 1_000,
      });
      const columns = await exportWith(files, true, join(temp.path(), 'project-columns'), options, 40_000, {
        maxUrls: 1_000,
        controls: { projectReader: reading },
      });
      expect(Object.keys(columns.written).length).toBeGreaterThan(20);
      expect(columns.written).toEqual(rows.written);
      expect(columns.told).toEqual(rows.told);
      expect(columns.sourceProblems).toEqual([]);
      // Its two tables with rows came as columns, beside each sitemap's.
      expect(columns.columnBatches).toBe(files.length - 1 + 2);
      // Each member past the header read once, on the reader's workers: not twice, as rows are read.
      expect([...members.keys()].sort()).toEqual([2, 3]); // a member a table with rows
      expect([...members.values()].every((reads) => reads === 1)).toBe(true);
      // The rows written are the project's too.
      const written = Object.entries(columns.written)
        .filter(([name]) => name.startsWith('sitemap-shop'))
        .map(([, bytes]) => gunzipSync(Buffer.from(bytes, 'base64')).toString('utf8'));
      expect(written.join('').split('<loc>').length - 1).toBe(12_000);
    } finally {
      await reading.close();
    }
  }, 60_000);

  it('takes a damaged project among the sources as none of its tables, its problem naming the file, the other sources read', async () => {
    const path = await writeProject();
    const lines = gunzipSync(await readFile(path))
      .toString('utf8')
      .trimEnd()
      .split('\n');
    const cut = await temp.write('cut.sitemapstudio', gzipSync(`${lines.slice(0, 2).join('\n')}\n`));
    const sitemap = await temp.write('news.xml', urlsetOf(numberedEntries(3)));
    const seen: string[] = [];
    const { problems } = await streamColumnTables([cut, sitemap], {}, async (table) => {
      seen.push(table.name);
      for await (const batch of table.batches) void batch;
    });
    expect(seen).toEqual(['news']);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain(`${cut} is damaged and cannot be opened`);
  }, 60_000);

  it('stops opening a project among the sources at Ctrl-C, as a cancel rather than a damaged file', async () => {
    const path = await writeProject();
    const sitemap = await temp.write('after.xml', urlsetOf(numberedEntries(3)));
    const interrupt = new AbortController();
    // Ctrl-C as the first member read comes back.
    const reading = createPackPool(2, { seen: ({ place }) => void ('member' in place && interrupt.abort()) });
    let tables = 0;
    try {
      const streaming = streamColumnTables([path, sitemap], {}, async () => void tables++, {
        signal: interrupt.signal,
        projectReader: reading,
      });
      await expect(streaming).rejects.toMatchObject({ name: 'AbortError' });
      expect(tables).toBe(0);
    } finally {
      await reading.close();
    }
  }, 60_000);
});
