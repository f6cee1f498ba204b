import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyImage, emptyRow, emptyVideo, type UrlRow } from '../../../../shared/url-table';
import { findDuplicateLocs } from '../../../../shared/validation/duplicate-locs';
import { sitemapKind } from '../../../../shared/validation/sitemap-kind';
import { validateTables, type RowContext } from '../../../../shared/validation/validate-rows';
import { articleRows, pageRows } from '../../../support/news-fixtures';

const context: RowContext = { base: null, now: Date.UTC(2026, 3, 1) };

/** Tables of every kind, with duplicates in and across them, bad fields, and a news sitemap too large. */
function tables(): { name: string; rows: UrlRow[] }[] {
  const pages = pageRows(30);
  pages[7] = { ...pages[3]!, priority: '2' };
  pages[9] = { ...emptyRow('HTTPS://Example.com:443/3'), lastmod: 'yesterday' };
  const images = pageRows(5).map((row, i) => ({
    ...row,
    images: i === 2 ? [emptyImage('https://example.com/i.jpg')] : [],
  }));
  const videos = pageRows(4).map((row, i) => ({ ...row, videos: i === 3 ? [emptyVideo()] : [] }));
  const news = articleRows(1_200, '2026-03-31T12:00:00Z');
  news[40] = { ...news[5]!, changefreq: 'sometimes' };
  return [
    { name: 'pages', rows: pages },
    { name: 'images', rows: images },
    { name: 'videos', rows: videos },
    { name: 'news', rows: news },
  ];
}

const asColumns = (arrays: ReturnType<typeof tables>) =>
  arrays.map(({ name, rows }) => ({ name, rows: UrlColumns.fromRows(rows) }));

describe('the whole-table rules read columns as they read row objects', () => {
  it('finds the same problems in the same places', () => {
    const arrays = tables();
    const found = validateTables(arrays, context);
    expect(found.map((item) => item.code)).toEqual(
      expect.arrayContaining([
        'priority-out-of-range',
        'loc-duplicate',
        'loc-duplicate-normalised',
        'news-sitemap-too-large',
      ]),
    );
    expect(validateTables(asColumns(arrays), context)).toEqual(found);
  });

  it('tells the same kind of sitemap and the same duplicates', () => {
    const arrays = tables();
    const columns = asColumns(arrays);
    expect(columns.map((table) => sitemapKind(table.rows))).toEqual(['page', 'image', 'video', 'news']);
    expect(arrays.map((table) => sitemapKind(table.rows))).toEqual(['page', 'image', 'video', 'news']);
    expect(findDuplicateLocs(columns)).toEqual(findDuplicateLocs(arrays));
  });
});
