import { describe, expect, it } from 'vitest';
import { PLACES_SHOWN_PER_CODE } from '../../../../electron/cli/problem-report';
import { PROBLEMS_LISTED_PER_CODE } from '../../../../shared/import-options';
import { PROBLEMS_KEPT_PER_CODE } from '../../../../shared/validation/kept-problems';
import type { Problem } from '../../../../shared/problems';
import { cliExport, cliRun as cli } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

const URLSET = (entries: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
const INDEX = (count: number): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${Array.from(
    { length: count },
    (_, n) => `<sitemap><loc>https://example.com/part-${n + 1}.xml</loc></sitemap>`,
  ).join('\n')}\n</sitemapindex>\n`;

const FRAGMENTS = 300;
/** 300 URLs with the same warning (a fragment), and one with an error (priority 7). */
const NOISY = URLSET([
  ...Array.from({ length: FRAGMENTS }, (_, n) => `<url><loc>https://example.com/p${n + 1}#top</loc></url>`),
  '<url><loc>https://example.com/bad</loc><priority>7</priority></url>',
]);
const MISSING = PROBLEMS_LISTED_PER_CODE + 9;

const linesOf = (text: string, code: string): string[] => text.split('\n').filter((line) => line.includes(`[${code}]`));

describe('sitemap-studio validate: one line per problem would drown the person', () => {
  const temp = useTempDir();

  it('groups by code: the first few places, then one line with the exact count', async () => {
    const sitemap = await temp.write('pages.xml', NOISY);
    const { code, out } = await cli('validate', sitemap);
    expect(code).toBe(1);
    expect(out).toContain(`1 error, ${FRAGMENTS} warnings, 0 notes:`);
    const fragments = linesOf(out, 'loc-fragment');
    expect(fragments).toHaveLength(PLACES_SHOWN_PER_CODE + 1);
    expect(fragments[0]).toMatch(/^ {2}warning table pages, row 1, loc {2}\[loc-fragment\]/);
    expect(fragments.at(-1)).toBe(
      `  warning … ${FRAGMENTS - PLACES_SHOWN_PER_CODE} more [loc-fragment], ${FRAGMENTS} in all (--all lists every one)`,
    );
    // Errors come first, whatever order they were found in.
    expect(out.indexOf('[priority-out-of-range]')).toBeLessThan(out.indexOf('[loc-fragment]'));
    expect(out.split('\n').length).toBeLessThan(PLACES_SHOWN_PER_CODE + 8);
  });

  it('lists every problem with --all', async () => {
    const sitemap = await temp.write('pages.xml', NOISY);
    const { out } = await cli('validate', '--all', sitemap);
    expect(out).toContain(`1 error, ${FRAGMENTS} warnings, 0 notes:`);
    expect(linesOf(out, 'loc-fragment')).toHaveLength(FRAGMENTS);
    expect(out).not.toContain('more [loc-fragment]');
  });

  it('gives every problem with --json, and counts that equal them', async () => {
    const sitemap = await temp.write('pages.xml', NOISY);
    const json = JSON.parse((await cli('validate', '--json', sitemap)).out) as {
      errors: number;
      warnings: number;
      problems: Problem[];
    };
    expect(json.problems).toHaveLength(FRAGMENTS + 1);
    expect(json.warnings).toBe(FRAGMENTS);
    expect(json.errors).toBe(1);
  });
});

