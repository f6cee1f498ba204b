import { formatCount } from '../format';
import type { FieldProblem } from './field-problem';
import { EXTENSION_LIMITS } from './extension-limits';
import type { SitemapKind } from './sitemap-kind';

export const NEWS_SITEMAP_TOO_LARGE = 'news-sitemap-too-large';

/**
 * Google reads at most 1,000 URLs in a news sitemap file. A table is written in files of at most
 * `urlsPerFile` URLs (absent: one file, a table as it was read), so its largest file holds the
 * smaller of the two. The warning sits on the first row past the limit (0-based `row`).
 */
export function checkNewsSitemapSize(
  kind: SitemapKind,
  rows: number,
  urlsPerFile = Infinity,
): { problem: FieldProblem; row: number } | null {
  const limit = EXTENSION_LIMITS.newsUrlsPerSitemap;
  const largestFile = Math.min(rows, urlsPerFile);
  if (kind !== 'news' || largestFile <= limit) return null;
  return {
    row: limit,
    problem: {
      field: 'news',
      severity: 'warning',
      code: NEWS_SITEMAP_TOO_LARGE,
      message: `This news sitemap has ${formatCount(largestFile)} URLs in one file; Google reads at most ${formatCount(limit)} in a news sitemap. Split it into files of at most ${formatCount(limit)}, listed in an index (the export does, unless splitting news sitemaps is turned off).`,
    },
  };
}
