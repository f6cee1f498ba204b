import { describe, expect, it } from 'vitest';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import {
  applyCommand,
  CellChanges,
  invertCommand,
  type EditCommand,
} from '../../../../renderer/src/history/edit-commands';

const rows = (...locs: string[]): UrlRow[] => locs.map((loc) => emptyRow(loc));
const locs = (table: UrlRow[]): string[] => table.map((row) => row.loc);

/** Applies a command, then its inverse, and checks the table is as it was (the same row objects). */
function roundTrip(table: UrlRow[], command: EditCommand): UrlRow[] {
  const before = [...table];
  const snapshot = JSON.stringify(table);
  applyCommand(table, command);
  const after = table.map((row) => ({ ...row }));
  applyCommand(table, invertCommand(command));
  expect(table).toEqual(before);
  table.forEach((row, i) => expect(row).toBe(before[i]));
  expect(JSON.stringify(table)).toBe(snapshot);
  return after;
}

describe('edit commands and their inverses', () => {
  it('sets cells and puts the old values back, skipping cells that do not change', () => {
    const table = rows('a', 'b');
    const changes = new CellChanges();
    changes.add(table[0]!, 'lastmod', '2024-01-01');
    changes.add(table[1]!, 'loc', 'B');
    changes.add(table[1]!, 'priority', null);
    expect(changes.size).toBe(2);
    const after = roundTrip(table, changes.command('Edit'));
    expect(after[1]!.loc).toBe('B');
  });

  it('inserts rows at scattered positions and removes them again', () => {
    const table = rows('a', 'b', 'c');
    const added = rows('x', 'y');
    const after = roundTrip(table, { kind: 'insert', label: 'Insert', at: [0, 3], rows: added, viewAt: null });
    expect(locs(after)).toEqual(['x', 'a', 'b', 'y', 'c']);
  });

  it('deletes rows and restores them where they were', () => {
    const table = rows('a', 'b', 'c', 'd', 'e');
    const after = roundTrip(table, {
      kind: 'delete',
      label: 'Delete',
      at: [1, 3, 4],
      rows: [table[1]!, table[3]!, table[4]!],
      viewAt: null,
    });
    expect(locs(after)).toEqual(['a', 'c']);
  });

  it('reorders rows and undoes the order', () => {
    const table = rows('c', 'a', 'b');
    const after = roundTrip(table, { kind: 'reorder', label: 'Sort', order: Int32Array.from([1, 2, 0]) });
    expect(locs(after)).toEqual(['a', 'b', 'c']);
  });

  it('undoes a batch (rows added by a paste, then filled) in reverse order', () => {
    const table = rows('a');
    const added = rows('');
    const changes = new CellChanges();
    changes.add(added[0]!, 'loc', 'pasted');
    const after = roundTrip(table, {
      kind: 'batch',
      label: 'Paste',
      parts: [{ kind: 'insert', label: 'Paste', at: [1], rows: added, viewAt: null }, changes.command('Paste')],
    });
    expect(locs(after)).toEqual(['a', 'pasted']);
  });

  it('undoes a replace over a million rows, every row back as it was', () => {
    const table = Array.from({ length: 1_000_000 }, (_, i) => emptyRow(`https://example.com/${i}`));
    const changes = new CellChanges();
    for (const row of table) changes.add(row, 'loc', row.loc.replace('example', 'example2'));
    const command = changes.command('Replace all');
    applyCommand(table, command);
    applyCommand(table, invertCommand(command));
    expect(table.every((row, i) => row.loc === `https://example.com/${i}`)).toBe(true);
  });
});
