import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { setActiveLocale } from '../../../shared/i18n/active-locale';
import { DEFAULT_IMPORT_OPTIONS } from '../../../shared/import-options';
import { cliRun } from '../../support/cli-run';
import { useTempDir } from '../../support/use-temp-dir';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs one command line as cliRun does, in a terminal whose environment is `env`. */
async function cliIn(env: Record<string, string>, ...args: string[]) {
  let out = '';
  let err = '';
  const io = { out: (text: string) => void (out += text), err: (text: string) => void (err += text), env };
  const code = await runCli(args, io);
  return { code, out, err };
}

/** 1,200 URLs with the same warning (a fragment), and one with an error (priority 7). */
const FRAGMENTS = 1200;
const NOISY = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${Array.from({ length: FRAGMENTS }, (_, n) => `<url><loc>https://example.com/p${n + 1}#top</loc></url>`).join('\n')}
<url><loc>https://example.com/bad</loc><priority>7</priority></url>
</urlset>
`;

afterEach(() => setActiveLocale('en'));

describe('the CLI in Dutch', () => {
  const temp = useTempDir();

  it.each([[['--lang', 'nl', '--help']], [['--help', '--lang=nl']]])('prints the Dutch usage for %j', async (args) => {
    const { code, out, err } = await cliRun(...args);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toMatch(/^Gebruik: sitemap-studio <opdracht> \[opties\]/);
    expect(out).toContain('Opdrachten:');
    expect(out).toContain('--lang <en|nl>');
  });

  it("takes --lang after a command too, and prints that command's usage in Dutch", async () => {
    const { code, out } = await cliRun('import', '--help', '--lang', 'nl');
    expect(code).toBe(0);
    expect(out).toMatch(/^Gebruik: sitemap-studio import <bron\.\.\.>/);
    expect(out).toContain('Exitcode: 0 als alles is gelezen');
    // --max-files' default, in Dutch notation.
    expect(out).toContain(`(standaard ${DEFAULT_IMPORT_OPTIONS.maxFiles.toLocaleString('nl')})`);
  });

  it('words problems, counts and numbers in Dutch', async () => {
    const sitemap = await temp.write('pages.xml', NOISY);
    const { code, out } = await cliRun('validate', sitemap, '--lang', 'nl');
    expect(code).toBe(1);
    const lines = out.split('\n');
    expect(lines[0]).toBe("1.201 URL's gecontroleerd in 1 tabel.");
    expect(lines[1]).toBe('1 fout, 1.200 waarschuwingen, 0 meldingen:');
    const fragments = lines.filter((line) => line.includes('[loc-fragment]'));
    expect(fragments[0]).toMatch(
      /^ {2}waarschuwing tabel pages, rij 1, loc {2}\[loc-fragment\] De URL heeft een fragment \(#…\)/,
    );
    expect(fragments.at(-1)).toBe(
      '  waarschuwing … nog 1.195 [loc-fragment], 1.200 in totaal (--all toont ze allemaal)',
    );
    expect(out).toMatch(/^ {2}fout {8}.*\[priority-out-of-range\] priority 7 is hoger dan 1\.0/m);
  });

  it('names the kinds of the files it imported, and an empty one, in Dutch', async () => {
    const sitemap = await temp.write('pages.xml', NOISY);
    const empty = await temp.write('leeg.xml', '');
    const { out } = await cliRun('import', sitemap, empty, '--lang', 'nl');
    expect(out).toMatch(/^ {2}XML-sitemap +1\.201 /m);
    expect(out).toContain('[source-empty] Dit bestand is leeg; er is niets te importeren.');
    expect(out).not.toMatch(/XML sitemap|is empty|table |row /);
  });

  it('says what is wrong with --base-url in Dutch', async () => {
    const sitemap = await temp.write('pages.xml', NOISY);
    const { code, err } = await cliRun('validate', sitemap, '--base-url', 'ftp://example.com/', '--lang', 'nl');
    expect(code).toBe(2);
    expect(err.split('\n')[0]).toBe(
      '--base-url: De basis-URL is niet bruikbaar: sitemaps worden gepubliceerd via http of https, niet via ftp:.',
    );
  });

  it('keeps --json language-neutral but for the messages', async () => {
    const sitemap = await temp.write('pages.xml', NOISY);
    const english = JSON.parse((await cliRun('validate', sitemap, '--json')).out);
    const dutch = JSON.parse((await cliRun('validate', sitemap, '--json', '--lang', 'nl')).out);
    // Each run names its table with a new id; everything else but the messages is the same.
    const withoutMessages = (document: { tables: object[]; problems: { message: string }[] }) => ({
      ...document,
      tables: document.tables.map((table) => ({ ...table, source: 'id' })),
      problems: document.problems.map(({ message: _message, ...rest }) => rest),
    });
    expect(withoutMessages(dutch)).toEqual(withoutMessages(english));
    expect(dutch.problems[0].message).not.toBe(english.problems[0].message);
    expect(dutch.problems.map((item: { code: string }) => item.code)).toContain('loc-fragment');
  });

  it('speaks the language of LANG, LC_MESSAGES or LC_ALL, in that order of weight', async () => {
    expect((await cliIn({ LANG: 'nl_NL.UTF-8' }, '--help')).out).toMatch(/^Gebruik:/);
    expect((await cliIn({ LANG: 'en_GB.UTF-8', LC_MESSAGES: 'nl_BE.UTF-8' }, '--help')).out).toMatch(/^Gebruik:/);
    expect((await cliIn({ LANG: 'nl_NL.UTF-8', LC_ALL: 'C' }, '--help')).out).toMatch(/^Usage:/);
    expect((await cliIn({ LANG: 'nl_NL.UTF-8' }, '--lang', 'en', '--help')).out).toMatch(/^Usage:/);
    expect((await cliIn({ LANG: 'de_DE.UTF-8' }, '--help')).out).toMatch(/^Usage:/);
  });

  it('speaks English when nothing names a language', async () => {
    const { out } = await cliRun('--help');
    expect(out).toMatch(/^Usage: sitemap-studio <command>/);
  });

  it.each([
    [['--lang', 'fr', '--help'], '--lang must be en or nl, not "fr".'],
    [['validate', 'x.xml', '--lang'], '--lang needs a language: en or nl.'],
  ])('refuses %j with exit 2 and a message naming --lang', async (args, message) => {
    const { code, out, err } = await cliRun(...args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.split('\n')[0]).toBe(message);
    expect(err).toContain('Usage: sitemap-studio <command>');
  });

  it('says a bad --lang in the terminal’s language', async () => {
    const { code, err } = await cliIn({ LANG: 'nl_NL.UTF-8' }, '--lang', 'de');
    expect(code).toBe(2);
    expect(err).toMatch(/^--lang moet en of nl zijn, niet "de"\.\n\nGebruik:/);
  });

  it('words a bad option in Dutch, naming it', async () => {
    const { code, err } = await cliRun('validate', '--frobnicate', '--lang', 'nl');
    expect(code).toBe(2);
    expect(err).toMatch(/^Onbekende optie '--frobnicate'\./);
    expect(err).toContain('Gebruik: sitemap-studio validate');
  });

  it('reads LANG from the real environment of the installed entry point', { timeout: 25_000 }, async () => {
    const { stdout } = await new Promise<{ stdout: string }>((resolve, reject) => {
      execFile(
        `${ROOT}/node_modules/.bin/tsx`,
        ['electron/cli/index.ts', 'robots', '--help'],
        { cwd: ROOT, timeout: 20_000, env: { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'nl_NL.UTF-8' } },
        (error, out) => (error ? reject(error) : resolve({ stdout: out })),
      );
    });
    expect(stdout).toMatch(/^Gebruik: sitemap-studio robots <robots\.txt>/);
  });
});
