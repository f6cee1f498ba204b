import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allLocs, importAll, problemTuples } from '../../../../support/import-helpers';
import { SITEMAP_NS, urlset } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

/** An index whose `<sitemap>` entries are written as given, one a line from line 2. */
const index = (...entries: string[]): string =>
  `<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.map((entry) => `<sitemap>${entry}</sitemap>\n`).join('')}</sitemapindex>\n`;

describe("an index entry's own fields", () => {
  const dir = useTempDir();
  const aUrl = (): string => pathToFileURL(join(dir.path(), 'a.xml')).href;

  it('an entry with no URL is told once, at its place, and not followed as a file "listed but not found"', async () => {
    await dir.write('a.xml', urlset('https://example.com/a'));
    const root = await dir.write(
      'index.xml',
      index('<lastmod>2024-01-01</lastmod>', '<loc>  </loc>', `<loc>${aUrl()}</loc>`),
    );
    const result = await importAll([root]);
    expect(allLocs(result)).toEqual(['https://example.com/a']);
    expect(problemTuples(result)).toEqual([
      ['warning', 'loc-missing', 2, 48],
      ['error', 'loc-missing', 3, 14],
    ]);
    expect(result.files[0]!.sitemaps.map((entry) => entry.loc)).toEqual([aUrl()]);
  });

  it("a lastmod is checked as a row's is: no W3C Datetime, no such day, or in the future", async () => {
    await dir.write('a.xml', urlset('https://example.com/a'));
    const child = `<loc>${aUrl()}</loc>`;
    const root = await dir.write(
      'dated.xml',
      index(
        `${child}<lastmod>2024-13-01</lastmod>`,
        `${child}<lastmod>garbage</lastmod>`,
        `${child}<lastmod>2999-01-01</lastmod>`,
        `${child}<lastmod>2024-01-01T10:00:00Z</lastmod>`,
      ),
    );
    const result = await importAll([root]);
    const told = result.problems.filter((problem) => problem.code.startsWith('lastmod-'));
    expect(told.map((problem) => [problem.code, problem.place.line])).toEqual([
      ['lastmod-invalid', 2],
      ['lastmod-invalid', 3],
      ['lastmod-future', 4],
    ]);
    expect(told[0]!.message).toContain('month 13 does not exist');
    expect(result.files[0]!.sitemaps.map((entry) => entry.lastmod)).toEqual([
      '2024-13-01',
      'garbage',
      '2999-01-01',
      '2024-01-01T10:00:00Z',
    ]);
  });
});
