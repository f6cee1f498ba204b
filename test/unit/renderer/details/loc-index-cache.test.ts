import { describe, expect, it } from 'vitest';
import { emptyRow } from '../../../../shared/url-table';
import { LocIndexCache } from '../../../../renderer/src/details/loc-index-cache';
import { CellChanges, type EditCommand } from '../../../../renderer/src/table/edit-commands';
import { columnarTable } from '../../../support/columnar-table';

describe('LocIndexCache', () => {
  const pages = columnarTable('pages', [emptyRow('https://e.com/a'), emptyRow('https://e.com/b')]);
  const tables = [pages];
  const link = { rel: 'alternate', hreflang: 'de', href: 'https://e.com/b' };
  // what the row details panel makes when it adds an alternate to row 0 (detailsCommands)
  const alternates: EditCommand = {
    kind: 'replace',
    label: 'Add',
    at: [0],
    before: [{ alternates: [] }],
    after: [{ alternates: [link] }],
  };

  it('keeps the index while only extension data changes, even inside a batch', () => {
    const cache = new LocIndexCache();
    const index = cache.get(tables, 1);
    expect(index.find('https://e.com/b')).toEqual({ table: 0, row: 1 });
    cache.applied(alternates, 2);
    expect(cache.get(tables, 2)).toBe(index);
    cache.applied({ kind: 'batch', label: 'Fix', parts: [alternates, alternates] }, 3);
    expect(cache.get(tables, 3)).toBe(index);
  });

  it('rebuilds after a change of locs, a change it was not told of, or new tables', () => {
    const table = columnarTable('pages', [emptyRow('https://e.com/a'), emptyRow('https://e.com/b')]);
    const list = [table];
    const cache = new LocIndexCache();
    const index = cache.get(list, 1);
    const changes = new CellChanges(table.rows);
    changes.add(1, 'loc', 'https://e.com/c');
    const command = changes.command('Edit');
    cache.applied(command, 2);
    // the cache learns of a command after it ran, as the history's listeners do
    table.rows.setCell(1, 'loc', 'https://e.com/c');
    const next = cache.get(list, 2);
    expect(next).not.toBe(index);
    expect(next.find('https://e.com/c')).toEqual({ table: 0, row: 1 });
    expect(next.find('https://e.com/b')).toBeNull();

    cache.applied(alternates, 4); // a version was skipped: something else changed rows meanwhile
    expect(cache.get(list, 4)).not.toBe(next);

    const again = cache.get(list, 4);
    expect(cache.get(list, 4)).toBe(again);
    expect(cache.get([...list], 4)).not.toBe(again);
  });
});
