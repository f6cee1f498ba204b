/** The protocol's limits as we enforce them (DESIGN.md, "The protocol"). */
export const LIMITS = {
  urlsPerSitemap: 50_000,
  bytesPerFile: 10_485_760,
  bytesPerFileLarge: 52_428_800,
  sitemapsPerIndex: 50_000,
  locLength: 2_048,
} as const;

/** The namespace URIs of sitemaps and their extensions: the parser matches on them, the writer declares them. */
export const NAMESPACES = {
  sitemap: 'http://www.sitemaps.org/schemas/sitemap/0.9',
  image: 'http://www.google.com/schemas/sitemap-image/1.1',
  video: 'http://www.google.com/schemas/sitemap-video/1.1',
  news: 'http://www.google.com/schemas/sitemap-news/0.9',
  xhtml: 'http://www.w3.org/1999/xhtml',
} as const;

export const CHANGEFREQ_VALUES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;
export type Changefreq = (typeof CHANGEFREQ_VALUES)[number];

export const PROJECT_FILE_EXTENSION = '.sitemapstudio';

/** The `format` field every project file starts with, so a project is recognised by its bytes. */
export const PROJECT_FORMAT_ID = 'sitemap-studio-project';

/**
 * The redirect hops a read follows, as Googlebot does ("up to 10 redirect hops"): an import, a site
 * check and a diagnosis alike.
 */
export const REDIRECT_HOPS = 10;
