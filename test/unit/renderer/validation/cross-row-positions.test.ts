import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { applyCommand, type EditCommand } from '../../../../renderer/src/table/edit-commands';
import { followPositions } from '../../../../renderer/src/validation/cross-row-positions';
import { rowsOf } from '../../../support/renderer/project-tables';

/** A table whose loc names each row, and values kept on some of its rows by stored position. */
function setUp(count: number, kept: number[]) {
  const table = UrlColumns.fromRows(rowsOf(...Array.from({ length: count }, (_, i) => `row-${i}`)));
  const found = new Map(kept.map((position) => [position, `row-${position}`]));
  /** Runs the command on the table and the values; each value must still be on its own row. */
  const run = (command: EditCommand): Map<number, string> => {
    applyCommand(table, command);
    const moved = followPositions(found, command);
    for (const [position, loc] of moved) expect(table.get(position, 'loc')).toBe(loc);
    found.clear();
    moved.forEach((value, position) => found.set(position, value));
    return moved;
  };
  return { run };
}

describe('followPositions', () => {
  it('keeps values on their rows through scattered inserts, deletes, reorders and batches, dropping deleted rows', () => {
    const { run } = setUp(12, [0, 3, 4, 9, 11]);
    const insert = (at: number[]): EditCommand => ({
      kind: 'insert',
      label: '',
      at,
      rows: UrlColumns.fromRows(rowsOf(...at.map((position) => `new-${position}`))),
      viewAt: null,
    });
    expect([...run(insert([0, 4, 5, 15])).keys()]).toEqual([1, 6, 7, 12, 14]);
    const deleted = run({ kind: 'delete', label: '', at: [1, 2, 7, 15], rows: new UrlColumns(), viewAt: null });
    expect([...deleted.keys()]).toEqual([4, 9, 11]);
    const order = Int32Array.from({ length: 12 }, (_, i) => (i * 5) % 12);
    run({ kind: 'reorder', label: '', order });
    run({
      kind: 'batch',
      label: '',
      parts: [insert([3, 4]), { kind: 'delete', label: '', at: [0, 1, 2], rows: new UrlColumns(), viewAt: null }],
    });
    expect(
      run({ kind: 'set', label: '', at: Int32Array.of(0), fields: Uint8Array.of(0), before: [], after: ['x'] }).size,
    ).toBe(3);
  });
});
