import { describe, expect, it } from 'vitest';
import { applyCommand, changesStructure, invertCommand } from '../../../../renderer/src/history/edit-commands';
import { mergeCommand } from '../../../../renderer/src/import/merge-command';
import { planMerge } from '../../../../shared/merge-rows';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';

const row = (loc: string, fields: Partial<UrlRow> = {}): UrlRow => ({ ...emptyRow(loc), ...fields });

describe('a merge as an edit command', () => {
  it('updates rows in place and appends new ones; its inverse restores the table exactly', () => {
    const table = [row('https://example.com/a', { priority: '0.5' }), row('https://example.com/b')];
    const objects = [...table];
    const snapshot = structuredClone(table);
    const imported = [row('https://example.com/b', { lastmod: '2025-02-02' }), row('https://example.com/c')];
    const command = mergeCommand(table.length, planMerge(table, imported, 'update'), 'Import into "pages"');
    expect(changesStructure(command)).toBe(true);

    applyCommand(table, command);
    expect(table.map((r) => [r.loc, r.lastmod])).toEqual([
      ['https://example.com/a', null],
      ['https://example.com/b', '2025-02-02'],
      ['https://example.com/c', null],
    ]);
    expect(table[1]).toBe(objects[1]);

    applyCommand(table, invertCommand(command));
    expect(table).toEqual(snapshot);
    table.forEach((r, i) => expect(r).toBe(objects[i]));

    // Redo gives the merged table again.
    applyCommand(table, command);
    expect(table.map((r) => r.lastmod)).toEqual([null, '2025-02-02', null]);
  });

  it('is a pure field change when nothing is appended, so views need not move', () => {
    const table = [row('https://example.com/a')];
    const command = mergeCommand(
      1,
      planMerge(table, [row('https://example.com/a', { priority: '1.0' })], 'update'),
      'x',
    );
    expect(changesStructure(command)).toBe(false);
  });
});
