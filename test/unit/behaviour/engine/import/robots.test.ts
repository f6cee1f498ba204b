import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitemapsInRobots } from '../../../../../electron/engine/import/robots-sitemaps';
import { IMPORT_FIXTURES, allLocs, importAll, problemTuples } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';

describe('robots.txt Sitemap lines', () => {
  it('finds them anywhere, any case, with Site-map and comments, as written', () => {
    const text = readFileSync(join(IMPORT_FIXTURES, 'robots.txt'), 'utf8');
    expect(sitemapsInRobots(text)).toEqual([
      { value: 'https://example.com/first.xml', line: 2 },
      { value: 'https://example.com/second.xml.gz', line: 5 },
      { value: '/relative.xml', line: 6 },
      { value: 'https://example.com/typo.xml', line: 9 },
    ]);
  });

  it('ignores a BOM, empty values, other keys and lines that only mention sitemaps', () => {
    const text =
      '\uFEFFSitemap: https://a.example/s.xml\r\nSitemap:\r\n# Sitemap: https://no.example/\r\nX-Sitemap: https://no.example/\r\nDisallow: /sitemap:1';
    expect(sitemapsInRobots(text)).toEqual([{ value: 'https://a.example/s.xml', line: 1 }]);
  });

  // The net probe: "Sitemaps:" was dropped; Google's parser takes a key by how it starts.
  it('reads a key by how it starts, as Google does: Sitemaps: and Site-maps: are sitemap lines', () => {
    const text =
      'Sitemaps: https://a.example/1.xml\nsite-maps: https://a.example/2.xml\nSitemap-index: https://a.example/3.xml';
    expect(sitemapsInRobots(text).map(({ value }) => value)).toEqual([
      'https://a.example/1.xml',
      'https://a.example/2.xml',
      'https://a.example/3.xml',
    ]);
  });
});

describe('importing a robots.txt', () => {
  const dir = useTempDir();

  it('keeps its text and follows its sitemaps, resolving a relative one with a warning', async () => {
    const robots = await dir.write(
      'robots.txt',
      'User-agent: *\nDisallow: /x\nSitemap: /sitemap.xml\nsitemap: https://example.com/news.xml\n',
    );
    await dir.write(
      'sitemap.xml',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/</loc></url></urlset>',
    );
    await dir.write('news.txt', 'unrelated');
    const result = await importAll([robots]);
    expect(result.files[0]!.summary.kind).toBe('robots');
    expect(result.files[0]!.robotsText).toContain('Disallow: /x');
    expect(allLocs(result)).toEqual(['https://example.com/']);
    expect(problemTuples(result)).toEqual([
      ['warning', 'child-loc-relative', 3, null],
      ['error', 'child-missing', 4, null],
    ]);
  });
});

describe('a robots.txt without Sitemap lines', () => {
  const dir = useTempDir();

  it('says so in a note, and one with a Sitemap line does not', async () => {
    const bare = await importAll([await dir.write('robots.txt', 'User-agent: *\nDisallow: /private\n')]);
    expect(bare.problems.map((item) => [item.code, item.severity])).toEqual([['robots-no-sitemaps', 'info']]);
    expect(bare.problems[0]!.message).toContain('no Sitemap: line');
    const listing = await importAll([await dir.write('other/robots.txt', 'Sitemap: https://example.com/s.xml\n')]);
    expect(listing.problems.map((item) => item.code)).not.toContain('robots-no-sitemaps');
  });
});

describe('a robots.txt longer than crawlers read', () => {
  const dir = useTempDir();

  it('follows the Sitemap lines of its first 500 KiB, keeps its whole text, and says the rest is ignored', async () => {
    await dir.write(
      'sitemap.xml',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/</loc></url></urlset>',
    );
    const filler = '# padding\n'.repeat(60_000); // 600,000 bytes
    const text = `Sitemap: ./sitemap.xml\n${filler}Sitemap: ./late.xml\n`;
    const result = await importAll([await dir.write('robots.txt', text)]);

    expect(result.files[0]!.robotsText).toBe(text);
    expect(allLocs(result)).toEqual(['https://example.com/']);
    const tooLarge = result.problems.filter((item) => item.code === 'robots-too-large');
    expect(tooLarge.map((item) => item.severity)).toEqual(['warning']);
    expect(tooLarge[0]!.message).toContain(`${Buffer.byteLength(text).toLocaleString('en')} bytes long`);
    // Within the limit, nothing is said.
    const small = await importAll([await dir.write('small/robots.txt', 'Sitemap: https://example.com/s.xml\n')]);
    expect(small.problems.map((item) => item.code)).not.toContain('robots-too-large');
  });

  // The net probe: a long file whose Sitemap: line comes past 500 KiB was also said to have none.
  it('is not said to have no Sitemap: line when its lines past the bytes read are unread', async () => {
    const text = `User-agent: *\n${'# padding\n'.repeat(60_000)}Sitemap: https://example.com/late.xml\n`;
    const result = await importAll([await dir.write('late/robots.txt', text)]);
    expect(result.problems.map((item) => item.code)).toEqual(['robots-too-large']);
  });
});
