import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openProjectFile, saveProjectFile, saveProjectStream } from '../../../../electron/engine/project/project-file';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { changesOfProject, changesText } from '../../../../electron/cli/export-dry-run';
import { changesSinceExport, exportedUrl } from '../../../../shared/last-export/exported-urls';
import { headerOf, type ProjectData } from '../../../../shared/project-file';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { cliExport, cliRun } from '../../../support/cli-run';
import { fullRow } from '../../../support/full-row';
import { answeredPage } from '../../../support/page-checks';
import { membersOf } from '../../../support/project-members-of';
import { useTempDir } from '../../../support/use-temp-dir';

const url = (path: string): string => `https://example.com/${path}`;

function shop(): ProjectData {
  const rows = ['a', 'b', 'c', 'd'].map((path) => ({ ...emptyRow(url(path)), lastmod: '2026-01-05' }));
  return {
    name: 'shop',
    robotsTxt: null,
    exportSettings: DEFAULT_EXPORT_SETTINGS,
    tables: [{ id: 't0', name: 'pages', source: null, rows }],
    siteChecks: [],
  };
}

/** Rows with every extension, each at its own URL under the export's site. */
const everyExtension = Array.from({ length: 30 }, (_, i) => ({ ...fullRow(i), loc: url(`full/${i}`) }));

