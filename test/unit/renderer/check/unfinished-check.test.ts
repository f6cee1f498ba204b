import { describe, expect, it } from 'vitest';
import { afterRecheck, hasResult, unfinishedIn } from '../../../../renderer/src/check/check-scope';
import { SiteCheckResults } from '../../../../shared/site-check/site-check-results';
import { answeredPage } from '../../../support/page-checks';

const url = (n: number) => `https://example.com/${n}`;
const table = [1, 2, 3, 4].map(url);

describe('a cancelled Check all again, left for Continue', () => {
  it("is another project's no longer: a project opened since sees every result as one", () => {
    const left = afterRecheck(null, { locs: table, startedAt: 100, cancelled: true }, 7);
    const results = new SiteCheckResults();
    results.add([{ ...answeredPage(url(1)), checkedAt: 50 }]);
    expect(hasResult(results, url(1), unfinishedIn(left, 7))).toBe(false);
    expect(hasResult(results, url(1), unfinishedIn(left, 8))).toBe(true);
  });

  it('keeps its URLs marked when a re-check of another scope ends, and clears only those that re-check covered', () => {
    const left = afterRecheck(null, { locs: table, startedAt: 100, cancelled: true }, 7);
    // The review: a re-check of two selected rows that ran to its end took every mark away.
    const after = afterRecheck(left, { locs: [url(1), url(2)], startedAt: 200, cancelled: false }, 7);
    expect([...after!.since.keys()]).toEqual([url(3), url(4)]);
    expect(afterRecheck(after, { locs: table, startedAt: 300, cancelled: false }, 7)).toBeNull();
    // A cancelled re-check of a selection marks its URLs from its own start, the others' marks kept.
    const again = afterRecheck(after, { locs: [url(1)], startedAt: 400, cancelled: true }, 7);
    expect(Object.fromEntries(again!.since)).toEqual({ [url(3)]: 100, [url(4)]: 100, [url(1)]: 400 });
  });
});
