import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyImage, emptyRow, type UrlRow } from '../../../../shared/url-table';
import {
  applyCommand,
  CellChanges,
  changesStructure,
  commandPlace,
  deletion,
  EntryChanges,
  invertCommand,
  type EditCommand,
  type SetCells,
} from '../../../../renderer/src/table/edit-commands';
import { fullRow } from '../../../support/full-row';

const rows = (...locs: string[]): UrlRow[] => locs.map((loc) => emptyRow(loc));
const table = (...locs: string[]): UrlColumns => UrlColumns.fromRows(rows(...locs));
const locs = (columns: UrlColumns): string[] => columns.toRows().map((row) => row.loc);

/** Rows with every field and extension varied: plain ones, and full ones every third row. */
function mixedRows(count: number): UrlRow[] {
  return Array.from({ length: count }, (_, i) =>
    i % 3 === 0
      ? fullRow(i)
      : { ...emptyRow(`https://example.com/p/${i}?é=${'ü'.repeat(i % 3)}`), lastmod: i % 2 ? '2024-05-06' : null },
  );
}

/** Applies a command, then its inverse, and checks the table is exactly as it was; returns the rows in between. */
function roundTrip(columns: UrlColumns, command: EditCommand): UrlRow[] {
  const before = columns.toRows();
  const snapshot = JSON.stringify(before);
  applyCommand(columns, command);
  const after = columns.toRows();
  applyCommand(columns, invertCommand(command));
  expect(columns.rowCount).toBe(before.length);
  expect(columns.toRows()).toEqual(before);
  expect(JSON.stringify(columns.toRows())).toBe(snapshot);
  return after;
}

