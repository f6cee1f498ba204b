import { describe, expect, it } from 'vitest';
import { applyCommand, changesStructure, invertCommand } from '../../../../renderer/src/table/edit-commands';
import { mergeCommand } from '../../../../renderer/src/import/merge-command';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { planMerge } from '../../../../shared/merge-rows';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';

const row = (loc: string, fields: Partial<UrlRow> = {}): UrlRow => ({ ...emptyRow(loc), ...fields });

describe('a merge as an edit command', () => {
  it('updates rows in place by position and appends new ones; its inverse restores the table exactly', () => {
    const rows = [row('https://example.com/a', { priority: '0.5' }), row('https://example.com/b')];
    const table = UrlColumns.fromRows(rows);
    const imported = UrlColumns.fromRows([
      row('https://example.com/b', { lastmod: '2025-02-02' }),
      row('https://example.com/c'),
    ]);
    const command = mergeCommand(table.rowCount, planMerge(table, imported, 'update'), 'Import into "pages"');
    expect(changesStructure(command)).toBe(true);
    expect(command).toMatchObject({
      kind: 'batch',
      parts: [
        { kind: 'replace', at: [1], before: [{ lastmod: null }], after: [{ lastmod: '2025-02-02' }] },
        { kind: 'insert', at: [2], viewAt: null },
      ],
    });

    applyCommand(table, command);
    expect(table.toRows().map((r) => [r.loc, r.lastmod])).toEqual([
      ['https://example.com/a', null],
      ['https://example.com/b', '2025-02-02'],
      ['https://example.com/c', null],
    ]);

    applyCommand(table, invertCommand(command));
    expect(table.toRows()).toEqual(rows);

    // Redo gives the merged table again.
    applyCommand(table, command);
    expect(table.toRows().map((r) => r.lastmod)).toEqual([null, '2025-02-02', null]);
  });

  it('is a pure field change when nothing is appended, so views need not move', () => {
    const table = UrlColumns.fromRows([row('https://example.com/a')]);
    const plan = planMerge(table, UrlColumns.fromRows([row('https://example.com/a', { priority: '1.0' })]), 'update');
    const command = mergeCommand(1, plan, 'x');
    expect(changesStructure(command)).toBe(false);
  });
});
