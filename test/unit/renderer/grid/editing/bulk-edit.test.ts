import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { applyCommand, invertCommand } from '../../../../../renderer/src/table/edit-commands';
import {
  bulkCommand,
  bulkFieldOf,
  bulkOperations,
  bulkValue,
  type BulkEdit,
} from '../../../../../renderer/src/grid/editing/bulk-edit';
import { locChangesIn } from '../../../../../renderer/src/grid/editing/rewrite-command';

const ROWS: UrlRow[] = [
  { ...emptyRow('http://example.com/a'), lastmod: '2024-01-01T10:00:00+00:00', changefreq: 'daily', priority: '0.2' },
  { ...emptyRow('http://example.com/b'), lastmod: null, changefreq: null, priority: '0.5' },
  { ...emptyRow('https://example.com/c'), lastmod: '2024-02-02', changefreq: 'weekly', priority: null },
  { ...emptyRow('/d'), lastmod: '2024-03-03T08:00:00+00:00', changefreq: 'daily', priority: '0.5' },
];
const table = (): UrlColumns => UrlColumns.fromRows(ROWS);
const ALL = [0, 1, 2, 3];

/** Runs an edit over `stored`: how many cells it changes, the rows after it, and the rows after one undo. */
function run(edit: BulkEdit, stored: readonly number[] = ALL) {
  const rows = table();
  const command = bulkCommand(rows, stored, edit);
  applyCommand(rows, command);
  const after = rows.toRows();
  applyCommand(rows, invertCommand(command));
  return { changed: command.at.length, label: command.label, after, undone: rows.toRows() };
}
const column = (rows: UrlRow[], field: keyof UrlRow) => rows.map((row) => row[field]);