describe('edit commands and their inverses', () => {
  it('sets cells by stored position and puts the old values back, skipping cells that do not change', () => {
    const columns = table('a', 'b');
    const changes = new CellChanges(columns);
    changes.add(0, 'lastmod', '2024-01-01');
    changes.add(1, 'loc', 'B');
    changes.add(1, 'priority', null);
    expect(changes.size).toBe(2);
    const command = changes.command('Edit');
    expect(Array.from(command.at)).toEqual([0, 1]);
    expect(command.before).toEqual([null, 'b']);
    const after = roundTrip(columns, command);
    expect(after.map((row) => [row.loc, row.lastmod])).toEqual([
      ['a', '2024-01-01'],
      ['B', null],
    ]);
  });

  it('clears a loc to empty text, never to null, and back', () => {
    const columns = table('a');
    const command: SetCells = {
      kind: 'set',
      label: 'Clear',
      at: Int32Array.of(0),
      fields: Uint8Array.of(0),
      before: ['a'],
      after: [null],
    };
    expect(roundTrip(columns, command)[0]!.loc).toBe('');
  });

  it('inserts rows at scattered positions and removes them again', () => {
    const columns = table('a', 'b', 'c');
    const added = table('x', 'y');
    const after = roundTrip(columns, { kind: 'insert', label: 'Insert', at: [0, 3], rows: added, viewAt: null });
    expect(after.map((row) => row.loc)).toEqual(['x', 'a', 'b', 'y', 'c']);
  });

  it('deletes rows and restores them where they were', () => {
    const columns = table('a', 'b', 'c', 'd', 'e');
    const command = deletion(columns, [1, 3, 4], null, 'Delete');
    expect(locs(command.rows)).toEqual(['b', 'd', 'e']);
    const after = roundTrip(columns, command);
    expect(after.map((row) => row.loc)).toEqual(['a', 'c']);
  });

  it('inserts and deletes scattered rows with every field and extension, and undoes back to the exact rows', () => {
    const original = mixedRows(30);
    const columns = UrlColumns.fromRows(original);
    const newRows = mixedRows(34).slice(30);
    const insertAt = [0, 5, 6, 33];
    const inserted = roundTrip(columns, {
      kind: 'insert',
      label: 'Insert',
      at: insertAt,
      rows: UrlColumns.fromRows(newRows),
      viewAt: [0, 1, 2, 3],
    });
    expect(inserted).toHaveLength(34);
    insertAt.forEach((position, i) => expect(inserted[position]).toEqual(newRows[i]));
    expect(inserted.filter((_, i) => !insertAt.includes(i))).toEqual(original);

    const deleteAt = [0, 2, 3, 4, 17, 28, 29];
    const command = deletion(columns, deleteAt, null, 'Delete');
    expect(command.rows.toRows()).toEqual(deleteAt.map((i) => original[i]));
    const deleted = roundTrip(columns, command);
    expect(deleted).toEqual(original.filter((_, i) => !deleteAt.includes(i)));
    expect(columns.toRows()).toEqual(original);
  });

  it('reorders rows and undoes the order', () => {
    const columns = table('c', 'a', 'b');
    const after = roundTrip(columns, { kind: 'reorder', label: 'Sort', order: Int32Array.from([1, 2, 0]) });
    expect(after.map((row) => row.loc)).toEqual(['a', 'b', 'c']);
  });

  it('reorders rows with extensions and undoes back to the exact rows', () => {
    const original = mixedRows(12);
    const columns = UrlColumns.fromRows(original);
    const order = Int32Array.from([11, 3, 0, 7, 1, 10, 2, 9, 4, 8, 6, 5]);
    const after = roundTrip(columns, { kind: 'reorder', label: 'Sort', order });
    expect(after).toEqual(Array.from(order, (from) => original[from]));
  });

  it('undoes a batch (rows added by a paste, then filled) in reverse order', () => {
    const columns = table('a');
    const fill: SetCells = {
      kind: 'set',
      label: 'Paste',
      at: Int32Array.of(1),
      fields: Uint8Array.of(0),
      before: [''],
      after: ['pasted'],
    };
    const after = roundTrip(columns, {
      kind: 'batch',
      label: 'Paste',
      parts: [{ kind: 'insert', label: 'Paste', at: [1], rows: table(''), viewAt: null }, fill],
    });
    expect(after.map((row) => row.loc)).toEqual(['a', 'pasted']);
  });

  it('replaces fields of rows in place and puts the old ones back', () => {
    const original = mixedRows(4);
    const columns = UrlColumns.fromRows(original);
    const after = roundTrip(columns, {
      kind: 'replace',
      label: 'Import',
      at: [3, 0],
      before: [{ lastmod: original[3]!.lastmod }, { images: original[0]!.images, news: original[0]!.news }],
      after: [{ lastmod: '2030-01-01' }, { images: [], news: null }],
    });
    expect(after[3]!.lastmod).toBe('2030-01-01');
    expect(after[0]).toEqual({ ...original[0], images: [], news: null });
    expect(after.slice(1, 3)).toEqual(original.slice(1, 3));
  });

  it('says which commands move rows', () => {
    const set = new CellChanges(table('a')).command('Edit');
    expect(changesStructure(set)).toBe(false);
    expect(changesStructure(deletion(table('a'), [0], null, 'Delete'))).toBe(true);
    expect(changesStructure({ kind: 'batch', label: 'Paste', parts: [set] })).toBe(false);
    expect(changesStructure({ kind: 'reorder', label: 'Sort', order: Int32Array.of(0) })).toBe(true);
  });

  // About 9 s here (2 shared cores): building the table and reading a million locs back dominate.
  it('undoes a replace over a million rows, every row back as it was', { timeout: 30_000 }, () => {
    const columns = UrlColumns.fromRows(
      Array.from({ length: 1_000_000 }, (_, i) => emptyRow(`https://example.com/${i}`)),
    );
    const changes = new CellChanges(columns);
    for (let i = 0; i < columns.rowCount; i += 1) changes.add(i, 'loc', `https://example2.com/${i}`);
    const command = changes.command('Replace all');
    applyCommand(columns, command);
    expect(columns.get(999_999, 'loc')).toBe('https://example2.com/999999');
    applyCommand(columns, invertCommand(command));
    let same = 0;
    for (let i = 0; i < columns.rowCount; i += 1) if (columns.get(i, 'loc') === `https://example.com/${i}`) same += 1;
    expect(same).toBe(1_000_000);
  });
});

