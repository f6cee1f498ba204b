import { describe, expect, it } from 'vitest';
import {
  DETAILS_WIDTH,
  initialDetailsWidth,
  useRowDetailsStore,
} from '../../../../renderer/src/details/row-details-store';
import { CellChanges } from '../../../../renderer/src/table/edit-commands';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { emptyImage, emptyRow } from '../../../../shared/url-table';
import { addTable } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';

describe('row details store', () => {
  it('opens on a tab and asks for the focus; the toolbar toggles it', () => {
    startStores();
    const details = useRowDetailsStore();
    expect([details.open, details.tab, details.width]).toEqual([false, 'images', DETAILS_WIDTH.initial]);
    details.show('alternates');
    expect([details.open, details.tab, details.focusWanted]).toEqual([true, 'alternates', true]);
    details.toggle();
    expect(details.open).toBe(false);
    details.show();
    expect(details.tab).toBe('alternates');
  });

  it('keeps its dragged width whole and within its bounds', () => {
    startStores();
    const details = useRowDetailsStore();
    details.setWidth(512.6);
    expect(details.width).toBe(513);
    details.setWidth(10);
    expect(details.width).toBe(DETAILS_WIDTH.min);
    details.setWidth(5000);
    expect(details.width).toBe(DETAILS_WIDTH.max);
  });

  it("follows the grid's current row, changing only when the row, its place or the rows do", () => {
    startStores();
    const details = useRowDetailsStore();
    const project = useProjectStore();
    const at = (stored: number, shownAs: number) => ({
      tableId: 'table-1',
      stored,
      row: emptyRow('https://example.com/a'), // read afresh from the columns at every report
      shownAs,
    });
    details.follow(at(0, 1));
    const first = details.target;
    expect(first).toEqual(at(0, 1));
    details.follow(at(0, 1)); // the selection moved along the row
    expect(details.target).toBe(first);
    details.follow(at(0, 4)); // sorted: the same row shown elsewhere
    expect(details.target).toEqual(at(0, 4));
    details.follow({ ...at(0, 4), tableId: 'table-2' });
    expect(details.target!.tableId).toBe('table-2');
    const before = details.target;
    project.rowsChanged(); // the row's values may have changed: the one reported now is taken
    details.follow({ ...at(0, 4), tableId: 'table-2' });
    expect(details.target).not.toBe(before);
    details.follow(null);
    expect(details.target).toBeNull();
  });

  it('indexes every loc of the project, and follows an edited loc but keeps the index through a details edit', () => {
    startStores();
    const details = useRowDetailsStore();
    const history = useHistoryStore();
    const pages = addTable('pages', [emptyRow('https://example.com/a')]);
    addTable('posts', [emptyRow('https://example.com/b')]);
    const index = details.locIndex();
    expect(index.find('https://example.com/a')).toEqual({ table: 0, row: 0 });
    expect(index.find('https://example.com/b')).toEqual({ table: 1, row: 0 });

    history.run(pages.id, {
      kind: 'replace',
      label: 'Add an image',
      at: [0],
      before: [{ images: [] }],
      after: [{ images: [emptyImage('https://example.com/a.png')] }],
    });
    expect(details.locIndex()).toBe(index); // a details edit never moves a loc

    const edit = new CellChanges(pages.rows);
    edit.add(0, 'loc', 'https://example.com/a2');
    history.run(pages.id, edit.command('Edit loc'));
    const rebuilt = details.locIndex();
    expect(rebuilt).not.toBe(index);
    expect(rebuilt.find('https://example.com/a2')).toEqual({ table: 0, row: 0 });
    expect(rebuilt.find('https://example.com/a')).toBeNull();
    expect(rebuilt.find('https://example.com/b')).toEqual({ table: 1, row: 0 });
  });

  it('starts at 30 % of a narrow window, never under its minimum, and at its usual width in a wide one', () => {
    expect(initialDetailsWidth(1280)).toBe(384);
    expect(initialDetailsWidth(800)).toBe(DETAILS_WIDTH.min);
    expect(initialDetailsWidth(1920)).toBe(DETAILS_WIDTH.initial);
  });
});
