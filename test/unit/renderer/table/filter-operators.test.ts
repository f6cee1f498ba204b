import { describe, expect, it } from 'vitest';
import { seededInts } from '../../../support/seeded-random';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyImage, emptyRow, type UrlRow } from '../../../../shared/url-table';
import { buildView, hasFilters, type FilterSpec } from '../../../../renderer/src/table/row-view';
import { cellTest } from '../../../../renderer/src/table/column-filter';
import { operatorsFor } from '../../../../renderer/src/table/filter-operators';
import { rowsContaining } from '../../../../renderer/src/table/text-filter';
import { useTableViewsStore } from '../../../../renderer/src/views/table-views-store';
import { addTable } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';

const row = (loc: string, fields: Partial<UrlRow> = {}): UrlRow => ({ ...emptyRow(loc), ...fields });

const table = UrlColumns.fromRows([
  row('https://example.com/Blog/a', { lastmod: '2024-05-01', priority: '0.8', changefreq: 'weekly' }),
  row('https://example.com/blog', { lastmod: '2024-04-30T23:30:00-05:00', priority: '0.5' }),
  row('https://example.com/about?q=1', { lastmod: '2024-05', priority: null }),
  row('', { lastmod: '2023', priority: '1.0' }),
  row('https://example.com/shop', { lastmod: null, priority: '0,9' }),
]);

/** The stored rows a filter shows, in stored order. */
const shown = (filters: FilterSpec): number[] => {
  const view = buildView(table, null, filters);
  return view ? Array.from(view) : Array.from({ length: table.rowCount }, (_, i) => i);
};

describe('column filter operators', () => {
  it('keeps contains, in any case, as the default', () => {
    expect(shown({ loc: 'BLOG' })).toEqual([0, 1]);
    expect(shown({ loc: 'blog', operators: { loc: 'contains' } })).toEqual([0, 1]);
  });

  it('does not contain, in any case: the loc over its bytes and any other column as text, empty cells kept', () => {
    expect(shown({ loc: 'BLOG', operators: { loc: 'notContains' } })).toEqual([2, 3, 4]);
    expect(shown({ lastmod: '2024-05', operators: { lastmod: 'notContains' } })).toEqual([1, 3, 4]);
    // With another filter: taken out of what that one keeps.
    expect(shown({ loc: 'example', lastmod: '2023', operators: { loc: 'notContains' } })).toEqual([3]);
    expect(shown({ loc: 'example', lastmod: '2024', operators: { loc: 'notContains' } })).toEqual([]);
  });

  it('equals and starts with, in any case', () => {
    expect(shown({ loc: 'HTTPS://EXAMPLE.COM/BLOG', operators: { loc: 'equals' } })).toEqual([1]);
    expect(shown({ loc: 'https://example.com/b', operators: { loc: 'startsWith' } })).toEqual([0, 1]);
    expect(shown({ loc: 'example', operators: { loc: 'startsWith' } })).toEqual([]);
    expect(shown({ changefreq: 'WEEKLY', operators: { changefreq: 'equals' } })).toEqual([0]);
    expect(shown({ lastmod: '2024-05', operators: { lastmod: 'startsWith' } })).toEqual([0, 2]);
  });

  it('matches a regular expression, in any case, anywhere in the cell', () => {
    expect(shown({ loc: '/blog$', operators: { loc: 'regex' } })).toEqual([1]);
    expect(shown({ loc: '\\?q=\\d', operators: { loc: 'regex' } })).toEqual([2]);
    expect(shown({ priority: '^0\\.[5-8]$', operators: { priority: 'regex' } })).toEqual([0, 1]);
  });

  it('says an invalid regular expression is one, never throws, and leaves that filter out', () => {
    expect(cellTest('regex', 'blog(')).toEqual({ ok: false, problem: 'regex' });
    expect(cellTest('regex', '[a-')).toEqual({ ok: false, problem: 'regex' });
    expect(() => shown({ loc: 'blog(', operators: { loc: 'regex' } })).not.toThrow();
    expect(shown({ loc: 'blog(', operators: { loc: 'regex' }, priority: '0.5' })).toEqual([1]);
    // It is still a filter the person set: "Clear filters" stays offered.
    expect(hasFilters({ loc: 'blog(', operators: { loc: 'regex' } })).toBe(true);
  });

  it('empty and not empty need no value', () => {
    expect(shown({ operators: { loc: 'empty' } })).toEqual([3]);
    expect(shown({ operators: { loc: 'notEmpty' } })).toEqual([0, 1, 2, 4]);
    expect(shown({ operators: { priority: 'empty' } })).toEqual([2]);
    expect(shown({ operators: { lastmod: 'notEmpty' }, loc: 'example' })).toEqual([0, 1, 2]);
    expect(shown({ lastmod: 'ignored', operators: { lastmod: 'empty' } })).toEqual([4]);
    expect(hasFilters({ operators: { loc: 'empty' } })).toBe(true);
    expect(hasFilters({ operators: { loc: 'equals' } })).toBe(false);
  });

  it('compares lastmod before and after a date as calendar dates', () => {
    // 2024-04-30T23:30-05:00 was written on April 30 (it is May 1 in UTC); 2024-05 is within May.
    expect(shown({ lastmod: '2024-05-01', operators: { lastmod: 'before' } })).toEqual([1, 3]);
    expect(shown({ lastmod: '2024-04-30', operators: { lastmod: 'after' } })).toEqual([0, 2]);
    expect(shown({ lastmod: '2024-05-15', operators: { lastmod: 'before' } })).toEqual([0, 1, 3]);
    expect(shown({ lastmod: '2024', operators: { lastmod: 'before' } })).toEqual([3]);
    expect(shown({ lastmod: ' 2023 ', operators: { lastmod: 'after' } })).toEqual([0, 1, 2]);
  });

  it('compares two times with zones as instants', () => {
    // 23:30 at -05:00 is 04:30 UTC on May 1.
    expect(shown({ lastmod: '2024-05-01T04:00:00Z', operators: { lastmod: 'after' } })).toEqual([1]);
    expect(shown({ lastmod: '2024-05-01T06:31+02:00', operators: { lastmod: 'before' } })).toEqual([1, 3]);
    expect(shown({ lastmod: '2024-05-01T06:30:00+02:00', operators: { lastmod: 'before' } })).toEqual([3]);
    expect(shown({ lastmod: '2024-05-01T06:30:00+02:00', operators: { lastmod: 'after' } })).toEqual([]);
  });

  it('says a date that is not a W3C Datetime is not one', () => {
    expect(cellTest('before', '01-05-2024')).toEqual({ ok: false, problem: 'date' });
    expect(cellTest('after', '2024-05-01T10:00')).toEqual({ ok: false, problem: 'date' });
    expect(cellTest('after', '2024-02-30')).toEqual({ ok: false, problem: 'date' });
    expect(shown({ lastmod: '2024-13', operators: { lastmod: 'before' } })).toEqual([0, 1, 2, 3, 4]);
  });

  it('compares priority greater and less than a number; empty and unreadable cells pass neither', () => {
    expect(shown({ priority: '0.5', operators: { priority: 'greater' } })).toEqual([0, 3]);
    expect(shown({ priority: '0,8', operators: { priority: 'less' } })).toEqual([1]);
    expect(shown({ priority: '2', operators: { priority: 'less' } })).toEqual([0, 1, 3]);
    expect(cellTest('greater', 'half')).toEqual({ ok: false, problem: 'number' });
    expect(cellTest('less', '')).toEqual({ ok: false, problem: 'number' });
  });

  it('reads a count column (images, videos, alternates, news) as empty where it counts none, and as a number', () => {
    const image = emptyImage('https://example.com/i.jpg');
    const counted = UrlColumns.fromRows([
      row('https://example.com/none'),
      row('https://example.com/one', { images: [image] }),
      row('https://example.com/three', { images: [image, image, image] }),
    ]);
    const kept = (filters: FilterSpec): number[] => Array.from(buildView(counted, null, filters) ?? []);
    expect(kept({ operators: { images: 'empty' } })).toEqual([0]);
    expect(kept({ operators: { images: 'notEmpty' } })).toEqual([1, 2]);
    expect(kept({ images: '1', operators: { images: 'greater' } })).toEqual([2]);
    expect(kept({ operators: { news: 'empty' } })).toEqual([0, 1, 2]);
    expect(kept({ operators: { news: 'notEmpty' } })).toEqual([]);
    expect(operatorsFor('videos')).toContain('greater');
  });

  it('offers dates only for lastmod and numbers only for priority and the counts', () => {
    expect(operatorsFor('lastmod')).toContain('before');
    expect(operatorsFor('priority')).toContain('greater');
    expect(operatorsFor('loc')).not.toContain('before');
    expect(operatorsFor('loc')).not.toContain('greater');
    expect(operatorsFor('status')).toEqual([
      'contains',
      'notContains',
      'equals',
      'startsWith',
      'regex',
      'empty',
      'notEmpty',
    ]);
  });
});

