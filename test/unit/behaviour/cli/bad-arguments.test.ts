import { existsSync } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it, onTestFinished } from 'vitest';
import { cliExport, cliRun as cli } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

const URLSET = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/a</loc></url></urlset>
`;
const STACK_FRAME = /^\s+at /m;

/** A bad argument: exit 2, a message that names it, and never a stack trace. */
function expectBadArgument(result: { code: number; err: string }, ...named: string[]): void {
  expect(result.code).toBe(2);
  for (const text of named) expect(result.err).toContain(text);
  expect(result.err).not.toMatch(STACK_FRAME);
  expect(result.err).not.toMatch(/TypeError|ERR_INVALID_URL/);
}

describe('sitemap-studio robots: a bad URL argument', () => {
  const temp = useTempDir();
  const robots = 'User-agent: *\nDisallow: /private/\n';

  it.each([
    ['an empty string', ''],
    ['a relative path', '/private/x'],
    ['a bare host', 'example.com/private/x'],
    ['a broken IPv6 host', 'http://[bad'],
    ['a port out of range', 'https://example.com:99999/'],
    ['an ftp URL', 'ftp://example.com/private/x'],
  ])('is named with exit 2 (%s), and the other URLs still get their verdicts', async (_case, bad) => {
    const file = await temp.write('robots.txt', robots);
    const result = await cli('robots', file, 'https://e.com/private/x', bad, 'https://e.com/');
    expectBadArgument(result, `URL 2, "${bad}", is not an absolute http(s) URL`);
    expect(result.out).toBe(
      'blocked  https://e.com/private/x  (line 2: Disallow: /private/)\n' +
        'allowed  https://e.com/  (no rule matches)\n',
    );
  });

  it('names every bad URL, not only the first', async () => {
    const file = await temp.write('robots.txt', robots);
    const result = await cli('robots', '--json', file, '', 'https://e.com/private/x', 'nope');
    expectBadArgument(result, 'URL 1, "", is not', 'URL 3, "nope", is not');
    expect(JSON.parse(result.out)).toEqual([
      { url: '', allowed: null, line: null, error: 'URL 1, "", is not an absolute http(s) URL.' },
      { url: 'https://e.com/private/x', allowed: false, line: 2 },
      { url: 'nope', allowed: null, line: null, error: 'URL 3, "nope", is not an absolute http(s) URL.' },
    ]);
  });

  it('names the robots.txt argument when it is a folder', async () => {
    await temp.write('robots.txt', robots);
    expectBadArgument(await cli('robots', temp.path(), 'https://e.com/'), temp.path());
  });
});

describe('every command: a source argument that is empty', () => {
  it.each([
    ['import', []],
    ['validate', []],
    ['export', ['--out', '/tmp/never-written', '--base-url', 'https://example.com/']],
  ])('%s refuses "" with exit 2 instead of reading the working folder', async (command, options) => {
    const result = await cli(command, ...options, 'sitemap.xml', '');
    expectBadArgument(result, 'source 2 is empty');
    expect(result.out).toBe('');
  });
});

describe('sitemap-studio validate --robots', () => {
  const temp = useTempDir();

  it('names --robots and the file when the file is missing or a folder', async () => {
    const sitemap = await temp.write('pages.xml', URLSET);
    const missing = join(temp.path(), 'nope.txt');
    expectBadArgument(
      await cli('validate', sitemap, '--robots', missing),
      `--robots ${missing}: ${missing} does not exist`,
    );
    expectBadArgument(await cli('validate', sitemap, '--robots', temp.path()), `--robots ${temp.path()}`);
  });
});

describe('sitemap-studio import --out', () => {
  const temp = useTempDir();

  it('names --out when the project file cannot be written there, and the folder that is not there', async () => {
    const sitemap = await temp.write('pages.xml', URLSET);
    const folder = join(temp.path(), 'no-such-folder');
    const out = join(folder, 'site');
    const result = await cli('import', sitemap, '--out', out);
    expectBadArgument(result, `--out ${out}: ${folder} does not exist`);
  });
});

// A folder the process may not write in was found only at the save: a crawl's hours of work lost.
describe('a project file --out names in a folder that cannot be written', () => {
  const temp = useTempDir();

  it('is refused before any work when its folder is missing, or is a file', async () => {
    const sitemap = await temp.write('pages.xml', URLSET);
    const missing = join(temp.path(), 'nodir', 'x.sitemapstudio');
    for (const args of [
      ['import', sitemap],
      ['crawl', 'http://127.0.0.1:9/'],
    ]) {
      const result = await cli(...args, '--out', missing);
      expectBadArgument(
        result,
        `--out ${missing}: ${join(temp.path(), 'nodir')} does not exist: nothing could be saved there.`,
      );
      expect(result.out).toBe('');
    }
    const throughFile = join(sitemap, 'x');
    expectBadArgument(
      await cli('import', sitemap, '--out', throughFile),
      `--out ${throughFile}: ${sitemap} is not a folder: nothing could be saved there.`,
    );
  });

  it.runIf(process.getuid?.() === 0)(
    'is refused before any work as the system refuses it, exit 1, naming the file (a read-only mount)',
    async () => {
      const sitemap = await temp.write('pages.xml', URLSET);
      const locked = join(temp.path(), 'locked');
      await mkdir(locked);
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', locked]);
      onTestFinished(() => void execFileSync('umount', [locked]));
      const out = join(locked, 'site.sitemapstudio');
      for (const args of [
        ['import', sitemap],
        ['crawl', 'http://127.0.0.1:9/'],
      ]) {
        const result = await cli(...args, '--out', out);
        expect(result).toEqual({
          code: 1,
          out: '',
          err: `Stopped by the system: --out ${out}: ${out} is on a disk that can only be read\n`,
        });
      }
    },
  );
});

// `--out public` used to be saved beside the folder, as public.sitemapstudio, after all the work.
describe('a folder as the project file --out names', () => {
  const temp = useTempDir();

  it.each([
    ['import', (sitemap: string) => ['import', sitemap]],
    ['fix', (sitemap: string, project: string) => ['fix', project, '--lastmod']],
    ['hreflang', (sitemap: string, project: string) => ['hreflang', project, '--complete']],
    ['crawl', () => ['crawl', 'http://127.0.0.1:9/']],
  ])('is refused by %s before any work, naming a file to write instead (exit 2)', async (_command, argsOf) => {
    const sitemap = await temp.write('pages.xml', URLSET);
    const project = join(temp.path(), 'site.sitemapstudio');
    expect((await cli('import', sitemap, '--out', project)).code).toBe(0);
    const folder = join(temp.path(), 'public');
    await mkdir(folder, { recursive: true });
    for (const out of [folder, `${join(temp.path(), 'new')}/`]) {
      const result = await cli(...argsOf(sitemap, project), '--out', out);
      expectBadArgument(
        result,
        `--out ${out}: ${out} is a folder: name the project file to write, such as ${join(out, 'site.sitemapstudio')}.`,
      );
    }
    expect(await readdir(temp.path())).toEqual(['pages.xml', 'public', 'site.sitemapstudio']);
    expect(await readdir(folder)).toEqual([]);
    // An empty --out (a shell variable unset) names no file: import wrote ".sitemapstudio" where it ran (the probe).
    const empty = await cli(...argsOf(sitemap, project), '--out', '');
    expect(empty.code).toBe(2);
    expect(empty.err).toMatch(/^--out (is empty: name the project file|names the project to write)/);
    expect(existsSync('.sitemapstudio')).toBe(false);
  });
});

describe('sitemap-studio export --out', () => {
  const temp = useTempDir();

  it.each([
    ['a file', (sitemap: string) => sitemap],
    ['below a file', (sitemap: string) => join(sitemap, 'out')],
  ])('names --out when it is %s', async (_case, outOf) => {
    const sitemap = await temp.write('pages.xml', URLSET);
    const out = outOf(sitemap);
    const result = await cliExport(sitemap, out);
    expectBadArgument(result, `--out ${out}`);
  });
});

// A script that asks for --json reads stdout: a command that stops before its work still writes JSON there.
describe('--json: a command that fails before its work', () => {
  const temp = useTempDir();
  const failure = (out: string): unknown => JSON.parse(out);

  it.each([
    ['export', ['--bogus'], "Unknown option '--bogus'"],
    ['export', ['pages.xml'], '--out is required'],
    ['validate', [], 'Name at least one project, sitemap, folder or URL.'],
    ['robots', [], 'Name a robots.txt file and at least one URL.'],
    ['check', ['--concurrency', 'x', 'pages.xml'], '--concurrency'],
    ['diagnose', ['not a url'], 'Name one absolute http(s) URL to diagnose.'],
  ])(
    'writes { ok: false, error: usage } on stdout for %s %j, beside the usage on stderr',
    async (command, args, said) => {
      const result = await cli(command, '--json', ...args);
      expect(result.code).toBe(2);
      expect(failure(result.out)).toEqual({
        ok: false,
        error: { code: 'usage', message: expect.stringContaining(said) },
      });
      expect(result.err).toContain((failure(result.out) as { error: { message: string } }).error.message);
    },
  );

  it('writes it for a command line that names no command it has, or a language it does not speak', async () => {
    const unknown = await cli('exprot', '--json');
    expect(unknown.code).toBe(2);
    expect(failure(unknown.out)).toEqual({
      ok: false,
      error: { code: 'usage', message: expect.stringContaining('exprot') },
    });
    const language = await cli('--lang', 'xx', 'validate', '--json');
    expect(language.code).toBe(2);
    expect(failure(language.out)).toEqual({
      ok: false,
      error: { code: 'usage', message: expect.stringContaining('"xx"') },
    });
  });

  it('names the file that is missing, and the project that does not open (exit 1)', async () => {
    const missing = join(temp.path(), 'nope.sitemapstudio');
    const notFound = await cli('hreflang', '--json', missing);
    expect(notFound.code).toBe(2);
    expect(failure(notFound.out)).toEqual({
      ok: false,
      error: { code: 'usage', message: expect.stringContaining(`${missing} does not exist`) },
    });
    const damaged = await temp.write('damaged.sitemapstudio', '{"format":"sitemap-studio-project","version":');
    const result = await cli('fix', '--json', '--lastmod', damaged, '--out', join(temp.path(), 'fixed.sitemapstudio'));
    expect(result.code).toBe(1);
    expect(failure(result.out)).toEqual({
      ok: false,
      error: { code: 'failed', message: expect.stringContaining('damaged.sitemapstudio') },
    });
  });

  it('says, of a command that fails in its own words on stderr, those words (fix of a project with no content check)', async () => {
    const sitemap = await temp.write('plain.xml', URLSET);
    const project = join(temp.path(), 'plain.sitemapstudio');
    expect((await cli('import', sitemap, '--out', project)).code).toBe(0);
    const result = await cli('fix', '--json', '--lastmod', project, '--out', join(temp.path(), 'fixed.sitemapstudio'));
    expect(result.code).toBe(1);
    expect(failure(result.out)).toEqual({ ok: false, error: { code: 'failed', message: result.err.trim() } });
    expect(result.err).toContain('keeps no content check');
  });

  it('adds nothing to a run without --json, nor to JSON a command wrote itself', async () => {
    expect((await cli('export', '--bogus')).out).toBe('');
    const file = await temp.write('pages.xml', URLSET);
    const exported = await cliExport(file, join(temp.path(), 'out'), '--json', '--pattern', 'x.xml');
    expect(exported.code).toBe(2);
    expect(Object.keys(failure(exported.out) as object)).toEqual(['ok', 'problems']);
  });
});
