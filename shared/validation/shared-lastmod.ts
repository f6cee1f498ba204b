import { fieldProblem, type FieldProblem } from './field-problem';
import type { TopValue } from './shared-value-tally';
import type { SitemapKind } from './sitemap-kind';

export const LASTMOD_SHARED = 'lastmod-shared' as const;

/** Tables smaller than this are not judged: a small site may well publish in one go. */
export const LASTMOD_SHARED_MIN_ROWS = 100;

/**
 * At least half the rows of a table of LASTMOD_SHARED_MIN_ROWS or more share one lastmod: it looks
 * like the time the sitemap was built, not each page's last change, and Google stops trusting a
 * site's lastmod when it is not accurate. News sitemaps are exempt (their pages are all new). The
 * warning sits on a row that has the value (0-based `row`), with the count and the value.
 */
export function checkSharedLastmod(
  kind: SitemapKind,
  rows: number,
  lastmods: TopValue,
): { problem: FieldProblem; row: number } | null {
  if (kind === 'news' || rows < LASTMOD_SHARED_MIN_ROWS) return null;
  const shared = lastmods.top();
  if (shared === null || shared.count * 2 < rows) return null;
  return {
    row: shared.row,
    problem: fieldProblem(LASTMOD_SHARED, { lastmod: shared.value, count: shared.count, rows }),
  };
}
