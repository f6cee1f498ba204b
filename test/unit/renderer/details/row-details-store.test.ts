import { describe, expect, it } from 'vitest';
import { DETAILS_WIDTH, useRowDetailsStore } from '../../../../renderer/src/details/row-details-store';
import { CellChanges } from '../../../../renderer/src/history/edit-commands';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
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

  it("follows the grid's current row, changing only when the row or its place does", () => {
    startStores();
    const details = useRowDetailsStore();
    const row = emptyRow('https://example.com/a');
    details.follow('table-1', row, 1);
    const first = details.target;
    expect(first).toEqual({ tableId: 'table-1', row, shownAs: 1 });
    details.follow('table-1', row, 1);
    expect(details.target).toBe(first);
    details.follow('table-1', row, 4); // sorted: the same row shown elsewhere
    expect(details.target).toEqual({ tableId: 'table-1', row, shownAs: 4 });
    details.follow('table-1', null, 0);
    expect(details.target).toBeNull();
  });

  it('indexes every loc of the project, and follows an edited loc but keeps the index through a details edit', () => {
    startStores();
    const details = useRowDetailsStore();
    const history = useHistoryStore();
    const [a, b] = [emptyRow('https://example.com/a'), emptyRow('https://example.com/b')];
    const pages = addTable('pages', [a]);
    addTable('posts', [b]);
    const index = details.locIndex();
    expect([...index]).toEqual([
      ['https://example.com/a', a],
      ['https://example.com/b', b],
    ]);

    history.run(pages.id, {
      kind: 'replace',
      label: 'Add an image',
      rows: [a],
      before: [{ images: [] }],
      after: [{ images: [emptyImage('https://example.com/a.png')] }],
    });
    expect(details.locIndex()).toBe(index); // a details edit never moves a loc

    const edit = new CellChanges();
    edit.add(a, 'loc', 'https://example.com/a2');
    history.run(pages.id, edit.command('Edit loc'));
    expect([...details.locIndex().keys()]).toEqual(['https://example.com/a2', 'https://example.com/b']);
  });
});
