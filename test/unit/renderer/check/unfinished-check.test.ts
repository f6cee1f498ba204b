import { describe, expect, it } from 'vitest';
import { countsOf, hasResult, leftByRecheck } from '../../../../renderer/src/check/check-scope';
import { compactCheck, pageCheckShape } from '../../../../shared/site-check/page-check-shape';
import { SiteCheckResults } from '../../../../shared/site-check/site-check-results';
import { answeredPage } from '../../../support/page-checks';

const url = (n: number) => `https://example.com/${n}`;
const table = [1, 2, 3, 4].map(url);

/** Results of URLs 1–3 from a first check at 50 (URL 4 never had one). */
function results(): SiteCheckResults {
  const held = new SiteCheckResults();
  held.add([1, 2, 3].map((n) => ({ ...answeredPage(url(n)), checkedAt: 50 })));
  return held;
}

describe('a cancelled Check all again, left for Continue', () => {
  it('marks the results it did not reach, which Continue asks again; a new result has no mark', () => {
    const held = results();
    // The re-check began at 100 and reached URL 2 before it was cancelled.
    held.add([{ ...answeredPage(url(2)), checkedAt: 120 }]);
    held.add(leftByRecheck(held, table, 100));
    expect(table.map((loc) => hasResult(held, loc))).toEqual([false, true, false, false]);
    expect(countsOf(held, table)['2xx']).toBe(1);
    held.add([{ ...answeredPage(url(1)), checkedAt: 300 }]);
    expect(hasResult(held, url(1))).toBe(true);
  });

  it('keeps the mark of another scope when a re-check of some URLs ends, and the first cancel time when cancelled again', () => {
    const held = results();
    held.add(leftByRecheck(held, table, 100));
    // A re-check of URL 1 alone runs to its end: only URL 1 has a result again.
    held.add([{ ...answeredPage(url(1)), checkedAt: 200 }]);
    expect(table.map((loc) => hasResult(held, loc))).toEqual([true, false, false, false]);
    held.add(leftByRecheck(held, [url(3)], 400));
    expect(held.get(url(3))!.recheckFrom).toBe(100);
  });

  it('keeps the mark through a save: the project file holds it, so Continue asks the same URLs after reopening', () => {
    const held = results();
    held.add(leftByRecheck(held, table, 100));
    const reopened = pageCheckShape.read(JSON.parse(JSON.stringify(compactCheck(held.get(url(1))!))));
    expect(reopened).toEqual(held.get(url(1)));
    expect(reopened.recheckFrom).toBe(100);
    expect(() => pageCheckShape.read({ ...compactCheck(held.get(url(1))!), recheckFrom: 'soon' })).toThrow();
  });
});
