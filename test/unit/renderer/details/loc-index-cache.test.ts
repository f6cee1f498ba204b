import { describe, expect, it } from 'vitest';
import { emptyRow } from '../../../../shared/url-table';
import { detailsCommand } from '../../../../renderer/src/details/detail-edits';
import { LocIndexCache } from '../../../../renderer/src/details/loc-index-cache';
import { CellChanges, type EditCommand } from '../../../../renderer/src/history/edit-commands';

describe('LocIndexCache', () => {
  const rows = [emptyRow('https://e.com/a'), emptyRow('https://e.com/b')];
  const tables = [{ rows }];
  const link = { rel: 'alternate', hreflang: 'de', href: 'https://e.com/b' };
  const alternates: EditCommand = detailsCommand('Add', [{ row: rows[0]!, field: 'alternates', value: [link] }]);

  it('keeps the index while only extension data changes, even inside a batch', () => {
    const cache = new LocIndexCache();
    const index = cache.get(tables, 1);
    expect(index.get('https://e.com/b')).toBe(rows[1]);
    cache.applied(alternates, 2);
    expect(cache.get(tables, 2)).toBe(index);
    cache.applied({ kind: 'batch', label: 'Fix', parts: [alternates, alternates] }, 3);
    expect(cache.get(tables, 3)).toBe(index);
  });

  it('rebuilds after a change of locs, a change it was not told of, or new tables', () => {
    const cache = new LocIndexCache();
    const index = cache.get(tables, 1);
    const changes = new CellChanges();
    changes.add(rows[1]!, 'loc', 'https://e.com/c');
    cache.applied(changes.command('Edit'), 2);
    expect(cache.get(tables, 2)).not.toBe(index);

    const next = cache.get(tables, 2);
    cache.applied(alternates, 4); // a version was skipped: something else changed rows meanwhile
    expect(cache.get(tables, 4)).not.toBe(next);

    const again = cache.get(tables, 4);
    expect(cache.get([...tables], 4)).not.toBe(again);
  });
});
