import { changedParts, comparable, type ContentFingerprint, type FingerprintPart } from './content-fingerprint';
import { lastmodSpan } from './lastmod-span';

/**
 * What the site check has seen of one URL's content over time, kept with its latest result
 * (PageCheck.history) in the project file: the fingerprint of the content as it is now, when it was
 * first seen, and when it last really changed (a change in any fingerprint part: main content,
 * links, structured data, title or canonical). All times are ms since the epoch.
 */
export interface ContentHistory {
  /** The content as the latest check that read it found it. */
  fingerprint: ContentFingerprint;
  /** The first check that fingerprinted the URL. */
  firstSeen: number;
  /** The first check that saw the content as it is now: firstSeen, or the check that saw its last change. */
  seenSince: number;
  /** The latest check that saw the content as it is now. */
  lastSeen: number;
  /**
   * When the content last changed, as well as it is known: the page's Last-Modified when that falls
   * between the last fetch of the old content and the first of the new, else the first fetch of the
   * new (seenSince). Null while no change has been seen.
   */
  lastChanged: number | null;
  /** The last fetch that still saw the content before its last change; null with lastChanged. */
  changedAfter: number | null;
  /** What that change was in; empty with lastChanged null. */
  changed: FingerprintPart[];
  /** The row's lastmod the latest check took as true (neither stale nor moved without a change), if any. */
  lastmod: string | null;
}

/** What one check saw of a URL's content (a PageCheck's members of the same names). */
export interface ContentObservation {
  fingerprint?: ContentFingerprint;
  unstable?: readonly FingerprintPart[];
  checkedAt: number;
  lastModified: string | null;
}

/** How a lastmod stands against what the check has seen of the content. */
export type LastmodVerdict = 'true' | 'stale' | 'churn';

/** The widest span a lastmod of a time (not a date) has: a minute. */
const TIME_SPAN_MS = 60_000;

/**
 * A lastmod judged against a history: `stale` when it is before the last fetch that still saw the
 * content from before its last change (the page changed after it); `churn` when it is after the
 * first fetch that saw the content as it is now and no later than the latest (it claims a change the
 * checks saw did not happen); else `true`, also for a lastmod after the latest check (only the next
 * can tell). A lastmod that is no W3C Datetime is for validation to judge, and counts as true here.
 * Never `churn` while the page shows no words of its own (rendered by a script, or all of it left
 * out as frame): a change of its content would not have been seen, so a moved lastmod may be true.
 * A time whose second (or minute) holds that last fetch is stale too, unless it holds the change as
 * well: it is then the time of the change before (a fix writes the first fetch of new content, to the
 * second, and a page that changed at two checks in a row had every second change missed); a site
 * that changed at 04:44:40 and wrote 04:44, seen unchanged at 04:44:10, is true.
 */
export function lastmodVerdict(history: ContentHistory, lastmod: string): LastmodVerdict {
  const span = lastmodSpan(lastmod);
  if (span === null) return 'true';
  const { changedAfter, lastChanged } = history;
  const time = span.latest - span.earliest < TIME_SPAN_MS;
  const holds = (at: number | null): boolean => at !== null && at >= span.earliest && at <= span.latest;
  const heldFetch = time && changedAfter !== null && span.earliest <= changedAfter && !holds(lastChanged);
  if (changedAfter !== null && (span.latest < changedAfter || heldFetch)) return 'stale';
  const contentRead = history.fingerprint.words > 0;
  if (contentRead && span.earliest > history.seenSince && span.earliest <= history.lastSeen) return 'churn';
  return 'true';
}

/**
 * A page's Last-Modified as the time of a change seen between `after` (the last fetch of the old
 * content) and `seen` (the first of the new): a date in that window says better when it happened;
 * any other (a server that sends the time of the request, or a file's age) says nothing.
 */
function plausibleLastModified(header: string | null, after: number, seen: number): number | null {
  if (header === null) return null;
  const at = Date.parse(header);
  return Number.isFinite(at) && at > after && at <= seen ? at : null;
}

/**
 * The history after one more check of its URL: `check` (with its fingerprint, when it read one) and
 * the lastmod of the URL's row at that time. A check without a fingerprint (a failure, a page past
 * the cap) or whose two fetches disagreed (`unstable`) leaves the history as it was: only content two
 * fetches agree on is a change. Pure, so the app and the CLI merge alike.
 */
export function mergeContentHistory(
  previous: ContentHistory | undefined,
  check: ContentObservation,
  lastmod: string | null,
): ContentHistory | undefined {
  const { fingerprint, checkedAt } = check;
  if (fingerprint === undefined || (check.unstable?.length ?? 0) > 0) return previous;
  if (previous === undefined) {
    const first: ContentHistory = {
      fingerprint,
      firstSeen: checkedAt,
      seenSince: checkedAt,
      lastSeen: checkedAt,
      lastChanged: null,
      changedAfter: null,
      changed: [],
      lastmod: null,
    };
    return withLastmod(first, lastmod);
  }
  // A fingerprint made another way (an older reading) is no measure: the content as it is now is
  // seen from this check on, with no change said (one on every such page was said after an update).
  if (!comparable(previous.fingerprint, fingerprint))
    return withLastmod({ ...previous, fingerprint, seenSince: checkedAt, lastSeen: checkedAt }, lastmod);
  const changed = changedParts(previous.fingerprint, fingerprint);
  if (changed.length === 0) return withLastmod({ ...previous, fingerprint, lastSeen: checkedAt }, lastmod);
  const after = previous.lastSeen;
  const next: ContentHistory = {
    ...previous,
    fingerprint,
    seenSince: checkedAt,
    lastSeen: checkedAt,
    lastChanged: plausibleLastModified(check.lastModified, after, checkedAt) ?? checkedAt,
    changedAfter: after,
    changed,
    // The lastmod taken as true before the change is not true of the new content.
    lastmod: null,
  };
  return withLastmod(next, lastmod);
}

/** The history with `lastmod` taken as the row's true lastmod when it is one (and not after the check). */
function withLastmod(history: ContentHistory, lastmod: string | null): ContentHistory {
  const span = lastmod === null ? null : lastmodSpan(lastmod);
  if (span === null || span.earliest > history.lastSeen || lastmodVerdict(history, lastmod!) !== 'true') return history;
  return { ...history, lastmod };
}
