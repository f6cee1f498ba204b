import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import type { ColumnarTable } from '../../../../shared/columnar/columnar-table';
import { adoptTableIds } from '../../../../renderer/src/project/adopt-table-ids';

const table = (id: string): ColumnarTable => ({ id, name: `name of ${id}`, source: null, rows: new UrlColumns() });
const settings = (patterns: Record<string, string>) => ({
  ...DEFAULT_EXPORT_SETTINGS,
  tableFileNamePatterns: patterns,
});

describe('adoptTableIds', () => {
  it('keeps the ids of a file opened first in a session, and moves the counter past them', () => {
    const tables = [table('table-1'), table('table-7'), table('4f1c-uuid')];
    const adopted = adoptTableIds(tables, settings({ 'table-7': 'posts-{n}.xml' }), 1);
    expect(adopted.tables.map((t) => t.id)).toEqual(['table-1', 'table-7', '4f1c-uuid']);
    expect(adopted.tables[0]).toBe(tables[0]);
    expect(adopted.exportSettings.tableFileNamePatterns).toEqual({ 'table-7': 'posts-{n}.xml' });
    expect(adopted.nextId).toBe(8);
  });

  it('renames ids this session may have handed out already, and repeated ids, in the settings too', () => {
    const tables = [table('table-2'), table('table-9'), table('table-9'), table('custom')];
    const adopted = adoptTableIds(tables, settings({ 'table-2': 'a-{n}.xml', custom: 'c-{n}.xml' }), 5);
    expect(adopted.tables.map((t) => t.id)).toEqual(['table-10', 'table-9', 'table-11', 'custom']);
    expect(adopted.tables.map((t) => t.name)).toEqual(tables.map((t) => t.name));
    expect(adopted.exportSettings.tableFileNamePatterns).toEqual({ 'table-10': 'a-{n}.xml', custom: 'c-{n}.xml' });
    expect(adopted.nextId).toBe(12);
  });
});