describe('sitemap-studio import: counts past the per-code limit are exact', () => {
  const temp = useTempDir();

  it(`reports ${MISSING} missing children as ${MISSING} errors, never ${PROBLEMS_LISTED_PER_CODE + 1}`, async () => {
    const index = await temp.write('sitemap_index.xml', INDEX(MISSING));
    const { code, out } = await cli('import', index);
    expect(code).toBe(1);
    expect(out).toContain(`${MISSING} errors, 0 warnings, 0 notes:`);
    const missing = linesOf(out, 'child-missing');
    expect(missing).toHaveLength(PLACES_SHOWN_PER_CODE + 1);
    expect(missing.at(-1)).toBe(
      `  error   … ${MISSING - PLACES_SHOWN_PER_CODE} more [child-missing], ${MISSING} in all (--all lists every one)`,
    );
  });

  it('lists every one with --all, and gives every one with --json', async () => {
    const index = await temp.write('sitemap_index.xml', INDEX(MISSING));
    const all = (await cli('import', '--all', index)).out;
    expect(all).toContain(`${MISSING} errors, 0 warnings, 0 notes:`);
    expect(linesOf(all, 'child-missing')).toHaveLength(MISSING);
    const json = JSON.parse((await cli('import', '--json', index)).out) as {
      counts: { errors: number };
      problems: Problem[];
    };
    expect(json.problems.filter((item) => item.code === 'child-missing')).toHaveLength(MISSING);
    expect(json.counts.errors).toBe(MISSING);
  });
});

// A million URLs each with a problem made 870 MB of JSON and took 3 GB: --all and --json list as validate does.
describe('sitemap-studio import --json and --all: the first 10,000 of each code in a file, the rest counted', () => {
  const temp = useTempDir();
  const EMPTY = PROBLEMS_KEPT_PER_CODE + 7;

  it(`lists ${PROBLEMS_KEPT_PER_CODE} of ${EMPTY} empty lastmods, with one stand-in for the rest`, async () => {
    const rows = Array.from(
      { length: EMPTY },
      (_, n) => `<url><loc>https://example.com/p${n}</loc><lastmod></lastmod></url>`,
    );
    const sitemap = await temp.write('pages.xml', URLSET(rows));
    const json = JSON.parse((await cli('import', '--json', sitemap)).out) as {
      counts: { warnings: number };
      problems: Problem[];
    };
    expect(json.counts.warnings).toBe(EMPTY);
    const empty = json.problems.filter((item) => item.code === 'empty-field');
    expect(empty.filter((item) => item.unlisted === undefined)).toHaveLength(PROBLEMS_KEPT_PER_CODE);
    expect(empty.filter((item) => item.unlisted !== undefined).map((item) => item.unlisted)).toEqual([7]);
    const all = (await cli('import', '--all', sitemap)).out;
    const lines = linesOf(all, 'empty-field');
    expect(lines).toHaveLength(PROBLEMS_KEPT_PER_CODE + 1);
    expect(lines.at(-1)).toContain('[empty-field] 7 more "empty-field" problems in this file are not listed.');
  });
});

describe('sitemap-studio export: the problems that stop it are grouped and counted exactly', () => {
  const temp = useTempDir();

  it('groups the unread sources, with their exact count', async () => {
    const index = await temp.write('sitemap_index.xml', INDEX(MISSING));
    const result = await cliExport(index, `${temp.path()}/out`);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`${MISSING} errors, 0 warnings, 0 notes:`);
    expect(linesOf(result.err, 'child-missing')).toHaveLength(PLACES_SHOWN_PER_CODE + 1);
  });

  it('groups the rows that fail the gate, and lists them all with --all', async () => {
    const rows = Array.from(
      { length: FRAGMENTS },
      (_, n) => `<url><loc>https://example.com/p${n + 1}</loc><priority>7</priority></url>`,
    );
    const sitemap = await temp.write('pages.xml', URLSET(rows));
    const args = ['export', sitemap, '--out', `${temp.path()}/out`, '--base-url', 'https://example.com/'];
    const grouped = await cli(...args);
    expect(grouped.code).toBe(1);
    expect(grouped.err).toContain(`${FRAGMENTS} errors, 0 warnings, 0 notes:`);
    expect(linesOf(grouped.err, 'priority-out-of-range')).toHaveLength(PLACES_SHOWN_PER_CODE + 1);
    const all = await cli(...args, '--all');
    expect(linesOf(all.err, 'priority-out-of-range')).toHaveLength(FRAGMENTS);
  });
});
