import { DEFAULT_ROBOTS_AGENT } from '../robots/robots-matcher';
import { robotsRefusalText } from '../problem-catalogue/check-failure-detail';
import type { RetryFacts } from '../problem-catalogue/check-retry-text';
import { fieldProblem, type FieldProblem } from '../validation/field-problem';
import { SITE_CHECK_ROBOTS_AGENT } from './check-job-settings';
import { isHtmlType } from './content-type';
import { hreflangDisagreement } from './hreflang-agreement';
import type { CheckFailureDetail, NetworkFailureDetail, PageAlternate, PageCheck, RobotsRefusal } from './page-check';
import { isRobotsRefusal } from './page-check-shape';
import { isUnreachableRobots } from './robots-unreachable';
import { canonicalElsewhere, headUnread, noindexWhere, refreshElsewhere } from './page-indexable';
import { PAGE_LIMITS } from './page-limits';
import { rulesInOneLine } from './robots-directives';
import { refreshLoop, type CheckOf } from './refresh-loop';

export interface CheckFindingOptions {
  /** The table is a sitemap of pages (not of images or videos), so every URL should be HTML. */
  pageSitemap: boolean;
  /** An answer slower than this is a finding (ms, redirects and head included). */
  slowMs: number;
  /** The crawler whose X-Robots-Tag directives count (others' scoped directives do not). */
  agent: string;
  /**
   * The other URLs' checks, to follow where a page that refreshes at once leads: a loop of refreshes
   * (and redirects) is then a redirect loop. Absent: each page is judged alone.
   */
  checkOf?: CheckOf;
}

/** The slow limit a person may set (ms): from any wait at all to the longest timeout a check allows. */
export const SLOW_MS_RANGE = { min: 1, max: 600_000 } as const;

export const CHECK_FINDING_DEFAULTS: CheckFindingOptions = {
  pageSitemap: true,
  slowMs: 1000,
  agent: DEFAULT_ROBOTS_AGENT,
};

/** The row a check was made for: its loc and the hreflang alternates the sitemap lists for it. */
export interface CheckedRow {
  loc: string;
  alternates: readonly PageAlternate[];
}

/**
 * The problems one URL's check shows, from the catalogue, on the row's loc (hreflang on its
 * alternates). A check that was cancelled, skipped or given no URL says nothing: an invalid loc has
 * its own problem already.
 */
export function checkFindings(
  check: PageCheck,
  row: CheckedRow,
  options: CheckFindingOptions = CHECK_FINDING_DEFAULTS,
): FieldProblem[] {
  const found = check.failure ? failureFindings(check) : responseFindings(check, row, options);
  if (check.failure === null && check.timeMs > options.slowMs) {
    found.push(fieldProblem('check-slow', { timeMs: check.timeMs, limitMs: options.slowMs }));
  }
  return found;
}

function failureFindings(check: PageCheck): FieldProblem[] {
  const { kind, message, detail } = check.failure!;
  const redirects = check.hops.length;
  const last = check.hops[redirects - 1];
  switch (kind) {
    case 'dns':
    case 'connection':
    case 'timeout':
      return [fieldProblem('check-unreachable', { kind, reason: message, ...(networkDetail(detail) ?? {}) })];
    case 'redirect-loop':
      return [fieldProblem('check-redirect-loop', { hops: redirects, target: last?.location ?? check.url })];
    case 'too-many-redirects':
      return [fieldProblem('check-too-many-redirects', { hops: redirects })];
    case 'redirect-scheme':
      return [fieldProblem('check-redirect-scheme', { target: last?.location ?? '' })];
    case 'blocked-by-robots': {
      // The checker's own group kept it from the URL (or, after a redirect, from where it leads):
      // blocked for search only where a chosen search engine's own group blocks it too.
      const refusal = robotsDetail(detail);
      const found = check.robotsBlocks.length > 0 ? searchBlocks(check) : [];
      if (found.length === 0) {
        found.push(
          fieldProblem('check-skipped-by-robots', {
            agent: refusal?.refusal.agent ?? SITE_CHECK_ROBOTS_AGENT,
            reason: message,
            ...(refusal ?? {}),
          }),
        );
      }
      if (!last) return found;
      // A target whose site gave no answer is nowhere to list instead (a server down, a private address).
      const unfetched = isUnreachableRobots(detail) ? { unfetched: detail.reason } : {};
      return [
        fieldProblem('check-redirect', {
          status: check.hops[0]!.status,
          hops: redirects,
          target: last.location,
          ...unfetched,
        }),
        ...found,
      ];
    }
    case 'invalid-url': // a redirect to something that is no URL goes nowhere; a loc that is none has its own problem
      return last
        ? [fieldProblem('check-redirect', { status: last.status, hops: redirects, target: null, notAUrl: true })]
        : [];
    case 'other-host': // listed on another host it was skipped, and says nothing; reached by a redirect it is a finding
      return last ? [fieldProblem('check-redirect-other-host', { target: last.location ?? '' })] : [];
    case 'cancelled':
      return [];
  }
}

