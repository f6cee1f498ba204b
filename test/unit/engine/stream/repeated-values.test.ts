import { describe, expect, it } from 'vitest';
import { repeatedValues } from '../../../../electron/engine/stream/repeated-values';
import { seededRandom } from '../../../support/seeded-random';

/** The values seen more than once, counted the plain way. */
function counted(values: readonly number[]): number[] {
  const seen = new Map<number, number>();
  for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1);
  return [...seen].filter(([, times]) => times > 1).map(([value]) => value);
}

const sorted = (values: Iterable<number>): number[] => [...values].sort((a, b) => a - b);

describe('repeatedValues', () => {
  it('finds each value met more than once, once, among random values with some repeated', () => {
    const next = seededRandom(7);
    const values: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const earlier = values.length > 0 && next() < 0.05;
      values.push(earlier ? values[Math.floor(next() * values.length)]! : Math.floor(next() * 2 ** 32));
    }
    const expected = counted(values);
    expect(expected.length).toBeGreaterThan(500);
    expect(sorted(repeatedValues(Uint32Array.from(values), values.length))).toEqual(sorted(expected));
  });

  it('tells 0 (its empty slot) like any value, and values whose slots collide apart', () => {
    // One partition's hashes share their highest bits; these share all but their lowest.
    const crowded = Array.from({ length: 64 }, (_, i) => 0xfc000000 + i);
    const values = [0, ...crowded, 5, 0xffffffff, 0xfc000003, 5, 0xffffffff, 0xfc00003f];
    expect(sorted(repeatedValues(Uint32Array.from(values), values.length))).toEqual([
      5, 0xfc000003, 0xfc00003f, 0xffffffff,
    ]);
    expect(sorted(repeatedValues(Uint32Array.from([0, 1, 0, 0]), 4))).toEqual([0]);
  });

  it('reads only the first `count` values, and forgets the values of the search before', () => {
    const values = Uint32Array.from([9, 8, 7, 9, 8]);
    expect(sorted(repeatedValues(values, 5))).toEqual([8, 9]);
    expect(sorted(repeatedValues(values, 4))).toEqual([9]);
    expect(sorted(repeatedValues(Uint32Array.from([7, 6]), 2))).toEqual([]);
    expect(sorted(repeatedValues(values, 0))).toEqual([]);
  });
});
