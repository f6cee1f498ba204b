import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { diffPublished, hostsApart } from '../../../../shared/site-check/published-diff';
import { emptyRow, emptyImage, type UrlRow } from '../../../../shared/url-table';

const row = (loc: string, fields: Partial<UrlRow> = {}): UrlRow => ({ ...emptyRow(loc), ...fields });
const rows = (...list: UrlRow[]) => UrlColumns.fromRows(list);

describe('diffPublished', () => {
  it('lists added, removed and changed URLs, field by field, with their places on each side', () => {
    const table = rows(
      row('https://a.example/1', { lastmod: '2024-05-01', priority: '0.8' }),
      row('https://a.example/new'),
      row('https://a.example/2', { changefreq: 'daily' }),
    );
    const published = [
      rows(row('https://a.example/2', { changefreq: 'daily' }), row('https://a.example/old')),
      rows(row('https://a.example/1', { lastmod: '2024-04-01', priority: '0.8' })),
    ];
    expect(diffPublished(table, published)).toEqual({
      added: [{ loc: 'https://a.example/new', row: 1 }],
      removed: [{ loc: 'https://a.example/old', published: { file: 0, row: 1 } }],
      changed: [
        {
          loc: 'https://a.example/1',
          row: 0,
          published: { file: 1, row: 0 },
          changes: [{ field: 'lastmod', published: '2024-04-01', table: '2024-05-01' }],
        },
      ],
      unchanged: 1,
    });
  });

  it('compares text as written and extensions by content', () => {
    const image = { ...emptyImage('https://a.example/i.png'), caption: 'A' };
    const table = rows(
      row('https://a.example/1', { lastmod: '2024-01-01T00:00Z', priority: '1.0', images: [image] }),
      row('https://a.example/2', { images: [{ ...image }], extra: ['<x:y/>'] }),
    );
    const published = [
      rows(
        row('https://a.example/1', { lastmod: '2024-01-01', priority: '1', images: [{ ...image, caption: 'B' }] }),
        row('https://a.example/2', { images: [{ ...image }], extra: ['<x:y/>'] }),
      ),
    ];
    const diff = diffPublished(table, published);
    expect(diff.changed.map((changed) => changed.changes.map((change) => change.field))).toEqual([
      ['lastmod', 'priority', 'images'],
    ]);
    expect(diff.unchanged).toBe(1);
  });

  it('matches a loc by its exact text, and repeats in order: the extra ones are added or removed', () => {
    const table = rows(row('https://a.example/a'), row('https://a.example/a'), row('https://a.example/b/'));
    const published = [rows(row('https://a.example/a'), row('https://a.example/b')), rows(row('https://a.example/b'))];
    const diff = diffPublished(table, published);
    expect(diff.added).toEqual([
      { loc: 'https://a.example/a', row: 1 },
      { loc: 'https://a.example/b/', row: 2 },
    ]);
    expect(diff.removed).toEqual([
      { loc: 'https://a.example/b', published: { file: 0, row: 1 } },
      { loc: 'https://a.example/b', published: { file: 1, row: 0 } },
    ]);
    expect(diff.unchanged).toBe(1);
  });

  it('answers all added for nothing published, all removed for an empty table, nothing for two empties', () => {
    const table = rows(row('https://a.example/1'));
    expect(diffPublished(table, [])).toMatchObject({ added: [{ row: 0 }], removed: [], changed: [], unchanged: 0 });
    expect(diffPublished(rows(), [table])).toMatchObject({ added: [], removed: [{ published: { file: 0, row: 0 } }] });
    expect(diffPublished(rows(), [rows()])).toEqual({ added: [], removed: [], changed: [], unchanged: 0 });
  });
});

describe('hostsApart', () => {
  it('names both hosts when no URL matched and most of each side are on different hosts', () => {
    const table = rows(row('https://shop.example/a'), row('https://shop.example/b'), row('https://cdn.example/c'));
    const published = [rows(row('http://127.0.0.1:5920/a'), row('http://127.0.0.1:5920/b'))];
    expect(hostsApart(diffPublished(table, published))).toEqual({
      table: 'https://shop.example',
      published: 'http://127.0.0.1:5920',
    });
    // The same host over http and https: two sites to a search engine, said so too (the review).
    const plain = [rows(row('http://shop.example/a'), row('http://shop.example/b'))];
    expect(hostsApart(diffPublished(table, plain))).toEqual({
      table: 'https://shop.example',
      published: 'http://shop.example',
    });
  });

  it('is null when any URL matched, when a side is empty, or when the hosts agree', () => {
    const table = rows(row('https://a.example/1'), row('https://a.example/2'));
    expect(hostsApart(diffPublished(table, [rows(row('https://a.example/1'), row('https://b.example/3'))]))).toBeNull();
    expect(hostsApart(diffPublished(table, [rows()]))).toBeNull();
    expect(hostsApart(diffPublished(table, [rows(row('https://a.example/9'))]))).toBeNull();
  });
});
