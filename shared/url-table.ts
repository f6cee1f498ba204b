import type { SourceRef } from './sources';

/** One URL entry. The import issue extends it with the image, video, news and hreflang extensions. */
export interface UrlRow {
  loc: string;
  lastmod: string | null;
  changefreq: string | null;
  priority: string | null;
}

/** A table of URLs: one tab in the app, one sitemap set on export. */
export interface UrlTable {
  id: string;
  name: string;
  /** Where the table came from, if it was imported. */
  source: SourceRef | null;
  rows: UrlRow[];
}

/** The grid's columns, in order; extension counts follow the protocol fields. */
export const URL_COLUMNS = [
  { key: 'loc', label: 'loc' },
  { key: 'lastmod', label: 'lastmod' },
  { key: 'changefreq', label: 'changefreq' },
  { key: 'priority', label: 'priority' },
  { key: 'images', label: 'images' },
  { key: 'videos', label: 'videos' },
  { key: 'alternates', label: 'alternates' },
  { key: 'news', label: 'news' },
] as const;

/** "sitemap-posts.xml.gz" → "sitemap-posts": the name a table gets from its file. */
export function tableNameFromFile(fileName: string): string {
  const name = fileName.replace(/(\.(xml|txt|gz|dat))+$/i, '');
  return name === '' ? fileName : name;
}
