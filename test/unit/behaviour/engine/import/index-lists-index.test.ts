import { describe, expect, it } from 'vitest';
import { allLocs, importAll } from '../../../../support/import-helpers';
import { serveForTest } from '../../../../support/serve-for-test';
import { sitemapIndex, urlset } from '../../../../support/sitemap-xml';

const xml = (body: string) => ({ headers: { 'content-type': 'application/xml' }, body });

describe('an index that lists another index', () => {
  it('is followed, as search engines do, and warned of at its line, since the protocol lets an index list sitemaps only', async () => {
    const { origin } = await serveForTest({
      '/sitemap_index.xml': xml(sitemapIndex('/pages.xml', '/more_index.xml')),
      '/more_index.xml': xml(sitemapIndex('/posts.xml')),
      '/pages.xml': xml(urlset('https://example.com/a')),
      '/posts.xml': xml(urlset('https://example.com/b')),
      '/robots.txt': { body: `Sitemap: ${'/sitemap_index.xml'}\n` },
    });
    const result = await importAll([`${origin}/sitemap_index.xml`]);
    expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/b']);
    const warned = result.problems.filter((item) => item.code === 'index-lists-index');
    expect(warned.map((item) => [item.severity, item.place.file, item.place.line, item.message])).toEqual([
      [
        'warning',
        `${origin}/sitemap_index.xml`,
        expect.any(Number),
        `${origin}/sitemap_index.xml lists another sitemap index, ${origin}/more_index.xml; the protocol lets an index list sitemaps only (it was followed all the same).`,
      ],
    ]);
    expect(warned[0]!.place.line).toBeGreaterThan(1);
    // A robots.txt may name an index: no warning there.
    const fromRobots = await importAll([`${origin}/robots.txt`]);
    expect(fromRobots.problems.filter((item) => item.code === 'index-lists-index')).toHaveLength(1);
  });
});
