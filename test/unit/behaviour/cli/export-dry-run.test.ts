import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openProjectFile, saveProjectFile, saveProjectStream } from '../../../../electron/engine/project/project-file';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { headerOf, type ProjectData } from '../../../../shared/project-file';
import { emptyRow } from '../../../../shared/url-table';
import { cliExport, cliRun } from '../../../support/cli-run';
import { fullRow } from '../../../support/full-row';
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
      `Since the last export (${at}, 2 files): 1 URL added, 1 URL removed, 2 URLs changed.`,
      `  + ${url('e')}`,
      `  - ${url('c')}`,
      `  ~ ${url('a')}  (lastmod)`,
      `  ~ ${url('b')}  (changefreq, priority)`,
    ]);
    const json = JSON.parse((await cliRun('export', project, '--dry-run', '--json')).out) as Record<string, unknown>;
    expect(json).toEqual({
      lastExport: { at: remembered.at, files: remembered.files },
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

  it('compares only with a project', async () => {
    const file = await temp.write('sitemap.xml', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>');
    const { code, err } = await cliRun('export', file, '--dry-run');
    expect(code).toBe(2);
    expect(err).toContain('--dry-run compares with what a project remembers');
  });
});
