import type { validationMessages } from '../../../shared/i18n/messages/en/validation';
import type { ProblemCode } from '../../../shared/problems';
import { isFixTarget } from '../../../shared/site-check/fix-target';
import { lastmodAt } from '../../../shared/site-check/lastmod-span';
import { trueLastmodFor } from '../../../shared/site-check/lastmod-truth';
import { w3cDatetimeInstant } from '../../../shared/validation/w3c-datetime';
import type { PageCheck } from '../../../shared/site-check/page-check';
import type { FieldProblem } from '../../../shared/validation/field-problem';
import { t } from '../i18n';

/** The one-click fixes for what the site check found; each runs as one undoable command. */
export type CheckFix =
  | 'loc-to-redirect-target'
  | 'loc-to-canonical'
  | 'remove-client-errors'
  | 'remove-noindex'
  | 'remove-canonicalised'
  | 'lastmod-from-header'
  | 'lastmod-true';

type EnglishFixNames = (typeof validationMessages)['fixes']['names'];

export interface CheckFixInfo {
  /** What the fix does, for a button, a menu item or an undo step: in the language of the moment it is read. */
  readonly label: string;
  /** The findings the problems panel offers it for ("Fix all"); none for an opt-in fix offered on its own. */
  codes: readonly ProblemCode[];
}

/** A fix's info, its label worded from the catalogue (validation.fixes.names) each time it is read. */
function fixInfo(name: keyof EnglishFixNames, codes: readonly ProblemCode[]): CheckFixInfo {
  return {
    get label() {
      return t(`validation.fixes.names.${name}`);
    },
    codes,
  };
}

export const CHECK_FIXES: Readonly<Record<CheckFix, CheckFixInfo>> = {
  'loc-to-redirect-target': fixInfo('locToRedirectTarget', ['check-redirect']),
  'loc-to-canonical': fixInfo('locToCanonical', ['check-canonical-elsewhere']),
  'remove-client-errors': fixInfo('removeClientErrors', ['check-not-found', 'check-client-error']),
  'remove-noindex': fixInfo('removeNoindex', ['check-noindex']),
  'remove-canonicalised': fixInfo('removeCanonicalised', ['check-canonical-elsewhere']),
  'lastmod-from-header': fixInfo('lastmodFromHeader', []),
  'lastmod-true': fixInfo('lastmodTrue', ['lastmod-stale', 'lastmod-churn']),
};

export const CHECK_FIX_ORDER = Object.keys(CHECK_FIXES) as CheckFix[];

/** What a fix does to one row: a new value for a field, its removal, or nothing. */
export type RowFix = { field: 'loc' | 'lastmod'; value: string } | 'remove' | null;

const has = (findings: readonly FieldProblem[], code: ProblemCode): boolean =>
  findings.some((found) => found.code === code);

/** A check that reached a page (2xx), through redirects or not. */
const reachedPage = (check: PageCheck): boolean =>
  check.failure === null && check.status !== null && check.status >= 200 && check.status <= 299;

/**
 * What `fix` does to a row whose check is `check` and whose findings (checkFindings) are `findings`,
 * in a table whose own host is `ownHost` (ownHostOf), its lastmod now `lastmod`. A redirect is
 * replaced only by a target that is a page (a redirect to a 404 is no fix); a loc is set only to a
 * target isFixTarget accepts; a 429 is the site asking to slow down, not a missing page, so it is not
 * removed. A lastmod from Last-Modified is the loc's own page's (not a redirect target's), and only
 * where the check did not read the content, which tells when it changed better than a header that
 * moves with every footer (lastmod-true); it is written in the row's style (lastmodAt). A true lastmod
 * is the one the CLI's `fix --lastmod` writes, judged at `clock` (now): a future one is set back too
 * where the checks date the page (trueLastmodFor).
 */
export function rowFix(
  fix: CheckFix,
  check: PageCheck,
  findings: readonly FieldProblem[],
  ownHost: string | null,
  lastmod: string | null,
  clock: number,
): RowFix {
  switch (fix) {
    case 'loc-to-redirect-target':
      return has(findings, 'check-redirect') &&
        reachedPage(check) &&
        check.hops.length > 1 &&
        isFixTarget(check.finalUrl, ownHost)
        ? { field: 'loc', value: check.finalUrl }
        : null;
    case 'loc-to-canonical':
      return has(findings, 'check-canonical-elsewhere') && isFixTarget(check.canonical, ownHost)
        ? { field: 'loc', value: check.canonical }
        : null;
    case 'remove-client-errors':
      return findings.some(
        (found) =>
          found.code === 'check-not-found' || (found.code === 'check-client-error' && found.severity === 'error'),
      )
        ? 'remove'
        : null;
    case 'remove-noindex':
      return has(findings, 'check-noindex') ? 'remove' : null;
    case 'remove-canonicalised':
      return has(findings, 'check-canonical-elsewhere') ? 'remove' : null;
    case 'lastmod-from-header': {
      const own = reachedPage(check) && check.hops.length <= 1 && check.fingerprint === undefined;
      const instant = own && check.lastModified !== null ? Date.parse(check.lastModified) : NaN;
      const value = Number.isFinite(instant) ? lastmodAt(instant, lastmod) : null;
      // The same instant written otherwise (".000Z") is no lastmod to fix.
      const same = value === lastmod || (lastmod !== null && w3cDatetimeInstant(lastmod) === instant);
      return value === null || same ? null : { field: 'lastmod', value };
    }
    case 'lastmod-true': {
      const value = trueLastmodFor(check, lastmod, clock);
      return value === null ? null : { field: 'lastmod', value };
    }
  }
}
