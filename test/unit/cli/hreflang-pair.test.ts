import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openProjectFile } from '../../../electron/engine';
import { cliRun } from '../../support/cli-run';
import { useTempDir } from '../../support/use-temp-dir';

const E = 'https://example.com';
const sitemap = (...locs: string[]): string =>
  `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join('')}</urlset>`;

describe('sitemap-studio hreflang --pair', () => {
  const temp = useTempDir();
  // No alternates yet: shoes in three languages, hats in two, a page of no language, one with two English URLs.
  const bare = sitemap(
    `${E}/en/shoes`,
    `${E}/nl/shoes`,
    `${E}/de/shoes`,
    `${E}/en/hats`,
    `${E}/nl/hats`,
    `${E}/about`,
    `${E}/en/bags`,
    `${E}/EN/bags`,
  );

  it('pairs pages by /{lang}/, prints each link it added, and writes a project whose clusters are complete', async () => {
    const file = await temp.write('sitemap.xml', bare);
    const out = join(temp.path(), 'paired.sitemapstudio');
    const run = await cliRun('hreflang', file, '--pair', '/{lang}/path', '--out', out);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`row 2  ${E}/nl/shoes  + de ${E}/de/shoes`);
    expect(run.out).toContain(`left for a person: hreflang en has more than one URL (${E}/en/bags, ${E}/EN/bags)`);
    expect(run.out).toContain(
      'Paired 2 hreflang clusters: added 13 links to 5 rows; the rule found no language in 1 row; left 1 conflict for a person',
    );
    const project = await openProjectFile(out);
    expect(project.tables[0]!.rows[4]!.alternates).toEqual([
      { rel: 'alternate', hreflang: 'en', href: `${E}/en/hats` },
      { rel: 'alternate', hreflang: 'nl', href: `${E}/nl/hats` },
    ]);
    // What is left is a missing x-default on each cluster, and nothing for the bags the person decides on.
    const again = JSON.parse((await cliRun('hreflang', out, '--json')).out) as { problems: { code: string }[] };
    expect(new Set(again.problems.map((found) => found.code))).toEqual(new Set(['hreflang-x-default-missing']));
  });

  it('prints the first 20 links it added and how many more, or with --all every one', async () => {
    const pages = Array.from({ length: 15 }, (_, n) => [`${E}/en/p${n}`, `${E}/nl/p${n}`]).flat();
    const file = await temp.write('many.xml', sitemap(...pages));
    const out = join(temp.path(), 'many.sitemapstudio');
    const linkLines = (text: string): string[] => text.split('\n').filter((line) => line.includes('  + '));
    const brief = await cliRun('hreflang', file, '--pair', '/{lang}/path', '--out', out);
    expect(brief.code).toBe(0);
    expect(linkLines(brief.out)).toHaveLength(20);
    expect(linkLines(brief.out)[0]).toBe(`table many, row 1  ${E}/en/p0  + en ${E}/en/p0`);
    expect(brief.out).toContain('\n  … 40 more (--all lists every one)\n');
    expect(brief.out).toContain('added 60 links to 30 rows');
    const every = await cliRun('hreflang', file, '--pair', '/{lang}/path', '--out', out, '--all');
    expect(linkLines(every.out)).toHaveLength(60);
    expect(every.out).not.toContain('more (--all');
  });

  it('pairs by a CSV of translated slugs, naming values no row has, in Dutch too', async () => {
    const file = await temp.write('sitemap.xml', sitemap(`${E}/en/shoes`, `${E}/nl/schoenen`, `${E}/about`));
    const csv = await temp.write('slugs.csv', 'en,nl,de\n/en/shoes,/nl/schoenen,/de/schuhe\n');
    const out = join(temp.path(), 'paired.sitemapstudio');
    const json = await cliRun('hreflang', file, '--pair-csv', csv, '--out', out, '--json');
    expect(json.code).toBe(0);
    expect(JSON.parse(json.out)).toMatchObject({
      clusters: 1,
      unmatched: 1,
      added: [
        { row: 1, loc: `${E}/en/shoes`, hreflang: 'en', href: `${E}/en/shoes` },
        { row: 1, loc: `${E}/en/shoes`, hreflang: 'nl', href: `${E}/nl/schoenen` },
        { row: 2, loc: `${E}/nl/schoenen`, hreflang: 'en', href: `${E}/en/shoes` },
        { row: 2, loc: `${E}/nl/schoenen`, hreflang: 'nl', href: `${E}/nl/schoenen` },
      ],
      notFound: [{ line: 2, column: 3, language: 'de', value: '/de/schuhe' }],
    });
    const dutch = await cliRun('hreflang', file, '--pair-csv', csv, '--out', out, '--lang', 'nl');
    expect(dutch.out).toContain(`${csv}, regel 2, kolom 3 (de): geen rij heeft /de/schuhe`);
    expect(dutch.out).toContain('1 hreflang-cluster gekoppeld: 4 links toegevoegd aan 2 rijen');
  });

  it('names the values past the header it left out, and counts the rows the CSV names no page in, in Dutch too', async () => {
    const file = await temp.write('sitemap.xml', sitemap(`${E}/en/shoes`, `${E}/nl/schoenen`, `${E}/about`));
    const csv = await temp.write('slugs.csv', 'en,nl\n/en/shoes,/nl/schoenen,/de/schuhe\n/en/shoes,/nl/schoenen\n');
    const out = join(temp.path(), 'paired.sitemapstudio');
    const run = await cliRun('hreflang', file, '--pair-csv', csv, '--out', out);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`${csv}, line 2, column 3: 3 values, more than the header names; the rest is left out`);
    // The line written twice adds nothing twice: one cluster, four links to two rows.
    expect(run.out).toContain('Paired 1 hreflang cluster: added 4 links to 2 rows; the CSV names no page in 1 row;');
    const json = JSON.parse((await cliRun('hreflang', file, '--pair-csv', csv, '--out', out, '--json')).out);
    expect(json.extraValues).toEqual([{ line: 2, column: 3, values: 3 }]);
    const dutch = await cliRun('hreflang', file, '--pair-csv', csv, '--out', out, '--lang', 'nl');
    expect(dutch.out).toContain(
      `${csv}, regel 2, kolom 3: 3 waarden, meer dan de kopregel noemt; de rest blijft buiten beschouwing`,
    );
    expect(dutch.out).toContain('de CSV noemt geen pagina in 1 rij');
    const written = await openProjectFile(out);
    expect(written.tables[0]!.rows[0]!.alternates.map((link) => link.hreflang)).toEqual(['en', 'nl']);
  });

  it('says a CSV column of x-default is not paired and how to set it, not that x-default is no code', async () => {
    const file = await temp.write('sitemap.xml', sitemap(`${E}/en/shoes`, `${E}/nl/schoenen`));
    const csv = await temp.write('slugs.csv', 'en,nl,x-default\n/en/shoes,/nl/schoenen,/en/shoes\n');
    const out = join(temp.path(), 'paired.sitemapstudio');
    const run = await cliRun('hreflang', file, '--pair-csv', csv, '--out', out);
    expect(run.code).toBe(0);
    expect(run.out).toContain(
      `${csv}, line 1: the column x-default is left out: a CSV pairs pages by language; give each cluster its x-default with --complete --x-default LANG`,
    );
    expect(run.out).not.toContain('not a code Google takes');
    // A page on two lines: said with both lines, the rest of the later line still paired (the probe).
    const twice = await temp.write('twice.csv', 'en,nl\n/en/shoes,/nl/schoenen\n/en/hats,/nl/schoenen\n');
    const again = await cliRun('hreflang', file, '--pair-csv', twice, '--out', out);
    expect(again.out).toContain(`${twice}, line 3, column 2 (nl): /nl/schoenen is on line 2 already;`);
    expect(run.out).toContain('Paired 1 hreflang cluster: added 4 links to 2 rows');
  });

  it('refuses a CSV of slugs it cannot read, naming the file, line and column, in Dutch too', async () => {
    const file = await temp.write('sitemap.xml', bare);
    const csv = await temp.write('slugs.csv', 'en,nl\n/en/shoes,"/nl/shoes\n/en/hats,/nl/hats\n');
    const out = join(temp.path(), 'x.sitemapstudio');
    const bad = await cliRun('hreflang', file, '--pair-csv', csv, '--out', out);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(`${csv}, line 2, column 11: a quote opens a value and is never closed.`);
    const dutch = await cliRun('hreflang', file, '--pair-csv', csv, '--out', out, '--lang', 'nl');
    expect(dutch.err).toContain(`${csv}, regel 2, kolom 11: een aanhalingsteken opent een waarde`);
  });

  it('refuses a rule it cannot read, both ways at once, pairing without --out and with --complete', async () => {
    const file = await temp.write('sitemap.xml', bare);
    const out = join(temp.path(), 'x.sitemapstudio');
    const bad = await cliRun('hreflang', file, '--pair', '/path/', '--out', out);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--pair takes /{lang}/path, {lang}.example.com/path or ?lang=, not "/path/".');
    expect((await cliRun('hreflang', file, '--pair', '?lang=', '--pair-csv', file, '--out', out)).code).toBe(2);
    expect((await cliRun('hreflang', file, '--pair', '?lang=')).code).toBe(2);
    expect((await cliRun('hreflang', file, '--pair', '?lang=', '--complete', '--out', out)).code).toBe(2);
  });

  it('shows the pairing options in its help, in English and Dutch', async () => {
    expect((await cliRun('hreflang', '--help')).out).toContain(
      '--pair RULE      Pair pages by where their URLs put the language',
    );
    expect((await cliRun('hreflang', '--help', '--lang', 'nl')).out).toContain('(/nl/schoenen)');
    expect((await cliRun('hreflang', '--help')).out).toContain('/{lang}/path (the first path segment');
  });
});
