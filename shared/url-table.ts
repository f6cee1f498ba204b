import { type ALTERNATE_FIELDS } from './extensions/alternate-fields';
import { blankEntry } from './extensions/entry-values';
import type { EntryOf, TextWithAttributes } from './extensions/field-table';
import { IMAGE_FIELDS } from './extensions/image-fields';
import { NEWS_FIELDS } from './extensions/news-fields';
import { type TVSHOW_FIELDS, VIDEO_FIELDS } from './extensions/video-fields';
import type { SourceRef } from './sources';

/**
 * Extension entries keep every field of their XSD as the original text (null when absent), in
 * the protocol's own names so the exporter maps them one to one. Their types come from the field
 * tables in shared/extensions. `extra` holds raw XML of children we do not model, in order, so
 * nothing read is lost.
 */

export type { TextWithAttributes };

/** Raw XML of an entry's children we do not model, in document order. */
interface Extra {
  extra: string[];
}

/** image 1.1 `<image:image>`. */
export interface ImageEntry extends EntryOf<typeof IMAGE_FIELDS>, Extra {}

/** video 1.1 `<video:tvshow>`. */
export type VideoTvShow = EntryOf<typeof TVSHOW_FIELDS>;

/** video 1.1 `<video:video>`. */
export interface VideoEntry extends EntryOf<typeof VIDEO_FIELDS>, Extra {}

/** news 0.9 `<news:news>`; the publication's two children are flattened. */
export interface NewsEntry extends EntryOf<typeof NEWS_FIELDS>, Extra {}

/** `<xhtml:link rel="alternate" hreflang="…" href="…"/>`. */
export type AlternateLink = EntryOf<typeof ALTERNATE_FIELDS>;

/** One URL entry; loc, lastmod, changefreq and priority are kept as the original (trimmed) text. */
export interface UrlRow {
  loc: string;
  lastmod: string | null;
  changefreq: string | null;
  priority: string | null;
  images: ImageEntry[];
  videos: VideoEntry[];
  alternates: AlternateLink[];
  news: NewsEntry | null;
  /** Raw XML of unknown elements inside `<url>`, in document order. */
  extra: string[];
}

/** A row with only a loc, the start of every imported entry. */
export function emptyRow(loc = ''): UrlRow {
  return {
    loc,
    lastmod: null,
    changefreq: null,
    priority: null,
    images: [],
    videos: [],
    alternates: [],
    news: null,
    extra: [],
  };
}

/** An image with only its loc, as the row details panel adds one. */
export function emptyImage(loc = ''): ImageEntry {
  return { ...blankEntry(IMAGE_FIELDS), loc, extra: [] };
}

/** A video with every field absent, as the row details panel adds one. */
export function emptyVideo(): VideoEntry {
  return { ...blankEntry(VIDEO_FIELDS), extra: [] };
}

/** A news entry with every field absent. */
export function emptyNews(): NewsEntry {
  return { ...blankEntry(NEWS_FIELDS), extra: [] };
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

/** "sitemap-posts.xml.gz" → "sitemap-posts", "pages.csv" → "pages": the name a table gets from its file. */
export function tableNameFromFile(fileName: string): string {
  const name = fileName.replace(/(\.(xml|txt|gz|dat|csv|tsv))+$/i, '');
  return name === '' ? fileName : name;
}
