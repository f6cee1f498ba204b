import { describe, expect, it } from 'vitest';
import { useTableViewsStore } from '../../../../renderer/src/views/table-views-store';
import { CellChanges, deletion } from '../../../../renderer/src/table/edit-commands';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import type { ColumnarTable } from '../../../../shared/columnar/columnar-table';
import { addTable } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';

const row = (path: string, priority: string | null): UrlRow => ({
  ...emptyRow(`https://example.com/${path}`),
  priority,
});

/** A table of four rows: two blog posts and two pages, with priorities. */
function setUp() {
  startStores();
  const table = addTable('site', [row('blog/a', '0.3'), row('about', '0.9'), row('blog/b', '0.6'), row('home', null)]);
  const views = useTableViewsStore();
  /** The locs the view shows, in its order (the last path segment of each). */
  const shown = (of: ColumnarTable = table): string[] => {
    const view = views.viewOf(of.id).rows;
    const order = view ? Array.from(view) : Array.from({ length: of.rows.rowCount }, (_, i) => i);
    return order.map((index) => of.rows.get(index, 'loc').replace('https://example.com/', ''));
  };
  return { table, views, history: useHistoryStore(), project: useProjectStore(), shown };
}

describe('table views store', () => {
  it('sorts and filters a view without touching the stored rows', () => {
    const { table, views, shown } = setUp();
    expect(views.viewOf(table.id)).toEqual({ sort: null, filters: {}, rows: null });
    views.setSort(table.id, { key: 'priority', direction: 'desc' });
    expect(shown()).toEqual(['about', 'blog/b', 'blog/a', 'home']); // empty cells last
    views.setFilter(table.id, 'loc', 'BLOG');
    expect(shown()).toEqual(['blog/b', 'blog/a']);
    views.setSort(table.id, null);
    expect(shown()).toEqual(['blog/a', 'blog/b']);
    views.clearFilters(table.id);
    expect(views.viewOf(table.id).rows).toBeNull();
    expect(table.rows.toRows().map((stored) => stored.priority)).toEqual(['0.3', '0.9', '0.6', null]);
  });

  it('writes a sort into the table as one undoable edit, and shows it in stored order', () => {
    const { table, views, history, shown } = setUp();
    views.setSort(table.id, { key: 'loc', direction: 'asc' });
    views.applySort(table.id);
    expect(views.viewOf(table.id).sort).toBeNull();
    expect(shown()).toEqual(['about', 'blog/a', 'blog/b', 'home']);
    history.undo();
    expect(shown()).toEqual(['blog/a', 'about', 'blog/b', 'home']);
  });

  it('a filtered view follows rows inserted and deleted, and their undo', () => {
    const { table, views, history, shown } = setUp();
    views.setFilter(table.id, 'loc', 'blog');
    history.run(table.id, {
      kind: 'insert',
      label: 'Insert row',
      at: [1],
      rows: UrlColumns.fromRows([row('blog/new', null)]),
      viewAt: [1],
    });
    expect(shown()).toEqual(['blog/a', 'blog/new', 'blog/b']);
    history.run(table.id, deletion(table.rows, [0], [0], 'Delete row'));
    expect(shown()).toEqual(['blog/new', 'blog/b']);
    history.undo();
    expect(shown()).toEqual(['blog/a', 'blog/new', 'blog/b']);
  });

  it('a problem’s stored rows follow an insert above them, the delete of one, and its undo', () => {
    const { table, views, history, shown } = setUp();
    views.setStoredRowsFilter(table.id, { label: 'some-code', rows: Int32Array.of(1, 3) });
    expect(shown()).toEqual(['about', 'home']);
    // A row added above them where the view does not show it (a paste elsewhere).
    history.run(table.id, {
      kind: 'insert',
      label: 'Insert row',
      at: [0],
      rows: UrlColumns.fromRows([row('pasted', null)]),
      viewAt: [-1],
    });
    const storedRows = () => Array.from(views.viewOf(table.id).filters.storedRows!.rows);
    expect(storedRows()).toEqual([2, 4]);
    history.run(table.id, deletion(table.rows, [2], [0], 'Delete row'));
    expect(storedRows()).toEqual([3]);
    views.setSort(table.id, null); // the view built again from its filters
    expect(shown()).toEqual(['home']);
    history.undo();
    expect(storedRows()).toEqual([2, 4]);
    views.setSort(table.id, null);
    expect(shown()).toEqual(['about', 'home']);
    history.undo();
    views.setSort(table.id, null);
    expect(shown()).toEqual(['about', 'home']);
    expect(storedRows()).toEqual([1, 3]);
  });

  it('a row typed into a problem’s rows stays shown, and a sort written into the table keeps the same rows', () => {
    const { table, views, history, shown } = setUp();
    views.setStoredRowsFilter(table.id, { label: 'some-code', rows: Int32Array.of(0, 2) });
    history.run(table.id, {
      kind: 'insert',
      label: 'Insert row',
      at: [4],
      rows: UrlColumns.fromRows([row('typed', null)]),
      viewAt: [2],
    });
    views.setSort(table.id, { key: 'loc', direction: 'desc' });
    expect(shown()).toEqual(['typed', 'blog/b', 'blog/a']);
    views.applySort(table.id);
    expect(shown()).toEqual(['typed', 'blog/b', 'blog/a']);
    views.setFilter(table.id, 'loc', '');
    expect(shown()).toEqual(['typed', 'blog/b', 'blog/a']);
  });

  it('a cell edit leaves the view as it is: a row edited out of the filter stays until the filter is set again', () => {
    const { table, views, history, shown } = setUp();
    views.setFilter(table.id, 'loc', 'blog');
    const before = views.viewOf(table.id);
    const edit = new CellChanges(table.rows);
    edit.add(0, 'loc', 'https://example.com/news/a');
    history.run(table.id, edit.command('Edit loc'));
    expect(views.viewOf(table.id)).toBe(before);
    expect(shown()).toEqual(['news/a', 'blog/b']);
    views.setFilter(table.id, 'loc', 'blog');
    expect(shown()).toEqual(['blog/b']);
  });

  it('a view belongs to its table', () => {
    const { table, views, shown } = setUp();
    const other = addTable('other', [row('x', null), row('y', null)]);
    views.setFilter(table.id, 'loc', 'blog');
    expect(shown(other)).toEqual(['x', 'y']);
  });

  it('shows a cell on request: its table becomes active, and the same cell can be asked for twice', () => {
    const { table, views, project } = setUp();
    addTable('other', []);
    views.showCell(table.id, 2, 'priority');
    expect(project.activeTableId).toBe(table.id);
    const first = views.cellRequest!;
    expect(first).toMatchObject({ tableId: table.id, row: 2, column: 'priority' });
    views.showCell(table.id, 2, 'priority');
    expect(views.cellRequest!.serial).toBeGreaterThan(first.serial);
  });
});
