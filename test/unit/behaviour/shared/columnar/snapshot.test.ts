import { describe, expect, it } from 'vitest';
import { sliceToTransfer, appendSlice } from '../../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { fullRow } from '../../../../support/full-row';

/** A table of `count` rows, every 500th with every field and extension filled, spanning several copy runs. */
function table(count: number): { rows: UrlRow[]; columns: UrlColumns } {
  const rows = Array.from({ length: count }, (_, i) =>
    i % 500 === 0 ? fullRow(i) : { ...emptyRow(`https://example.com/${i}`), lastmod: '2024-05-01', priority: '0.50' },
  );
  return { rows, columns: UrlColumns.fromRows(rows) };
}

// Tables past one copy run (100,000 rows), compared whole: seconds each when the suite shares two cores.
describe('UrlColumns.snapshot', { timeout: 30_000 }, () => {
  it('shares the columns while neither changes: taking one copies nothing', () => {
    const { columns } = table(1000);
    const snapshot = columns.snapshot();
    expect(snapshot.locs).toBe(columns.locs);
    expect(snapshot.extensions).toBe(columns.extensions);
    expect(snapshot.toRows()).toEqual(columns.toRows());
  });

  const edits: Array<[string, (columns: UrlColumns) => void]> = [
    ['a cell', (columns) => columns.setCell(5, 'loc', 'https://example.com/edited')],
    ['an extension', (columns) => columns.setCell(500, 'images', [])],
    ['a whole row', (columns) => columns.setRow(7, fullRow(999_999))],
    ['an insert', (columns) => columns.insertRows(3, [emptyRow('https://example.com/new')])],
    ['a delete', (columns) => columns.deleteRows(0, 10)],
    ['scattered inserts', (columns) => columns.insertAt([0, 50], UrlColumns.fromRows([fullRow(1), fullRow(2)]))],
    ['scattered deletes', (columns) => columns.deleteAt([1, 2, 100_001])],
    [
      'a reorder',
      (columns) => columns.reorder(Int32Array.from({ length: columns.rowCount }, (_, i) => columns.rowCount - 1 - i)),
    ],
    ['an append', (columns) => columns.appendRows([fullRow(3)])],
    ['a slice appended', (columns) => appendSlice(columns, sliceToTransfer(UrlColumns.fromRows([fullRow(4)]), 0, 1))],
  ];

  it.each(edits)('keeps the rows as they were when the table changes by %s, and the table changes', (name, edit) => {
    const { rows, columns } = table(100_003);
    const expected = UrlColumns.fromRows(rows);
    edit(expected);
    const snapshot = columns.snapshot();
    edit(columns);
    expect(snapshot.rowCount).toBe(rows.length);
    expect(snapshot.toRows()).toEqual(rows);
    expect(columns.toRows()).toEqual(expected.toRows());
    // the edited column is the table's own now (an extension's edit copies the extensions alone)
    const edited = name === 'an extension' ? 'extensions' : 'locs';
    expect(columns[edited]).not.toBe(snapshot[edited]);
  });

  it('copies only the column an edit of one field changes: a priority edited during a save leaves the locs shared', () => {
    const { rows, columns } = table(100_003);
    const snapshot = columns.snapshot();
    columns.setCell(1, 'priority', '0.9');
    expect(columns.locs).toBe(snapshot.locs);
    expect(columns.lastmods).toBe(snapshot.lastmods);
    expect(columns.priorities).not.toBe(snapshot.priorities);
    expect(snapshot.get(1, 'priority')).toBe('0.50');
    expect(columns.get(1, 'priority')).toBe('0.9');

    columns.setCell(2, 'loc', 'https://example.com/moved');
    expect(columns.locs).not.toBe(snapshot.locs);
    expect(snapshot.toRows()).toEqual(rows);
    // a second snapshot shares every column as it now is, and the first keeps its own rows
    const second = columns.snapshot();
    columns.setCell(3, 'priority', '0.1');
    expect(second.get(3, 'priority')).toBe('0.50');
    expect(second.get(1, 'priority')).toBe('0.9');
    expect(snapshot.toRows()).toEqual(rows);
    snapshot.release();
    second.release();
  });

  it('changes the table in place again once every snapshot is released, and a released snapshot holds nothing', () => {
    const { rows, columns } = table(300);
    const first = columns.snapshot();
    const second = columns.snapshot();
    first.release();
    expect(first.rowCount).toBe(0);
    const locs = columns.locs;
    columns.setCell(0, 'loc', 'https://example.com/after-one');
    // The second snapshot still held them: the table copied, and the second keeps the rows as they were.
    expect(columns.locs).not.toBe(locs);
    expect(second.toRows()).toEqual(rows);
    second.release();
    const own = columns.locs;
    columns.setCell(1, 'loc', 'https://example.com/after-both');
    expect(columns.locs).toBe(own);
    const third = columns.snapshot();
    third.release();
    columns.setCell(2, 'loc', 'https://example.com/after-a-released-one');
    expect(columns.locs).toBe(own);
    expect(columns.get(2, 'loc')).toBe('https://example.com/after-a-released-one');
  });
});
