import { gzipSync } from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allLocs, codes, importAll, problemTuples } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';
import { SITEMAP_NS, sitemapIndex, urlset } from '../../../../support/sitemap-xml';

describe('index following', () => {
  const dir = useTempDir();

  it('finds local children by URL path: under the matching sub-path, else beside the index', async () => {
    const root = await dir.write(
      'site/sitemap_index.xml',
      sitemapIndex('https://example.com/sitemaps/a.xml.gz', 'https://example.com/sitemaps/deep/b.xml'),
    );
    await dir.write('site/a.xml.gz', gzipSync(urlset('https://example.com/a')));
    await dir.write('site/sitemaps/deep/b.xml', urlset('https://example.com/b'));
    const result = await importAll([root]);
    expect(result.problems).toEqual([]);
    expect(
      result.files.map((file) => [file.summary.name, file.summary.kind, file.summary.gzip, file.summary.parent]),
    ).toEqual([
      ['sitemap_index.xml', 'sitemapindex', false, null],
      ['a.xml.gz', 'urlset', true, root],
      ['b.xml', 'urlset', false, root],
    ]);
    expect(result.files[0]!.sitemaps.map((entry) => entry.loc)).toEqual([
      'https://example.com/sitemaps/a.xml.gz',
      'https://example.com/sitemaps/deep/b.xml',
    ]);
    expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/b']);
  });

  it('reports a missing or broken child at its line and still imports the rest', async () => {
    const root = await dir.write(
      'index.xml',
      sitemapIndex('https://example.com/missing.xml', 'https://example.com/broken.xml', 'https://example.com/good.xml'),
    );
    await dir.write(
      'broken.xml',
      `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/x&y</loc></url></urlset>`,
    );
    await dir.write('good.xml', urlset('https://example.com/good'));
    const result = await importAll([root]);
    expect(problemTuples(result)).toEqual([
      ['error', 'child-missing', 2, null],
      ['error', 'xml-malformed', 1, 92],
    ]);
    expect(result.problems[1]!.place.file).toBe(join(dir.path(), 'broken.xml'));
    expect(allLocs(result)).toEqual(['https://example.com/good']);
  });

  it('tells a listed child that is a folder or a pipe as what it is, never opening it, and still imports the rest', async () => {
    const root = await dir.write(
      'index.xml',
      sitemapIndex('https://example.com/part.xml', 'pipe.xml', 'https://example.com/good.xml', 'gone.xml'),
    );
    mkdirSync(join(dir.path(), 'part.xml'));
    execFileSync('mkfifo', [join(dir.path(), 'pipe.xml')]);
    await dir.write('good.xml', urlset('https://example.com/good'));
    const result = await importAll([root]);
    expect(problemTuples(result).filter(([severity]) => severity === 'error')).toEqual([
      ['error', 'child-not-a-file', 2, null],
      ['error', 'child-not-a-file', 3, null],
      ['error', 'child-missing', 5, null],
    ]);
    const told = result.problems.filter((problem) => problem.code === 'child-not-a-file');
    expect(told.map((problem) => problem.message)).toEqual([
      `https://example.com/part.xml is listed, but ${join(dir.path(), 'part.xml')} is a folder, not a sitemap file, so nothing was read for it.`,
      `pipe.xml is listed, but ${join(dir.path(), 'pipe.xml')} is a pipe, socket or device, not a regular file, so it was never opened.`,
    ]);
    expect(allLocs(result)).toEqual(['https://example.com/good']);
  });

  it('takes a shorter part of the listed path that names a file over a longer one that names a folder', async () => {
    const root = await dir.write('index.xml', sitemapIndex('https://example.com/deep/a.xml'));
    mkdirSync(join(dir.path(), 'deep', 'a.xml'), { recursive: true });
    await dir.write('a.xml', urlset('https://example.com/a'));
    const result = await importAll([root]);
    expect(problemTuples(result)).toEqual([]);
    expect(allLocs(result)).toEqual(['https://example.com/a']);
  });

  it("reads Hugo's multilingual layout: an index whose children share its name, one folder down", async () => {
    const root = await dir.write(
      'public/sitemap.xml',
      sitemapIndex(
        'https://site.example/ca/sitemap.xml',
        'https://site.example/en/sitemap.xml',
        'https://site.example/es/sitemap.xml',
      ),
    );
    for (const language of ['ca', 'en', 'es']) {
      await dir.write(`public/${language}/sitemap.xml`, urlset(`https://site.example/${language}/`));
    }
    const byFile = await importAll([root]);
    const byFolder = await importAll([join(dir.path(), 'public')]);
    for (const result of [byFile, byFolder]) {
      expect(result.problems).toEqual([]);
      expect(result.files.map((file) => [file.summary.location, file.summary.parent])).toEqual([
        [root, null],
        ...['ca', 'en', 'es'].map((language) => [join(dir.path(), 'public', language, 'sitemap.xml'), root]),
      ]);
      expect(allLocs(result)).toEqual(['ca', 'en', 'es'].map((language) => `https://site.example/${language}/`));
    }
  });

  it('prefers the longest matching path, and never takes the index itself for a child it does not name', async () => {
    const root = await dir.write(
      'site/sitemap.xml',
      sitemapIndex('https://example.com/news/sitemap.xml', 'https://example.com/blog/sitemap.xml'),
    );
    await dir.write('site/news/sitemap.xml', urlset('https://example.com/news/1'));
    const result = await importAll([root]);
    expect(problemTuples(result)).toEqual([['error', 'child-missing', 3, null]]);
    expect(allLocs(result)).toEqual(['https://example.com/news/1']);
  });

  it('still reports an index that lists itself, or a parent, as a loop', async () => {
    const root = await dir.write(
      'site/sitemap.xml',
      sitemapIndex('https://example.com/sitemap.xml', 'https://example.com/en/sitemap.xml'),
    );
    await dir.write('site/en/sitemap.xml', sitemapIndex('https://example.com/en/sitemap.xml'));
    const result = await importAll([root]);
    // Each on the line of the parent that lists the file again.
    expect(problemTuples(result)).toEqual([
      ['warning', 'index-loop', 2, null],
      ['warning', 'index-loop', 2, null],
      // The protocol lets an index list sitemaps only: the root's line that lists en/sitemap.xml.
      ['warning', 'index-lists-index', 3, null],
    ]);
    expect(result.problems.map((item) => item.place.file)).toEqual([
      root,
      join(dir.path(), 'site/en/sitemap.xml'),
      root,
    ]);
    expect(result.files.map((file) => file.summary.name)).toEqual(['sitemap.xml', 'sitemap.xml']);
  });

  it('detects loops and does not read a file twice', async () => {
    const a = await dir.write('a.xml', sitemapIndex('https://example.com/b.xml', 'https://example.com/leaf.xml'));
    await dir.write('b.xml', sitemapIndex('https://example.com/a.xml', 'https://example.com/leaf.xml'));
    await dir.write('leaf.xml', urlset('https://example.com/leaf'));
    const result = await importAll([a]);
    expect(codes(result)).toEqual(['index-loop', 'index-lists-index', 'already-imported']);
    expect(result.files.map((file) => file.summary.name)).toEqual(['a.xml', 'b.xml', 'leaf.xml']);
    // leaf.xml is read as b.xml's child (b.xml is followed first): the note sits on a.xml's line that lists it again.
    const already = result.problems.find((item) => item.code === 'already-imported')!;
    expect([already.place.file, already.place.line]).toEqual([a, 3]);
  });

  it('stops at the depth limit with a warning', async () => {
    const top = await dir.write('l0.xml', sitemapIndex('https://example.com/l1.xml'));
    await dir.write('l1.xml', sitemapIndex('https://example.com/l2.xml'));
    await dir.write('l2.xml', urlset('https://example.com/deep'));
    const limited = await importAll([top], { maxDepth: 1 });
    expect(codes(limited)).toEqual(['depth-limit', 'index-lists-index']);
    // The probe: the warning named the index alone, not the sitemap it left unread, nor its line.
    expect(limited.problems[0]).toMatchObject({
      place: { file: top.replace(/l0\.xml$/, 'l1.xml'), line: 2 },
      message: 'A listed sitemap, https://example.com/l2.xml, was not read: deeper than 1 levels.',
    });
    expect(allLocs(limited)).toEqual([]);
    const enough = await importAll([top], { maxDepth: 2 });
    expect(allLocs(enough)).toEqual(['https://example.com/deep']);
  });

  it('resolves relative children against the index folder with a warning', async () => {
    const root = await dir.write(
      'wp/wp-sitemap.xml',
      sitemapIndex('wp-sitemap-posts-1.xml', '/wp-sitemap-users-1.xml'),
    );
    await dir.write('wp/wp-sitemap-posts-1.xml', urlset('https://example.com/post'));
    await dir.write('wp/wp-sitemap-users-1.xml', urlset('https://example.com/user'));
    const result = await importAll([root]);
    expect(codes(result)).toEqual(['child-loc-relative', 'child-loc-relative']);
    expect(allLocs(result)).toEqual(['https://example.com/post', 'https://example.com/user']);
  });

  it('can leave children unread', async () => {
    const root = await dir.write('index.xml', sitemapIndex('https://example.com/a.xml'));
    await dir.write('a.xml', urlset('https://example.com/a'));
    const result = await importAll([root], { followChildren: false });
    expect(result.files).toHaveLength(1);
    expect(result.files[0]!.sitemaps).toHaveLength(1);
  });
});

