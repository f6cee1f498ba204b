import { chmod, lstat, mkdir, readdir, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { classifyPaths } from '../../../../electron/engine/classify-paths';
import { openProjectFile, saveProjectFile } from '../../../../electron/engine/project/project-file';
import { runCli } from '../../../../electron/cli/run-cli';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import type { ProjectData } from '../../../../shared/project-file';
import { emptyRow } from '../../../../shared/url-table';
import { fullRow } from '../../../support/full-row';
import { describeError } from '../../../../shared/describe-error';
import { answeredPage } from '../../../support/page-checks';
import { useTempDir } from '../../../support/use-temp-dir';

const project = (rows = 3): ProjectData => ({
  name: 'Example shop',
  robotsTxt: 'User-agent: *\nDisallow: /admin\n',
  siteChecks: [],
  exportSettings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', gzip: false },
  tables: [
    {
      id: 't1',
      name: 'articles',
      source: { location: '/sites/example/sitemap.xml', name: 'sitemap.xml', kind: 'urlset', gzip: false, bytes: 1234 },
      rows: [
        ...Array.from({ length: rows }, (_, n) => fullRow(n)),
        { ...emptyRow('https://example.com/x'), extra: ['<foo:bar xmlns:foo="urn:foo">kept</foo:bar>'] },
      ],
    },
    { id: 't2', name: 'empty', source: null, rows: [] },
  ],
});

describe('project files', () => {
  const temp = useTempDir();

  it('saves and opens a project unchanged: every row field, extension, raw XML, robots.txt and setting', async () => {
    const path = join(await temp.write('.keep', ''), '..', 'shop.sitemapstudio');
    const saved = await saveProjectFile(path, project());
    expect(saved.gzip).toBe(true);
    expect(await openProjectFile(path)).toEqual(project());
    const text = gunzipSync(await readFile(path)).toString('utf8');
    expect(text.startsWith('{"format":"sitemap-studio-project","version":2,')).toBe(true);
    expect((await classifyPaths([path])).sources[0]).toMatchObject({ kind: 'project', gzip: true });
  });

  it('keeps a result a cancelled re-check left for Continue (recheckFrom) through a save', async () => {
    const path = join(await temp.write('.keep', ''), '..', 'checked.sitemapstudio');
    const left = { ...answeredPage('https://example.com/a'), checkedAt: 50, recheckFrom: 100 };
    const checked = { ...project(), siteChecks: [left, answeredPage('https://example.com/b')] };
    await saveProjectFile(path, checked);
    const opened = await openProjectFile(path);
    expect(opened.siteChecks).toEqual(checked.siteChecks);
    expect(opened.siteChecks.map((check) => check.recheckFrom)).toEqual([100, undefined]);
  });

  it("keeps the permissions of the file it replaces: a private project stays private (the probe: saved, it was anyone's to read)", async () => {
    const path = join(await temp.write('.keep', ''), '..', 'private.sitemapstudio');
    await saveProjectFile(path, project());
    await chmod(path, 0o600);
    await saveProjectFile(path, project(5));
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect((await openProjectFile(path)).tables[0]!.rows).toHaveLength(6);
  });

  it('tells a save into a "folder" that is a file as about the path chosen, not the temporary file beside it', async () => {
    const file = await temp.write('afile', 'x');
    const error = await saveProjectFile(join(file, 'x.sitemapstudio'), project()).catch((caught: unknown) => caught);
    expect(describeError(error)).toBe(`a part of ${join(file, 'x.sitemapstudio')} is a file, not a folder`);
  });

  it('streams a larger project as several row records, each line a record, and opens it unchanged', async () => {
    const path = join(await temp.write('.keep', ''), '..', 'big.sitemapstudio');
    const big = project(5000);
    const saved = await saveProjectFile(path, big);
    expect(saved.bytes).toBe((await readFile(path)).length);
    const lines = gunzipSync(await readFile(path))
      .toString('utf8')
      .trimEnd()
      .split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { from?: number }).from)).toEqual([undefined, 0, 2000, 4000]);
    expect(await openProjectFile(path)).toEqual(big);
    expect((await classifyPaths([path])).sources[0]).toMatchObject({ kind: 'project', gzip: true });
  });

  it('leaves the previous file intact when the disk fails during a save, and leaves no temporary file', async () => {
    const path = join(await temp.write('.keep', ''), '..', 'shop.sitemapstudio');
    await saveProjectFile(path, project());
    const before = await readFile(path);
    const failing = async (file: string, bytes: AsyncIterable<Uint8Array>): Promise<void> => {
      for await (const chunk of bytes) await writeFile(file, chunk.subarray(0, 100)); // half written…
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    };
    await expect(saveProjectFile(path, { ...project(), name: 'changed' }, { writeDurably: failing })).rejects.toThrow(
      'ENOSPC',
    );
    expect((await readFile(path)).equals(before)).toBe(true);
    expect((await readdir(join(path, '..'))).sort()).toEqual(['.keep', 'shop.sitemapstudio']);
  });

  it('saves through a symbolic link into the file it leads to, and keeps the link (one to nothing too)', async () => {
    const real = join(temp.path(), 'real');
    await mkdir(real);
    const file = join(real, 'shop.sitemapstudio');
    await saveProjectFile(file, project(1));
    const link = join(temp.path(), 'shop.sitemapstudio');
    await symlink(file, link);
    await saveProjectFile(link, project(5));
    expect((await lstat(link)).isSymbolicLink()).toBe(true);
    expect((await openProjectFile(file)).tables[0]!.rows).toHaveLength(6);
    expect((await readdir(real)).sort()).toEqual(['shop.sitemapstudio']);
    // A relative link to a file not there yet: the file is made where it points.
    const dangling = join(temp.path(), 'later.sitemapstudio');
    await symlink(join('real', 'later.sitemapstudio'), dangling);
    await saveProjectFile(dangling, project(2));
    expect((await lstat(dangling)).isSymbolicLink()).toBe(true);
    expect((await openProjectFile(join(real, 'later.sitemapstudio'))).tables[0]!.rows).toHaveLength(3);
    // A relative link to nothing inside a folder reached through a link: read from the real folder.
    const inner = join(real, 'inner');
    await mkdir(inner);
    await symlink(join('..', 'deep.sitemapstudio'), join(inner, 'deep.sitemapstudio'));
    await mkdir(join(temp.path(), 'x'));
    await symlink(inner, join(temp.path(), 'x', 'dirlink'));
    await saveProjectFile(join(temp.path(), 'x', 'dirlink', 'deep.sitemapstudio'), project(1));
    expect((await openProjectFile(join(real, 'deep.sitemapstudio'))).tables[0]!.rows).toHaveLength(2);
  });

  it('stops a cancelled save before the file is replaced: the previous file stays, no temporary file is left', async () => {
    const path = join(await temp.write('.keep', ''), '..', 'shop.sitemapstudio');
    await saveProjectFile(path, project());
    const before = await readFile(path);
    const controller = new AbortController();
    // Cancelled while the bytes are being written: the rename must not happen.
    const cancelMidway = async (file: string, bytes: AsyncIterable<Uint8Array>): Promise<void> => {
      for await (const chunk of bytes) await writeFile(file, chunk, { flag: 'a' });
      controller.abort();
    };
    await expect(
      saveProjectFile(
        path,
        { ...project(), name: 'changed' },
        { writeDurably: cancelMidway, signal: controller.signal },
      ),
    ).rejects.toMatchObject({
      code: 'save-cancelled',
      message: 'Saving shop.sitemapstudio was cancelled; the file on disk was not changed.',
    });
    expect((await readFile(path)).equals(before)).toBe(true);
    expect((await readdir(join(path, '..'))).sort()).toEqual(['.keep', 'shop.sitemapstudio']);
  });

  it('refuses a file from a newer version, a damaged file, and a file that is not a project, by name', async () => {
    const newer = await temp.write(
      'newer.sitemapstudio',
      JSON.stringify({ format: 'sitemap-studio-project', version: 99, name: 'x', tables: [] }),
    );
    await expect(openProjectFile(newer)).rejects.toMatchObject({
      code: 'project-too-new',
      message: expect.stringContaining('saved by a newer Sitemap Studio (format 99)'),
    });
    const damaged = await temp.write(
      'damaged.sitemapstudio',
      '{"format":"sitemap-studio-project","version":1,"name":"x","tables":[{"id":',
    );
    await expect(openProjectFile(damaged)).rejects.toMatchObject({
      code: 'project-corrupt',
      message: expect.stringContaining(`${damaged} is damaged`),
    });
    const noLoc = await temp.write(
      'noloc.sitemapstudio',
      JSON.stringify({
        format: 'sitemap-studio-project',
        version: 1,
        name: 'x',
        tables: [{ id: 'a', name: 'a', rows: [{}] }],
      }),
    );
    await expect(openProjectFile(noLoc)).rejects.toMatchObject({
      code: 'project-corrupt',
      message: `${noLoc} is damaged at tables[0].rows[0].loc: expected text, found nothing.`,
    });
    const truncatedGzip = await temp.write('cut.sitemapstudio', gzipSync(Buffer.alloc(5000, 'a')).subarray(0, 40));
    await expect(openProjectFile(truncatedGzip)).rejects.toMatchObject({ code: 'project-corrupt' });
    const foreign = await temp.write('notes.sitemapstudio', 'shopping list');
    await expect(openProjectFile(foreign)).rejects.toMatchObject({
      code: 'not-a-project',
      message: `${foreign} is not a Sitemap Studio project.`,
    });
  });

  it('sitemap-studio import --out saves what was read as a project, which validate and export then read', async () => {
    const sitemap = await temp.write(
      'pages.xml',
      '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/a</loc></url><url><loc>https://example.com/b</loc></url></urlset>',
    );
    const out = join(temp.path(), 'site');
    let err = '';
    const io = { out: () => undefined, err: (text: string) => void (err += text) };
    expect(await runCli(['import', sitemap, '--out', out], io)).toBe(0);
    expect(err).toBe(`Saved ${out}.sitemapstudio: 1 table, 2 URLs.\n`);
    const saved = await openProjectFile(`${out}.sitemapstudio`);
    expect(saved.tables.map((table) => [table.name, table.rows.map((row) => row.loc)])).toEqual([
      ['pages', ['https://example.com/a', 'https://example.com/b']],
    ]);
    expect(await runCli(['validate', `${out}.sitemapstudio`, '--base-url', 'https://example.com/'], io)).toBe(0);
    expect(
      await runCli(
        ['export', `${out}.sitemapstudio`, '--out', join(temp.path(), 'export'), '--base-url', 'https://example.com/'],
        io,
      ),
    ).toBe(0);
    expect((await readdir(join(temp.path(), 'export'))).filter((name) => name.endsWith('.gz'))).toEqual([
      'sitemap-pages-1.xml.gz',
    ]);
  });
});
