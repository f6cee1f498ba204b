import { emptyStatusCounts, type StatusClass } from '../../shared/site-check/check-job-report';
import type { FixtureCase } from './fixture-cases';
import type { FixtureSite } from './fixture-site';

/** Cases a check ends without a usable answer for: loops, too many redirects, a redirect to ftp:, a stalled answer. */
const FAILED: ReadonlySet<string> = new Set(['redirect-loop', 'too-many-redirects', 'redirect-ftp', 'stalled']);

/**
 * The status class a polite check (robots.txt obeyed as SitemapStudio, retries allowed, a deadline
 * shorter than forever) gives a case: 503 and 429 cases answer once their failures are retried.
 */
export function expectedStatusClass(entry: FixtureCase): StatusClass {
  if (entry.kind === 'disallowed') return 'skipped';
  if (FAILED.has(entry.kind)) return 'failed';
  if (entry.kind === 'unavailable' || entry.kind === 'rate-limited') return '2xx';
  if (entry.redirects.length > 0) return '3xx'; // the listed URL's own answer
  return `${Math.floor(entry.status! / 100)}xx` as StatusClass;
}

/** The counts per class a check of every listed URL of the site ends with. */
export function expectedCounts(site: FixtureSite): Record<StatusClass, number> {
  const counts = emptyStatusCounts();
  for (const entry of site.cases) if (entry.listed) counts[expectedStatusClass(entry)] += 1;
  return counts;
}
