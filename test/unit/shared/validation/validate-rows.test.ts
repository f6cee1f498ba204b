import { describe, expect, it } from 'vitest';
import type { UrlRow } from '../../../../shared/url-table';
import { validateTables, type RowContext } from '../../../../shared/validation/validate-rows';
import { articleRows, pageRows } from '../../../support/news-fixtures';

const NOW = Date.UTC(2026, 10, 21, 12);
/** Published an hour before NOW. */
const articles = (count: number): UrlRow[] => articleRows(count, '2026-11-21T11:00:00Z');
const pages = pageRows;
const context: RowContext = { base: null, now: NOW };

describe('validateTables: news sitemaps', () => {
  it('warns once about a news sitemap of more than 1,000 URLs, at the first URL past the limit', () => {
    expect(validateTables([{ name: 'news', rows: articles(1_000) }], context)).toEqual([]);
    expect(validateTables([{ name: 'news', rows: articles(1_500) }], context)).toMatchObject([
      {
        severity: 'warning',
        code: 'news-sitemap-too-large',
        message:
          'This news sitemap has 1,500 URLs in one file; Google reads at most 1,000 in a news sitemap. Split it into files of at most 1,000, listed in an index (the export does, unless splitting news sitemaps is turned off).',
        place: { table: 'news', row: 1_001, field: 'news' },
      },
    ]);
    // A page sitemap may have 50,000.
    expect(validateTables([{ name: 'pages', rows: pages(1_500) }], context)).toEqual([]);
  });

  it('counts the URLs of each file: none when the files are split at 1,000, the largest file when split higher', () => {
    const tables = [{ name: 'news', rows: articles(2_500) }];
    expect(validateTables(tables, { ...context, newsUrlsPerFile: 1_000 })).toEqual([]);
    const split = validateTables(tables, { ...context, newsUrlsPerFile: 2_000 });
    expect(split.map((found) => [found.code, found.place.row])).toEqual([['news-sitemap-too-large', 1_001]]);
    expect(split[0]!.message).toMatch(/^This news sitemap has 2,000 URLs in one file;/);
  });

  it('warns about old news articles against the clock it is given', () => {
    const rows = articles(2);
    rows[1]!.news!.publication_date = '2026-11-18T09:30:00Z';
    expect(validateTables([{ name: 'news', rows }], context).map((found) => [found.code, found.place])).toEqual([
      ['news-too-old', { table: 'news', row: 2, field: 'news' }],
    ]);
    expect(validateTables([{ name: 'news', rows }], { ...context, now: Date.UTC(2026, 10, 19) })).toEqual([]);
  });
});

describe('lastmod-shared: most rows of a table with one lastmod', () => {
  /** `count` pages, the first `shared` of them (after `before` others) with one lastmod, the rest each their own day. */
  const table = (count: number, shared: number, before = 0): UrlRow[] =>
    pages(count).map((row, i) => ({
      ...row,
      lastmod:
        i >= before && i < before + shared
          ? '2026-11-01T04:00:00Z'
          : `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    }));
  const shared = (rows: UrlRow[]) =>
    validateTables([{ name: 'pages', rows }], context).filter((p) => p.code === 'lastmod-shared');

  it('warns once, on the first row with the value, with the count and the value, when half the rows share it', () => {
    expect(shared(table(200, 100, 7))).toEqual([
      expect.objectContaining({
        severity: 'warning',
        place: { table: 'pages', row: 8, field: 'lastmod' },
        params: [{ lastmod: '2026-11-01T04:00:00Z', count: 100, rows: 200 }],
      }),
    ]);
  });

  it('not below half, not on a table of fewer than 100 rows, and not for rows without a lastmod', () => {
    expect(shared(table(200, 99))).toEqual([]);
    expect(shared(table(99, 99))).toEqual([]);
    expect(shared(pages(300))).toEqual([]);
  });

  it('not on a news sitemap: its articles are all new', () => {
    const news = articles(150).map((row) => ({ ...row, lastmod: '2026-11-21T10:00:00Z' }));
    expect(validateTables([{ name: 'news', rows: news }], context).filter((p) => p.code === 'lastmod-shared')).toEqual(
      [],
    );
  });
});
