import { kindFieldsOf, type KindFields, type TableRows } from './table-rows';

/**
 * What Google reads a sitemap as: a news sitemap, a video sitemap, an image sitemap, or a plain page
 * sitemap. Google allows a news, video or image sitemap to list pages that a page sitemap lists too.
 */
export type SitemapKind = 'news' | 'video' | 'image' | 'page';

/** The rows a kind is read from: only their extensions matter. */
export type KindedRows = TableRows<KindFields>;

/**
 * The kind of a table's sitemap, from its rows: news when any row has a news entry, else video when
 * any has a video, else image when any has an image, else page (news sitemaps often carry images too,
 * so the rarer extension decides).
 *
 * Kind belongs to the table, not the row: a table is exported as one sitemap set, and a sitemap file
 * is what Google reads as a news, video or image sitemap. So a URL listed twice in one table is always
 * a duplicate, even when only one listing has an image. It is read from the rows rather than recorded
 * at import, so it follows edits (a news entry added makes the table a news sitemap, as its file will
 * be) and is the same for imported, created and CSV tables, in every place that validates or exports.
 */
export function sitemapKind(rows: KindedRows): SitemapKind {
  let kind: SitemapKind = 'page';
  for (const row of kindFieldsOf(rows)) {
    if (row.news !== null) return 'news';
    if (row.videos.length > 0) kind = 'video';
    else if (kind === 'page' && row.images.length > 0) kind = 'image';
  }
  return kind;
}
