/**
 * A robots.txt with a group for each party, as in issue 25: the checker's own group (SitemapStudio)
 * disallows /deals/, which Googlebot may fetch; Googlebot's and Bingbot's groups each block a path
 * of their own. Line numbers: Googlebot's group at 4 (its rule at 6), Bingbot's at 8 (9),
 * SitemapStudio's at 11 (12).
 */
export const ROBOTS_GROUPS = [
  'User-agent: *',
  'Disallow: /private/',
  '',
  'User-agent: Googlebot',
  'Allow: /',
  'Disallow: /google-only/',
  '',
  'User-agent: Bingbot',
  'Disallow: /bing-only/',
  '',
  'User-agent: SitemapStudio',
  'Disallow: /deals/',
].join('\n');

/** The paths a sitemap lists on that site: one page for each verdict. */
export const ROBOTS_GROUPS_PATHS = ['/', '/deals/today', '/google-only/a', '/bing-only/a'];
