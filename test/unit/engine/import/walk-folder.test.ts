import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { link, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import { walkFolder } from '../../../../electron/engine/import/walk-folder';
import { allLocs, importAll } from '../../../support/import-helpers';
import { SITEMAP_NS } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

describe('files a folder import skips', () => {
  const dir = useTempDir();

  // One such folder failed the whole import ("Stopped by the system"), and a file named after it then hung the CLI.
  it('names a folder inside it that cannot be listed (a path too long) and reads the rest, and the sources after it', async () => {
    const pages = (name: string): string =>
      `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/${name}</loc></url></urlset>`;
    const folder = join(dir.path(), 'folder');
    const inFolder = await dir.write('folder/pages.xml', pages('a'));
    const after = await dir.write('after.xml', pages('b'));
    // Made a step at a time (each `cd` relative), past the longest path the system lists (PATH_MAX, 4,096 bytes).
    const name = 'd'.repeat(200);
    execFileSync('bash', ['-c', `cd "$1" && for i in $(seq 25); do mkdir ${name} && cd ${name}; done`, '_', folder]);
    // rm works down by relative steps; the temp folder's own removal could not.
    onTestFinished(() => void execFileSync('rm', ['-rf', join(folder, name)]));
    const result = await importAll([folder, after]);
    expect(result.files.map((file) => file.summary.location)).toEqual([inFolder, after]);
    const skipped = result.problems.filter((item) => item.code === 'folder-sitemap-skipped');
    expect(skipped.map((item) => item.message)).toEqual([
      expect.stringMatching(/^d{200}(\/d{200})+ was skipped: it could not be read \(ENAMETOOLONG/),
    ]);
  });

  // Ctrl-C waited for the whole walk: 20 s for a folder of 150,000 files.
  it('stops walking at a cancel, mid-walk, with the cancel', async () => {
    for (let n = 0; n < 2_000; n++) await dir.write(`f${n % 20}/n${n}.txt`, 'hello world');
    const cancel = new AbortController();
    const walking = walkFolder(dir.path(), cancel.signal);
    setImmediate(() => cancel.abort());
    await expect(walking).rejects.toMatchObject({ name: 'AbortError' });
    await expect(walkFolder(dir.path(), AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('names each, and a file named like a sitemap that is none is a warning saying why', async () => {
    await dir.write('pages.xml', `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/</loc></url></urlset>`);
    await dir.write('sitemap-notes.xml', 'Remember to upload the sitemap.');
    await dir.write('notes.txt', 'Remember to upload the sitemap.');
    const result = await importAll([dir.path()]);
    const found = result.problems.map((item) => [item.code, item.severity, item.message]);
    expect(found).toEqual([
      [
        'folder-sitemap-skipped',
        'warning',
        'sitemap-notes.xml is named like a sitemap but was skipped: it is not a sitemap, sitemap index, text sitemap or robots.txt.',
      ],
      [
        'folder-files-skipped',
        'info',
        'Skipped a file that is not a sitemap, index, text sitemap, robots.txt or table of URLs: notes.txt.',
      ],
    ]);
  });

  // import --help says tables are read from folders too: a folder's CSV went unread and unsaid.
  // A gzipped sitemap saved as a.bin, a backup and a page were dropped from a folder unsaid ("Read 1 file").
  it('names what it never opens for its name, a gzipped sitemap among them, which reads when given by its path', async () => {
    const urlset = (name: string): string =>
      `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/${name}</loc></url></urlset>`;
    const folder = join(dir.path(), 'site');
    const read = await dir.write('site/pages.xml', urlset('read'));
    const bin = await dir.write('site/a.bin', gzipSync(Buffer.from(urlset('bin'))));
    await dir.write('site/deep/sitemap.xml.bak', urlset('backup'));
    await dir.write('site/index.html', '<html></html>');
    await dir.write('site/.hidden.html', '<html></html>');
    const outside = await dir.write('outside.bin', gzipSync(Buffer.from(urlset('outside'))));
    await symlink('a.bin', join(folder, 'linked.bin'));
    await symlink(outside, join(folder, 'out.bin'));
    await symlink('gone.bin', join(folder, 'dead.bin'));
    execFileSync('mkfifo', [join(folder, 'feed.bin')]);
    // A name whose bytes are not UTF-8 (Latin-1's é): told by the name decoded, U+FFFD for the byte.
    writeFileSync(Buffer.concat([Buffer.from(`${folder}/caf`), Buffer.from([0xe9]), Buffer.from('.bin')]), 'x');
    const result = await importAll([folder]);
    expect(result.files.map((file) => file.summary.location)).toEqual([read]);
    const names = ['a.bin', 'caf\uFFFD.bin', 'dead.bin', 'feed.bin', 'index.html', 'linked.bin', 'out.bin'];
    const backup = join('deep', 'sitemap.xml.bak');
    expect(result.problems.map((item) => [item.code, item.severity, item.place.file, item.message])).toEqual([
      // Named like a sitemap: its URLs may well be missing, a warning of its own.
      [
        'folder-sitemap-skipped',
        'warning',
        join(folder, backup),
        `${backup} is named like a sitemap but was not opened: a folder's files are opened only when their names end in .xml, .gz, .txt, .dat, .csv or .tsv, or have no ending. Import it on its own to read it.`,
      ],
      [
        'folder-files-unopened',
        'info',
        folder,
        `Did not open 7 files, as a folder's files are opened only when their names end in .xml, .gz, .txt, .dat, .csv or .tsv, or have no ending: ${names.join(', ')}. Import one on its own to read it whatever its name.`,
      ],
    ]);
    const byPath = await importAll([bin]);
    expect(allLocs(byPath)).toEqual(['https://example.com/bin']);
  });

  it("keeps the first 100 names of a folder's many unopened files, and counts them all", async () => {
    await dir.write('pages.xml', `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/</loc></url></urlset>`);
    for (let n = 0; n < 150; n++) await dir.write(`img/${String(n).padStart(3, '0')}.png`, 'png');
    const result = await importAll([dir.path()]);
    const [note] = result.problems;
    expect(result.problems).toHaveLength(1);
    expect(note!.code).toBe('folder-files-unopened');
    const shown = Array.from({ length: 10 }, (_, n) => join('img', `${String(n).padStart(3, '0')}.png`));
    expect(note!.message).toContain(`Did not open 150 files, as `);
    expect(note!.message).toContain(`: ${shown.join(', ')} and 140 more.`);
    const [params] = note!.params as [{ names: string[]; count: number }];
    expect(params.count).toBe(150);
    expect(params.names).toHaveLength(100);
  });

  it('reads a CSV or TSV table whose header names loc, after the sitemaps, and names another table among its other files', async () => {
    await dir.write('pages.xml', `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/x</loc></url></urlset>`);
    const csv = await dir.write('urls.csv', '\uFEFF"Loc";lastmod\nhttps://example.com/a;2024-01-01\n');
    const tsv = await dir.write('more/urls.tsv', 'priority\tloc\n0.5\thttps://example.com/b\n');
    await dir.write('prices.csv', 'name,price\nfoo,1\n');
    const result = await importAll([dir.path()]);
    expect(result.files.map((file) => [file.summary.location, file.summary.kind])).toEqual([
      [join(dir.path(), 'pages.xml'), 'urlset'],
      [tsv, 'csv'],
      [csv, 'csv'],
    ]);
    expect(allLocs(result)).toEqual(['https://example.com/x', 'https://example.com/b', 'https://example.com/a']);
    expect(result.problems.map((item) => [item.code, item.message])).toEqual([
      [
        'folder-files-skipped',
        'Skipped a file that is not a sitemap, index, text sitemap, robots.txt or table of URLs: prices.csv.',
      ],
    ]);
  });

  it('reads a file named like a sitemap that is broken XML or a template, so its error has a place', async () => {
    await dir.write('pages.xml', `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/</loc></url></urlset>`);
    const template = await dir.write(
      'sitemap.xml',
      '---\nlayout: null\n---\n{% for page in site.pages %}{{ page.url }}{% endfor %}\n',
    );
    const html = await dir.write('old/sitemap.xml', '<html><body><p>Not found</p></body></html>');
    const result = await importAll([dir.path()]);
    expect(result.files.map((file) => file.summary.location).sort()).toEqual(
      [
        html,
        template,
        result.files.find((file) => file.summary.location.endsWith('pages.xml'))!.summary.location,
      ].sort(),
    );
    const errors = result.problems.filter((item) => item.severity === 'error');
    expect(errors.map((item) => [item.place.file, item.code, item.place.line])).toEqual(
      expect.arrayContaining([[template, 'xml-malformed', 1]]),
    );
    expect(errors.find((item) => item.place.file === template)!.message).toContain('template never filled in');
    expect(result.problems.some((item) => item.place.file === html)).toBe(true);
    expect(result.problems.map((item) => item.code)).not.toContain('folder-sitemap-skipped');
  });

  it('reads a link to a file in the folder once, and names a link out of it and what is no file (a pipe, a device, a link that loops) without opening them', async () => {
    const elsewhere = await dir.write(
      'elsewhere/pages.xml',
      `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/linked</loc></url></urlset>`,
    );
    const folder = join(dir.path(), 'site');
    await dir.write(
      'site/sitemap-real.xml',
      `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/real</loc></url></urlset>`,
    );
    await symlink(elsewhere, join(folder, 'sitemap-link.xml'));
    await symlink('sitemap-real.xml', join(folder, 'linked-inside.xml'));
    await symlink('/dev/zero', join(folder, 'sitemap-zero.xml'));
    await symlink('sitemap-loop.xml', join(folder, 'sitemap-loop.xml'));
    await symlink('..', join(folder, 'up'));
    execFileSync('mkfifo', [join(folder, 'sitemap-pipe.xml')]);
    execFileSync('mkfifo', [join(folder, 'feed.xml')]);
    const result = await importAll([folder]);
    expect(result.files.map((file) => file.summary.location)).toEqual([join(folder, 'sitemap-real.xml')]);
    expect(result.files.flatMap((file) => file.rows.map((row) => row.loc))).toEqual(['https://example.com/real']);
    const notAFile = (name: string): string =>
      `${name} was skipped: it is not a regular file but a pipe, socket or device, which is never opened.`;
    expect(result.problems.map((item) => [item.code, item.place.file, item.message])).toEqual([
      ['folder-sitemap-skipped', join(folder, 'feed.xml'), notAFile('feed.xml')],
      ['folder-sitemap-skipped', join(folder, 'linked-inside.xml'), sameFile('linked-inside.xml', 'sitemap-real.xml')],
      [
        'folder-sitemap-skipped',
        join(folder, 'sitemap-link.xml'),
        `sitemap-link.xml was skipped: it is a link to ${elsewhere}, outside the folder, and only the folder’s own files are imported. Import that file by its own path to read it.`,
      ],
      ['folder-sitemap-skipped', join(folder, 'sitemap-loop.xml'), expect.stringContaining('could not be read (ELOOP')],
      ['folder-sitemap-skipped', join(folder, 'sitemap-pipe.xml'), notAFile('sitemap-pipe.xml')],
      ['folder-sitemap-skipped', join(folder, 'sitemap-zero.xml'), notAFile('sitemap-zero.xml')],
      ['folder-sitemap-skipped', join(folder, 'up'), expect.stringContaining(`link to the folder ${dir.path()}`)],
    ]);
  });

  // The UI probe: a release folder whose sitemaps are a link to a shared folder was "empty", unexplained.
  it('names a link to a folder, whatever its name, with where it leads: the sitemaps there are not read', async () => {
    const shared = join(dir.path(), 'shared', 'sitemaps');
    await dir.write(
      'shared/sitemaps/sitemap.xml',
      `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/</loc></url></urlset>`,
    );
    const release = join(dir.path(), 'release');
    await dir.write('release/index.html', '<html></html>');
    await symlink(shared, join(release, 'sitemaps'));
    const result = await importAll([release]);
    expect(result.files).toEqual([]);
    expect(
      result.problems
        .filter(({ code }) => code === 'folder-sitemap-skipped')
        .map(({ place, message }) => [place.file, message]),
    ).toEqual([
      [
        join(release, 'sitemaps'),
        `sitemaps was not followed: it is a link to the folder ${shared}, and links to folders are never followed (one could lead back up into a folder above it), so any sitemaps there were not read. Import that folder by its own path to read them.`,
      ],
    ]);
  });

  it('reads a file reached by several paths once: a hard link, links to it and a link to a link, in folders below too', async () => {
    const folder = join(dir.path(), 'site');
    const real = await dir.write(
      'site/pages.xml',
      `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/a</loc></url><url><loc>https://example.com/b</loc></url></urlset>`,
    );
    await link(real, join(folder, 'hard.xml'));
    await symlink('pages.xml', join(folder, 'alias.xml'));
    await symlink('alias.xml', join(folder, 'alias-of-alias.xml'));
    await dir.write('site/old/keep.txt', 'not a sitemap');
    await symlink('../pages.xml', join(folder, 'old', 'sitemap.xml'));
    // A link of a name never opened is that file too: not one more to import on its own (twice).
    await symlink('pages.xml', join(folder, 'pages.bin'));
    // One to a file looked at and found no sitemap is named among the unopened, as before.
    await symlink(join('old', 'keep.txt'), join(folder, 'keep.md'));
    const result = await importAll([folder]);
    // The hard link and pages.xml are both the file's own names: the first by path is read.
    expect(result.files.map((file) => file.summary.location)).toEqual([join(folder, 'hard.xml')]);
    expect(result.files.flatMap((file) => file.rows.map((row) => row.loc))).toEqual([
      'https://example.com/a',
      'https://example.com/b',
    ]);
    const skipped = result.problems.filter((item) => item.code === 'folder-sitemap-skipped');
    expect(skipped.map((item) => [item.severity, item.place.file, item.message])).toEqual([
      ['warning', join(folder, 'alias-of-alias.xml'), sameFile('alias-of-alias.xml', 'hard.xml')],
      ['warning', join(folder, 'alias.xml'), sameFile('alias.xml', 'hard.xml')],
      ['warning', join(folder, 'old', 'sitemap.xml'), sameFile(join('old', 'sitemap.xml'), 'hard.xml')],
      ['warning', join(folder, 'pages.bin'), sameFile('pages.bin', 'hard.xml')],
      ['warning', join(folder, 'pages.xml'), sameFile('pages.xml', 'hard.xml')],
    ]);
    // pages.bin is pages.xml; keep.md, a link to a file found no sitemap, is named among the unopened.
    const others = result.problems.filter((item) => item.code !== 'folder-sitemap-skipped');
    expect(others.map((item) => [item.code, item.message])).toEqual([
      [
        'folder-files-skipped',
        `Skipped a file that is not a sitemap, index, text sitemap, robots.txt or table of URLs: ${join('old', 'keep.txt')}.`,
      ],
      [
        'folder-files-unopened',
        "Did not open a file, as a folder's files are opened only when their names end in .xml, .gz, .txt, .dat, .csv or .tsv, or have no ending: keep.md. Import it on its own to read it whatever its name.",
      ],
    ]);
  });
});

const sameFile = (name: string, readAs: string): string =>
  `${name} was skipped: it is the same file as ${readAs} (a link to it, or another name for it), whose URLs are imported once, under that name.`;
