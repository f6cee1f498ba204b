import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { emptyImage, emptyRow } from '../../../../../shared/url-table';
import { cellText, type ColumnKey, type EditableField } from '../../../../../renderer/src/table/columns';
import { pasteTarget, readBlock, tileBlock, unusedColumns } from '../../../../../renderer/src/grid/clipboard/tile';
import { applyCommand, CellChanges, invertCommand } from '../../../../../renderer/src/table/edit-commands';

const rows = () =>
  UrlColumns.fromRows([
    { ...emptyRow('http://example.com/a'), lastmod: '2024-01-01', images: [emptyImage('https://example.com/a.png')] },
    { ...emptyRow('http://example.com/b.html'), changefreq: 'daily' },
    { ...emptyRow('https://other.example/HTTP'), changefreq: 'weekly' },
  ]);

describe('tiling a block over cells', () => {
  it('tiles a pasted block over a larger range, skipping the count columns', () => {
    const target = pasteTarget([['x', 'y']], { top: 0, bottom: 2, left: 2, right: 5 });
    expect(target).toEqual({ top: 0, bottom: 2, left: 2, right: 5 });
    const written: [number, EditableField, string | null][] = [];
    tileBlock([['daily', '0.1']], target, (v, field, value) => written.push([v, field, value]));
    // changefreq and priority take the block; images and videos (count columns) are skipped
    expect(written).toEqual([
      [0, 'changefreq', 'daily'],
      [0, 'priority', '0.1'],
      [1, 'changefreq', 'daily'],
      [1, 'priority', '0.1'],
      [2, 'changefreq', 'daily'],
      [2, 'priority', '0.1'],
    ]);
    expect(pasteTarget([['a'], ['b'], ['c']], { top: 5, bottom: 5, left: 0, right: 0 })).toEqual({
      top: 5,
      bottom: 7,
      left: 0,
      right: 0,
    });
  });

  // The UI probe: two lines over five rows wrote 0.1, 0.2, 0.1, 0.2, 0.1.
  it('repeats a block over a selection that holds it a whole number of times, else pastes it once', () => {
    const two = [['0.1'], ['0.2']];
    expect(pasteTarget(two, { top: 0, bottom: 3, left: 3, right: 3 })).toEqual({
      top: 0,
      bottom: 3,
      left: 3,
      right: 3,
    });
    expect(pasteTarget(two, { top: 0, bottom: 4, left: 3, right: 3 })).toEqual({
      top: 0,
      bottom: 1,
      left: 3,
      right: 3,
    });
    expect(pasteTarget(two, { top: 0, bottom: 0, left: 3, right: 3 })).toEqual({
      top: 0,
      bottom: 1,
      left: 3,
      right: 3,
    });
    const wide = [['daily', '0.5']];
    expect(pasteTarget(wide, { top: 0, bottom: 2, left: 2, right: 4 })).toEqual({
      top: 0,
      bottom: 2,
      left: 2,
      right: 3,
    });
  });

  // The UI probe: a paste of 200,000 lines failed with "Maximum call stack size exceeded" (its width
  // was found by spreading every line's length as an argument).
  it('tiles a block of 200,000 lines', () => {
    const block = Array.from({ length: 200_000 }, (_, n) => [`https://example.com/${n}`, '2024-01-01']);
    const target = pasteTarget(block, { top: 0, bottom: 0, left: 0, right: 0 });
    let written = 0;
    tileBlock(block, target, () => void (written += 1));
    expect(written).toBe(400_000);
  });

  it('leaves the cells a short line of ragged text has no text for as they are, not its own cells repeated', () => {
    const block = [['https://example.com/1', '2024-01-01', 'daily', '0.5'], ['https://example.com/2']];
    const target = pasteTarget(block, { top: 0, bottom: 0, left: 0, right: 0 });
    const written: [number, EditableField, string | null][] = [];
    tileBlock(block, target, (v, field, value) => written.push([v, field, value]));
    expect(written).toEqual([
      [0, 'loc', 'https://example.com/1'],
      [0, 'lastmod', '2024-01-01'],
      [0, 'changefreq', 'daily'],
      [0, 'priority', '0.5'],
      [1, 'loc', 'https://example.com/2'],
    ]);
  });

  it('counts the pasted columns that go nowhere: past the last column, or onto a count unlike the one shown', () => {
    const shown = (_v: number, key: ColumnKey): string => (key === 'images' ? '1' : '');
    const at = (left: number, rows = 1) => ({ top: 0, bottom: rows - 1, left, right: left + 3 });
    // loc, lastmod, changefreq, priority: all edited.
    expect(unusedColumns([['a', 'b', 'c', 'd']], at(0), shown)).toBe(0);
    // From priority on: images (1 as shown: nothing lost), videos (2: lost), alternates (empty).
    expect(unusedColumns([['0.5', '1', '2', '']], at(3), shown)).toBe(1);
    // Onto the last column (canonical, the site check's), then past it.
    expect(unusedColumns([['x', 'y', 'z']], at(11), shown)).toBe(3);
    // Repeated down a taller range: a row whose count differs counts.
    expect(unusedColumns([['1']], at(4, 3), (v) => (v === 2 ? '0' : '1'))).toBe(1);
  });

  it('turns the text written into field values: trimmed, empty as absent, an empty loc as empty text', () => {
    const written: [EditableField, string | null][] = [];
    tileBlock([['', ' 2024-02-02 ', '', ' ']], { top: 0, bottom: 0, left: 0, right: 3 }, (_, field, value) =>
      written.push([field, value]),
    );
    expect(written).toEqual([
      ['loc', ''],
      ['lastmod', '2024-02-02'],
      ['changefreq', null],
      ['priority', null],
    ]);
  });

  it('collects the cells into one command by stored position, leaving out those already holding the value', () => {
    const table = rows();
    const before = table.toRows();
    // a view showing the stored rows 2, 0, 1: view row v is stored row shown[v]
    const shown = [2, 0, 1];
    const changes = new CellChanges(table);
    tileBlock([['weekly', '0.5']], { top: 0, bottom: 2, left: 2, right: 3 }, (v, field, value) =>
      changes.add(shown[v]!, field, value),
    );
    const command = changes.command('Paste');
    // stored row 2 already is weekly: five cells change, not six
    expect(Array.from(command.at)).toEqual([2, 0, 0, 1, 1]);
    applyCommand(table, command);
    expect(table.toRows().map((row) => [row.changefreq, row.priority])).toEqual([
      ['weekly', '0.5'],
      ['weekly', '0.5'],
      ['weekly', '0.5'],
    ]);
    applyCommand(table, invertCommand(command));
    expect(table.toRows()).toEqual(before);
  });

  it('reads a block of cell texts, counts for the count columns', () => {
    const table = rows();
    const textAt = (v: number, key: ColumnKey): string => cellText(table, v, key);
    expect(readBlock({ top: 0, bottom: 1, left: 0, right: 4 }, textAt)).toEqual([
      ['http://example.com/a', '2024-01-01', '', '', '1'],
      ['http://example.com/b.html', '', 'daily', '', '0'],
    ]);
  });
});
