import { changedParts, comparable, type ContentFingerprint } from './content-fingerprint';
import type { PageCheck } from './page-check';

/**
 * Whether a page's fingerprint needs a second fetch before the check trusts it: always when asked
 * to (`everyPage`), else when it differs from the one known (a change, or a page that differs on
 * every request). A page without a fingerprint has nothing to confirm.
 */
export function needsSecondFetch(check: PageCheck, known: ContentFingerprint | undefined, everyPage: boolean): boolean {
  if (check.fingerprint === undefined) return false;
  if (everyPage) return true;
  // Made another way (an older reading), the one known says nothing of a change.
  return (
    known !== undefined && comparable(known, check.fingerprint) && changedParts(known, check.fingerprint).length > 0
  );
}

/**
 * Two fetches of one URL in one check as one result: the second, when their fingerprints agree; the
 * second marked `unstable` with the parts they disagree on, when they do not (never a change); the
 * first without its fingerprint, when the second read no content (a failure, a 503 past its retries,
 * the cap): content no second fetch confirmed is no change, and the history stays as it was (a page
 * that differs on every request, its second fetch refused, had a change said at every check).
 */
export function settleTwoFetches(first: PageCheck, second: PageCheck): PageCheck {
  if (first.fingerprint === undefined) return first;
  if (second.fingerprint === undefined) {
    const { fingerprint: _unconfirmed, ...withoutFingerprint } = first;
    return withoutFingerprint;
  }
  const differ = changedParts(first.fingerprint, second.fingerprint);
  return differ.length === 0 ? second : { ...second, unstable: differ };
}
