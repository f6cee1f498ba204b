import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { changesSinceExport, exportedUrl } from '../../../../shared/last-export/exported-urls';
import { rememberedExport, writtenRows } from '../../../../shared/last-export/written-rows';
import { emptyRow } from '../../../../shared/url-table';

const row = (path: string, lastmod: string | null = null) => ({ ...emptyRow(`https://example.com/${path}`), lastmod });
const pages = [row('a', '2026-01-01'), row('b'), row('c')];
const posts = [row('p1'), row('p2')];

describe('the rows an export writes', () => {
  it('reads row objects and columns alike, in table order, leaving out rows by table and row or by loc', () => {
    const tables = [
      { name: 'pages', rows: pages },
      { name: 'posts', rows: UrlColumns.fromRows(posts) },
    ];
    expect([...writtenRows(tables)].map((one) => one.loc)).toEqual([...pages, ...posts].map((one) => one.loc));
    const byRow = writtenRows(tables, { rows: new Set(['pages\n2', 'posts\n1']) });
    expect([...byRow].map((one) => one.loc)).toEqual([pages[0]!.loc, pages[2]!.loc, posts[1]!.loc]);
    const byLoc = writtenRows(tables, { locs: new Set([posts[1]!.loc]) });
    expect([...byLoc].map((one) => one.loc)).toEqual([...pages, posts[0]!].map((one) => one.loc));
  });

  it('remembers each row written with its hashes, the files and the time, leaving out what the report left out', () => {
    const report = {
      folder: '/srv/www',
      files: [{ name: 'sitemap-pages-1.xml.gz' }, { name: 'sitemap_index.xml' }],
      leftOut: [{ table: 'pages', row: 3 }],
    };
    const remembered = rememberedExport(
      [{ name: 'pages', rows: UrlColumns.fromRows(pages) }],
      report,
      1_700_000_000_000,
    );
    expect(remembered).toEqual({
      at: 1_700_000_000_000,
      files: ['sitemap-pages-1.xml.gz', 'sitemap_index.xml'],
      folder: '/srv/www',
      urls: [exportedUrl(pages[0]!), exportedUrl(pages[1]!)],
    });
    // The left-out row counts as added when it is written next time; an edit as changed, by field.
    const next = [{ ...pages[0]!, lastmod: '2026-02-02' }, pages[1]!, pages[2]!];
    expect(changesSinceExport(remembered.urls, next)).toEqual({
      added: [pages[2]!.loc],
      removed: [],
      changed: [{ loc: pages[0]!.loc, fields: ['lastmod'] }],
    });
  });
});
