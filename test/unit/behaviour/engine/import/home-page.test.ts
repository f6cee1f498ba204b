import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Route } from '../../../../support/http-server';
import { serveForTest } from '../../../../support/serve-for-test';
import { allLocs, importAll } from '../../../../support/import-helpers';
import { sitemapIndex, urlset } from '../../../../support/sitemap-xml';

const xml = (body: string): Route => ({ headers: { 'content-type': 'application/xml' }, body });
const homePage: Route = { headers: { 'content-type': 'text/html' }, body: '<!doctype html><title>Shop</title>' };

describe("a site's home page as the source", () => {
  it('reads the robots.txt of the site, then the index and sitemaps it names, never the page itself', async () => {
    const server = await serveForTest({
      '/': homePage,
      '/robots.txt': { body: 'User-agent: *\nDisallow: /cart\nSitemap: /sitemap_index.xml\n' },
      '/sitemap_index.xml': xml(sitemapIndex('/pages.xml', '/posts.xml.gz')),
      '/pages.xml': xml(urlset('https://example.com/', 'https://example.com/about')),
      '/posts.xml.gz': { body: gzipSync(urlset('https://example.com/post-1')) },
    });
    const { origin, requests } = server;
    const result = await importAll([`${origin}/`]);
    expect(requests.map((request) => request.path)).toEqual([
      '/robots.txt',
      '/sitemap_index.xml',
      '/pages.xml',
      '/posts.xml.gz',
    ]);
    expect(result.files.map((file) => [file.summary.kind, file.summary.name, file.summary.parent])).toEqual([
      ['robots', 'robots.txt', null],
      ['sitemapindex', 'sitemap_index.xml', `${origin}/robots.txt`],
      ['urlset', 'pages.xml', `${origin}/sitemap_index.xml`],
      ['urlset', 'posts.xml.gz', `${origin}/sitemap_index.xml`],
    ]);
    expect(allLocs(result)).toEqual([
      'https://example.com/',
      'https://example.com/about',
      'https://example.com/post-1',
    ]);
    // The relative Sitemap line and index entries are warned about, as for any robots.txt.
    expect(result.problems.map((item) => [item.severity, item.code, item.place.file, item.place.line])).toEqual([
      ['warning', 'child-loc-relative', `${origin}/robots.txt`, 3],
      ['warning', 'child-loc-relative', `${origin}/sitemap_index.xml`, 2],
      ['warning', 'child-loc-relative', `${origin}/sitemap_index.xml`, 3],
    ]);
  });

  it('takes a host without a path, or with a query, as its home page too', async () => {
    const server = await serveForTest({
      '/': homePage,
      '/robots.txt': { body: 'Sitemap: /s.xml\n' },
      '/s.xml': xml(urlset('https://example.com/s')),
    });
    const { origin, requests } = server;
    const result = await importAll([origin, `${origin}/?utm_source=mail`]);
    // Both name the same home page: its robots.txt is read once, and the page never.
    expect(requests.map((request) => request.path)).toEqual(['/robots.txt', '/s.xml']);
    expect(allLocs(result)).toEqual(['https://example.com/s']);
  });

  it('tries /sitemap.xml when the site has no robots.txt, and says so', async () => {
    const server = await serveForTest({ '/': homePage, '/sitemap.xml': xml(urlset('https://example.com/a')) });
    const { origin } = server;
    const result = await importAll([`${origin}/`]);
    expect(allLocs(result)).toEqual(['https://example.com/a']);
    expect(result.problems.map((item) => [item.severity, item.code])).toEqual([
      ['info', 'http-status'],
      ['info', 'home-page-fallback'],
    ]);
    expect(result.problems[1]!.message).toBe(
      `${origin}/robots.txt could not be read; ${origin}/sitemap.xml was tried instead.`,
    );
  });

  // A web app's page for every path, its robots.txt too; or a project (stop 119's review: not yet tested).
  it.each([
    ['a web page', homePage, 'doctype-refused'],
    ['a project', { body: '{"format":"sitemap-studio-project","version":5}\n' }, 'source-is-project'],
  ] as const)(
    'takes a robots.txt that answers as %s as none: a note, left unread, then /sitemap.xml',
    async (_, robots, code) => {
      const server = await serveForTest({
        '/robots.txt': robots,
        '/sitemap.xml': xml(urlset('https://example.com/a')),
      });
      const { origin } = server;
      const result = await importAll([`${origin}/`]);
      expect(result.files.map((file) => [file.summary.kind, file.summary.partial])).toEqual([['urlset', false]]);
      expect(allLocs(result)).toEqual(['https://example.com/a']);
      // Said as its failure to open is: a note, and no source lost (it was an error that refused the save).
      expect(result.problems.map((item) => [item.severity, item.code, item.place.file])).toEqual([
        ['info', code, `${origin}/robots.txt`],
        ['info', 'home-page-fallback', `${origin}/`],
      ]);
      expect(result.unread).toEqual([{ location: `${origin}/robots.txt`, parent: null, optional: true, after: 0 }]);
    },
  );

  it('tries /sitemap.xml when robots.txt names no sitemap', async () => {
    const server = await serveForTest({
      '/robots.txt': { body: 'User-agent: *\nDisallow:\n' },
      '/sitemap.xml': xml(urlset('https://example.com/b')),
    });
    const { origin } = server;
    const result = await importAll([`${origin}/`]);
    expect(result.files.map((file) => file.summary.kind)).toEqual(['robots', 'urlset']);
    expect(allLocs(result)).toEqual(['https://example.com/b']);
    expect(result.problems.map((item) => item.message)).toEqual([
      'This robots.txt has no Sitemap: line, so it points crawlers at no sitemap. The export can add one for the index.',
      `${origin}/robots.txt names no sitemap; ${origin}/sitemap.xml was tried instead.`,
    ]);
  });

  it('is an error, with both addresses named, when the site has neither', async () => {
    const server = await serveForTest({ '/': homePage });
    const { origin } = server;
    const result = await importAll([`${origin}/`]);
    expect(result.files).toEqual([]);
    expect(result.problems.map((item) => [item.severity, item.code, item.place.file])).toEqual([
      ['info', 'http-status', `${origin}/robots.txt`],
      ['info', 'home-page-fallback', `${origin}/`],
      ['error', 'http-status', `${origin}/sitemap.xml`],
    ]);
    // The robots.txt was only hoped for: an import that lacks it lost no source (sources-not-read-whole.ts).
    expect(result.unread).toEqual([
      { location: `${origin}/robots.txt`, parent: null, optional: true, after: 0 },
      { location: `${origin}/sitemap.xml`, parent: null, after: 0 },
    ]);
  });

  it('still reads any other page address as a sitemap', async () => {
    const server = await serveForTest({ '/feeds/sitemap': xml(urlset('https://example.com/c')) });
    const { origin, requests } = server;
    const result = await importAll([`${origin}/feeds/sitemap`]);
    expect(allLocs(result)).toEqual(['https://example.com/c']);
    expect(requests.map((request) => request.path)).toEqual(['/feeds/sitemap']);
  });
});
