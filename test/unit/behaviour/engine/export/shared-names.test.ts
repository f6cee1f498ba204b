import { lstat, mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { MANIFEST_NAME } from '../../../../../electron/engine/export/export-manifest';
import type { ExportOutcome, ExportRequest } from '../../../../../shared/export-types';
import { exportChildInput } from '../../../../support/export-child-input';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();

/**
 * Project `id`'s set of `rows` URLs in `out`, a file each, under the index `index`; every set names
 * its sitemaps after the table "pages" (sitemap-pages-N.xml.gz) unless given a `pattern`.
 */
function setOf(out: string, id: string, index: string, rows: number, more: Partial<ExportRequest['settings']> = {}) {
  const input = exportChildInput(out, rows, 1, id);
  return { ...input, projectId: id, settings: { ...input.settings, indexName: index, writeRobotsTxt: false, ...more } };
}

const notesOf = (outcome: ExportOutcome): [string, unknown][] =>
  outcome.ok ? outcome.report.notes.map((note) => [note.code, note.params?.[0]]) : [['failed', outcome.problems]];

/** A manifest of an older version: its entries name no index. */
async function plantOlderManifest(out: string, projects: Record<string, string[]>): Promise<void> {
  await mkdir(out, { recursive: true });
  const entries = Object.fromEntries(
    Object.entries(projects).map(([id, files]) => [id, { files, exportedAt: '2020-01-01T00:00:00.000Z' }]),
  );
  await writeFile(
    join(out, MANIFEST_NAME),
    JSON.stringify({ format: 'sitemap-studio-export', version: 1, projects: entries }),
  );
}

describe("a set that overwrites files another project's set in the folder lists", () => {
  it("is told of them, naming that set's index, each time while that set is there; not once it has gone", async () => {
    const out = join(temp.path(), 'public');
    expect(notesOf(await exportProject(setOf(out, 'shop', 'shop_index.xml', 3)))).toEqual([]);

    const second = await exportProject(setOf(out, 'blog', 'blog_index.xml', 2));
    expect(second.ok && second.report.notes.map((note) => [note.code, note.severity, note.message])).toEqual([
      [
        'export-names-shared',
        'warning',
        "This set overwrote 2 files that another project's set in this folder (index shop_index.xml) also lists, " +
          "so that set now has this set's versions of them: sitemap-pages-1.xml.gz, sitemap-pages-2.xml.gz. Give " +
          'each project a folder of its own, or sitemaps named differently (the file name pattern).',
      ],
    ]);
    const again = { names: ['sitemap-pages-1.xml.gz', 'sitemap-pages-2.xml.gz'], index: 'shop_index.xml' };
    expect(notesOf(await exportProject(setOf(out, 'blog', 'blog_index.xml', 2)))).toEqual([
      ['export-names-shared', again],
    ]);

    // The shop moves to a folder of its own, its files here deleted by hand: its entry stays in the manifest.
    for (const name of ['shop_index.xml', 'sitemap-pages-3.xml.gz']) await rm(join(out, name));
    expect(notesOf(await exportProject(setOf(out, 'blog', 'blog_index.xml', 2)))).toEqual([]);
    const manifest = JSON.parse(await readFile(join(out, MANIFEST_NAME), 'utf8')) as { projects: object };
    expect(Object.keys(manifest.projects).sort()).toEqual(['blog', 'shop']);
  });

  it('is told only of the files that were there to overwrite, not of those it made', async () => {
    const out = join(temp.path(), 'public');
    await exportProject(setOf(out, 'shop', 'shop_index.xml', 3));
    await rm(join(out, 'sitemap-pages-2.xml.gz'));
    const outcome = await exportProject(setOf(out, 'blog', 'blog_index.xml', 2));
    expect(notesOf(outcome)).toEqual([
      ['export-names-shared', { names: ['sitemap-pages-1.xml.gz'], index: 'shop_index.xml' }],
    ]);
  });

  it('is told apart of a robots.txt both sets write, with advice of its own', async () => {
    const out = join(temp.path(), 'public');
    await exportProject(setOf(out, 'main', 'sitemap_index.xml', 2, { writeRobotsTxt: true }));
    const news = setOf(out, 'news', 'news_index.xml', 1, { writeRobotsTxt: true, fileNamePattern: 'news-{n}.xml.gz' });
    const outcome = await exportProject(news);
    expect(outcome.ok && outcome.report.notes.map((note) => [note.code, note.message])).toEqual([
      [
        'export-robots-shared',
        "This set wrote robots.txt, which another project's set in this folder (index sitemap_index.xml) writes " +
          "too: the folder's robots.txt kept its lines, that set's Sitemap line among them, and this set's was " +
          'added. Let only one of the two sets write robots.txt, with a Sitemap line for each index.',
      ],
    ]);
    // Both indexes named: the other set's line was kept, not written over.
    const robots = await readFile(join(out, 'robots.txt'), 'utf8');
    expect(robots.match(/^Sitemap: .*$/gm)).toEqual([
      'Sitemap: https://example.com/sitemap_index.xml',
      'Sitemap: https://example.com/news_index.xml',
    ]);
  });

  it("leaves in place a file it no longer writes that another set's index still lists, saying so", async () => {
    const out = join(temp.path(), 'public');
    await exportProject(setOf(out, 'shop', 'shop_index.xml', 3));
    await exportProject(setOf(out, 'blog', 'blog_index.xml', 3));
    const shrunk = await exportProject(setOf(out, 'blog', 'blog_index.xml', 2));
    expect(notesOf(shrunk)).toEqual([
      ['export-stale-shared', { names: ['sitemap-pages-3.xml.gz'], index: 'shop_index.xml' }],
      ['export-names-shared', { names: ['sitemap-pages-1.xml.gz', 'sitemap-pages-2.xml.gz'], index: 'shop_index.xml' }],
    ]);
    // Every sitemap the shop's index names is still there.
    expect(await readFile(join(out, 'sitemap-pages-3.xml.gz'))).toBeInstanceOf(Buffer);

    // The robots.txt advice followed: the set that wrote it last stops; the folder keeps the other's robots.txt.
    await exportProject(setOf(out, 'shop', 'shop_index.xml', 3, { writeRobotsTxt: true }));
    await exportProject(setOf(out, 'blog', 'blog_index.xml', 3, { writeRobotsTxt: true }));
    const withoutRobots = await exportProject(setOf(out, 'blog', 'blog_index.xml', 3));
    expect(notesOf(withoutRobots).map(([code]) => code)).toEqual(['export-stale-shared', 'export-names-shared']);
    expect(notesOf(withoutRobots)[0]).toEqual([
      'export-stale-shared',
      { names: ['robots.txt'], index: 'shop_index.xml' },
    ]);
    expect(await readFile(join(out, 'robots.txt'), 'utf8')).toContain('Disallow: /cart');
  });

  it('hands a file it kept to the set that lists it: that set removes it once it no longer writes it', async () => {
    const out = join(temp.path(), 'public');
    await exportProject(setOf(out, 'shop', 'shop_index.xml', 3));
    await exportProject(setOf(out, 'blog', 'blog_index.xml', 3));
    await exportProject(setOf(out, 'blog', 'blog_index.xml', 2)); // sitemap-pages-3 kept for the shop
    const shrunk = await exportProject(setOf(out, 'shop', 'shop_index.xml', 2));
    expect(notesOf(shrunk)).toEqual([
      ['export-stale-removed', { names: ['sitemap-pages-3.xml.gz'] }],
      ['export-names-shared', { names: ['sitemap-pages-1.xml.gz', 'sitemap-pages-2.xml.gz'], index: 'blog_index.xml' }],
    ]);
    await expect(readFile(join(out, 'sitemap-pages-3.xml.gz'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it("leaves the other set's own file as that set's: that set removes it once it no longer writes it", async () => {
    const out = join(temp.path(), 'public');
    await exportProject(setOf(out, 'blog', 'blog_index.xml', 3));
    await exportProject(setOf(out, 'shop', 'shop_index.xml', 3)); // the shop's files over the blog's
    const blog = await exportProject(setOf(out, 'blog', 'blog_index.xml', 2)); // sitemap-pages-3 kept: the shop's
    expect(notesOf(blog)[0]).toEqual([
      'export-stale-shared',
      { names: ['sitemap-pages-3.xml.gz'], index: 'shop_index.xml' },
    ]);
    const shop = await exportProject(setOf(out, 'shop', 'shop_index.xml', 2));
    expect(notesOf(shop)[0]).toEqual(['export-stale-removed', { names: ['sitemap-pages-3.xml.gz'] }]);
    await expect(readFile(join(out, 'sitemap-pages-3.xml.gz'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('removes its own file that differs only in case from a name another set lists (Linux keeps both)', async () => {
    const out = join(temp.path(), 'public');
    await exportProject(setOf(out, 'shop', 'shop_index.xml', 3));
    const cased = { fileNamePattern: 'Sitemap-{table}-{n}.xml.gz' };
    await exportProject(setOf(out, 'blog', 'blog_index.xml', 3, cased));
    const shrunk = await exportProject(setOf(out, 'blog', 'blog_index.xml', 2, cased));
    expect(notesOf(shrunk)).toEqual([['export-stale-removed', { names: ['Sitemap-pages-3.xml.gz'] }]]);
    expect(await readFile(join(out, 'sitemap-pages-3.xml.gz'))).toBeInstanceOf(Buffer);
  });

  it('is told nothing where names differ in case only and the file system keeps both', async () => {
    const out = join(temp.path(), 'public');
    await exportProject(setOf(out, 'shop', 'shop_index.xml', 1, { fileNamePattern: 'Sitemap-{table}-{n}.xml.gz' }));
    const outcome = await exportProject(setOf(out, 'blog', 'blog_index.xml', 1));
    expect(notesOf(outcome)).toEqual([]);
    // Linux tells the two apart; on Windows and macOS they would be one file, and the note would be due.
    expect(await readFile(join(out, 'Sitemap-pages-1.xml.gz'))).not.toEqual(
      await readFile(join(out, 'sitemap-pages-1.xml.gz')),
    );
  });

  it("of a set an older version's manifest kept without its index: told while a file of that set's own is there", async () => {
    const out = join(temp.path(), 'public');
    await plantOlderManifest(out, { older: ['sitemap-pages-1.xml.gz', 'old_index.xml'] });
    for (const name of ['sitemap-pages-1.xml.gz', 'old_index.xml']) await writeFile(join(out, name), 'theirs');

    const outcome = await exportProject(exportChildInput(out, 1, 1, 'new'));

    expect(outcome.ok && outcome.report.notes.map((note) => [note.code, note.message])).toEqual([
      [
        'export-names-shared',
        "This set overwrote 1 file that another project's set in this folder also lists, so that set now has this " +
          "set's version of it: sitemap-pages-1.xml.gz. Give each project a folder of its own, or sitemaps named " +
          'differently (the file name pattern).',
      ],
    ]);
  });

  it("is told nothing of an older manifest's set whose own files are gone, whatever robots.txt is there", async () => {
    const out = join(temp.path(), 'public');
    await plantOlderManifest(out, { older: ['sitemap-pages-1.xml.gz', 'old_index.xml', 'robots.txt'] });
    for (const name of ['sitemap-pages-1.xml.gz', 'robots.txt']) await writeFile(join(out, name), 'left');
    expect(notesOf(await exportProject(setOf(out, 'blog', 'blog_index.xml', 1)))).toEqual([]);
  });

  it("is told nothing of this very set as an older version kept it, under another id (its entry lists this set's index)", async () => {
    const out = join(temp.path(), 'public');
    const files = ['sitemap-pages-1.xml.gz', 'sitemap-pages-2.xml.gz', 'sitemap_index.xml'];
    await plantOlderManifest(out, { 'cli:public': files });
    for (const name of files) await writeFile(join(out, name), 'the older export');

    const outcome = await exportProject({ ...exportChildInput(out, 2, 1, 'new'), projectId: 'cli:/srv/site/public' });

    expect(notesOf(outcome)).toEqual([]);
  });
});

// The probes: a hand-made sitemap_index.xml and a sitemap of another tool under a name this set writes
// were replaced with nothing said, while the folder's other files were left as promised.
describe('a set that replaces files no manifest lists', () => {
  it('says which, once; leaves the other files; says nothing of files it made or wrote before', async () => {
    const out = join(temp.path(), 'public');
    await mkdir(out, { recursive: true });
    for (const name of ['sitemap_index.xml', 'sitemap-pages-1.xml.gz', 'about.html'])
      await writeFile(join(out, name), `made by hand: ${name}`);
    const first = await exportProject(setOf(out, 'shop', 'sitemap_index.xml', 2));
    expect(first.ok && first.report.notes.map((note) => [note.code, note.severity, note.message])).toEqual([
      [
        'export-replaced-unlisted',
        'warning',
        'Replaced 2 files of the same names that were in the folder, which no export of Sitemap Studio wrote ' +
          '(no manifest lists them): sitemap-pages-1.xml.gz, sitemap_index.xml.',
      ],
    ]);
    expect(await readFile(join(out, 'about.html'), 'utf8')).toBe('made by hand: about.html');
    expect(notesOf(await exportProject(setOf(out, 'shop', 'sitemap_index.xml', 3)))).toEqual([]);
  });

  // The CLI probe: a link at the index's name was replaced with nothing said (a robots.txt that is a
  // link refuses the export: folder-robots-txt.test.ts).
  it('says so of links it replaces, never writing through them', async () => {
    const out = join(temp.path(), 'public');
    await mkdir(out, { recursive: true });
    const victim = await temp.write('elsewhere/victim.txt', 'not a sitemap\n');
    await symlink(victim, join(out, 'sitemap_index.xml'));
    const outcome = await exportProject(setOf(out, 'shop', 'sitemap_index.xml', 2, { writeRobotsTxt: true }));
    expect(notesOf(outcome)).toEqual([['export-replaced-unlisted', { names: ['sitemap_index.xml'] }]]);
    expect((await lstat(join(out, 'sitemap_index.xml'))).isFile()).toBe(true);
    expect(await readFile(victim, 'utf8')).toBe('not a sitemap\n');
  });

  // The review: with a manifest that cannot be read, every file of the set's own was said to be no export's.
  it('says nothing of them when the manifest cannot be read: no file is known not to be ours', async () => {
    const out = join(temp.path(), 'public');
    await exportProject(setOf(out, 'shop', 'sitemap_index.xml', 2));
    await writeFile(join(out, MANIFEST_NAME), '{ not json');
    const again = await exportProject(setOf(out, 'shop', 'sitemap_index.xml', 2));
    expect(notesOf(again).map(([code]) => code)).toEqual(['manifest-unreadable']);
  });
});
