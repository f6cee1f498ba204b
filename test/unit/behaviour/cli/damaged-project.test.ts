import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import { cliRun } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

/*
 * A project file that does not open (damaged, cut short, empty, a folder in its place) is one line
 * naming it in every command that opens one. `fix`, `hreflang` and `check` threw it out of the
 * command as an uncaught ProjectFileError with its stack (found by a hostile-input probe), and the
 * system's refusals were Node's English words ("EISDIR: illegal operation…") in Dutch too.
 */
afterEach(() => setActiveLocale('en'));

const SITEMAP =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
  Array.from(
    { length: 400 },
    (_, i) => `<url><loc>https://example.com/p/${i}</loc><lastmod>2024-01-01</lastmod></url>`,
  ).join('') +
  '</urlset>';

describe('a project file that does not open', () => {
  const temp = useTempDir();

  /** A project of the sitemap made by `import --out`, then with bytes flipped, cut in half, and empty. */
  async function damagedProjects(): Promise<Record<'flipped' | 'cut' | 'empty', string>> {
    const sitemap = await temp.write('pages.xml', SITEMAP);
    const whole = join(temp.path(), 'whole.sitemapstudio');
    const made = await cliRun('import', sitemap, '--out', whole);
    expect(made.code, made.err).toBe(0);
    const bytes = await readFile(whole);
    const flipped = Buffer.from(bytes);
    for (let at = 200; at < 203; at++) flipped[at] = 0xff;
    return {
      flipped: await temp.write('flipped.sitemapstudio', flipped),
      cut: await temp.write('cut.sitemapstudio', bytes.subarray(0, bytes.length >> 1)),
      empty: await temp.write('empty.sitemapstudio', ''),
    };
  }

  const commands = (project: string, out: string): string[][] => [
    ['fix', project, '--lastmod', '--out', join(out, 'fixed.sitemapstudio')],
    ['hreflang', project],
    ['hreflang', project, '--complete', '--out', join(out, 'completed.sitemapstudio')],
    ['check', project, '--content'],
    ['validate', project],
  ];

  it('is one line naming it, exit 1, in every command that opens a project, and nothing is written', async () => {
    const out = join(temp.path(), 'out');
    await mkdir(out);
    for (const [name, project] of Object.entries(await damagedProjects())) {
      for (const args of commands(project, out)) {
        const result = await cliRun(...args);
        const what = `${args[0]} ${name}`;
        // validate reports it among the problems (stdout); the others stop with it (stderr).
        const said = result.out + result.err;
        expect(result.code, what).toBe(1);
        expect(said, what).toContain(project);
        expect(said, what).toMatch(/is damaged and cannot be opened|is not a Sitemap Studio project/);
        expect(said, what).not.toMatch(/^\s+at /m);
      }
    }
    expect(await readdir(out)).toEqual([]);
  });

  it('is said in Dutch too, the gzip fault by its code', async () => {
    const damaged = await damagedProjects();
    const result = await cliRun(
      '--lang',
      'nl',
      'fix',
      damaged.flipped,
      '--lastmod',
      '--out',
      join(temp.path(), 'f.sitemapstudio'),
    );
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      /is beschadigd en kan niet worden geopend: de gzip-gegevens zijn beschadigd \(Z_DATA_ERROR\)/,
    );
    const english = await cliRun('hreflang', damaged.flipped);
    expect(english.err).toMatch(/is damaged and cannot be opened: invalid distance too far back/);
  });

  it("that is a folder is worded by the catalogue, in English and Dutch, not in Node's words", async () => {
    const folder = join(temp.path(), 'folder.sitemapstudio');
    await mkdir(folder);
    const english = await cliRun('validate', folder);
    expect(english.code).toBe(1);
    expect(english.out + english.err).toContain(`${folder} is a folder, not a file`);
    expect(english.out + english.err).not.toContain('EISDIR');
    const dutch = await cliRun('--lang', 'nl', 'validate', folder);
    expect(dutch.out + dutch.err).toContain(`${folder} is een map, geen bestand`);
    expect(dutch.out + dutch.err).not.toContain('illegal operation');
  });

  // Commands tell a project from a sitemap by its name (found by a hostile-input probe: a copy named
  // without the extension was told to be "opened instead of imported", a command that does open one).
  it('named without .sitemapstudio is refused as one, saying what name it must have, in English and Dutch', async () => {
    const sitemap = await temp.write('pages.xml', SITEMAP);
    const whole = join(temp.path(), 'whole.sitemapstudio');
    expect((await cliRun('import', sitemap, '--out', whole)).code).toBe(0);
    const renamed = await temp.write('backup.bak', await readFile(whole));
    const out = join(temp.path(), 'out');
    for (const args of [
      ['validate', renamed],
      ['export', renamed, '--out', out, '--base-url', 'https://example.com/'],
    ]) {
      const result = await cliRun(...args);
      expect(result.code, args[0]).toBe(1);
      expect(result.out + result.err, args[0]).toContain(
        `${renamed}  [source-is-project] This is a Sitemap Studio project, not a sitemap, so it is not imported. Open it as a project: the app opens it whatever its name, a command once its name ends in .sitemapstudio.`,
      );
    }
    await expect(readdir(out)).rejects.toThrow(/ENOENT/);
    const dutch = await cliRun('--lang', 'nl', 'validate', renamed);
    expect(dutch.out).toContain('een opdracht zodra de naam op .sitemapstudio eindigt');
  });
});