describe('sitemap-studio export: what changed since the last export', () => {
  const temp = useTempDir();

  it('remembers what an export of a project wrote, and --dry-run lists what changed since, field by field', async () => {
    const project = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(project, shop());
    const never = await cliRun('export', project, '--dry-run');
    expect(never.out).toBe('This project remembers no export: all 4 URLs would be new.\n');

    const exported = await cliExport(project, join(temp.path(), 'out'), '--remember');
    expect(exported.code).toBe(0);
    expect(exported.err).toContain(`Remembered this export in ${project}.`);
    const remembered = (await openProjectFile(project)).lastExport!;
    expect(remembered.urls.map((entry) => entry.loc)).toEqual(['a', 'b', 'c', 'd'].map(url));
    expect(remembered.files).toEqual(['sitemap-pages-1.xml.gz', 'sitemap_index.xml']);
    expect(remembered.folder).toBe(join(temp.path(), 'out'));
    expect((await cliRun('export', project, '--dry-run')).out).toContain(
      ': 0 URLs added, 0 URLs removed, 0 URLs changed.',
    );

    const edited = await openProjectFile(project);
    const rows = edited.tables[0]!.rows;
    rows[0]!.lastmod = '2026-02-01';
    rows[1]!.priority = '0.8';
    rows[1]!.changefreq = 'weekly';
    rows.splice(2, 1);
    rows.push({ ...emptyRow(url('e')), lastmod: '2026-02-01' });
    await saveProjectFile(project, edited);

    const { code, out } = await cliRun('export', project, '--dry-run');
    expect(code).toBe(0);
    const at = new Date(remembered.at).toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(out.split('\n').filter(Boolean)).toEqual([
      `Since the last export (${at}, 2 files, to ${join(temp.path(), 'out')}): 1 URL added, 1 URL removed, 2 URLs changed.`,
      `  + ${url('e')}`,
      `  - ${url('c')}`,
      `  ~ ${url('a')}  (lastmod)`,
      `  ~ ${url('b')}  (changefreq, priority)`,
    ]);
    const json = JSON.parse((await cliRun('export', project, '--dry-run', '--json')).out) as Record<string, unknown>;
    expect(json).toEqual({
      lastExport: { at: remembered.at, files: remembered.files, folder: remembered.folder },
      urls: 4,
      added: [url('e')],
      removed: [url('c')],
      changed: [
        { loc: url('a'), fields: ['lastmod'] },
        { loc: url('b'), fields: ['changefreq', 'priority'] },
      ],
    });
    // A dry run writes nothing: the project still remembers the export as it was.
    expect((await openProjectFile(project)).lastExport).toEqual(remembered);
  });

  it('remembers in a project saved in column members, its rows kept byte for byte, every extension hashed as a dry run reads it', async () => {
    const project = join(temp.path(), 'columns.sitemapstudio');
    const data = { ...shop(), tables: [{ id: 't0', name: 'pages', source: null, rows: everyExtension }] };
    const columns = [UrlColumns.fromRows(everyExtension)];
    await saveProjectStream(project, headerOf(data), { tables: columns, siteChecks: [] }, { workers: 1 });
    const before = membersOf(await readFile(project));

    const exported = await cliExport(project, join(temp.path(), 'out'), '--remember');
    expect(exported.code).toBe(0);
    const after = membersOf(await readFile(project));
    expect(after.slice(1, before.length)).toEqual(before.slice(1));
    const opened = await openProjectFile(project);
    expect(opened.tables).toEqual(data.tables);
    expect(opened.lastExport!.urls.map((entry) => entry.loc)).toEqual(everyExtension.map((row) => row.loc));
    expect((await cliRun('export', project, '--dry-run')).out).toContain(
      ': 0 URLs added, 0 URLs removed, 0 URLs changed.',
    );
  });

  it('reads a project in column members as its rows read: every extension, kept texts, a duplicate loc and a URL left out', async () => {
    // Texts an export keeps as written (not canonical), and a loc listed twice.
    const kept = ['2026-11-20T10:00+01:00', '2026-11-20T10:00:00.50Z', '2026-11'];
    const rows: UrlRow[] = everyExtension.map((row, i) => ({
      ...row,
      lastmod: kept[i % 3]!,
      priority: ['0.80', '1', '.5'][i % 3]!,
    }));
    rows.push({ ...rows[4]!, priority: '0.1' });
    // The last export wrote other values for some rows, a URL since removed, and none of the last row.
    const before = rows.slice(0, 28).map((row, i) => (i % 5 === 0 ? { ...row, lastmod: '2020-01-01' } : row));
    before[7] = { ...before[7]!, images: [], news: null };
    const urls = [...before.map(exportedUrl), exportedUrl({ ...emptyRow(url('gone')), lastmod: '2026-01-01' })];
    const lastExport = {
      at: Date.UTC(2026, 0, 2, 3, 4, 5),
      files: ['sitemap-pages-1.xml.gz', 'sitemap_index.xml'],
      urls,
    };
    const data: ProjectData = {
      ...shop(),
      tables: [{ id: 't0', name: 'pages', source: null, rows }],
      siteChecks: [answeredPage(rows[9]!.loc, { status: 404 })],
      lastExport,
    };
    const project = join(temp.path(), 'columns.sitemapstudio');
    await saveProjectStream(
      project,
      headerOf(data),
      { tables: [UrlColumns.fromRows(rows)], siteChecks: data.siteChecks, exported: urls },
      { workers: 1 },
    );
    // What the rows as objects give: the dry run's answer before it read columns.
    const opened = await openProjectFile(project);
    expect(opened.tables[0]!.rows).toEqual(rows);
    const asRows = (leaveOut: boolean) => {
      const written = opened.tables[0]!.rows.filter((row) => !leaveOut || row.loc !== rows[9]!.loc);
      return {
        lastExport: { at: lastExport.at, files: lastExport.files },
        changes: changesSinceExport(opened.lastExport!.urls, written),
        rows: written.length,
      };
    };
    for (const leaveOut of [true, false]) {
      const expected = asRows(leaveOut);
      expect(expected.changes.changed.length).toBeGreaterThan(4);
      const options = leaveOut ? [] : ['--keep-non-indexable'];
      const text = await cliRun('export', project, '--dry-run', ...options);
      expect(text.out).toBe(`${changesText(expected).join('\n')}\n`);
      const json = await cliRun('export', project, '--dry-run', '--json', ...options);
      expect(JSON.parse(json.out)).toEqual({
        lastExport: expected.lastExport,
        urls: expected.rows,
        ...expected.changes,
      });
    }
  });

  it('counts, without listing, what a project that remembers no export would write, URLs left out apart', async () => {
    const rows = [...shop().tables[0]!.rows, emptyRow(url('missing'))];
    const data: ProjectData = { ...shop(), tables: [{ id: 't0', name: 'pages', source: null, rows }] };
    const project = join(temp.path(), 'never.sitemapstudio');
    await saveProjectFile(project, { ...data, siteChecks: [answeredPage(url('missing'), { status: 404 })] });
    for (const [leaveOut, urls] of [
      [true, rows.length - 1],
      [false, rows.length],
    ] as const) {
      const counted = await changesOfProject(project, leaveOut, undefined, { countOnly: true });
      const listed = await changesOfProject(project, leaveOut);
      expect(counted.rows).toBe(urls);
      expect(listed.rows).toBe(urls);
      expect(counted.changes.added).toEqual([]);
      expect(listed.changes.added).toHaveLength(urls);
      expect(changesText(counted)).toEqual(changesText(listed));
    }
    const json = JSON.parse((await cliRun('export', project, '--dry-run', '--json')).out) as { added: string[] };
    expect(json.added).toHaveLength(rows.length - 1);
  });

  it('leaves the project as it is unless asked to remember, and remembers only in a project', async () => {
    const project = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(project, shop());
    const before = await readFile(project);
    expect((await cliExport(project, join(temp.path(), 'out'))).code).toBe(0);
    expect(await readFile(project)).toEqual(before);
    const file = await temp.write('sitemap.xml', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>');
    const { code, err } = await cliExport(file, join(temp.path(), 'other'), '--remember');
    expect(code).toBe(2);
    expect(err).toContain('--remember keeps what was written in a project');
  });

  // The review: `--out dist` was remembered as "dist", which the app took for another folder than its own.
  it('remembers the folder in full where --out names it relative to the folder the command runs in', async () => {
    const project = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(project, shop());
    const from = process.cwd();
    process.chdir(temp.path());
    try {
      expect((await cliExport(project, 'dist', '--remember')).code).toBe(0);
    } finally {
      process.chdir(from);
    }
    expect((await openProjectFile(project)).lastExport?.folder).toBe(join(temp.path(), 'dist'));
  });

  it('stops reading the project once Ctrl-C is pressed, as a cancel', async () => {
    const project = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(project, shop());
    await expect(changesOfProject(project, false, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
    expect((await changesOfProject(project, false)).rows).toBe(4);
  });

  it('compares only with a project', async () => {
    const file = await temp.write('sitemap.xml', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>');
    const { code, err } = await cliRun('export', file, '--dry-run');
    expect(code).toBe(2);
    expect(err).toContain('--dry-run compares with what a project remembers');
  });
});
