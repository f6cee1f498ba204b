import type { FixtureCase, FixtureSettings } from './fixture-cases';

/** URLs per sitemap file of the fixture site: a larger site's /sitemap.xml is an index of such files. */
export const SITEMAP_CHUNK = 50_000;

/** The paths robots.txt disallows: for every crawler, and for Googlebot only. */
export const DISALLOWED = { all: '/private/', googlebot: '/no-google/' };

/** The site's robots.txt: Disallow rules, a Crawl-delay for every crawler, a group for Googlebot, the sitemap. */
export function fixtureRobotsTxt(origin: string, settings: FixtureSettings): string {
  return [
    'User-agent: *',
    `Disallow: ${DISALLOWED.all}`,
    `Crawl-delay: ${settings.crawlDelaySeconds}`,
    '',
    'User-agent: Googlebot',
    `Disallow: ${DISALLOWED.all}`,
    `Disallow: ${DISALLOWED.googlebot}`,
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/**
 * `/sitemap.xml` (chunk null): the listed URLs, or an index of `/sitemap-<n>.xml` files when there
 * are more than one file holds; null for a chunk that does not exist.
 */
export function fixtureSitemap(origin: string, listed: readonly FixtureCase[], chunk: number | null): string | null {
  const chunks = Math.ceil(listed.length / SITEMAP_CHUNK);
  if (chunk === null && chunks > 1) {
    const files = Array.from(
      { length: chunks },
      (_, n) => `<sitemap><loc>${origin}/sitemap-${n + 1}.xml</loc></sitemap>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.join('')}</sitemapindex>\n`;
  }
  const index = chunk === null ? 0 : chunk - 1;
  if (index < 0 || index >= chunks) return null;
  const urls = listed.slice(index * SITEMAP_CHUNK, (index + 1) * SITEMAP_CHUNK).map((entry) => {
    const links = entry.alternates.map(
      ({ hreflang, path }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${path}"/>`,
    );
    return `<url><loc>${origin}${entry.path}</loc>${links.join('')}</url>`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    `${urls.join('\n')}</urlset>\n`
  );
}
