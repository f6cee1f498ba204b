import type { FingerprintPart } from './content-fingerprint';
import { lastmodVerdict, type ContentHistory } from './content-history';
import { lastmodAt, lastmodSpan } from './lastmod-span';
import type { PageCheck } from './page-check';
import type { UrlRow } from '../url-table';
import { fieldAt, rowCount, type TableRows } from '../validation/table-rows';
import { w3cDatetimeInstant } from '../validation/w3c-datetime';

/** How far ahead of the check's clock a lastmod may be before it is in the future (clocks drift). */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * What the content checks say of one row's lastmod, with the lastmod that would be true (`fix`, in
 * the style of the row's own: a date alone stays a date), or null when none is known:
 * - `lastmod-stale`: the content changed after it; the fix is when the change was first seen, or the
 *   page's Last-Modified where that falls between the two fetches (ContentHistory.lastChanged);
 * - `lastmod-churn`: it moved past the first fetch of the content as it is, which has not changed
 *   since; the fix restores the lastmod taken as true before, else the time of the last real change;
 * - `lastmod-future`: after the check's clock; fixed as churn is where the checks date the content
 *   (a lastmod taken as true before, or a change seen), else left: one check saw only that it exists;
 * - `content-unstable`: the two fetches of this check disagreed, so nothing was taken as a change.
 */
export type LastmodJudgement =
  | { code: 'lastmod-stale'; lastmod: string; changed: FingerprintPart[]; changedAt: number; fix: string }
  | { code: 'lastmod-churn'; lastmod: string; since: number; fix: string }
  | { code: 'lastmod-future'; lastmod: string; fix: string | null }
  | { code: 'content-unstable'; parts: FingerprintPart[]; fix: null };

export type LastmodCode = LastmodJudgement['code'];

/**
 * The lastmod the checks know to be true for a URL whose row has `like` (its style): the one taken as
 * true before, in the row's style (a date row gets its date as written; a time, its instant in the
 * row's zone), else when the checks saw the content change; null when they have seen neither.
 */
function datedLastmod(history: ContentHistory, like: string): string | null {
  const before = history.lastmod;
  if (before === null || lastmodVerdict(history, before) !== 'true')
    return history.lastChanged === null ? null : lastmodAt(history.lastChanged, like);
  if (like.length <= 10) return before.slice(0, 10);
  return before.length <= 10 ? before : lastmodAt(w3cDatetimeInstant(before), like);
}

/**
 * A churned lastmod's fix: the dated one, else the first check that saw the content as it is (the
 * lastmod moved past it, so the content is no newer than that).
 */
const trueLastmod = (history: ContentHistory, like: string): string =>
  datedLastmod(history, like) ?? lastmodAt(history.seenSince, like);

/**
 * One row's lastmod against its URL's latest check (with its history) at `clock` (the check's
 * time, or now): what is wrong with it, each with its fix. Pure; the CLI and the app judge alike.
 */
export function judgeLastmod(check: PageCheck | undefined, lastmod: string | null, clock: number): LastmodJudgement[] {
  const found: LastmodJudgement[] = [];
  if (check?.unstable !== undefined && check.unstable.length > 0)
    found.push({ code: 'content-unstable', parts: check.unstable, fix: null });
  const span = lastmod === null ? null : lastmodSpan(lastmod);
  if (span === null || lastmod === null) return found;
  const history = check?.history;
  if (span.earliest > clock + CLOCK_SKEW_MS) {
    // A check that has only seen the page as it is tells no time it changed: the lastmod is left.
    found.push({ code: 'lastmod-future', lastmod, fix: history ? datedLastmod(history, lastmod) : null });
    return found;
  }
  if (history === undefined) return found;
  const verdict = lastmodVerdict(history, lastmod);
  if (verdict === 'stale')
    found.push({
      code: 'lastmod-stale',
      lastmod,
      changed: history.changed,
      changedAt: history.lastChanged!,
      fix: lastmodAt(history.lastChanged!, lastmod),
    });
  if (verdict === 'churn')
    found.push({ code: 'lastmod-churn', lastmod, since: history.seenSince, fix: trueLastmod(history, lastmod) });
  return found;
}

