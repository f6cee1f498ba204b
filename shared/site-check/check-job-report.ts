import type { CheckFailureKind, PageCheck, RobotsReason } from './page-check';

export type { RobotsReason } from './page-check';

/** What a site check job reports while it runs and when it ends: progress, robots.txt, and counts. */

/**
 * The bar chart's classes: the hundred of the listed URL's own answer, so a URL that redirects
 * counts as 3xx wherever it ends (a sitemap should list the target), or why there was none.
 */
export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx' | 'failed' | 'skipped';

export const STATUS_CLASSES: readonly StatusClass[] = ['2xx', '3xx', '4xx', '5xx', 'failed', 'skipped'];

/** Failures that mean the URL was deliberately not fetched, rather than that fetching it failed. */
const SKIPPED: ReadonlySet<CheckFailureKind> = new Set<CheckFailureKind>(['blocked-by-robots', 'other-host']);

export function statusClassOf(check: PageCheck): StatusClass {
  if (check.failure) return SKIPPED.has(check.failure.kind) ? 'skipped' : 'failed';
  const status = check.hops[0]?.status ?? check.status;
  if (status === null || status < 200 || status > 599) return 'failed';
  return `${Math.floor(status / 100)}xx` as StatusClass;
}

export function emptyStatusCounts(): Record<StatusClass, number> {
  return { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, failed: 0, skipped: 0 };
}

export interface CheckProgress {
  /** URLs with a result, those checked in an earlier run included. */
  done: number;
  total: number;
  /** Results per second over the last few seconds of this run. */
  perSecond: number;
  /** Time left at that rate; null while there is no rate to go by. */
  etaMs: number | null;
}

/**
 * What a robots.txt said to the job, per origin. RFC 9309: a 4xx means no rules (allow all), a
 * 5xx or no answer means assume everything is disallowed.
 */
export interface RobotsReport {
  origin: string;
  /** The last status received, or null when there was no answer. */
  status: number | null;
  outcome: 'rules' | 'allow-all' | 'disallow-all';
  /** The Crawl-delay for the checker's agent, in ms; null when none. */
  crawlDelayMs: number | null;
  /** Why it is allow-all or disallow-all; null for rules. */
  reason: RobotsReason | null;
  /** Rules obeyed from a file that holds no robots.txt line (read as allowing everything); absent otherwise. */
  noLines?: true;
  /** Rules obeyed from a file past the 500 KiB read: the rules after it count for nothing; absent otherwise. */
  truncated?: true;
}

export interface CheckSummary {
  /** Per class, over every listed URL that has a result (earlier runs included). */
  counts: Record<StatusClass, number>;
  /** Requests repeated after a 429 or 503. */
  retries: number;
  /** True when the job was cancelled: the URLs without a result are left for the next run. */
  cancelled: boolean;
  robots: RobotsReport[];
}
