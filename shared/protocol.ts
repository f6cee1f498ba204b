/** The protocol's limits as we enforce them (DESIGN.md, "The protocol"). */
export const LIMITS = {
  urlsPerSitemap: 50_000,
  bytesPerFile: 10_485_760,
  bytesPerFileLarge: 52_428_800,
  sitemapsPerIndex: 50_000,
  locLength: 2_048,
} as const;

export const CHANGEFREQ_VALUES = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;
export type Changefreq = (typeof CHANGEFREQ_VALUES)[number];

export const PROJECT_FILE_EXTENSION = '.sitemapstudio';

/** The `format` field every project file starts with, so a project is recognised by its bytes. */
export const PROJECT_FORMAT_ID = 'sitemap-studio-project';
