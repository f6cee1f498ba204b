import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSSRApp, h, ref } from 'vue';
import { renderToString } from 'vue/server-renderer';
import type { UrlRow } from '../../../../../shared/url-table';
import type { ColumnarTable } from '../../../../../shared/columnar/columnar-table';
import { useTableViewsStore } from '../../../../../renderer/src/views/table-views-store';
import { columnCount } from '../../../../../renderer/src/table/columns';
import { useGridModel, type GridModel } from '../../../../../renderer/src/grid/useGridModel';
import { useGridSelection, type GridSelection } from '../../../../../renderer/src/grid/selection/useGridSelection';
import { useFill } from '../../../../../renderer/src/grid/clipboard/useFill';
import { useHistoryStore } from '../../../../../renderer/src/history/history-store';
import { i18n } from '../../../../../renderer/src/i18n';
import { addTable, rowsOf } from '../../../../support/renderer/project-tables';
import { startStores } from '../../../../support/renderer/store-harness';

// useClipboard reads the platform (for the paste shortcut it names) when it is imported; Node 20 has no navigator.
vi.hoisted(() => {
  (globalThis as { navigator?: unknown }).navigator ??= { platform: 'Linux x86_64' };
});
const { useClipboard } = await import('../../../../../renderer/src/grid/clipboard/useClipboard');

const LOCS = ['https://example.com/b', 'https://example.com/a', 'https://example.com/c'];

/**
 * The grid's model, selection, fill and clipboard for a table of three rows, built in a component's
 * setup as UrlGrid builds them (rendered on the server side: Node has no DOM to mount into).
 */
async function gridOver(rows: UrlRow[] = rowsOf(...LOCS)) {
  startStores();
  const table = addTable('pages', rows);
  let parts: {
    model: GridModel;
    sel: GridSelection;
    fill: ReturnType<typeof useFill>;
    paste: (text: string) => void;
  } | null = null;
  const app = createSSRApp({
    setup() {
      const model = useGridModel(() => table);
      const sel = useGridSelection(model.rowCount, ref(columnCount(false)));
      parts = { model, sel, fill: useFill(model, sel), paste: useClipboard(model, sel, () => true, ref(null)).paste };
      return () => h('div');
    },
  });
  await renderToString(app);
  return { table, ...parts!, history: useHistoryStore(), views: useTableViewsStore() };
}

const cells = (table: ColumnarTable, ...keys: (keyof UrlRow)[]) =>
  table.rows.toRows().map((row) => keys.map((key) => row[key]));
const select = (sel: GridSelection, top: number, left: number, bottom = top, right = left) =>
  sel.set({ anchor: { row: top, col: left }, focus: { row: bottom, col: right } });