/** The judgement that sets a lastmod true: the first that names a lastmod other than it. */
const fixAmong = (judged: readonly LastmodJudgement[], lastmod: string): LastmodJudgement | undefined =>
  judged.find((one) => one.fix !== null && one.fix !== lastmod);

/**
 * The lastmod that is true for a row whose lastmod is `lastmod` and whose URL's latest check is
 * `check`, at `clock` (now): what the app's "Make lastmod true" sets, as reviewLastmods (the CLI's
 * `fix --lastmod`) does; null when it is true already or no check dates it.
 */
export function trueLastmodFor(check: PageCheck, lastmod: string | null, clock: number): string | null {
  return lastmod === null ? null : (fixAmong(judgeLastmod(check, lastmod, clock), lastmod)?.fix ?? null);
}

/** One row's lastmod set true: where (table, row, both from 0), what it was and what it becomes, and why. */
export interface LastmodFix {
  table: number;
  row: number;
  loc: string;
  from: string;
  to: string;
  code: LastmodCode;
}

/** A row whose lastmod the checks doubt but cannot date: where (both from 0), its lastmod, and why it is left. */
export interface LastmodLeft {
  table: number;
  row: number;
  loc: string;
  lastmod: string;
  code: Extract<LastmodCode, 'content-unstable' | 'lastmod-future'>;
}

/** A judgement with no fix: only an unstable page's, or a future lastmod's whose page no check dates. */
const undated = (judged: LastmodJudgement): judged is LastmodJudgement & { code: LastmodLeft['code'] } =>
  judged.fix === null;

/** What the content checks make of every lastmod in a project's tables (rows without one, or with one no W3C Datetime, aside). */
export interface LastmodReview {
  /** Each lastmod the checks know to be untrue, with the one that is. */
  fixes: LastmodFix[];
  /** Each lastmod doubted that no check can set true: a page unstable between two fetches, or a time ahead of any check. */
  left: LastmodLeft[];
  /** How many lastmods agree with what the checks have seen. */
  agreeing: number;
  /** How many lastmods are of pages no content check has seen: not judged. */
  unjudged: number;
  /** How many are of pages whose latest check read no content: not 2xx, a failure, a page cut at its limits. */
  unread: number;
}

/** Whether a check read no page it could fingerprint, whatever its options: no 2xx answer, a failure, a page cut short. */
const readNothing = (check: PageCheck): boolean =>
  check.failure !== null || check.status === null || check.status < 200 || check.status > 299 || check.cut !== null;

/**
 * Every lastmod in `tables` against its URL's latest check (`checkOf`, by loc) at `clock` (now): the
 * fixes `sitemap-studio fix --lastmod` writes and the app's "Make lastmod true" applies, and what is
 * left as it is and why.
 */
export function reviewLastmods(
  tables: ReadonlyArray<{ rows: TableRows<Pick<UrlRow, 'loc' | 'lastmod'>> }>,
  checkOf: (loc: string) => PageCheck | undefined,
  clock: number,
): LastmodReview {
  const review: LastmodReview = { fixes: [], left: [], agreeing: 0, unjudged: 0, unread: 0 };
  tables.forEach(({ rows }, table) => {
    // By position, a field at a time: a table in columns is never built into ten million row objects.
    for (let row = 0; row < rowCount(rows); row += 1) {
      const lastmod = fieldAt(rows, row, 'lastmod');
      // No W3C Datetime: validation's to tell, and nothing the checks can agree with or not.
      if (lastmod === null || lastmodSpan(lastmod) === null) continue;
      const loc = fieldAt(rows, row, 'loc');
      const check = checkOf(loc);
      const judged = judgeLastmod(check, lastmod, clock);
      const fix = fixAmong(judged, lastmod);
      const doubt = judged.find(undated);
      if (fix) review.fixes.push({ table, row, loc, from: lastmod, to: fix.fix!, code: fix.code });
      else if (doubt) review.left.push({ table, row, loc, lastmod, code: doubt.code });
      else if (check?.history === undefined) review[check && readNothing(check) ? 'unread' : 'unjudged'] += 1;
      else review.agreeing += 1;
    }
  });
  return review;
}
