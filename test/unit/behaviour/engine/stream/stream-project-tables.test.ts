import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { saveProjectFile } from '../../../../../electron/engine/project/project-file';
import { streamTables } from '../../../../../electron/engine/stream/stream-tables';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { ProjectData } from '../../../../../shared/project-file';
import { emptyRow, type UrlRow, type UrlTable } from '../../../../../shared/url-table';
import { cliExport, cliRun } from '../../../../support/cli-run';
import { pageChecks } from '../../../../support/page-checks';
import { gzipLines, projectLinesOf } from '../../../../support/project-lines';
import { useTempDir } from '../../../../support/use-temp-dir';
import { fullRow } from '../../../../support/full-row';
import { ROWS_PER_BATCH } from '../../../../../electron/engine/import/row-batches';

const rows = (count: number, label: string) =>
  Array.from({ length: count }, (_, i) => emptyRow(`https://example.com/${label}/${i}`));

const project: ProjectData = {
  name: 'Shop',
  robotsTxt: 'User-agent: *\nDisallow: /cart\n',
  siteChecks: [],
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [
    { id: 'a', name: 'pages', source: null, rows: rows(3, 'pages') },
    { id: 'b', name: 'empty', source: null, rows: [] },
    { id: 'c', name: 'posts', source: null, rows: rows(4500, 'posts') },
  ],
};

// The slowest test here took 2.3 s with the machine's two cores under a load of 13: too near vitest's 5 s.
describe('streaming the tables of a version-2 project', { timeout: 30_000 }, () => {
  const temp = useTempDir();

  it('hands each table on as soon as it is read complete, in order, and lets it go before the next', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, project);
    const seen: Array<{ name: string; kind: string; rows: number }> = [];
    const tables: UrlTable[] = [];
    const { robotsTxt, problems } = await streamTables([path], {}, async ({ id, name, kind, batches }) => {
      const rows: UrlRow[] = [];
      for await (const batch of batches) rows.push(...batch);
      seen.push({ name, kind, rows: rows.length });
      tables.push({ id, name, source: null, rows });
    });
    expect(seen).toEqual([
      { name: 'pages', kind: 'page', rows: 3 },
      { name: 'empty', kind: 'page', rows: 0 },
      { name: 'posts', kind: 'page', rows: 4500 },
    ]);
    expect(tables).toEqual(project.tables);
    expect([robotsTxt, problems]).toEqual([project.robotsTxt, []]);
  });

  it('keeps the tables read before a damaged part and names the file and the place in its problem', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, project);
    const lines = gunzipSync(await readFile(path))
      .toString('utf8')
      .trimEnd()
      .split('\n');
    const cut = await temp.write('cut.sitemapstudio', gzipSync(`${lines.slice(0, 3).join('\n')}\n`));
    const seen: string[] = [];
    const { problems } = await streamTables([cut], {}, async (table) => void seen.push(table.name));
    expect(seen).toEqual(['pages', 'empty']);
    expect(problems.map((item) => item.message)).toEqual([
      `${cut} is damaged and cannot be opened: it ends early: table "posts" has 2,000 of its 4,500 rows.`,
    ]);
  });

  it('streams a large table in batches, with its kind read from every row, even the last', async () => {
    const path = join(temp.path(), 'news.sitemapstudio');
    const big = rows(120_001, 'news');
    big[120_000] = { ...fullRow(120_000), images: [], videos: [] };
    await saveProjectFile(path, { ...project, tables: [{ id: 'n', name: 'news', source: null, rows: big }] });
    const batches: number[] = [];
    let kind = '';
    let last: UrlRow | undefined;
    await streamTables([path], {}, async (table) => {
      kind = table.kind;
      for await (const batch of table.batches) {
        batches.push(batch.length);
        last = batch.at(-1);
      }
    });
    expect(kind).toBe('news');
    expect(batches).toEqual([ROWS_PER_BATCH, ROWS_PER_BATCH, 20_001]);
    expect(last).toEqual(big[120_000]);
  });

  it('passes over the site check results after the rows: the same tables, validate and export as without them', async () => {
    const plain = join(temp.path(), 'plain.sitemapstudio');
    const checked = join(temp.path(), 'checked.sitemapstudio');
    await saveProjectFile(plain, project);
    await saveProjectFile(checked, { ...project, siteChecks: pageChecks(5000) });
    const tablesOf = async (path: string) => {
      const seen: Array<{ name: string; rows: number }> = [];
      const { problems } = await streamTables([path], {}, async ({ name, batches }) => {
        let count = 0;
        for await (const batch of batches) count += batch.length;
        seen.push({ name, rows: count });
      });
      return { seen, problems };
    };
    expect(await tablesOf(checked)).toEqual(await tablesOf(plain));
    // Read before the export, which records what it wrote in the project (format 4, after the results).
    const lines = await projectLinesOf(checked);
    const validated = await cliRun('validate', checked, '--json');
    expect(validated.out).toBe((await cliRun('validate', plain, '--json')).out.replaceAll('plain', 'checked'));
    const out = join(temp.path(), 'out');
    expect((await cliExport(checked, out)).code).toBe(0);
    expect((await readdir(out)).length).toBeGreaterThan(0);

    // A damaged result is still a damaged file: said with its line, after the tables were handed on.
    const bad = await temp.write(
      'bad.sitemapstudio',
      gzipLines([...lines.slice(0, -1), '{"from":4000,"checks":[{}]}']),
    );
    const { seen, problems } = await tablesOf(bad);
    expect(seen.map((table) => table.name)).toEqual(['pages', 'empty', 'posts']);
    expect(problems.map((item) => item.message)).toEqual([
      `${bad} is damaged at line ${lines.length}, siteChecks[4000].url: expected text of at most 65,536 characters, found nothing.`,
    ]);
  });

  it("lets the taker's own failure out as it is, not as a damaged file", async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, project);
    const failure = new Error('the disk is full');
    await expect(
      streamTables([path], {}, async (table) => {
        if (table.name === 'posts') throw failure;
      }),
    ).rejects.toBe(failure);
  });
});
