import { describe, expect, it } from 'vitest';
import { checkBatchRanges, checkWeight } from '../../../../shared/transfer/check-batches';
import { pageCheck } from '../../../support/page-checks';

describe('check-result batches', () => {
  it('cut the results by count and by weight, a result heavier than the bound going alone', () => {
    const light = Array.from({ length: 7 }, (_, i) => pageCheck(3 * i + 1));
    expect([...checkBatchRanges(light, 3, 2 ** 20)]).toEqual([
      [0, 3],
      [3, 6],
      [6, 7],
    ]);
    const heavy = {
      ...pageCheck(0),
      alternates: Array.from({ length: 5000 }, (_, i) => ({ hreflang: `x-${i}`, href: `https://example.com/${i}` })),
    };
    const bound = checkWeight(heavy) - 1;
    expect(checkWeight(light[0])).toBeLessThan(bound / 10);
    expect([...checkBatchRanges([light[0]!, heavy, light[1]!, light[2]!], 100, bound)]).toEqual([
      [0, 1],
      [1, 2],
      [2, 4],
    ]);
    expect([...checkBatchRanges([], 3, bound)]).toEqual([]);
  });

  it('weigh text by its length, so a result with more text weighs more', () => {
    const check = pageCheck(0);
    expect(checkWeight({ ...check, canonical: `${check.canonical}/longer` })).toBe(checkWeight(check) + 14);
  });
});
