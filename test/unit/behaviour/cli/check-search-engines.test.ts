import { describe, expect, it } from 'vitest';
import type { Problem } from '../../../../shared/problems';
import { cliRun } from '../../../support/cli-run';
import { ROBOTS_GROUPS, ROBOTS_GROUPS_PATHS } from '../../../support/robots-groups';
import { serveForTest } from '../../../support/serve-for-test';

const ROBOTS = ROBOTS_GROUPS;
const PATHS = ROBOTS_GROUPS_PATHS;

/** A live site with the robots.txt above, a home page linking to PATHS, and a sitemap listing them. */
async function site() {
  const routes: Parameters<typeof serveForTest>[0] = {
    '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: ROBOTS },
    ...Object.fromEntries(
      PATHS.map((path) => [path, { headers: { 'content-type': 'text/html' }, body: '<title>x</title>' }]),
    ),
    // The home page, for a crawl: a link to every path.
    '/': {
      headers: { 'content-type': 'text/html' },
      body: `<title>home</title>${PATHS.map((path) => `<a href="${path}">${path}</a>`).join('')}`,
    },
  };
  const server = await serveForTest(routes);
  const urls = PATHS.map((path) => `<url><loc>${server.origin}${path}</loc></url>`).join('');
  routes['/sitemap.xml'] = {
    headers: { 'content-type': 'application/xml' },
    body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
  };
  return { server };
}

const messagesOn = (problems: Problem[], row: number): string[] =>
  problems.filter((problem) => problem.place.row === row).map((problem) => problem.message);

describe('sitemap-studio check --search-engines', { timeout: 30_000 }, () => {
  it('judges robots.txt for each search engine named, by its own group, apart from the checker’s', async () => {
    const { server } = await site();
    const fast = ['--rate', '0', '--json'];
    const googleOnly = JSON.parse((await cliRun('check', `${server.origin}/sitemap.xml`, ...fast)).out) as {
      problems: Problem[];
    };
    expect(messagesOn(googleOnly.problems, 2)).toEqual([
      expect.stringMatching(
        /^Not fetched: the site's robots\.txt asks SitemapStudio not to \(group "User-agent: SitemapStudio" \(line 11\), line 12: Disallow: \/deals\/\)/,
      ),
    ]);
    expect(messagesOn(googleOnly.problems, 3)).toEqual([
      'The site\'s robots.txt does not let Googlebot fetch this URL: group "User-agent: Googlebot" (line 4), line 6: Disallow: /google-only/',
    ]);
    expect(messagesOn(googleOnly.problems, 4)).toEqual([]);

    const run = await cliRun('check', `${server.origin}/sitemap.xml`, ...fast, '--search-engines', 'googlebot,BINGBOT');
    const both = JSON.parse(run.out) as { problems: Problem[] };
    expect(messagesOn(both.problems, 4)).toEqual([
      'The site\'s robots.txt does not let Bingbot fetch this URL: group "User-agent: Bingbot" (line 8), line 9: Disallow: /bing-only/',
    ]);
    expect(run.code).toBe(1);
  });

  it('crawls with the search engines named: a page only Bingbot is blocked from is not indexable once Bingbot counts', async () => {
    const { server } = await site();
    const crawl = async (...extra: string[]) => {
      const { out } = await cliRun('crawl', `${server.origin}/`, '--rate', '0', '--json', ...extra);
      const report = JSON.parse(out) as { urls: { url: string; notIndexable: string | null }[] };
      return (path: string) => report.urls.find((page) => page.url === `${server.origin}${path}`)?.notIndexable;
    };
    const googleOnly = await crawl();
    expect(googleOnly('/bing-only/a')).toBeNull();
    expect(googleOnly('/google-only/a')).toBe('blocked-by-robots');
    expect(googleOnly('/deals/today')).toBe('not-fetched');
    const withBing = await crawl('--search-engines', 'bingbot');
    expect(withBing('/bing-only/a')).toBe('blocked-by-robots');
    expect(withBing('/google-only/a')).toBeNull();
  });

  it('refuses a search engine it does not know, naming those it does', async () => {
    const { code, err } = await cliRun(
      'check',
      'https://example.com/sitemap.xml',
      '--search-engines',
      'googlebot,altavista',
    );
    expect(code).toBe(2);
    expect((await cliRun('check', '--help')).out).toContain('--search-engines LIST');
    expect((await cliRun('crawl', '--help')).out).toContain('--search-engines LIST');
    expect(err).toContain(
      '--search-engines: "altavista" is not a search engine the check knows; choose from Googlebot, Bingbot, DuckDuckBot, YandexBot, Applebot.',
    );
  });
});
