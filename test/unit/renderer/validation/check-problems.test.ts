import { describe, expect, it } from 'vitest';
import { CheckProblems } from '../../../../renderer/src/validation/check-problems';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { CHECK_FINDING_DEFAULTS } from '../../../../shared/site-check/check-findings';
import { SiteCheckResults } from '../../../../shared/site-check/site-check-results';
import { emptyRow } from '../../../../shared/url-table';
import { answeredPage } from '../../../support/page-checks';

const A = 'https://example.com/a';
const B = 'https://example.com/b';

describe('CheckProblems', () => {
  it('says rows whose pages refresh at once to each other loop, following the other rows’ results', () => {
    const results = new SiteCheckResults();
    results.add([answeredPage(A, { refresh: { seconds: 0, url: B } })]);
    const problems = new CheckProblems(results, CHECK_FINDING_DEFAULTS, () => 0);
    const rows = UrlColumns.fromRows([emptyRow(A), emptyRow(B)]);
    const codes = (i: number) => problems.at(rows, i).map((found) => found.code);
    // /b not checked yet: only the refresh is known.
    expect(codes(0)).toEqual(['check-meta-refresh']);
    results.add([answeredPage(B, { refresh: { seconds: 0, url: A } })]);
    expect([codes(0), codes(1)]).toEqual([['check-redirect-loop'], ['check-redirect-loop']]);
  });
});