describe('bulk edit of any editable column', () => {
  it('offers each kind of column the operations that make sense for it', () => {
    expect(bulkOperations('loc', 3)).toEqual(['replace', 'prefix', 'suffix']);
    // One loc may be set; many set to one value would be duplicates.
    expect(bulkOperations('loc', 1)).toEqual(['set', 'replace', 'prefix', 'suffix']);
    expect(bulkOperations('lastmod', 3)).toEqual(['set', 'clear', 'replace']);
    expect(bulkOperations('changefreq', 3)).toEqual(['set', 'clear']);
    expect(bulkOperations('priority', 3)).toEqual(['set', 'clear']);
  });

  it('suggests the selected column when it is one editable column, else lastmod', () => {
    const range = (left: number, right: number) => ({ top: 0, bottom: 2, left, right });
    expect(bulkFieldOf(range(0, 0))).toBe('loc');
    expect(bulkFieldOf(range(2, 2))).toBe('changefreq');
    expect(bulkFieldOf(range(3, 3))).toBe('priority');
    expect(bulkFieldOf(range(0, 7))).toBe('lastmod');
    // an image, video or news column: the first field of its entries; alternates are edited in Languages
    expect(bulkFieldOf(range(4, 4))).toBe('image:loc');
    expect(bulkFieldOf(range(5, 5))).toBe('video:thumbnail_loc');
    expect(bulkFieldOf(range(7, 7))).toBe('news:publication_name');
    expect(bulkFieldOf(range(6, 6))).toBe('lastmod');
  });

  it('computes a value for each operation, leaving empty cells alone unless set', () => {
    expect(bulkValue('loc', { kind: 'prefix', text: 'https://example.com' }, '/d')).toBe('https://example.com/d');
    expect(bulkValue('loc', { kind: 'suffix', text: 'index.html' }, 'https://e.com/')).toBe('https://e.com/index.html');
    expect(bulkValue('loc', { kind: 'replace', find: 'http:', with: 'https:' }, 'http://e.com/http:')).toBe(
      'https://e.com/https:',
    );
    expect(bulkValue('lastmod', { kind: 'replace', find: 'x', with: 'y' }, null)).toBeNull();
    expect(bulkValue('lastmod', { kind: 'suffix', text: 'Z' }, null)).toBeNull();
    expect(bulkValue('lastmod', { kind: 'replace', find: '', with: 'y' }, '2024')).toBe('2024');
    expect(bulkValue('changefreq', { kind: 'clear' }, 'daily')).toBeNull();
    expect(bulkValue('priority', { kind: 'set', text: ' 0.7 ' }, null)).toBe('0.7');
    expect(bulkValue('priority', { kind: 'set', text: '' }, '0.5')).toBeNull();
    // A decimal comma is read as a paste reads it, in English too (the probe: the dialog refused "0,3").
    expect(bulkValue('priority', { kind: 'set', text: '0,3' }, null)).toBe('0.3');
  });

  it('find and replace in loc changes only the selected rows that contain the text, undone in one step', () => {
    const edit: BulkEdit = { field: 'loc', operation: { kind: 'replace', find: 'http://', with: 'https://' } };
    const { changed, after, undone } = run(edit, [1, 2, 3]);
    expect(changed).toBe(1);
    expect(column(after, 'loc')).toEqual([
      'http://example.com/a',
      'https://example.com/b',
      'https://example.com/c',
      '/d',
    ]);
    expect(undone).toEqual(ROWS);
  });

  it('a prefix makes root-relative locs absolute and skips none that have a value', () => {
    const { changed, after, undone } = run({ field: 'loc', operation: { kind: 'prefix', text: 'x-' } });
    expect(changed).toBe(4);
    expect(column(after, 'loc')).toEqual(ROWS.map((row) => `x-${row.loc}`));
    expect(undone).toEqual(ROWS);
  });

  it('lastmod: set counts only the rows that differ; replace rewrites offsets; clear empties', () => {
    const set = run({ field: 'lastmod', operation: { kind: 'set', text: '2024-02-02' } });
    expect(set.changed).toBe(3);
    expect(new Set(column(set.after, 'lastmod'))).toEqual(new Set(['2024-02-02']));
    expect(set.label).toBe('setting lastmod of 3 rows');
    const replace = run({ field: 'lastmod', operation: { kind: 'replace', find: '+00:00', with: 'Z' } });
    expect(replace.changed).toBe(2);
    expect(column(replace.after, 'lastmod')).toEqual([
      '2024-01-01T10:00:00Z',
      null,
      '2024-02-02',
      '2024-03-03T08:00:00Z',
    ]);
    const clear = run({ field: 'lastmod', operation: { kind: 'clear' } }, [0, 1]);
    expect(clear.changed).toBe(1);
    for (const result of [set, replace, clear]) expect(result.undone).toEqual(ROWS);
  });

  it('changefreq and priority: set and clear, counting the changed rows only', () => {
    const daily = run({ field: 'changefreq', operation: { kind: 'set', text: 'daily' } });
    expect(daily.changed).toBe(2);
    expect(column(daily.after, 'changefreq')).toEqual(['daily', 'daily', 'daily', 'daily']);
    const cleared = run({ field: 'changefreq', operation: { kind: 'clear' } }, [1, 2]);
    expect(cleared.changed).toBe(1);
    const priority = run({ field: 'priority', operation: { kind: 'set', text: '0.5' } });
    expect(priority.changed).toBe(2);
    expect(column(priority.after, 'priority')).toEqual(['0.5', '0.5', '0.5', '0.5']);
    for (const result of [daily, cleared, priority]) expect(result.undone).toEqual(ROWS);
  });

  it('an edit that changes nothing is an empty command', () => {
    expect(run({ field: 'priority', operation: { kind: 'set', text: '0.5' } }, [1, 3]).changed).toBe(0);
  });
});

describe('Rewrite locs in a selection', () => {
  it('rewrites only the selected stored rows, naming them as stored', () => {
    const rows = table();
    const changes = locChangesIn(rows, Int32Array.from([3, 0]), { kind: 'absolute', base: 'https://example.com' });
    expect(Array.from(changes.at)).toEqual([3]);
    expect(changes.after).toEqual(['https://example.com/d']);
    const none = locChangesIn(rows, Int32Array.from([0, 1]), { kind: 'absolute', base: 'https://example.com' });
    expect(none.at).toHaveLength(0);
  });

  it('rewrites the whole table without a selection', () => {
    const changes = locChangesIn(table(), null, { kind: 'schemeHost', scheme: 'https' });
    expect(Array.from(changes.at)).toEqual([0, 1]);
  });
});