describe('folders', () => {
  const dir = useTempDir();

  it('imports every sitemap-like file once, indexes first so their children hang under them', async () => {
    await dir.write('b-loose.xml', urlset('https://example.com/loose'));
    await dir.write('z-index.xml', sitemapIndex('https://example.com/a-child.xml'));
    await dir.write('a-child.xml', urlset('https://example.com/child'));
    await dir.write('urls.txt', 'https://example.com/text\n');
    await dir.write('robots.txt', 'User-agent: *\nDisallow:\n');
    await dir.write('logo.png', 'not read');
    await dir.write('notes.txt', 'A note.\n');
    await dir.write('.hidden/sitemap.xml', urlset('https://example.com/hidden'));
    const result = await importAll([dir.path()]);
    const summaries = result.files.map((file) => [file.summary.name, file.summary.kind, file.summary.parent !== null]);
    expect(summaries).toEqual([
      ['robots.txt', 'robots', false],
      ['z-index.xml', 'sitemapindex', false],
      ['a-child.xml', 'urlset', true],
      ['b-loose.xml', 'urlset', false],
      ['urls.txt', 'text', false],
    ]);
    expect(codes(result)).toEqual(['folder-files-skipped', 'folder-files-unopened', 'robots-no-sitemaps']);
  });

  it('names each file it could not read with why, not among the files that are no sitemap', async () => {
    await dir.write('good.xml', urlset('https://example.com/good'));
    await dir.write('notes.txt', 'A note.\n');
    await symlink(join(dir.path(), 'gone.xml'), join(dir.path(), 'pages.xml')); // a link that leads nowhere
    const result = await importAll([dir.path()]);
    expect(allLocs(result)).toEqual(['https://example.com/good']);
    expect(result.problems.map((item) => [item.code, item.severity])).toEqual([
      // An XML file left unread leaves the set incomplete: an error, which stops an export of the folder.
      ['folder-sitemap-skipped', 'error'],
      ['folder-files-skipped', 'info'],
    ]);
    expect(result.problems[0]!.message).toContain('pages.xml');
    expect(result.problems[0]!.message).toContain('ENOENT');
    expect(result.problems[1]!.message).not.toContain('pages.xml');
    // Unread, as the same file named would be: the import is not whole (a project of it is not saved unasked).
    expect(result.unread.map(({ location }) => location)).toEqual([join(dir.path(), 'pages.xml')]);
  });

  it('names a file or folder whose name is not UTF-8 as such, not as missing, and reads the rest', async () => {
    await dir.write('good.xml', urlset('https://example.com/good'));
    // Latin-1 names: "sitemap-été.xml" and "pages-été", whose bytes are no UTF-8 (Node reads them as U+FFFD).
    const latin1 = (name: string): Buffer =>
      Buffer.concat([Buffer.from(`${dir.path()}/`), Buffer.from(name, 'latin1')]);
    writeFileSync(latin1('sitemap-été.xml'), urlset('https://example.com/latin1'));
    mkdirSync(latin1('pages-été'));
    writeFileSync(latin1('notes-été.pdf'), 'not a candidate: named among the files not opened');
    const result = await importAll([dir.path()]);
    expect(allLocs(result)).toEqual(['https://example.com/good']);
    expect(result.problems.map((item) => [item.code, item.severity, item.place.file])).toEqual([
      ['folder-sitemap-skipped', 'warning', join(dir.path(), 'pages-\uFFFDt\uFFFD')],
      // Named like a sitemap, its URLs are missing from the set: an error, which stops an export of the folder.
      ['folder-sitemap-skipped', 'error', join(dir.path(), 'sitemap-\uFFFDt\uFFFD.xml')],
      ['folder-files-unopened', 'info', dir.path()],
    ]);
    expect(result.problems[2]!.message).toContain(': notes-\uFFFDt\uFFFD.pdf. Import it on its own');
    expect(result.problems[1]!.message).toBe(
      'sitemap-\uFFFDt\uFFFD.xml was skipped: its name is not UTF-8 text (the characters shown as \uFFFD are bytes of another encoding), and the import does not open a file or folder by such a name, so anything it holds is missing. Rename it and import the folder again.',
    );
  });

  // A hostile-input probe: a missing file: child was told as a source of its own ("does not exist"),
  // with neither the index nor the line that listed it.
  it('tells a file: URL child that is missing, a folder or a pipe where its index lists it, as any child', async () => {
    const root = await dir.write(
      'index.xml',
      sitemapIndex(
        pathToFileURL(join(dir.path(), 'gone.xml')).href,
        pathToFileURL(join(dir.path(), 'part.xml')).href,
        pathToFileURL(join(dir.path(), 'pipe.xml')).href,
        pathToFileURL(join(dir.path(), 'good.xml')).href,
      ),
    );
    mkdirSync(join(dir.path(), 'part.xml'));
    execFileSync('mkfifo', [join(dir.path(), 'pipe.xml')]);
    await dir.write('good.xml', urlset('https://example.com/good'));
    const result = await importAll([root]);
    expect(allLocs(result)).toEqual(['https://example.com/good']);
    expect(
      result.problems
        .filter((item) => item.severity === 'error')
        .map((item) => [item.code, item.place.file, item.place.line]),
    ).toEqual([
      ['child-missing', root, 2],
      ['child-not-a-file', root, 3],
      ['child-not-a-file', root, 4],
    ]);
  });

  // helper-121's review: told in Node's own words ("File URL path must not include encoded / characters").
  it('tells a file: URL that names no path here (an encoded slash, another host) as no valid URL, where it is listed', async () => {
    const folder = pathToFileURL(dir.path()).href;
    const root = await dir.write('index.xml', sitemapIndex(`${folder}/a%2Fb.xml`, 'file://elsewhere/sitemap.xml'));
    const result = await importAll([root]);
    expect(problemTuples(result)).toEqual([
      ['error', 'child-loc-invalid', 2, null],
      ['error', 'child-loc-invalid', 3, null],
    ]);
    expect(result.problems[0]!.message).toBe(`"${folder}/a%2Fb.xml" is not a valid URL.`);
  });

  // The reread of 484a4c55: the missing file's path, unresolved, was judged against the folder's real one.
  it('tells a missing file: URL child as missing where its folder is reached through a link', async () => {
    await dir.write('real/good.xml', urlset('https://example.com/good'));
    await symlink(join(dir.path(), 'real'), join(dir.path(), 'via'));
    const via = join(dir.path(), 'via');
    await dir.write(
      'real/index.xml',
      sitemapIndex(pathToFileURL(join(via, 'gone.xml')).href, pathToFileURL(join(via, 'good.xml')).href),
    );
    const result = await importAll([join(via, 'index.xml')]);
    expect(allLocs(result)).toEqual(['https://example.com/good']);
    expect(problemTuples(result)).toEqual([['error', 'child-missing', 2, null]]);
  });

  it('reads no child on disk outside the folder of the file that lists it: a file: URL, ../ or a link leading out', async () => {
    const outside = await dir.write('outside/secret.xml', urlset('https://example.com/secret'));
    await dir.write('site/sub/inside.xml', urlset('https://example.com/inside'));
    await dir.write('site/..old-sitemap.xml', urlset('https://example.com/old')); // inside, for all its dots
    await symlink(outside, join(dir.path(), 'site', 'link.xml'));
    const lists = [
      pathToFileURL(outside).href,
      '../outside/secret.xml',
      'link.xml',
      pathToFileURL(join(dir.path(), 'site/sub/inside.xml')).href,
      'sub/inside.xml',
      '..old-sitemap.xml',
    ];
    const root = await dir.write('site/index.xml', sitemapIndex(...lists));
    const result = await importAll([root]);
    expect(allLocs(result)).toEqual(['https://example.com/inside', 'https://example.com/old']);
    const refused = result.problems.filter((item) => item.code === 'child-outside-folder');
    expect(refused.map((item) => [item.severity, item.place.file, item.message])).toEqual(
      lists
        .slice(0, 3)
        .map((loc) => [
          'error',
          root,
          `${loc} leads outside ${join(dir.path(), 'site')}, the folder of the file that lists it; a file on disk lists only files in its own folder, so it was not read.`,
        ]),
    );
    // Each relative loc is warned of as ever; the same file listed twice inside the folder is read once.
    expect(codes(result).filter((code) => code !== 'child-outside-folder')).toEqual([
      'child-loc-relative',
      'child-loc-relative',
      'child-loc-relative',
      'already-imported',
      'child-loc-relative',
    ]);
  });

  it('reads a file on disk once whatever path lists it (a link to it, a folder link back up), telling the others as read before', async () => {
    // Each path was read as a file of its own: the same URLs three times in the project and the export.
    await dir.write('al/leaf.xml', urlset('https://example.com/a', 'https://example.com/b'));
    await symlink('leaf.xml', join(dir.path(), 'al/alias.xml'));
    mkdirSync(join(dir.path(), 'al/sub'));
    await symlink('..', join(dir.path(), 'al/sub/up'));
    const root = await dir.write('al/idx.xml', sitemapIndex('leaf.xml', 'alias.xml', 'sub/up/leaf.xml'));
    const result = await importAll([root]);
    expect(result.files.map((file) => file.summary.name)).toEqual(['idx.xml', 'leaf.xml']);
    expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/b']);
    const told = result.problems.filter((item) => item.code === 'already-imported');
    expect(told.map((item) => [item.place.file, item.place.line])).toEqual([
      [root, 3],
      [root, 4],
    ]);
    expect(told[0]!.message).toContain(join(dir.path(), 'al/leaf.xml'));
  });

  it('tells an index listing itself by a link to it as a loop, reading it once', async () => {
    const index = join(dir.path(), 'self/idx.xml');
    await dir.write('self/leaf.xml', urlset('https://example.com/a'));
    await dir.write('self/idx.xml', sitemapIndex('me.xml', 'leaf.xml'));
    await symlink('idx.xml', join(dir.path(), 'self/me.xml'));
    const result = await importAll([index]);
    expect(result.files.map((file) => file.summary.name)).toEqual(['idx.xml', 'leaf.xml']);
    expect(codes(result).filter((code) => code !== 'child-loc-relative')).toEqual(['index-loop']);
  });

  it('counts a file listed again, by any path, as no file of the limit: the files listed after it are read', async () => {
    // Listed five times, one file took five of --max-files 3, and the next sitemap went unread unsaid by the exit code.
    await dir.write('many/s.xml', urlset('https://example.com/s'));
    await dir.write('many/t.xml', urlset('https://example.com/t'));
    await symlink('s.xml', join(dir.path(), 'many/s-link.xml'));
    const lines = ['s.xml', 's.xml', 's-link.xml', 's.xml', 's.xml', 't.xml'].map((loc) => `Sitemap: ${loc}`);
    const robots = await dir.write('many/robots.txt', `${lines.join('\n')}\n`);
    const result = await importAll([robots], { maxFiles: 3 });
    expect(result.files.map((file) => file.summary.name)).toEqual(['robots.txt', 's.xml', 't.xml']);
    expect(codes(result).filter((code) => code !== 'child-loc-relative')).toEqual(
      Array<string>(4).fill('already-imported'),
    );
    // The limit still holds for files not met before.
    await dir.write('many/u.xml', urlset('https://example.com/u'));
    await dir.write('many/robots2.txt', `${lines.join('\n')}\nSitemap: u.xml\n`);
    const capped = await importAll([join(dir.path(), 'many/robots2.txt')], { maxFiles: 3 });
    expect(capped.files.map((file) => file.summary.name)).toEqual(['robots2.txt', 's.xml', 't.xml']);
    expect(codes(capped)).toContain('import-file-limit');
  });

  it('reads a file named twice, by its path and by a link to it, once, telling the second as read before', async () => {
    const leaf = await dir.write('named/leaf.xml', urlset('https://example.com/a'));
    const link = join(dir.path(), 'named/link.xml');
    await symlink('leaf.xml', link);
    const result = await importAll([leaf, link]);
    expect(result.files.map((file) => file.summary.name)).toEqual(['leaf.xml']);
    expect(allLocs(result)).toEqual(['https://example.com/a']);
    expect(codes(result)).toEqual(['already-imported']);
  });
});
