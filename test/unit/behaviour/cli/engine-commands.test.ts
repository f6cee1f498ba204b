import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cliExport, cliRun as cli } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

const URLSET = (locs: string[], extra = ''): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${locs
    .map((loc) => `<url><loc>${loc}</loc>${extra}</url>`)
    .join('\n')}\n</urlset>\n`;

describe('sitemap-studio robots', () => {
  const temp = useTempDir();
  const robots = 'User-agent: *\nDisallow: /private/\nAllow: /private/ok\n\nUser-agent: Bingbot\nDisallow: /\n';

  it('prints allowed or blocked with the deciding line, for the chosen agent', async () => {
    const file = await temp.write('robots.txt', robots);
    const result = await cli('robots', file, 'https://e.com/private/x', 'https://e.com/private/ok', 'https://e.com/');
    expect(result).toEqual({
      code: 0,
      err: '',
      out:
        'blocked  https://e.com/private/x  (line 2: Disallow: /private/)\n' +
        'allowed  https://e.com/private/ok  (line 3: Allow: /private/ok)\n' +
        'allowed  https://e.com/  (no rule matches)\n',
    });
    expect((await cli('robots', file, '--agent', 'Bingbot', 'https://e.com/')).out).toBe(
      'blocked  https://e.com/  (line 6: Disallow: /)\n',
    );
  });

  it("reads the file as the robots.txt of each URL's own host: URLs of several hosts and schemes each get theirs", async () => {
    const file = await temp.write('robots.txt', robots);
    const urls = [
      'https://e.com/private/x',
      'http://other.org/private/ok',
      'https://e.com/a',
      'http://other.org/private/y',
    ];
    expect((await cli('robots', file, ...urls)).out).toBe(
      'blocked  https://e.com/private/x  (line 2: Disallow: /private/)\n' +
        'allowed  http://other.org/private/ok  (line 3: Allow: /private/ok)\n' +
        'allowed  https://e.com/a  (no rule matches)\n' +
        'blocked  http://other.org/private/y  (line 2: Disallow: /private/)\n',
    );
  });

  it('gives one JSON object per URL with url, allowed and line', async () => {
    const file = await temp.write('robots.txt', robots);
    const result = await cli('robots', '--json', file, 'https://e.com/private/x', 'https://e.com/a');
    expect(JSON.parse(result.out)).toEqual([
      { url: 'https://e.com/private/x', allowed: false, line: 2 },
      { url: 'https://e.com/a', allowed: true, line: null },
    ]);
    // A URL that gets no verdict keeps its place, saying why: none is dropped from the list.
    const bad = await cli('robots', '--json', file, 'https://e.com/private/x', '/relative', 'https://e.com/a');
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.out)).toEqual([
      { url: 'https://e.com/private/x', allowed: false, line: 2 },
      { url: '/relative', allowed: null, line: null, error: 'URL 2, "/relative", is not an absolute http(s) URL.' },
      { url: 'https://e.com/a', allowed: true, line: null },
    ]);
  });

  it('says when the file holds no robots.txt line at all, and still gives the verdicts a crawler would', async () => {
    const binary = await temp.write('robots.txt', Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 0xff, 10, 0xfe, 0]));
    const result = await cli('robots', binary, 'https://e.com/private/x');
    expect(result).toEqual({
      code: 0,
      err:
        `${binary} holds no robots.txt line (User-agent, Allow, Disallow, Sitemap): is it a robots.txt? ` +
        'A crawler reads it as allowing everything.\n',
      out: 'allowed  https://e.com/private/x  (no rule matches)\n',
    });
    // An empty robots.txt, or one of comments only, is a robots.txt that allows everything: nothing to say.
    const empty = await temp.write('empty.txt', '');
    expect((await cli('robots', empty, 'https://e.com/')).err).toBe('');
    const comments = await temp.write('comments.txt', '# nothing to hide\n\n  # still nothing\r\n');
    expect((await cli('robots', comments, 'https://e.com/')).err).toBe('');
  });

  // "no rule matches" for a URL a rule past the cap names, and not a word of the cap.
  it('says when the file is past the 500 KiB a crawler reads, whose rules after it decide nothing', async () => {
    const big = await temp.write('big.txt', `User-agent: *\n${'Disallow: /a\n'.repeat(50_000)}Disallow: /x\n`);
    const result = await cli('robots', big, 'https://e.com/x', 'https://e.com/a');
    expect(result).toEqual({
      code: 0,
      err:
        `${big} is larger than 500 KiB: as Google does, only its first 500 KiB were read, ` +
        'and the rules after them count for nothing.\n',
      out: 'allowed  https://e.com/x  (no rule matches)\nblocked  https://e.com/a  (line 2: Disallow: /a)\n',
    });
  });

  it('exits 2 for a bad agent, a relative URL, a missing file or no URL', async () => {
    const file = await temp.write('robots.txt', robots);
    expect((await cli('robots', file, '--agent', 'Google bot', 'https://e.com/')).code).toBe(2);
    expect((await cli('robots', file, '/relative')).code).toBe(2);
    expect((await cli('robots', join(temp.path(), 'nope.txt'), 'https://e.com/')).code).toBe(2);
    expect((await cli('robots', file)).code).toBe(2);
  });
});

describe('sitemap-studio validate', () => {
  const temp = useTempDir();

  it("names the file each table was read from: 's (2)' alone names none", async () => {
    const first = await temp.write('a/s.xml', URLSET(['https://example.com/a']));
    const second = await temp.write('b/s.xml', URLSET(['https://example.com/b', 'https://example.com/c']));
    const result = await cli('validate', first, second);
    expect(result.out.split('\n').slice(0, 3)).toEqual([
      'Checked 3 URLs in 2 tables.',
      `  s             1 URL  ${first}`,
      `  s (2)        2 URLs  ${second}`,
    ]);
    const json = JSON.parse((await cli('validate', '--json', first, second)).out) as { tables: unknown[] };
    expect(json.tables).toEqual([
      { name: 's', source: first, urls: 1 },
      { name: 's (2)', source: second, urls: 2 },
    ]);
    // One table needs no list: its name is the file's.
    expect((await cli('validate', first)).out.split('\n')[1]).toBe('No problems.');
    // An export that refuses their rows names the files after its problems.
    const bad = await temp.write('c/s.xml', URLSET(['https://example.com/d'], '<priority>2</priority>'));
    const refused = await cliExport(first, join(temp.path(), 'out'), bad);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('table s (2), row 1, priority');
    expect(refused.err.trimEnd().split('\n').slice(-3)).toEqual([
      'The tables, and the sitemap each was read from:',
      `  s      ${first}`,
      `  s (2)  ${bad}`,
    ]);
  });

  it('exits 0 with warnings only, and 1 when a URL breaks a rule, naming table and row', async () => {
    const good = await temp.write('pages.xml', URLSET(['https://example.com/a', 'https://example.com/a']));
    const clean = await cli('validate', good, '--base-url', 'https://example.com/');
    expect(clean.code).toBe(0);
    expect(clean.out).toContain('[loc-duplicate]');
    const bad = await cli('validate', good, '--base-url', 'https://example.com/shop/');
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(
      /error\s+table pages, row 1, loc\s+\[loc-outside-base\] This URL cannot be listed: it is not under \/shop\//,
    );
  });

  it('flags URLs blocked by a robots.txt, and reports JSON counts', async () => {
    const sitemap = await temp.write('pages.xml', URLSET(['https://example.com/private/x', 'https://example.com/ok']));
    const robots = await temp.write('robots.txt', 'User-agent: *\nDisallow: /private/\n');
    const result = await cli('validate', sitemap, '--robots', robots, '--json');
    const report = JSON.parse(result.out);
    expect(report).toMatchObject({
      urls: 2,
      errors: 0,
      warnings: 1,
      problems: [{ code: 'loc-blocked-by-robots', place: { table: 'pages', row: 1 } }],
    });
    expect(result.code).toBe(0);
  });

  it('exits 2 for a bad base URL', async () => {
    const sitemap = await temp.write('pages.xml', URLSET(['https://example.com/']));
    expect((await cli('validate', sitemap, '--base-url', 'example.com')).code).toBe(2);
  });
});

describe('sitemap-studio export', () => {
  const temp = useTempDir();

  it('writes split sitemaps and an index, and reports every file', async () => {
    const sitemap = await temp.write(
      'pages.xml',
      URLSET(Array.from({ length: 5 }, (_, i) => `https://example.com/${i}`)),
    );
    const out = join(temp.path(), 'out');
    const result = await cliExport(sitemap, out, '--max-urls', '2');
    expect(result.code).toBe(0);
    expect(result.out).toContain(`Wrote 4 files (5 URLs) to ${out}; index: https://example.com/sitemap_index.xml`);
    expect((await readdir(out)).sort()).toEqual([
      '.sitemap-studio-export.json',
      'sitemap-pages-1.xml.gz',
      'sitemap-pages-2.xml.gz',
      'sitemap-pages-3.xml.gz',
      'sitemap_index.xml',
    ]);
    expect(gunzipSync(await readFile(join(out, 'sitemap-pages-3.xml.gz'))).toString()).toContain(
      '<loc>https://example.com/4</loc>',
    );
  });

  it('writes uncompressed text sitemaps and robots.txt when asked, with a JSON report', async () => {
    const sitemap = await temp.write('pages.xml', URLSET(['https://example.com/a']));
    const out = join(temp.path(), 'out');
    const result = await cliExport(sitemap, out, '--no-gzip', '--text', '--robots-txt', '--json');
    const outcome = JSON.parse(result.out);
    expect(outcome.report.files.map((file: { name: string }) => file.name)).toEqual([
      'sitemap-pages-1.txt',
      'sitemap_index.xml',
      'robots.txt',
    ]);
    expect(await readFile(join(out, 'sitemap-pages-1.txt'), 'utf8')).toBe('https://example.com/a\n');
    // The default pattern reads without .gz when the files are not compressed: nothing to warn of.
    expect(outcome.warnings).toEqual([]);
  });

  it('warns that a pattern ending in .gz is written without it when the files are not compressed', async () => {
    const sitemap = await temp.write('pages.xml', URLSET(['https://example.com/a']));
    const out = join(temp.path(), 'out');
    const result = await cliExport(sitemap, out, '--no-gzip', '--pattern', 'pages-{n}.xml.gz');
    expect(result.code).toBe(0);
    expect(await readdir(out)).toContain('pages-1.xml');
    expect(result.out).toContain('[file-name-pattern-gz-left-off]');
    expect(result.out).toContain('"pages-{n}.xml.gz"');
  });

  // The review: the settings' own warnings were only counted ("run validate to see it"), which validate cannot.
  it("says the settings' own warnings in full, and counts the rows'", async () => {
    const sitemap = await temp.write(
      'pages.xml',
      URLSET(['https://example.com/sub/a'], '<lastmod>2024-01-01</lastmod>'),
    );
    const out = join(temp.path(), 'out');
    const result = await cli(
      'export',
      sitemap,
      '--out',
      out,
      '--base-url',
      'https://example.com/sub/',
      '--robots-txt',
      '--text',
    );
    expect(result.code).toBe(0);
    expect(result.out).toContain(
      '[robots-txt-not-at-root] The robots.txt written would be published at /sub/robots.txt',
    );
    expect(result.out).toContain('[text-fields-not-written] 1 URL holds more than its loc');
  });

  it('exits 1 and writes nothing when a row has an error', async () => {
    const sitemap = await temp.write('pages.xml', URLSET(['https://example.com/a'], '<priority>7</priority>'));
    const out = join(temp.path(), 'out');
    const result = await cliExport(sitemap, out);
    expect(result.code).toBe(1);
    expect(result.err).toContain('[priority-out-of-range]');
    await expect(readdir(out)).rejects.toThrow();
  });

  it('exits 1 and writes nothing when a source could not be read completely', async () => {
    const broken = await temp.write(
      'broken.xml',
      '<?xml version="1.0"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/a</loc></url><url><loc>x & y',
    );
    const out = join(temp.path(), 'out');
    const result = await cliExport(broken, out);
    expect(result.code).toBe(1);
    expect(result.err).toContain('Not exported: some sources could not be read completely');
    await expect(readdir(out)).rejects.toThrow();
  });

  it('exits 2 for an index name no system may hold, naming it, and writes nothing', async () => {
    const sitemap = await temp.write('pages.xml', URLSET(['https://example.com/a']));
    for (const name of ['.', '..', 'index\u0001.xml', 'CON', 'aux.xml', 'index.xml.']) {
      const out = join(temp.path(), 'out');
      const result = await cliExport(sitemap, out, '--index-name', name);
      expect(result.code, name).toBe(2);
      expect(result.err, name).toContain(`[index-name-invalid] The index name ${JSON.stringify(name)}`);
      expect(result.err, name).not.toMatch(/\n\s+at /); // a message, not a stack trace
      await expect(readdir(out)).rejects.toThrow();
    }
  });

  it('prints the manifest entries it ignored instead of touching what they name', async () => {
    const sitemap = await temp.write('pages.xml', URLSET(['https://example.com/a']));
    const secret = await temp.write('.env', 'SECRET=1');
    const out = join(temp.path(), 'public');
    await temp.write(
      'public/.sitemap-studio-export.json',
      JSON.stringify({
        format: 'sitemap-studio-export',
        version: 1,
        projects: { [`cli:${out}`]: { files: ['../.env'] } },
      }),
    );
    const result = await cliExport(sitemap, out);
    expect(result.code).toBe(0);
    expect(result.out).toContain(`warning ${join(out, '.sitemap-studio-export.json')}  [manifest-entry-ignored]`);
    expect(result.out).toContain('"../.env"');
    expect(await readFile(secret, 'utf8')).toBe('SECRET=1');
  });

  it('exits 2 for missing or contradictory options and impossible settings', async () => {
    const sitemap = await temp.write('pages.xml', URLSET(['https://example.com/a']));
    expect((await cli('export', sitemap, '--base-url', 'https://example.com/')).code).toBe(2);
    expect((await cli('export', sitemap, '--out', temp.path())).code).toBe(2);
    expect((await cliExport(sitemap, temp.path(), '--gzip', '--no-gzip')).code).toBe(2);
    expect(
      (
        await cli(
          'export',
          sitemap,
          '--out',
          join(temp.path(), 'o'),
          '--base-url',
          'https://example.com/',
          '--max-urls',
          '50001',
        )
      ).code,
    ).toBe(2);
  });
});
