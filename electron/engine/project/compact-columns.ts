import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { UrlRow } from '../../../shared/url-table';

/**
 * Rows `from…to-1` of a table as a project file records them: compactRow(table.rowAt(i)) for each,
 * the same members in the same order, built without the whole row in between (a save writes millions).
 */
export function compactRowsBetween(table: UrlColumns, from: number, to: number): Partial<UrlRow>[] {
  const rows: Partial<UrlRow>[] = [];
  for (let i = from; i < to; i++) {
    const row: Partial<UrlRow> = { loc: table.locs.get(i) };
    const lastmod = table.lastmods.get(i);
    if (lastmod !== null) row.lastmod = lastmod;
    const changefreq = table.changefreqs.get(i);
    if (changefreq !== null) row.changefreq = changefreq;
    const priority = table.priorities.get(i);
    if (priority !== null) row.priority = priority;
    const extensions = table.extensions.get(i);
    if (extensions) {
      const { images, videos, alternates, news, extra } = extensions;
      if (images.length > 0) row.images = images;
      if (videos.length > 0) row.videos = videos;
      if (alternates.length > 0) row.alternates = alternates;
      if (news !== null) row.news = news;
      if (extra.length > 0) row.extra = extra;
    }
    rows.push(row);
  }
  return rows;
}
