import { isHtmlType } from './content-type';
import type { MetaRefresh, PageCheck } from './page-check';
import { pageKey } from './page-key';
import { rulesSayNoindex } from './robots-directives';
import { cutHidesDirectives } from './page-limits';

/** The page's meta refresh, when it leads to another page (compared as locs are, fragments aside); else null. */
export function refreshElsewhere(check: PageCheck): MetaRefresh | null {
  const refresh = check.refresh;
  if (refresh === undefined || check.finalUrl === null) return null;
  return pageKey(refresh.url) === pageKey(check.finalUrl) ? null : refresh;
}

/** Where a page that answered says noindex when it was checked (or an unavailable_after gone by): its X-Robots-Tag for `agent`, its robots meta, both, or neither (null). */
export function noindexWhere(check: PageCheck, agent: string): 'header' | 'meta' | 'both' | null {
  const header = check.xRobotsTag !== null && rulesSayNoindex(check.xRobotsTag, agent, check.checkedAt);
  const meta = check.metaRobots !== null && rulesSayNoindex(check.metaRobots, agent, check.checkedAt);
  return header && meta ? 'both' : header ? 'header' : meta ? 'meta' : null;
}

/**
 * True when a page names another page as its canonical (compared as locs are, fragments aside); not
 * when it names two that differ (canonicalConflict), which Google ignores both of.
 */
export function canonicalElsewhere(check: PageCheck): boolean {
  if (check.canonicalConflict !== undefined) return false;
  return check.canonical !== null && check.finalUrl !== null && pageKey(check.canonical) !== pageKey(check.finalUrl);
}

/**
 * True when the check did not read all of a page's head, so a noindex or canonical in it may have
 * been missed: a cut that hides directives (cutHidesDirectives: the head had not ended within the bytes
 * read, Google reads 15 MB; it nested too deep; its robots directives ran past the characters kept),
 * or the page came in a coding the check cannot decode.
 */
export function headUnread(check: PageCheck): boolean {
  return (check.cut !== null && cutHidesDirectives(check.cut)) || check.unreadCoding !== undefined;
}

/**
 * Where a URL redirects on another host than the ones checked, a redirect not followed (the failure
 * 'other-host' with a last hop that points on); null for any other check.
 */
export function offHostRedirect(check: PageCheck): string | null {
  return check.failure?.kind === 'other-host' ? (check.hops.at(-1)?.location ?? null) : null;
}

/** Why a URL is no page a search engine would index (the first reason that applies). */
export type NotIndexableReason =
  /** A chosen search engine's own robots.txt group blocks it. */
  | 'blocked-by-robots'
  /** Only the checker's own group kept it from the URL: nothing is known of the page (no block for search). */
  | 'not-fetched'
  /** No usable answer: the network, a redirect loop, a redirect to another scheme… */
  | 'failed'
  | 'redirect'
  /** A final status other than 2xx. */
  | 'status'
  | 'not-html'
  | 'noindex'
  | 'canonical-elsewhere'
  /** Not a reason it is not indexable: whether it is is unknown, for its head was not read (headUnread). */
  | 'head-unread';

/** A reason that leaves it unknown whether the page may be indexed, rather than saying it may not. */
export const indexabilityUnknown = (reason: NotIndexableReason | null): boolean => reason === 'head-unread';

/**
 * Null when the URL is an indexable page for `agent`: reached without a redirect, answered 2xx with
 * HTML, no noindex, no canonical naming another page, and its head read in full; else why not
 * ('head-unread': a noindex may stand where the check did not read, so it is unknown).
 */
export function notIndexableReason(check: PageCheck, agent: string): NotIndexableReason | null {
  if (check.robotsBlocks.length > 0) return 'blocked-by-robots';
  if (check.failure) {
    if (check.failure.kind === 'blocked-by-robots') return 'not-fetched';
    return offHostRedirect(check) === null ? 'failed' : 'redirect';
  }
  if (check.hops.length > 1) return 'redirect';
  const status = check.status;
  if (status === null || status < 200 || status > 299) return 'status';
  // A refresh at once to another page is a redirect for Google; a delayed one is only the check's finding.
  if (refreshElsewhere(check)?.seconds === 0) return 'redirect';
  if (check.contentType !== null && !isHtmlType(check.contentType)) return 'not-html';
  if (noindexWhere(check, agent) !== null) return 'noindex';
  if (canonicalElsewhere(check)) return 'canonical-elsewhere';
  if (headUnread(check)) return 'head-unread';
  return null;
}
