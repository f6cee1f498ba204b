import type { FileSummary } from '../../../shared/import-types';
import { LIMITS } from '../../../shared/protocol';
import { problemAt, type Problem } from '../../../shared/problems';

/**
 * The warning for a sitemap read that breaks the protocol's limits for one file (50,000 URLs, 50 MiB
 * uncompressed), which search engines refuse whole; null for one within them, and for any other kind
 * of file (an index's own limit is told as its children are taken; a CSV is no sitemap). The bytes
 * of a file not read whole (a cap or a fault stopped it) are only what was read: its own problem
 * says so, and no size is given for the file's.
 */
export function overProtocolLimits(summary: FileSummary): Problem | null {
  if (summary.kind !== 'urlset' && summary.kind !== 'text') return null;
  const urls = summary.urlCount > LIMITS.urlsPerSitemap ? summary.urlCount : null;
  const bytes = !summary.partial && summary.contentBytes > LIMITS.bytesPerFileLarge ? summary.contentBytes : null;
  if (urls === null && bytes === null) return null;
  return problemAt({ file: summary.location }, 'sitemap-over-limits', { urls, bytes });
}