describe('EntryChanges', () => {
  const IMAGES = [emptyImage('https://e.com/1.jpg')];

  it("collects rows' entries into one command that leaves out what a row holds already", () => {
    const columns = UrlColumns.fromRows([{ ...emptyRow('a'), images: IMAGES }, emptyRow('b')]);
    const changes = new EntryChanges(columns);
    changes.add(0, 'images', IMAGES);
    changes.add(1, 'images', []);
    changes.add(1, 'news', null);
    expect(changes.size).toBe(0);
    changes.add(1, 'images', IMAGES);
    changes.add(0, 'images', []);
    changes.add(1, 'videos', []);
    expect(changes.size).toBe(2);
    const command = changes.command('paste');
    expect(command).toEqual({
      kind: 'replace',
      label: 'paste',
      at: [1, 0],
      before: [{ images: [] }, { images: IMAGES }],
      after: [{ images: IMAGES }, { images: [] }],
    });
    expect(roundTrip(columns, command).map((row) => row.images)).toEqual([[], IMAGES]);
  });

  it('keeps the first before of a field changed again, and leaves out one changed back (the review)', () => {
    const columns = UrlColumns.fromRows([{ ...emptyRow('a'), images: IMAGES }, emptyRow('b')]);
    const changes = new EntryChanges(columns);
    const other = [emptyImage('https://e.com/2.jpg')];
    changes.add(0, 'images', []);
    changes.add(0, 'images', other);
    changes.add(1, 'images', other);
    changes.add(1, 'images', []); // back to what it was
    expect(changes.size).toBe(1);
    expect(changes.command('paste')).toEqual({
      kind: 'replace',
      label: 'paste',
      at: [0],
      before: [{ images: IMAGES }],
      after: [{ images: other }],
    });
    changes.add(1, 'news', null); // no change: nothing added back
    changes.add(1, 'images', IMAGES); // changed again after all
    expect(changes.size).toBe(2);
    expect(changes.command('paste').at).toEqual([0, 1]);
  });
});

describe('commandPlace', () => {
  const set = (at: number[], fields: number[]): SetCells => ({
    kind: 'set',
    label: 'Edit',
    at: Int32Array.from(at),
    fields: Uint8Array.from(fields),
    before: at.map(() => null),
    after: at.map(() => 'x'),
  });

  it('is the first changed cell, the first inserted row, or the row after the first deleted one', () => {
    expect(commandPlace(set([4, 2], [3, 0]), 10)).toEqual({ row: 4, column: 'priority' });
    const replaced: EditCommand = {
      kind: 'replace',
      label: 'Edit',
      at: [7],
      before: [{ news: null }],
      after: [{ news: null }],
    };
    expect(commandPlace(replaced, 10)).toEqual({ row: 7, column: 'news' });
    const merged: EditCommand = {
      kind: 'replace',
      label: 'Merge',
      at: [1],
      before: [{}],
      after: [{ images: [], lastmod: 'x' }],
    };
    expect(commandPlace(merged, 10)).toEqual({ row: 1, column: 'lastmod' });
    const columns = table('a', 'b', 'c');
    expect(commandPlace({ ...deletion(columns, [2], null, 'Delete'), kind: 'insert' }, 3)).toEqual({
      row: 2,
      column: 'loc',
    });
    expect(commandPlace(deletion(columns, [1, 2], null, 'Delete'), 1)).toEqual({ row: 0, column: 'loc' });
    expect(commandPlace(deletion(columns, [0, 1, 2], null, 'Delete'), 0)).toBeNull();
  });

  it("is a batch's changed cells before its rows added or taken: an undone paste goes where its cells were (the review)", () => {
    const columns = table('a', 'b', 'c', 'd');
    const undonePaste: EditCommand = {
      kind: 'batch',
      label: 'Paste',
      parts: [deletion(columns, [2, 3], null, 'Paste'), set([0], [1])],
    };
    expect(commandPlace(undonePaste, 2)).toEqual({ row: 0, column: 'lastmod' });
  });

  it('is the first part that has one in a batch, and none for a reorder', () => {
    const reorder: EditCommand = { kind: 'reorder', label: 'Sort', order: Int32Array.from([1, 0]) };
    expect(commandPlace(reorder, 2)).toBeNull();
    expect(commandPlace({ kind: 'batch', label: 'Paste', parts: [reorder, set([], []), set([1], [1])] }, 2)).toEqual({
      row: 1,
      column: 'lastmod',
    });
  });
});
