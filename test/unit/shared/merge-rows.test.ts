import { describe, expect, it } from 'vitest';
import { planMerge, type DuplicatePolicy } from '../../../shared/merge-rows';
import { emptyImage, emptyRow, type UrlRow } from '../../../shared/url-table';

const row = (loc: string, fields: Partial<UrlRow> = {}): UrlRow => ({ ...emptyRow(loc), ...fields });
const image = emptyImage;
const locs = (rows: readonly UrlRow[]) => rows.map((r) => r.loc);

/** Carries a plan out the way the app does: changed rows take their new fields, added rows go last. */
function carryOut(table: UrlRow[], imported: UrlRow[], policy: DuplicatePolicy): UrlRow[] {
  const plan = planMerge(table, imported, policy);
  plan.changed.forEach((target, i) => Object.assign(target, plan.after[i]));
  return [...table, ...plan.added];
}

describe('planMerge', () => {
  const table = (): UrlRow[] => [
    row('https://example.com/a', { lastmod: '2024-01-01', priority: '0.5', images: [image('a.png')] }),
    row('https://example.com/b', { changefreq: 'daily' }),
  ];
  const imported = (): UrlRow[] => [
    row('https://example.com/b', { lastmod: '2024-06-01' }),
    row('https://example.com/c', { priority: '0.9' }),
    row('https://example.com/a', { priority: '0.8', images: [image('new.png')] }),
  ];

  it('update: imported values replace the matching rows; fields the import lacks keep their value', () => {
    const rows = table();
    const [a, b] = rows;
    const merged = carryOut(rows, imported(), 'update');
    expect(locs(merged)).toEqual(['https://example.com/a', 'https://example.com/b', 'https://example.com/c']);
    // Same row objects, changed in place: selections and views keyed on them stay valid.
    expect(merged[0]).toBe(a);
    expect(merged[1]).toBe(b);
    expect(a).toMatchObject({ lastmod: '2024-01-01', priority: '0.8', images: [image('new.png')] });
    expect(b).toMatchObject({ lastmod: '2024-06-01', changefreq: 'daily' });
    expect(merged[2]!.priority).toBe('0.9');
  });

  it('update: remembers each changed row as it was, so the merge can be undone', () => {
    const rows = table();
    const plan = planMerge(rows, imported(), 'update');
    expect(plan.changed).toEqual([rows[1], rows[0]]);
    expect(plan.before).toEqual([table()[1], table()[0]]);
    expect(plan.before[0]).not.toBe(rows[1]);
    expect(plan).toMatchObject({ kept: 0, unchanged: 0 });
    plan.changed.forEach((target, i) => Object.assign(target, plan.after[i]));
    plan.changed.forEach((target, i) => Object.assign(target, plan.before[i]));
    expect(rows).toEqual(table());
  });

  it('update: counts a match whose values are already the same as unchanged, and changes nothing', () => {
    const plan = planMerge(table(), [row('https://example.com/b', { changefreq: 'daily' })], 'update');
    expect(plan).toMatchObject({ changed: [], added: [], unchanged: 1 });
  });

  it('keep: matching rows stay as they are and the imported ones are counted as left out', () => {
    const rows = table();
    const merged = carryOut(rows, imported(), 'keep');
    expect(merged.slice(0, 2)).toEqual(table());
    expect(locs(merged)).toEqual(['https://example.com/a', 'https://example.com/b', 'https://example.com/c']);
    expect(planMerge(table(), imported(), 'keep')).toMatchObject({ changed: [], kept: 2 });
  });

  it('add: every imported row is added, duplicates too', () => {
    const merged = carryOut(table(), imported(), 'add');
    expect(locs(merged)).toEqual([
      'https://example.com/a',
      'https://example.com/b',
      'https://example.com/b',
      'https://example.com/c',
      'https://example.com/a',
    ]);
    expect(merged.slice(0, 2)).toEqual(table());
  });

  it('matches repeats within the import too: the second updates the first, or is left out', () => {
    const twice = (): UrlRow[] => [
      row('https://example.com/n', { priority: '0.1' }),
      row('https://example.com/n', { lastmod: '2024' }),
    ];
    const updated = planMerge([], twice(), 'update');
    expect(updated.added).toHaveLength(1);
    expect(updated.added[0]).toMatchObject({ priority: '0.1', lastmod: '2024' });
    const kept = planMerge([], twice(), 'keep');
    expect(kept).toMatchObject({ kept: 1 });
    expect(kept.added[0]).toMatchObject({ priority: '0.1', lastmod: null });
  });

  it('update: a loc the table holds twice updates both rows; two imports of one loc make one change', () => {
    const rows = [row('https://example.com/d'), row('https://example.com/d')];
    const plan = planMerge(
      rows,
      [row('https://example.com/d', { priority: '0.2' }), row('https://example.com/d', { lastmod: '2025' })],
      'update',
    );
    expect(plan.changed).toEqual(rows);
    expect(plan.after.map((r) => [r.priority, r.lastmod])).toEqual([
      ['0.2', '2025'],
      ['0.2', '2025'],
    ]);
    expect(plan.before.map((r) => [r.priority, r.lastmod])).toEqual([
      [null, null],
      [null, null],
    ]);
  });

  it('plans a large merge whole: every matching row changed once, every new row added once', () => {
    const size = 20_000;
    const existing = Array.from({ length: size }, (_, i) => row(`https://example.com/page-${i}`));
    // Half the import matches the table (the odd pages), half is new.
    const incoming = Array.from({ length: size }, (_, i) =>
      row(`https://example.com/page-${i * 2 + 1}`, { lastmod: '2025-01-01' }),
    );
    const plan = planMerge(existing, incoming, 'update');
    expect(plan.changed).toHaveLength(size / 2);
    expect(plan.added).toHaveLength(size / 2);
    expect(new Set(plan.added.map((added) => added.loc)).size).toBe(size / 2);
  });
});
