import { describe, expect, it } from 'vitest';
import { FirstOfEachCode } from '../../../../shared/validation/first-of-each-code';
import { seededRandom } from '../../../support/seeded-random';

interface Found {
  table: number;
  row: number;
  code: string;
  told: number;
}

/** Problems of two codes in two tables, some rows with two of a code, in a shuffled order. */
function shuffled(): Found[] {
  const items: Found[] = [];
  for (let row = 0; row < 200; row++) {
    for (const table of [0, 1]) {
      items.push({ table, row, code: row % 3 === 0 ? 'a' : 'b', told: 0 });
      if (row % 7 === 0) items.push({ table, row, code: 'b', told: 1 });
    }
  }
  const random = seededRandom(7);
  for (let at = items.length - 1; at > 0; at--) {
    const other = Math.floor(random() * (at + 1));
    [items[at], items[other]] = [items[other]!, items[at]!];
  }
  // A row's problems told in its order, wherever they land: the second after the first.
  const firstAt = new Map<string, number>();
  items.forEach((item, at) => {
    const place = `${item.table} ${item.row}`;
    const earlier = firstAt.get(place);
    if (earlier === undefined) firstAt.set(place, at);
    else if (item.told === 0) [items[at], items[earlier]] = [items[earlier]!, items[at]!];
  });
  return items;
}

/** What sorting every problem and cutting each code's list would give. */
function cutWhole(items: readonly Found[], keep: number): { kept: Found[]; counts: Map<string, number> } {
  const sorted = [...items].sort((a, b) => a.table - b.table || a.row - b.row || a.told - b.told);
  const counts = new Map<string, number>();
  const kept = sorted.filter((item) => {
    const key = `${item.table} ${item.code}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts.get(key)! <= keep;
  });
  return { kept, counts };
}

describe('FirstOfEachCode', () => {
  it('keeps the first of each code in each table by row, a row in the order told, and counts the rest', () => {
    const items = shuffled();
    const first = new FirstOfEachCode<Found>((item) => item.code, 10);
    for (const item of items) first.push(item);
    const whole = cutWhole(items, 10);
    const { kept, unlisted } = first.found();
    expect(kept).toEqual(whole.kept);
    for (const { table, code, count } of unlisted) expect(count).toBe(whole.counts.get(`${table} ${code}`)! - 10);
    expect(unlisted).toHaveLength(4);
  });

  it("merges other searches' results (each cut to the same number) into what one search gives", () => {
    const items = shuffled().filter((item) => item.told === 0);
    const one = new FirstOfEachCode<Found>((item) => item.code, 10);
    for (const item of items) one.push(item);
    const merged = new FirstOfEachCode<Found>((item) => item.code, 10);
    for (let part = 0; part < 3; part++) {
      const search = new FirstOfEachCode<Found>((item) => item.code, 10);
      for (const item of items.filter((found) => found.row % 3 === part)) search.push(item);
      const found = search.found();
      expect(found.kept.length).toBeLessThanOrEqual(4 * 10);
      merged.addFound(found);
    }
    const mergedFound = merged.found();
    const oneFound = one.found();
    expect(mergedFound.kept).toEqual(oneFound.kept);
    const byKey = (list: typeof oneFound.unlisted) =>
      [...list].sort((a, b) => a.table - b.table || a.code.localeCompare(b.code));
    expect(byKey(mergedFound.unlisted)).toEqual(byKey(oneFound.unlisted));
  });
});
