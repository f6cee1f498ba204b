import { createWriteStream } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../../../electron/engine/export/export-project';
import { streamProjectColumns } from '../../../../electron/engine/project/project-columns';
import { bodyOf, saveProjectFile } from '../../../../electron/engine/project/project-file';
import { projectFileBytes } from '../../../../electron/engine/project/project-stream-write';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { headerOf, type ProjectData } from '../../../../shared/project-file';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { sitemapKind } from '../../../../shared/validation/sitemap-kind';
import { EXPORT_BASE_URL, cliExport, cliRun } from '../../../support/cli-run';
import { fullRow } from '../../../support/full-row';
import { useTempDir } from '../../../support/use-temp-dir';

const pages = (count: number, path: string): UrlRow[] =>
  Array.from({ length: count }, (_, i) => ({
    ...emptyRow(`https://example.com/${path}/${i}${i % 7 === 0 ? '?q=é' : ''}`),
    lastmod: i % 3 === 0 ? '2026-01-05' : i % 3 === 1 ? '2026-01-05T10:00:00+01:00' : null,
    changefreq: i % 2 === 0 ? 'daily' : null,
    priority: i % 5 === 0 ? '0.50' : '0.5',
  }));

/** Two tables of several members' rows each, extensions in the first, and a robots.txt. */
const project: ProjectData = {
  name: 'Shop',
  robotsTxt: 'User-agent: *\nDisallow: /cart\n',
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [
    {
      id: 't0',
      name: 'articles',
      source: null,
      rows: [...Array.from({ length: 40 }, (_, i) => fullRow(i)), ...pages(30_000, 'a')],
    },
    { id: 't1', name: 'pages', source: null, rows: pages(15_000, 'p') },
  ],
  siteChecks: [],
};

const folderBytes = async (folder: string): Promise<Record<string, string>> => {
  const names = (await readdir(folder)).sort();
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, (await readFile(join(folder, name))).toString('base64')])),
  );
};

describe('sitemap-studio export and validate of a project opened on the project workers', () => {
  const temp = useTempDir();

  it('write the same files and report the same problems on 1, 2 and 7 threads as from whole tables and one-stream files', async () => {
    const members = join(temp.path(), 'members.sitemapstudio');
    await saveProjectFile(members, project, { workers: 2 });
    const oneStream = join(temp.path(), 'one-stream.sitemapstudio');
    await pipeline(projectFileBytes(headerOf(project), bodyOf(project)), createWriteStream(oneStream));

    const outputFolder = join(temp.path(), 'whole');
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder };
    const whole = await exportProject({ projectId: 'whole', tables: project.tables, settings, robotsTxt: null });
    expect(whole.ok).toBe(true);
    const expected = await folderBytes(outputFolder);
    const sitemaps = Object.keys(expected).filter((name) => name.endsWith('.gz') || name.endsWith('.xml'));
    expect(sitemaps.length).toBeGreaterThan(2);

    const validated = await cliRun('validate', oneStream, '--json');
    for (const threads of ['1', '2', '7']) {
      const out = join(temp.path(), `threads-${threads}`);
      const result = await cliExport(members, out, '--threads', threads);
      expect(result.code, result.err).toBe(0);
      const written = await folderBytes(out);
      // The manifest names the project and the time: every other file is compared byte for byte.
      for (const name of sitemaps) expect(written[name], name).toBe(expected[name]);
      expect(Object.keys(written)).toEqual(Object.keys(expected));
      const again = await cliRun('validate', members, '--json', '--threads', threads);
      expect(again.out.replaceAll('members', 'one-stream')).toBe(validated.out);
    }
  }, 120_000);

  it('hands each table on whole, its columns in one batch, of the kind its rows make', async () => {
    const path = join(temp.path(), 'whole.sitemapstudio');
    await saveProjectFile(path, project, { workers: 2 });
    const handed: { name: string; kind: string; batches: (number | string)[] }[] = [];
    const streamed = await streamProjectColumns(
      path,
      async (table) => {
        const batches: (number | string)[] = [];
        // Columns are counted by their rows; rows, had any come, as "rows".
        for await (const batch of table.batches) batches.push('rowCount' in batch ? batch.rowCount : 'rows');
        handed.push({ name: table.name, kind: table.kind, batches });
      },
      { workers: 2 },
    );
    expect(handed).toEqual(
      project.tables.map((table) => ({
        name: table.name,
        kind: sitemapKind(table.rows),
        batches: [table.rows.length],
      })),
    );
    expect(streamed).toEqual({ problems: [], robotsTxt: project.robotsTxt });
  }, 120_000);

  it('names a damaged file and writes nothing, handing on no table of it', async () => {
    const path = join(temp.path(), 'cut.sitemapstudio');
    await saveProjectFile(path, project, { workers: 2 });
    const bytes = await readFile(path);
    await writeFile(path, bytes.subarray(0, bytes.length >> 1));
    const out = join(temp.path(), 'out');
    const result = await cliExport(path, out, '--threads', '2');
    expect(result.code).toBe(1);
    expect(result.err).toContain(path);
    expect(await readdir(out).catch(() => [])).toEqual([]);

    const handed: string[] = [];
    const streamed = await streamProjectColumns(path, async (table) => void handed.push(table.name), { workers: 2 });
    expect(handed).toEqual([]);
    expect(streamed.problems).toHaveLength(1);
    expect(streamed.problems[0]!.place.file).toBe(path);
  }, 120_000);

  it('fails an open whose worker is killed, naming the file, with no table handed on', async () => {
    const path = join(temp.path(), 'killed.sitemapstudio');
    await saveProjectFile(path, project, { workers: 2 });
    const handed: string[] = [];
    const streamed = await streamProjectColumns(path, async (table) => void handed.push(table.name), {
      workers: 2,
      poolHooks: { crashOn: (n) => n === 2 },
    });
    expect(handed).toEqual([]);
    expect(streamed.problems[0]!.message).toMatch(/killed\.sitemapstudio could not be read: a project worker stopped/);
  }, 120_000);
});
