import { describe, expect, it } from 'vitest';
import { sitemapsPacked } from '../../../../renderer/src/export/export-progress';
import { settingsFieldMessages } from '../../../../renderer/src/export/settings-fields';
import { createTableSlicer } from '../../../../renderer/src/export/table-slicer';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import type { PreviewFile } from '../../../../shared/export-types';
import { decodeSlicedTable, ROWS_PER_SLICE } from '../../../../shared/row-slices';
import { emptyRow, type UrlTable } from '../../../../shared/url-table';

const file = (kind: PreviewFile['kind'], urlCount: number): PreviewFile => ({
  name: `${kind}-${urlCount}`,
  kind,
  table: kind === 'sitemap' ? 't' : null,
  urlCount,
  uncompressedBytes: 1,
  writtenBytes: 1,
  gzip: false,
  estimated: false,
});

describe('sitemapsPacked', () => {
  const files = [file('sitemap', 50_000), file('sitemap', 10_000), file('sitemap', 5), file('index', 3)];
  it('counts the files whose rows are all packed, in export order, never the index', () => {
    expect(sitemapsPacked(files, 0)).toBe(0);
    expect(sitemapsPacked(files, 49_999)).toBe(0);
    expect(sitemapsPacked(files, 50_000)).toBe(1);
    expect(sitemapsPacked(files, 60_004)).toBe(2);
    expect(sitemapsPacked(files, 60_005)).toBe(3);
  });
});

describe('settingsFieldMessages', () => {
  it('puts each setting problem under its field, a missing value as a hint and a wrong one as an error', () => {
    expect(settingsFieldMessages(DEFAULT_EXPORT_SETTINGS)).toEqual({
      baseUrl: { text: 'Set the base URL where the sitemaps will be published.', missing: true },
      outputFolder: { text: 'Choose the folder to export to.', missing: true },
    });
    expect(
      settingsFieldMessages({
        ...DEFAULT_EXPORT_SETTINGS,
        baseUrl: 'example.com',
        outputFolder: '/out',
        fileNamePattern: 'sitemap.xml',
        indexName: 'a/b.xml',
        maxUrls: 50_001,
        tableFileNamePatterns: { t1: 'bad' },
      }),
    ).toEqual({
      baseUrl: { text: 'The base URL cannot be used: "example.com" is not an absolute URL.', missing: false },
      fileNamePattern: { text: 'The file name pattern "sitemap.xml" needs {n}, the file\'s number.', missing: false },
      indexName: {
        text: 'The index name "a/b.xml" has a folder separator: files are written directly into the export folder.',
        missing: false,
      },
      maxUrls: { text: 'URLs per file must be a whole number from 1 to 50,000.', missing: false },
    });
  });
});

describe('createTableSlicer', () => {
  const table: UrlTable = {
    id: 't1',
    name: 'pages',
    source: null,
    rows: Array.from({ length: ROWS_PER_SLICE + 3 }, (_, i) => emptyRow(`https://example.com/${i}`)),
  };

  it('slices every row, and keeps the slices while the rows stay the same', async () => {
    const slicer = createTableSlicer();
    const tables = [table];
    const first = (await slicer.slice(tables, 7, () => false))!;
    expect(decodeSlicedTable(first[0]!)).toEqual({ id: 't1', name: 'pages', rows: table.rows });
    expect(await slicer.slice(tables, 7, () => false)).toBe(first);
    expect(await slicer.slice(tables, 8, () => false)).not.toBe(first); // rows edited: sliced again
    expect(await slicer.slice([table], 8, () => false)).not.toBe(first); // a table added or removed: again
    const renamedInPlace = [{ ...table }];
    await slicer.slice(renamedInPlace, 9, () => false);
    renamedInPlace[0]!.name = 'posts';
    expect((await slicer.slice(renamedInPlace, 9, () => false))![0]!.name).toBe('posts');
  });

  it('stops, keeping nothing, when the caller no longer needs the slices', async () => {
    const slicer = createTableSlicer();
    const tables = [table];
    expect(await slicer.slice(tables, 1, () => true)).toBeNull();
    const again = await slicer.slice(tables, 1, () => false);
    expect(again).not.toBeNull();
    expect(await slicer.slice(tables, 1, () => true)).toBe(again); // kept: no slicing to stop
    slicer.forget();
    expect(await slicer.slice(tables, 1, () => false)).not.toBe(again);
  });
});
