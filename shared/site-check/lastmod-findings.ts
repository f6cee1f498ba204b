import { fieldProblem, type FieldProblem } from '../validation/field-problem';
import { lastmodAt } from './lastmod-span';
import { judgeLastmod } from './lastmod-truth';
import type { PageCheck } from './page-check';

/**
 * The content check's findings on one row's lastmod (judgeLastmod), as catalogue problems for the
 * row: lastmod-stale, lastmod-churn, lastmod-future and content-unstable, each naming its fix.
 */
export function lastmodFindings(check: PageCheck, lastmod: string | null, clock: number): FieldProblem[] {
  const loc = check.url;
  return judgeLastmod(check, lastmod, clock).map((judged) => {
    switch (judged.code) {
      case 'lastmod-stale':
        return fieldProblem('lastmod-stale', {
          loc,
          lastmod: judged.lastmod,
          changed: judged.changed,
          changedAt: lastmodAt(judged.changedAt, judged.lastmod),
          fix: judged.fix,
        });
      case 'lastmod-churn':
        return fieldProblem('lastmod-churn', {
          loc,
          lastmod: judged.lastmod,
          since: lastmodAt(judged.since, judged.lastmod),
          fix: judged.fix,
        });
      case 'lastmod-future':
        return fieldProblem('lastmod-future', { lastmod: judged.lastmod });
      case 'content-unstable':
        return fieldProblem('content-unstable', { loc, parts: judged.parts });
    }
  });
}