/** The facts of a network failure, when it has them (results saved before them have only the message). */
const networkDetail = (detail: CheckFailureDetail | undefined): { failure: NetworkFailureDetail } | null =>
  detail && !isRobotsRefusal(detail) ? { failure: detail } : null;

const robotsDetail = (detail: CheckFailureDetail | undefined): { refusal: RobotsRefusal } | null =>
  detail && isRobotsRefusal(detail) ? { refusal: detail } : null;

/** One finding per chosen search engine robots.txt blocks from the URL, naming its group and rule. */
function searchBlocks(check: PageCheck): FieldProblem[] {
  return check.robotsBlocks.map((block) =>
    fieldProblem('check-blocked-by-robots', {
      agent: block.agent ?? DEFAULT_ROBOTS_AGENT,
      reason: robotsRefusalText(block),
      refusal: block,
    }),
  );
}

/** What the check's retries after a 429 or 503 were, when the result keeps them. */
function retryFacts(check: PageCheck): { retry?: RetryFacts } {
  if (check.retries === undefined) return {};
  return { retry: { retries: check.retries, waitedMs: check.waitedMs ?? 0, skipped: check.retrySkipped ?? null } };
}

function responseFindings(check: PageCheck, row: CheckedRow, options: CheckFindingOptions): FieldProblem[] {
  const status = check.status!;
  const found: FieldProblem[] = searchBlocks(check);
  const redirects = check.hops.length - 1;
  if (redirects > 0) {
    found.push(
      fieldProblem('check-redirect', { status: check.hops[0]!.status, hops: redirects, target: check.finalUrl }),
    );
  }
  if (status === 404 || status === 410) found.push(fieldProblem('check-not-found', { status }));
  // Past 599 is no HTTP class at all: a site's own refusal (LinkedIn answers crawlers 999), not a server failing.
  else if (status > 599) found.push(fieldProblem('check-client-error', { status }));
  else if (status >= 500) {
    found.push(fieldProblem('check-server-error', { status, retryAfter: check.retryAfter, ...retryFacts(check) }));
  } else if (status >= 400) found.push(fieldProblem('check-client-error', { status, ...retryFacts(check) }));
  else if (status >= 300) found.push(fieldProblem('check-redirect', { status, hops: redirects + 1, target: null }));
  else if (status >= 200) found.push(...pageFindings(check, row, options));
  return found;
}

/** What a page that answered says about itself: noindex, its canonical, its type, its hreflang. */
function pageFindings(check: PageCheck, row: CheckedRow, options: CheckFindingOptions): FieldProblem[] {
  const found: FieldProblem[] = [];
  if (check.empty) found.push(fieldProblem('check-empty-page', { status: check.status! }));
  const where = noindexWhere(check, options.agent);
  if (where !== null) {
    const value = rulesInOneLine(where === 'meta' ? check.metaRobots! : check.xRobotsTag!);
    found.push(fieldProblem('check-noindex', { where, value }));
  }
  const refresh = refreshElsewhere(check);
  const loop = refresh?.seconds === 0 && options.checkOf ? refreshLoop(check, options.checkOf) : null;
  if (loop) found.push(fieldProblem('check-redirect-loop', loop));
  else if (refresh) found.push(fieldProblem('check-meta-refresh', { seconds: refresh.seconds, target: refresh.url }));
  if (canonicalElsewhere(check)) found.push(fieldProblem('check-canonical-elsewhere', { canonical: check.canonical! }));
  if (check.canonicalConflict !== undefined) {
    const canonicals = { canonical: check.canonical!, other: check.canonicalConflict };
    found.push(fieldProblem('check-canonical-conflict', canonicals));
  }
  if (options.pageSitemap && check.contentType !== null && !isHtmlType(check.contentType)) {
    found.push(fieldProblem('check-not-html', { contentType: check.contentType }));
  }
  // Alternates past the page's bound, or in a head not read in full, are unknown: so is whether they agree.
  const unread = check.cut?.alternates || headUnread(check);
  const hreflang = unread ? null : hreflangDisagreement(row.alternates, check.alternates);
  if (hreflang) found.push(fieldProblem('check-hreflang-mismatch', hreflang));
  if (check.cut) found.push(fieldProblem('check-page-cut', { ...check.cut, limits: PAGE_LIMITS }));
  if (check.unreadCoding !== undefined) found.push(fieldProblem('check-unread-coding', { coding: check.unreadCoding }));
  return found;
}