describe('fill and paste in the grid', () => {
  it('fills down the top row of the selection as one undo step', async () => {
    const { table, sel, fill, history } = await gridOver();
    table.rows.setCell(0, 'lastmod', '2025-01-01');
    select(sel, 0, 1, 2, 2);
    fill.fillDown();
    expect(cells(table, 'lastmod', 'changefreq')).toEqual([
      ['2025-01-01', null],
      ['2025-01-01', null],
      ['2025-01-01', null],
    ]);
    history.undo();
    expect(cells(table, 'lastmod')).toEqual([['2025-01-01'], [null], [null]]);
    expect(history.canUndo).toBe(false);
  });

  it('fills the rows a sorted view shows, by their stored positions', async () => {
    const { table, sel, fill, views, history } = await gridOver();
    views.setSort(table.id, { key: 'loc', direction: 'asc' }); // shows a, b, c: stored 1, 0, 2
    table.rows.setCell(1, 'priority', '0.9');
    select(sel, 0, 3, 1, 3);
    fill.fillDown();
    expect(cells(table, 'loc', 'priority')).toEqual([
      [LOCS[0], '0.9'],
      [LOCS[1], '0.9'],
      [LOCS[2], null],
    ]);
    history.undo();
    expect(cells(table, 'priority')).toEqual([[null], ['0.9'], [null]]);
  });

  it('pastes a block over the rows shown, repeated over a selection holding it whole, as one undo step', async () => {
    const { table, sel, paste, history } = await gridOver();
    const before = table.rows.toRows();
    select(sel, 0, 2, 2, 3);
    paste('daily\t0.1');
    expect(cells(table, 'changefreq', 'priority')).toEqual([
      ['daily', '0.1'],
      ['daily', '0.1'],
      ['daily', '0.1'],
    ]);
    expect(sel.range.value).toEqual({ top: 0, bottom: 2, left: 2, right: 3 });
    history.undo();
    expect(table.rows.toRows()).toEqual(before);
    expect(history.canUndo).toBe(false);
  });

  // The UI probe: two lines over five rows wrote 0.1, 0.2, 0.1, 0.2, 0.1; Excel and Sheets paste them once.
  it('pastes a block once over a selection that does not hold it a whole number of times', async () => {
    const { table, sel, paste } = await gridOver();
    select(sel, 0, 2, 2, 3);
    paste('daily\t0.1\nweekly\t0.2');
    expect(cells(table, 'changefreq', 'priority')).toEqual([
      ['daily', '0.1'],
      ['weekly', '0.2'],
      [null, null],
    ]);
    expect(sel.range.value).toEqual({ top: 0, bottom: 1, left: 2, right: 3 });
  });

  it('adds the rows a paste runs past the end with their pasted values, and undo takes them away again', async () => {
    const { table, sel, paste, history } = await gridOver();
    const before = table.rows.toRows();
    select(sel, 2, 0);
    paste('https://example.com/c2\t2025-05-05\nhttps://example.com/d\t\nhttps://example.com/e\t2025-06-06');
    expect(cells(table, 'loc', 'lastmod')).toEqual([
      [LOCS[0], null],
      [LOCS[1], null],
      ['https://example.com/c2', '2025-05-05'],
      ['https://example.com/d', null],
      ['https://example.com/e', '2025-06-06'],
    ]);
    history.undo();
    expect(table.rows.toRows()).toEqual(before);
    history.redo();
    expect(table.rows.rowCount).toBe(5);
    expect(table.rows.get(4, 'lastmod')).toBe('2025-06-06');
  });

  it('pastes past the end of a sorted view: the rows shown change where they are stored, new rows show last', async () => {
    const { table, sel, paste, views, history, model } = await gridOver();
    views.setSort(table.id, { key: 'loc', direction: 'desc' }); // shows c, b, a: stored 2, 0, 1
    select(sel, 2, 3);
    paste('0.1\n0.2\n0.3');
    expect(cells(table, 'loc', 'priority')).toEqual([
      [LOCS[0], null],
      [LOCS[1], '0.1'],
      [LOCS[2], null],
      ['', '0.2'],
      ['', '0.3'],
    ]);
    expect(Array.from({ length: model.rowCount.value }, (_, v) => model.storedAt(v))).toEqual([2, 0, 1, 3, 4]);
    history.undo();
    expect(cells(table, 'loc', 'priority')).toEqual(LOCS.map((loc) => [loc, null]));
    expect(Array.from({ length: model.rowCount.value }, (_, v) => model.storedAt(v))).toEqual([2, 0, 1]);
  });

  describe('a priority with a decimal comma', () => {
    afterEach(() => {
      i18n.global.locale.value = 'en';
    });

    it('is pasted and filled in Dutch as the decimal it means, as Dutch Excel copies it', async () => {
      i18n.global.locale.value = 'nl';
      const { table, sel, paste, fill } = await gridOver();
      select(sel, 0, 3);
      paste('0,5\r\n,8\r\n1,0\r\n');
      expect(cells(table, 'priority')).toEqual([['0.5'], ['0.8'], ['1.0']]);
      table.rows.setCell(0, 'priority', '0,3'); // as imported, not typed: kept as written
      select(sel, 0, 3, 2, 3);
      fill.fillDown();
      expect(cells(table, 'priority')).toEqual([['0,3'], ['0.3'], ['0.3']]);
    });

    it('pasted whole rows from Dutch Excel in Dutch: every priority read, none left as an error', async () => {
      i18n.global.locale.value = 'nl';
      const { table, sel, paste } = await gridOver();
      select(sel, 0, 0);
      paste('https://example.com/x\t2025-01-02\tweekly\t0,5\r\nhttps://example.com/y\t\tdaily\t1\r\n');
      expect(cells(table, 'loc', 'lastmod', 'changefreq', 'priority')).toEqual([
        ['https://example.com/x', '2025-01-02', 'weekly', '0.5'],
        ['https://example.com/y', null, 'daily', '1'],
        [LOCS[2], null, null, null],
      ]);
    });

    it('is read in English too where it can only be a decimal from 0 to 1; anything else is kept for validation to name', async () => {
      const { table, sel, paste } = await gridOver();
      select(sel, 0, 0);
      paste('https://example.com/x\t\t\t0,5\nhttps://example.com/y\t\t\t,8\nhttps://example.com/z\t\t\t0.8');
      expect(cells(table, 'priority')).toEqual([['0.5'], ['0.8'], ['0.8']]);
      select(sel, 0, 3);
      paste('1,000\n2,5\n0,5,1');
      expect(cells(table, 'priority')).toEqual([['1,000'], ['2,5'], ['0,5,1']]);
    });
  });

  it('pastes nothing into an empty table from an empty clipboard', async () => {
    const { table, paste, history } = await gridOver([]);
    paste('');
    expect(table.rows.rowCount).toBe(0);
    expect(history.canUndo).toBe(false);
  });
});
