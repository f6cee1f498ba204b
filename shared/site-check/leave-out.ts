import type { PageCheck } from './page-check';
import { noindexWhere, notIndexableReason } from './page-indexable';

/**
 * Why the export leaves a checked URL out of the sitemaps (the setting leaveOutNonIndexable): it
 * answered 4xx/5xx (or no 2xx), redirected, said noindex, named another page as canonical, or robots.txt
 * blocked it. A URL the check could not reach, skipped or was cancelled on stays: nothing is known of it;
 * so does a page whose head the check did not read in full (past its cap, or in a coding it cannot decode).
 */
export const LEAVE_OUT_REASONS = ['status', 'redirect', 'noindex', 'canonical-elsewhere', 'blocked-by-robots'] as const;
export type LeaveOutReason = (typeof LEAVE_OUT_REASONS)[number];

/** Failures that are redirects going nowhere a search engine would index. */
const REDIRECT_FAILURES: ReadonlySet<string> = new Set(['redirect-loop', 'too-many-redirects', 'redirect-scheme']);

/**
 * Why a URL with this check result should not be listed in a sitemap for `agent`; null to keep it.
 * Read from notIndexableReason, so the grid's "indexable" column and the export agree; a file that is
 * not HTML (a PDF) may be indexed, so it stays unless it says noindex.
 */
export function leaveOutReason(check: PageCheck, agent: string): LeaveOutReason | null {
  const reason = notIndexableReason(check, agent);
  switch (reason) {
    case 'status':
    case 'redirect':
    case 'noindex':
    case 'canonical-elsewhere':
    case 'blocked-by-robots':
      return reason;
    case 'failed':
      return check.failure && REDIRECT_FAILURES.has(check.failure.kind) ? 'redirect' : null;
    case 'not-html':
      return noindexWhere(check, agent) === null ? null : 'noindex';
    case 'head-unread':
      // Unknown is no finding that it may not be indexed: kept, and the check's warning says why.
      return null;
    default:
      // Indexable, or nothing known of it (the checker did not fetch it): kept.
      return null;
  }
}

/** A URL the export leaves out (or would, in a preview), as the check found it. */
export interface NotIndexableUrl {
  url: string;
  reason: LeaveOutReason;
  /** The last response's status, where there was one. */
  status: number | null;
}

/** The URLs of a project's check results that the export leaves out, with why. */
export function notIndexableUrls(checks: Iterable<PageCheck>, agent: string): NotIndexableUrl[] {
  const found: NotIndexableUrl[] = [];
  for (const check of checks) {
    const reason = leaveOutReason(check, agent);
    if (reason) found.push({ url: check.url, reason, status: check.status });
  }
  return found;
}
