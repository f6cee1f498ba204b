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
