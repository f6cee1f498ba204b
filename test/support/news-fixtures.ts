import { emptyNews, emptyRow, type UrlRow } from '../../shared/url-table';

/** A complete news entry for `loc`, published at `publishedAt` (W3C Datetime): no rule but its age has anything to say. */
export function articleRow(loc: string, publishedAt: string): UrlRow {
  const row = emptyRow(loc);
  row.news = {
    ...emptyNews(),
    publication_name: 'The Example Times',
    publication_language: 'en',
    publication_date: publishedAt,
    title: `An article at ${loc}`,
  };
  return row;
}

/** `count` articles under https://example.com/news/, all published at `publishedAt`. */
export const articleRows = (count: number, publishedAt: string): UrlRow[] =>
  Array.from({ length: count }, (_, i) => articleRow(`https://example.com/news/${i}`, publishedAt));

/** `count` rows with only a loc, under https://example.com/. */
export const pageRows = (count: number): UrlRow[] =>
  Array.from({ length: count }, (_, i) => emptyRow(`https://example.com/${i}`));

const HOUR = 3_600_000;

/** A urlset file that may hold news entries. */
export const newsUrlset = (entries: string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">\n${entries.join('\n')}\n</urlset>\n`;

export const pageEntry = (loc: string): string => `<url><loc>${loc}</loc></url>`;

/** A complete news entry published `hoursAgo` before the real clock (the CLI reads the real clock). */
export const articleEntry = (loc: string, hoursAgo: number): string =>
  `<url><loc>${loc}</loc><news:news><news:publication><news:name>The Example Times</news:name><news:language>en</news:language></news:publication><news:publication_date>${new Date(Date.now() - hoursAgo * HOUR).toISOString()}</news:publication_date><news:title>An article</news:title></news:news></url>`;
