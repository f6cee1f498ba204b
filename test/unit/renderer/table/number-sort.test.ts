import { describe, expect, it } from 'vitest';
import { sortByNumber } from '../../../../renderer/src/table/number-sort';

/** What a stable comparator sort gives: NaN last both ways, ties in the order given. */
function expected(keys: number[], indices: number[], direction: 1 | -1): number[] {
  return indices
    .map((index, i) => ({ index, key: keys[i]!, i }))
    .sort((a, b) => {
      const x = a.key;
      const y = b.key;
      if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? a.i - b.i : 1) : -1;
      return x === y ? a.i - b.i : (x - y) * direction;
    })
    .map((entry) => entry.index);
}

describe('sorting rows by a number', () => {
  it('agrees with a stable comparator sort, both ways, with ties, NaN, negatives and -0', () => {
    let seed = 3;
    const next = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const size of [0, 1, 2, 7, 100, 5000]) {
      const keys = Array.from({ length: size }, () => {
        const r = next();
        return r < 0.1 ? NaN : r < 0.15 ? -0 : r < 0.2 ? 0 : Math.round((r - 0.5) * 20) / 4;
      });
      const indices = Array.from({ length: size }, (_, i) => i * 3 + 1);
      for (const direction of [1, -1] as const) {
        const sorted = sortByNumber(Float64Array.from(keys), Int32Array.from(indices), direction);
        expect(Array.from(sorted)).toEqual(expected(keys, indices, direction));
      }
    }
  });

  it('sorts instants of real lastmods in time order', () => {
    const keys = Float64Array.from(['2024-03-01', '2023-12-31T23:00:00Z', 'x', '2024-03-01'].map(Date.parse));
    expect(Array.from(sortByNumber(keys, Int32Array.from([10, 11, 12, 13]), 1))).toEqual([11, 10, 13, 12]);
    expect(Array.from(sortByNumber(keys, Int32Array.from([10, 11, 12, 13]), -1))).toEqual([10, 13, 11, 12]);
  });
});
