import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { planMerge, type DuplicatePolicy } from '../../../shared/merge-rows';
import { emptyImage, emptyRow, type UrlRow } from '../../../shared/url-table';

const row = (loc: string, fields: Partial<UrlRow> = {}): UrlRow => ({ ...emptyRow(loc), ...fields });
const image = emptyImage;
const columns = (rows: readonly UrlRow[]) => UrlColumns.fromRows(rows);
const locs = (rows: readonly UrlRow[]) => rows.map((r) => r.loc);

/** Carries a plan out the way the app's commands do: changed rows take their new fields in place, added rows go last. */
function carryOut(rows: UrlRow[], imported: UrlRow[], policy: DuplicatePolicy): UrlRow[] {
  const table = columns(rows);
  const plan = planMerge(table, columns(imported), policy);
  plan.at.forEach((position, i) => table.setRow(position, { ...table.rowAt(position), ...plan.after[i] }));
  return [...table.toRows(), ...plan.added.toRows()];
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
    const merged = carryOut(table(), imported(), 'update');
    expect(locs(merged)).toEqual(['https://example.com/a', 'https://example.com/b', 'https://example.com/c']);
    expect(merged[0]).toMatchObject({ lastmod: '2024-01-01', priority: '0.8', images: [image('new.png')] });
    expect(merged[1]).toMatchObject({ lastmod: '2024-06-01', changefreq: 'daily' });
    expect(merged[2]!.priority).toBe('0.9');
  });

  it('update: names each changed row by its position, with only the fields that change, before and after', () => {
    const plan = planMerge(columns(table()), columns(imported()), 'update');
    expect(plan.at).toEqual([1, 0]);
    expect(plan.before).toEqual([{ lastmod: null }, { priority: '0.5', images: [image('a.png')] }]);
    expect(plan.after).toEqual([{ lastmod: '2024-06-01' }, { priority: '0.8', images: [image('new.png')] }]);
    expect(plan).toMatchObject({ kept: 0, unchanged: 0 });
    expect(plan.added.toRows()).toEqual([row('https://example.com/c', { priority: '0.9' })]);
  });

  it('update: counts a match whose values are already the same as unchanged, and changes nothing', () => {
    const plan = planMerge(
      columns(table()),
      columns([row('https://example.com/b', { changefreq: 'daily' })]),
      'update',
    );
    expect(plan).toMatchObject({ at: [], before: [], after: [], unchanged: 1 });
    expect(plan.added.rowCount).toBe(0);
  });

  it('keep: matching rows stay as they are and the imported ones are counted as left out', () => {
    const merged = carryOut(table(), imported(), 'keep');
    expect(merged.slice(0, 2)).toEqual(table());
    expect(locs(merged)).toEqual(['https://example.com/a', 'https://example.com/b', 'https://example.com/c']);
    expect(planMerge(columns(table()), columns(imported()), 'keep')).toMatchObject({ at: [], kept: 2 });
  });

  it('add: every imported row is added, duplicates too, without a copy of the import', () => {
    const incoming = columns(imported());
    const plan = planMerge(columns(table()), incoming, 'add');
    expect(plan.added).toBe(incoming);
    expect(locs(carryOut(table(), imported(), 'add'))).toEqual([
      'https://example.com/a',
      'https://example.com/b',
      'https://example.com/b',
      'https://example.com/c',
      'https://example.com/a',
    ]);
  });

  it('matches repeats within the import too: the second updates the first, or is left out', () => {
    const twice = (): UrlRow[] => [
      row('https://example.com/n', { priority: '0.1' }),
      row('https://example.com/m'),
      row('https://example.com/n', { lastmod: '2024' }),
    ];
    const updated = planMerge(new UrlColumns(), columns(twice()), 'update');
    expect(updated.added.toRows()).toEqual([
      row('https://example.com/n', { priority: '0.1', lastmod: '2024' }),
      row('https://example.com/m'),
    ]);
    const kept = planMerge(new UrlColumns(), columns(twice()), 'keep');
    expect(kept).toMatchObject({ kept: 1 });
    expect(kept.added.toRows()).toEqual([
      row('https://example.com/n', { priority: '0.1' }),
      row('https://example.com/m'),
    ]);
  });

  it('update: a loc the table holds twice updates both rows; two imports of one loc make one change', () => {
    const rows = [row('https://example.com/d'), row('https://example.com/e'), row('https://example.com/d')];
    const plan = planMerge(
      columns(rows),
      columns([row('https://example.com/d', { priority: '0.2' }), row('https://example.com/d', { lastmod: '2025' })]),
      'update',
    );
    expect(plan.at).toEqual([0, 2]);
    expect(plan.after).toEqual([
      { priority: '0.2', lastmod: '2025' },
      { priority: '0.2', lastmod: '2025' },
    ]);
    expect(plan.before).toEqual([
      { priority: null, lastmod: null },
      { priority: null, lastmod: null },
    ]);
  });

  it('tells apart locs that differ anywhere, and matches text outside UTF-8 exactly', () => {
    const lone = `https://example.com/${String.fromCharCode(0xd800)}`;
    const rows = [row('https://example.com/ab'), row('https://example.com/ba'), row(lone)];
    const plan = planMerge(
      columns(rows),
      columns([
        row('https://example.com/ba', { priority: '1.0' }),
        row(lone, { priority: '0.0' }),
        row('https://example.com/a'),
      ]),
      'update',
    );
    expect(plan.at).toEqual([1, 2]);
    expect(locs(plan.added.toRows())).toEqual(['https://example.com/a']);
  });

  it('plans a large merge whole: every matching row changed once, every new row added once', () => {
    const size = 20_000;
    const existing = columns(Array.from({ length: size }, (_, i) => row(`https://example.com/page-${i}`)));
    // Half the import matches the table (the odd pages), half is new.
    const incoming = columns(
      Array.from({ length: size }, (_, i) => row(`https://example.com/page-${i * 2 + 1}`, { lastmod: '2025-01-01' })),
    );
    const plan = planMerge(existing, incoming, 'update');
    expect(plan.at).toHaveLength(size / 2);
    expect(plan.added.rowCount).toBe(size / 2);
    expect(new Set(locs(plan.added.toRows())).size).toBe(size / 2);
    expect(plan.added.get(0, 'loc')).toBe(`https://example.com/page-${size + 1}`);
  });
});
