import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveProjectFile } from '../../../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../../shared/export-settings';
import type { ProjectData } from '../../../../shared/project-file';
import { emptyRow } from '../../../../shared/url-table';
import { cliRun } from '../../../support/cli-run';
import { answeredPage } from '../../../support/page-checks';
import { useTempDir } from '../../../support/use-temp-dir';

const url = (path: string): string => `https://shop.example/${path}`;

/** Five pages, the last one the site check found missing, exported as `settings` say. */
const shop = (settings: Partial<ExportSettings>): ProjectData => ({
  name: 'shop',
  robotsTxt: null,
  exportSettings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://shop.example/', ...settings },
  tables: [
    { id: 't0', name: 'pages', source: null, rows: ['a', 'b', 'c', 'd', 'e'].map((path) => emptyRow(url(path))) },
  ],
  siteChecks: [answeredPage(url('e'), { status: 404 })],
});

/** The files written into a folder, the manifest and lock aside. */
const written = async (folder: string): Promise<string[]> =>
  (await readdir(folder)).filter((name) => !name.startsWith('.')).sort();

const locsIn = (text: string): string[] => [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((found) => found[1]!);

describe('sitemap-studio export <project>: the project’s own export settings', () => {
  const temp = useTempDir();

  it('exports as the project’s saved settings say when no option is given: its folder, names, limits and stylesheet', async () => {
    const folder = join(temp.path(), 'saved-out');
    const project = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(
      project,
      shop({
        outputFolder: folder,
        fileNamePattern: 'shop-{n}.xml',
        gzip: false,
        maxUrls: 2,
        indexName: 'index.xml',
        xslHref: '/sitemap.xsl',
        leaveOutNonIndexable: false,
      }),
    );
    const result = await cliRun('export', project);
    expect(result.err).toBe(`Exporting to ${folder}, the folder saved in the project (--out names another).\n`);
    expect(result.code).toBe(0);
    expect(await written(folder)).toEqual(['index.xml', 'shop-1.xml', 'shop-2.xml', 'shop-3.xml']);
    const first = await readFile(join(folder, 'shop-1.xml'), 'utf8');
    expect(first).toContain('<?xml-stylesheet type="text/xsl" href="/sitemap.xsl"?>');
    expect(locsIn(first)).toEqual([url('a'), url('b')]);
    // Kept: the project keeps the URLs its site check found not indexable.
    expect(locsIn(await readFile(join(folder, 'shop-3.xml'), 'utf8'))).toEqual([url('e')]);
    expect(locsIn(await readFile(join(folder, 'index.xml'), 'utf8'))).toEqual(
      ['shop-1.xml', 'shop-2.xml', 'shop-3.xml'].map(url),
    );
  });

  it('takes each option given over the saved setting, the saved names switched to the compression asked', async () => {
    const project = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(
      project,
      shop({ outputFolder: join(temp.path(), 'saved-out'), fileNamePattern: 'shop-{n}.xml', gzip: false, maxUrls: 2 }),
    );
    const other = join(temp.path(), 'other');
    const result = await cliRun('export', project, '--out', other, '--max-urls', '50000', '--gzip');
    expect(result.code).toBe(0);
    expect(await written(other)).toEqual(['shop-1.xml.gz', 'sitemap_index.xml']);
    expect(result.out).toContain(`to ${other}`);
    expect(result.err).toBe('');
    // Left out, as the saved settings say by default: the page the site check found missing.
    expect(result.out).toContain('Left out 1 URL the site check found not indexable');
    await expect(readdir(join(temp.path(), 'saved-out'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('asks for --out and --base-url only where the project saved none', async () => {
    const project = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(project, shop({}));
    const noFolder = await cliRun('export', project);
    expect(noFolder.code).toBe(2);
    expect(noFolder.err).toContain('--out is required');
    await saveProjectFile(project, shop({ baseUrl: '', outputFolder: join(temp.path(), 'out') }));
    const noBase = await cliRun('export', project);
    expect(noBase.code).toBe(2);
    expect(noBase.err).toContain('--base-url is required');
  });

  it('--dry-run leaves out what the saved settings leave out, unless --keep-non-indexable keeps it', async () => {
    const project = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(project, shop({ leaveOutNonIndexable: false }));
    expect((await cliRun('export', project, '--dry-run')).out).toContain('all 5 URLs would be new');
    await saveProjectFile(project, shop({ leaveOutNonIndexable: true }));
    expect((await cliRun('export', project, '--dry-run')).out).toContain('all 4 URLs would be new');
    expect((await cliRun('export', project, '--dry-run', '--keep-non-indexable')).out).toContain(
      'all 5 URLs would be new',
    );
    await saveProjectFile(project, shop({ leaveOutNonIndexable: false }));
    expect((await cliRun('export', project, '--dry-run', '--leave-out-non-indexable')).out).toContain(
      'all 4 URLs would be new',
    );
    const both = await cliRun('export', project, '--dry-run', '--leave-out-non-indexable', '--keep-non-indexable');
    expect(both.code).toBe(2);
    expect(both.err).toContain('--leave-out-non-indexable and --keep-non-indexable contradict each other.');
  });
});