describe('loc equals and starts with on the column bytes', () => {
  it('keeps exactly the rows a lower-cased comparison keeps, ASCII or not', () => {
    const pieces = ['https://a.example/', 'Shop', 'K', '\u212a', 'é', '/', '?q=1', ''];
    const next = seededInts(9);
    const locs = Array.from({ length: 5_000 }, () =>
      Array.from({ length: 1 + next(4) }, () => pieces[next(pieces.length)]).join(''),
    );
    const column = UrlColumns.fromRows(locs.map((loc) => emptyRow(loc))).locs;
    const all = Int32Array.from(locs.keys());
    for (const needle of ['https://a.example/shop', 'https://a.example/k', 'k', 'https://a.example/', '']) {
      const starts = all.filter((i) => locs[i]!.toLowerCase().startsWith(needle));
      const equal = all.filter((i) => locs[i]!.toLowerCase() === needle);
      expect([...rowsContaining(column, all, needle, 'startsWith')], needle).toEqual([...starts]);
      expect([...rowsContaining(column, all, needle, 'equals')], needle).toEqual([...equal]);
    }
  });
});

describe('a filter operator in the table views store', () => {
  it('is kept per table, with its value, until the filters are cleared', () => {
    startStores();
    const site = addTable('site', [row('https://example.com/blog'), row('https://example.com/blog/a'), row('')]);
    const other = addTable('other', [row('https://example.com/blog')]);
    const views = useTableViewsStore();
    views.setFilter(site.id, 'loc', 'https://example.com/blog');
    views.setFilterOperator(site.id, 'loc', 'equals');
    expect(Array.from(views.viewOf(site.id).rows!)).toEqual([0]);
    views.setFilterOperator(site.id, 'loc', 'empty');
    expect(Array.from(views.viewOf(site.id).rows!)).toEqual([2]);
    expect(views.viewOf(other.id).filters).toEqual({});
    views.setFilterOperator(site.id, 'loc', 'startsWith');
    expect(views.viewOf(site.id).filters).toMatchObject({
      loc: 'https://example.com/blog',
      operators: { loc: 'startsWith' },
    });
    expect(Array.from(views.viewOf(site.id).rows!)).toEqual([0, 1]);
    views.clearFilters(site.id);
    expect(views.viewOf(site.id).rows).toBeNull();
  });
});
