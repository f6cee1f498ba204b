import type { ProblemCode } from '../../../shared/problems';
import { lastModifiedAsLastmod } from '../../../shared/site-check/last-modified';
import type { PageCheck } from '../../../shared/site-check/page-check';
import type { FieldProblem } from '../../../shared/validation/field-problem';

/** The one-click fixes for what the site check found; each runs as one undoable command. */
export type CheckFix =
  | 'loc-to-redirect-target'
  | 'loc-to-canonical'
  | 'remove-client-errors'
  | 'remove-noindex'
  | 'remove-canonicalised'
  | 'lastmod-from-header';

export interface CheckFixInfo {
  /** What the fix does, for a button or a menu item. */
  label: string;
  /** The findings the problems panel offers it for ("Fix all"); none for an opt-in fix offered on its own. */
  codes: readonly ProblemCode[];
}

export const CHECK_FIXES: Readonly<Record<CheckFix, CheckFixInfo>> = {
  'loc-to-redirect-target': { label: 'Replace loc by redirect target', codes: ['check-redirect'] },
  'loc-to-canonical': { label: 'Set loc to the canonical', codes: ['check-canonical-elsewhere'] },
  'remove-client-errors': { label: 'Remove 4xx rows', codes: ['check-not-found', 'check-client-error'] },
  'remove-noindex': { label: 'Remove noindex rows', codes: ['check-noindex'] },
  'remove-canonicalised': { label: 'Remove rows canonicalised elsewhere', codes: ['check-canonical-elsewhere'] },
  'lastmod-from-header': { label: 'Set lastmod from Last-Modified', codes: [] },
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
 * What `fix` does to a row whose check is `check` and whose findings (checkFindings) are `findings`.
 * A redirect is replaced only by a target that is a page (a redirect to a 404 is no fix); a 429 is
 * the site asking to slow down, not a missing page, so it is not removed.
 */
export function rowFix(fix: CheckFix, check: PageCheck, findings: readonly FieldProblem[]): RowFix {
  switch (fix) {
    case 'loc-to-redirect-target':
      return has(findings, 'check-redirect') && reachedPage(check) && check.hops.length > 1
        ? { field: 'loc', value: check.finalUrl! }
        : null;
    case 'loc-to-canonical':
      return has(findings, 'check-canonical-elsewhere') ? { field: 'loc', value: check.canonical! } : null;
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
      const lastmod =
        reachedPage(check) && check.lastModified !== null ? lastModifiedAsLastmod(check.lastModified) : null;
      return lastmod === null ? null : { field: 'lastmod', value: lastmod };
    }
  }
}
