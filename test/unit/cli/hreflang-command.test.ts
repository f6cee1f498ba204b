import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openProjectFile } from '../../../electron/engine';
import { runCli } from '../../../electron/cli/run-cli';
import { earlyWorkerCounts } from '../../../electron/engine/worker-script';
import { cliRun } from '../../support/cli-run';
import { useTempDir } from '../../support/use-temp-dir';

const E = 'https://example.com';
const link = (hreflang: string, href: string): string =>
  `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`;
const sitemap = (...urls: string[]): string =>
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`;
const url = (loc: string, ...links: string[]): string => `<url><loc>${loc}</loc>${links.join('')}</url>`;

interface Report {
  clusters: number;
  problems: { code: string; loc: string; row: number }[];
  added?: { loc: string; hreflang: string; href: string }[];
  conflicts?: { kind: string; loc: string }[];
}

describe('sitemap-studio hreflang', () => {
  const temp = useTempDir();

  /** A project write refused for a source not read in full: exit 1, said why, nothing written. */
  async function expectNotWritten(run: { code: number; out: string; err: string }, out: string): Promise<void> {
    expect(run.code).toBe(1);
    expect(run.err).toContain(`Not written: ${out}. 1 source could not be read in full`);
    expect(run.out).toBe('');
    expect(await readdir(dirname(out))).not.toContain(basename(out));
  }

  // Shoes: only the English page lists the set; hats: complete but for x-default; a German page with an invalid code.
  const broken = sitemap(
    url(
      `${E}/en/shoes`,
      link('en', `${E}/en/shoes`),
      link('nl', `${E}/nl/schoenen`),
      link('x-default', `${E}/en/shoes`),
    ),
    url(`${E}/nl/schoenen`),
    url(`${E}/en/hats`, link('en', `${E}/en/hats`), link('de', `${E}/de/huete`), link('en-UK', `${E}/uk/hats`)),
    url(`${E}/de/huete`, link('en', `${E}/en/hats`), link('de', `${E}/de/huete`)),
    url(`${E}/uk/hats`),
  );

  // The probe: a cluster whose every page lists en_US was called complete (exit 0), though validate
  // and --complete both said the code is none Google takes.
  it("reports the alternate links' own problems beside the clusters' and calls no such cluster complete", async () => {
    const both = [link('en_US', `${E}/a`), link('de', `${E}/b`), link('x-default', `${E}/a`)];
    const file = await temp.write('codes.xml', sitemap(url(`${E}/a`, ...both), url(`${E}/b`, ...both)));
    const text = await cliRun('hreflang', file);
    expect(text.code).toBe(1);
    expect(text.out).not.toContain('Every cluster is complete.');
    expect(text.out).toMatch(/row 1 +https:\/\/example\.com\/a .*\[alternate-hreflang-invalid\]/);
    expect(text.out).toMatch(/row 2 +https:\/\/example\.com\/b .*\[alternate-hreflang-invalid\]/);
    const clean = await temp.write('clean.xml', sitemap(url(`${E}/a`, link('en', `${E}/a`)), url(`${E}/b`)));
    expect((await cliRun('hreflang', clean)).out).not.toContain('[alternate-');
  });

  it('reports each cluster problem with its code and the loc of the row to fix, and exits 1', async () => {
    const file = await temp.write('sitemap.xml', broken);
    const json = await cliRun('hreflang', file, '--json');
    expect(json.code).toBe(1);
    const report = JSON.parse(json.out) as Report;
    expect(report.clusters).toBe(2);
    expect(report.problems.map((found) => `${found.code} ${found.loc}`)).toContain(
      `hreflang-return-missing ${E}/nl/schoenen`,
    );
    const text = await cliRun('hreflang', file);
    expect(text.out).toContain('2 hreflang clusters in 5 URLs.');
    expect(text.out).toMatch(/row 2 +https:\/\/example\.com\/nl\/schoenen .*\[hreflang-return-missing\]/);
    const dutch = await cliRun('hreflang', file, '--lang', 'nl');
    expect(dutch.out).toContain("2 hreflang-clusters in 5 URL's.");
  });

  it('completes every cluster into a project, prints the links added, and leaves an invalid code for a person', async () => {
    const file = await temp.write('sitemap.xml', broken);
    const out = join(temp.path(), 'done.sitemapstudio');
    const run = await cliRun('hreflang', file, '--complete', '--x-default', 'en', '--out', out, '--json');
    expect(run.code).toBe(0);
    const report = JSON.parse(run.out) as Report;
    expect(report.added).toContainEqual(
      expect.objectContaining({ loc: `${E}/nl/schoenen`, hreflang: 'nl', href: `${E}/nl/schoenen` }),
    );
    expect(report.added).toContainEqual(
      expect.objectContaining({ loc: `${E}/de/huete`, hreflang: 'x-default', href: `${E}/en/hats` }),
    );
    expect(report.conflicts).toEqual([
      { table: 'sitemap', row: 5, kind: 'language-invalid', loc: `${E}/uk/hats`, what: expect.any(String) },
    ]);

    const project = await openProjectFile(out);
    const rows = project.tables[0]!.rows;
    // The invalid code stays as written, on the row that wrote it, and is given to no other row.
    expect(rows[2]!.alternates.filter((alternate) => alternate.hreflang === 'en-UK')).toHaveLength(1);
    expect(rows[3]!.alternates.some((alternate) => alternate.hreflang === 'en-UK')).toBe(false);

    const again = await cliRun('hreflang', out, '--json');
    // What is left is the page whose code waits for a person: it lists no self-reference, and is not
    // listed back; and the code itself, on the row that writes it.
    const left = (JSON.parse(again.out) as Report).problems.map((found) => `${found.code} ${found.loc}`);
    expect(left).toEqual([
      `alternate-hreflang-unknown ${E}/en/hats`,
      `hreflang-return-missing ${E}/de/huete`,
      `hreflang-self-missing ${E}/uk/hats`,
    ]);
    const text = await cliRun('hreflang', file, '--complete', '--out', out);
    expect(text.out).toContain(`${E}/nl/schoenen  + nl ${E}/nl/schoenen`);
    expect(text.out).toContain(`table sitemap, row 5  ${E}/uk/hats  left for a person:`);
    // The hats cluster names no x-default, and none was asked for: said, not left for the next check to find.
    expect(text.out).toContain('1 cluster is left without an x-default: no row of it names one;');
    expect(text.out).toContain(
      'Completed 2 hreflang clusters: added 5 links, removed 0 links, left 1 conflict for a person',
    );
  });

  it('says how many clusters have no page in the --x-default language asked for, in English and Dutch', async () => {
    const file = await temp.write('sitemap.xml', broken);
    const out = join(temp.path(), 'done.sitemapstudio');
    // Shoes is en and nl; hats en, de and en-UK: no cluster has a French page, one has a German.
    const french = await cliRun('hreflang', file, '--complete', '--x-default', 'fr', '--out', out);
    expect(french.out).toContain(
      '2 clusters have no one fr page a table lists (none, several, or only one no table lists): their x-default is the page their rows name most, if any.',
    );
    const german = await cliRun('hreflang', file, '--complete', '--x-default', 'de', '--out', out, '--json');
    expect(JSON.parse(german.out)).toMatchObject({ withoutXDefault: 1 });
    const dutch = await cliRun('--lang', 'nl', 'hreflang', file, '--complete', '--x-default', 'de', '--out', out);
    expect(dutch.out).toContain(
      '1 cluster heeft niet één de-pagina die in een tabel staat (geen, meer dan één, of alleen een die in geen tabel staat): de x-default is de pagina die de rijen het vaakst noemen, als die er is.',
    );
    const none = await cliRun('hreflang', file, '--complete', '--out', out);
    expect(none.out).not.toContain('have no');
    expect(none.out).not.toContain('has no');
  });

  it('lists the first 20 problems and changed rows, and how many more; every one with --all or --json', async () => {
    // 30 clusters whose German page lists no return link: problems of each, then 30 rows completed.
    const urls = Array.from({ length: 30 }, (_, n) => [
      url(`${E}/en/${n}`, link('en', `${E}/en/${n}`), link('de', `${E}/de/${n}`)),
      url(`${E}/de/${n}`, link('de', `${E}/de/${n}`)),
    ]).flat();
    const file = await temp.write('many.xml', sitemap(...urls));
    const total = (JSON.parse((await cliRun('hreflang', file, '--json')).out) as Report).problems.length;
    expect(total).toBeGreaterThan(30);
    const problemLines = (out: string): string[] => out.split('\n').filter((line) => line.includes('[hreflang-'));
    const found = await cliRun('hreflang', file);
    expect(problemLines(found.out)).toHaveLength(20);
    expect(found.out.trimEnd().split('\n').at(-1)).toBe(`  … ${total - 20} more (--all lists every one)`);
    expect(problemLines((await cliRun('hreflang', file, '--all')).out)).toHaveLength(total);
    const out = join(temp.path(), 'many.sitemapstudio');
    const completed = await cliRun('hreflang', file, '--complete', '--out', out);
    expect(completed.out.split('\n').filter((line) => / \+ /.test(line))).toHaveLength(20);
    expect(completed.out).toContain('  … 10 more (--all lists every one)');
    expect(completed.out).toMatch(/Completed 30 hreflang clusters: added 30 links/);
    const json = JSON.parse((await cliRun('hreflang', file, '--complete', '--out', out, '--json')).out) as Report;
    expect(json.added).toHaveLength(30);
  });

  it('names the sources it could not read in full and exits 1, and writes no project from part of them', async () => {
    const file = await temp.write('sitemap.xml', broken);
    const missing = join(temp.path(), 'missing.xml');
    const cut = await temp.write('cut.xml', broken.slice(0, broken.indexOf('<url>', 200)));
    const found = await cliRun('hreflang', file, missing, cut);
    expect(found.code).toBe(1);
    expect(found.err).toContain('2 sources could not be read in full: the clusters below are of what was read.');
    // Each named, and why: its error with the file, line and column where it has them.
    expect(found.err).toContain(`\n  ${cut}\n`);
    expect(found.err).toContain(`\n  ${missing}\n`);
    expect(found.err).toMatch(/error +\S*cut\.xml:\d+:\d+ +\[xml-malformed\]/);
    expect(found.err).toMatch(/error +\S*missing\.xml +\[source-not-found\]/);
    expect(found.out).toContain('2 hreflang clusters in 6 URLs.'); // the sitemap's 5 and the cut one's first
    const json = JSON.parse((await cliRun('hreflang', file, missing, '--json')).out) as {
      notReadWhole: string[];
      sourceProblems: { code: string; place: { file: string } }[];
    };
    expect(json.notReadWhole).toEqual([missing]);
    expect(json.sourceProblems.map(({ code, place }) => [code, place.file])).toEqual([['source-not-found', missing]]);
    const dutch = await cliRun('hreflang', file, missing, '--lang', 'nl');
    expect(dutch.err).toContain('1 bron kon niet helemaal worden gelezen');

    const out = join(temp.path(), 'done.sitemapstudio');
    for (const writing of [['--complete'], ['--pair', '/{lang}/']]) {
      await expectNotWritten(await cliRun('hreflang', file, missing, ...writing, '--out', out), out);
    }
  });

  it('takes an index followed only in part (past a limit) as a source not read in full', async () => {
    // Indexes nested past the depth an import follows: the sitemap at the bottom is never read.
    const sitemapPath = await temp.write('deep/sitemap.xml', broken);
    let listed = sitemapPath;
    for (let depth = 8; depth >= 1; depth -= 1)
      listed = await temp.write(
        `deep/index-${depth}.xml`,
        `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${listed}</loc></sitemap></sitemapindex>`,
      );
    const out = join(temp.path(), 'done.sitemapstudio');
    const run = await cliRun('hreflang', listed, '--complete', '--out', out);
    await expectNotWritten(run, out);
    expect(run.err).toContain('[depth-limit]');
  });

  it('refuses to write over a project that is one of several sources (it would lose its settings and checks)', async () => {
    const file = await temp.write('sitemap.xml', broken);
    const project = join(temp.path(), 'site.sitemapstudio');
    expect((await cliRun('import', file, '--out', project)).code).toBe(0);
    const before = await readFile(project);
    for (const out of [project, join(temp.path(), 'site')]) {
      const run = await cliRun('hreflang', project, file, '--complete', '--out', out);
      expect(run.code).toBe(2);
      expect(run.err).toContain(`--out names ${project}, one of several sources`);
      expect(await readFile(project)).toEqual(before);
    }
    // Alone, it is written back in place; with others, to another file.
    expect((await cliRun('hreflang', project, '--complete', '--out', project)).code).toBe(0);
    const merged = join(temp.path(), 'merged.sitemapstudio');
    expect((await cliRun('hreflang', project, file, '--complete', '--out', merged)).code).toBe(0);
  });

  it('reads its sources and writes the project on at most as many workers as --threads says, completing them alike', async () => {
    const files = [
      await temp.write('sitemap.xml', broken),
      await temp.write('more.xml', sitemap(url(`${E}/fr/chapeaux`))),
    ];
    const alone = join(temp.path(), 'alone.sitemapstudio');
    const onOne = join(temp.path(), 'one.sitemapstudio');
    const run = (out: string, ...more: string[]) => cliRun('hreflang', ...files, '--complete', '--out', out, ...more);
    const expected = await run(alone);
    expect(expected.code).toBe(0);
    const before = earlyWorkerCounts().late;
    const onOneThread = await run(onOne, '--threads', '1');
    // One parse worker for both sitemaps; the project, of one member, is written on the main thread.
    expect(earlyWorkerCounts().late - before).toBe(1);
    expect(onOneThread.code).toBe(0);
    expect(onOneThread.out.replaceAll(onOne, alone)).toBe(expected.out);
    const tablesOf = async (path: string) => (await openProjectFile(path)).tables.map(({ id: _id, ...table }) => table);
    expect(await tablesOf(onOne)).toEqual(await tablesOf(alone));
    const refused = await cliRun('hreflang', ...files, '--threads', 'many');
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('--threads must be a whole number from 1 to 1024, not "many".');
  });

  it('refuses --complete without --out, and an --x-default that is no language code', async () => {
    const file = await temp.write('sitemap.xml', broken);
    expect((await cliRun('hreflang', file, '--complete')).code).toBe(2);
    expect((await cliRun('hreflang', file, '--out', join(temp.path(), 'x.sitemapstudio'))).code).toBe(2);
    const bad = await cliRun(
      'hreflang',
      file,
      '--complete',
      '--out',
      join(temp.path(), 'x.sitemapstudio'),
      '--x-default',
      'en-UK',
    );
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('en-UK');
  });

  it('stops at Ctrl-C with nothing said or written (exit 130), reading a sitemap or a project, completing or pairing', async () => {
    const file = await temp.write('sitemap.xml', broken);
    const project = join(temp.path(), 'made.sitemapstudio');
    expect((await cliRun('hreflang', file, '--complete', '--out', project)).code).toBe(0);
    const stop = new AbortController();
    stop.abort();
    for (const source of [file, project]) {
      for (const extra of [
        [],
        ['--complete', '--out', join(temp.path(), 'done')],
        ['--pair', '/{lang}/', '--out', join(temp.path(), 'paired')],
      ]) {
        let said = '';
        const code = await runCli(['hreflang', source, ...extra], {
          out: (text) => void (said += text),
          err: (text) => void (said += text),
          signal: stop.signal,
        });
        expect(code, `${source} ${extra.join(' ')}`).toBe(130);
        expect(said).toMatch(/^Cancelled/);
      }
    }
    expect((await readdir(temp.path())).sort()).toEqual(['made.sitemapstudio', 'sitemap.xml']);
  });
});
