import { fieldProblem, type FieldProblem } from './field-problem';
import { EXTENSION_LIMITS } from './extension-limits';
import type { SitemapKind } from './sitemap-kind';

export const NEWS_SITEMAP_TOO_LARGE = 'news-sitemap-too-large' as const;

/**
 * Google reads at most 1,000 URLs in a news sitemap file. A table is written in files of at most
 * `urlsPerFile` URLs (absent: one file, a table as it was read), so its largest file holds the
 * smaller of the two; 0 where no file is a news sitemap (a text export: newsUrlsPerFile). The warning sits on the first row past the limit (0-based `row`).
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
    problem: fieldProblem(NEWS_SITEMAP_TOO_LARGE, { urls: largestFile, limit }),
  };
}
