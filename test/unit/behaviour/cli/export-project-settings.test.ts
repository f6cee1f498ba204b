import { readdir, readFile, writeFile } from 'node:fs/promises';
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

  describe('a saved folder with a line feed in its name, told on one line wherever it is named', () => {
    /** No line of `text` that the folder's name forged. */
    const forgedLines = (text: string): string[] => text.split('\n').filter((line) => line.startsWith('Error: forged'));

    it('as the export is told, written and remembered, and as the next dry run names the last export', async () => {
      const folder = join(temp.path(), 'out\nError: forged');
      const project = join(temp.path(), 'shop.sitemapstudio');
      await saveProjectFile(project, shop({ outputFolder: folder }));
      const result = await cliRun('export', project, '--remember');
      expect(result.code).toBe(0);
      expect(result.err.split('\n')[0]).toBe(
        `Exporting to ${join(temp.path(), 'out')}\\u000aError: forged, the folder saved in the project (--out names another).`,
      );
      expect(result.out).toContain(`${join(temp.path(), 'out')}\\u000aError: forged`);
      expect(forgedLines(result.out + result.err)).toEqual([]);
      expect(await written(folder)).toContain('sitemap-pages-1.xml.gz');

      const dry = await cliRun('export', project, '--dry-run');
      expect(dry.code).toBe(0);
      expect(dry.out).toContain(`${join(temp.path(), 'out')}\\u000aError: forged`);
      expect(forgedLines(dry.out + dry.err)).toEqual([]);
    });

    it('as the system refuses it (a file where the folder should be)', async () => {
      const folder = join(temp.path(), 'out\nError: forged');
      await writeFile(folder, 'a file, not a folder');
      const project = join(temp.path(), 'shop.sitemapstudio');
      await saveProjectFile(project, shop({ outputFolder: folder }));
      const result = await cliRun('export', project);
      expect(result.code).not.toBe(0);
      expect(result.err).toContain(`${join(temp.path(), 'out')}\\u000aError: forged`);
      expect(forgedLines(result.out + result.err)).toEqual([]);
    });
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

// The probe of saved settings: what a project file from elsewhere may hold.
describe('sitemap-studio export <project>: saved settings it refuses, and whose they are', () => {
  const temp = useTempDir();

  it('names a project whose header does not read, not a missing option, where the options alone do not do', async () => {
    const missing = join(temp.path(), 'nope.sitemapstudio');
    const damaged = await temp.write('damaged.sitemapstudio', 'garbage');
    for (const path of [missing, damaged]) {
      const result = await cliRun('export', path);
      expect(result.code).toBe(1);
      expect(result.err).toContain('Not exported: some sources could not be read');
      expect(result.err).toContain(path.replace(/.*\//, ''));
      expect(result.err).not.toContain('--out is required');
    }
  });

  it('refuses to name any file of the set as a project file, so the project exported can never be replaced', async () => {
    const project = join(temp.path(), 'site.sitemapstudio');
    await saveProjectFile(project, shop({ outputFolder: temp.path(), indexName: 'site.sitemapstudio' }));
    const before = await readFile(project);
    const result = await cliRun('export', project);
    expect(result.code).toBe(2);
    expect(result.err).toContain('[index-name-invalid]');
    expect(result.err).toContain('ends in .sitemapstudio, as a project file does');
    expect(result.err).toContain(`these are the export settings saved in ${project}`);
    expect(await readFile(project)).toEqual(before);
    expect(await written(temp.path())).toEqual(['site.sitemapstudio']);
  });

  it('refuses a saved folder that is no full path, as the app does, wherever the command runs', async () => {
    const project = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(project, shop({ outputFolder: 'relative-out' }));
    const result = await cliRun('export', project);
    expect(result.code).toBe(2);
    expect(result.err).toContain('[output-folder-not-full]');
    expect(result.err).not.toContain('Exporting to');
    // Given on the command line, a relative folder is the command's own, as ever.
    const given = await cliRun('export', project, '--out', join(temp.path(), 'given'));
    expect(given.code).toBe(0);
  });

  it('names the saved folder, not --out, where that folder fails', async () => {
    const file = await temp.write('a-file', 'x');
    const project = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(project, shop({ outputFolder: file }));
    const result = await cliRun('export', project);
    expect(result.code).toBe(2);
    expect(result.err).toContain(`the folder saved in ${project} (${file}): ${file} is a file, not a folder`);
    expect(result.err).not.toContain(`--out ${file}`);
  });

  it('credits other hosts allowed to the saved settings, not to an option not given', async () => {
    const project = join(temp.path(), 'shop.sitemapstudio');
    const data = shop({ outputFolder: join(temp.path(), 'out'), allowOtherHosts: true });
    data.tables[0]!.rows.push(emptyRow('https://other.example/x'));
    await saveProjectFile(project, data);
    const result = await cliRun('export', project);
    expect(result.code).toBe(0);
    expect(result.out).toContain("was exported because the project's export settings allow it");
    const given = await cliRun('export', project, '--allow-other-hosts');
    expect(given.out).toContain('because --allow-other-hosts allows it');
  });
});
