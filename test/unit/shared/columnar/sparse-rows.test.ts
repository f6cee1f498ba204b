import { describe, expect, it } from 'vitest';
import { SparseRows } from '../../../../shared/columnar/sparse-rows';

/** The rows as a plain array (undefined where a row has no value), the model SparseRows must match. */
const rowsOf = (sparse: SparseRows<string>, count: number) =>
  Array.from({ length: count }, (_, row) => sparse.get(row));

describe('SparseRows', () => {
  it('matches a plain array through appends, inserts and deletes before, among and after its values', () => {
    let seed = 11;
    const random = (below: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % below;
    const sparse = new SparseRows<string>();
    const model: (string | undefined)[] = [];
    for (let step = 0; step < 3_000; step++) {
      const choice = random(10);
      const at = random(model.length + 1);
      if (choice < 4) {
        // An append (most of a load), sometimes with a value on the new rows.
        const count = 1 + random(5);
        sparse.insertRows(model.length, count);
        for (let i = 0; i < count; i++) model.push(undefined);
        if (random(2) === 0) {
          sparse.set(model.length - 1, `v${step}`);
          model[model.length - 1] = `v${step}`;
        }
      } else if (choice < 6) {
        const count = 1 + random(3);
        sparse.insertRows(at, count);
        model.splice(at, 0, ...Array<undefined>(count).fill(undefined));
      } else if (choice < 8 && model.length > 0) {
        const count = Math.min(model.length - Math.min(at, model.length - 1), 1 + random(3));
        const from = Math.min(at, model.length - 1);
        sparse.deleteRows(from, count);
        model.splice(from, count);
      } else if (model.length > 0) {
        const row = Math.min(at, model.length - 1);
        const value = random(3) === 0 ? undefined : `s${step}`;
        sparse.set(row, value);
        model[row] = value;
      }
    }
    expect(rowsOf(sparse, model.length)).toEqual(model);
    expect(sparse.size).toBe(model.filter((value) => value !== undefined).length);
    // Nothing is kept past the last row.
    expect([...sparse.entries()].every(([row]) => row < model.length)).toBe(true);
  });

  it('moves the values after an insert at the row of its last value, and none after an append', () => {
    const sparse = new SparseRows<string>();
    sparse.set(4, 'last');
    sparse.insertRows(5, 2);
    expect(sparse.get(4)).toBe('last');
    sparse.insertRows(4, 1);
    expect([sparse.get(4), sparse.get(5)]).toEqual([undefined, 'last']);
    sparse.deleteRows(6, 3);
    expect(sparse.get(5)).toBe('last');
    sparse.deleteRows(0, 1);
    expect(sparse.get(4)).toBe('last');
  });
});
