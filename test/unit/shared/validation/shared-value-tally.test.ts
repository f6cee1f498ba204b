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
});
