import { describe, expect, it } from 'vitest';
import { SharedValueTally } from '../../../../shared/validation/shared-value-tally';

function tallyOf(values: readonly string[], size?: number): SharedValueTally {
  const tally = new SharedValueTally(size);
  values.forEach((value, row) => tally.add(value, row));
  return tally;
}

describe('SharedValueTally', () => {
  it('counts exactly, and names the first row, while the values fit its counters', () => {
    expect(tallyOf(['b', 'a', 'b', 'c', 'b']).top()).toEqual({ value: 'b', count: 3, row: 0 });
    expect(tallyOf([]).top()).toBeNull();
  });

  it('finds the value most rows share among more distinct values than it has counters', () => {
    const rows = 10_000;
    // 55% share one value, arriving late, between values that are each seen once.
    const values = Array.from({ length: rows }, (_, i) => (i % 20 < 11 && i > 1000 ? 'shared' : `other-${i}`));
    const truth = values.filter((value) => value === 'shared').length;
    const top = tallyOf(values, 50).top()!;
    expect(top.value).toBe('shared');
    // A lower bound, off by at most rows / (counters + 1).
    expect(top.count).toBeLessThanOrEqual(truth);
    expect(top.count).toBeGreaterThanOrEqual(truth - rows / 51);
    expect(values[top.row]).toBe('shared');
  });

  it('takes a run of one value as the same adds one by one, also once its counters are full', () => {
    const values = Array.from({ length: 3_000 }, (_, i) => (i % 7 < 4 ? `v${Math.floor(i / 7) % 9}` : `u${i % 13}`));
    const runs = new SharedValueTally(5);
    for (let start = 0; start < values.length;) {
      let end = start + 1;
      while (end < values.length && values[end] === values[start]) end++;
      runs.addRun(values[start]!, start, end - start);
      start = end;
    }
    expect(runs.top()).toEqual(tallyOf(values, 5).top());
    expect(runs).toEqual(tallyOf(values, 5));
  });

  it('keeps the textbook summary (every counter loses one per value past them) through runs of single values and repeats', () => {
    // The summary as Misra and Gries give it, for comparison: counts, first rows and order alike.
    const textbook = (values: readonly string[], size: number) => {
      const counters = new Map<string, { count: number; row: number }>();
      values.forEach((value, row) => {
        const counter = counters.get(value);
        if (counter) counter.count++;
        else if (counters.size < size) counters.set(value, { count: 1, row });
        else for (const [key, held] of counters) if (--held.count === 0) counters.delete(key);
      });
      return [...counters];
    };
    let seed = 7;
    const random = (below: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % below;
    // Stretches of values seen once (which empty a full summary) between stretches that repeat a few.
    const values = Array.from({ length: 20_000 }, (_, i) =>
      Math.floor(i / 2_500) % 2 === 0 ? `once-${i}` : `often-${random(12)}`,
    );
    for (const size of [1, 5, 50]) {
      const tally = tallyOf(values, size);
      expect([...(tally as unknown as { counters: Map<string, unknown> }).counters]).toEqual(textbook(values, size));
    }
  });
});
