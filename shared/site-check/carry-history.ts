import { mergeContentHistory, type ContentHistory } from './content-history';
import type { PageCheck } from './page-check';

/**
 * The history a result holds, or one started from its fingerprint when it has none (a result saved
 * by a check before histories were kept, format 3): first seen when that check ran. A result that
 * redirected starts none: its fingerprint is its target's content, not the URL's (a first check
 * during a 302 made the next one see a change).
 */
export function knownHistory(check: PageCheck | undefined): ContentHistory | undefined {
  if (check === undefined) return undefined;
  if (check.history !== undefined) return check.history;
  if (redirected(check)) return undefined;
  return mergeContentHistory(undefined, check, null);
}

const redirected = (check: PageCheck): boolean => check.hops.length > 1;

/**
 * A new result with its URL's history carried on from the result before (`previous`) and merged with
 * what this check read; `lastmod` is the URL's row's lastmod at the time of the check. A URL that
 * redirected was read at its target: that content is another page's, and leaves the history as it
 * was (a 302 for one day was taken as two changes of the URL, and its lastmod moved).
 */
export function withContentHistory(
  check: PageCheck,
  previous: PageCheck | undefined,
  lastmod: string | null,
): PageCheck {
  const { history: _dropped, ...rest } = check;
  const seen = redirected(check) ? { ...check, fingerprint: undefined } : check;
  const history = mergeContentHistory(knownHistory(previous), seen, lastmod);
  return history === undefined ? rest : { ...rest, history };
}
