import type { SourceRef } from './sources';

/**
 * Extension entries keep every field of their XSD as the original text (null when absent), in
 * the protocol's own names so the exporter maps them one to one. `extra` holds raw XML of
 * children we do not model, in order, so nothing read is lost.
 */

/** An element's text with its attributes, for fields such as `video:player_loc allow_embed="yes"`. */
export interface TextWithAttributes<A extends string> {
  value: string;
  attributes: Record<A, string | null>;
}

/** image 1.1 `<image:image>`. */
export interface ImageEntry {
  loc: string;
  caption: string | null;
  geo_location: string | null;
  title: string | null;
  license: string | null;
  extra: string[];
}

/** video 1.1 `<video:tvshow>`. */
export interface VideoTvShow {
  show_title: string | null;
  video_type: string | null;
  episode_title: string | null;
  season_number: string | null;
  episode_number: string | null;
  premier_date: string | null;
}

/** The TV show's fields in schema order (video:tvshow, deprecated by Google, kept). */
export const TVSHOW_FIELDS: readonly (keyof VideoTvShow)[] = [
  'show_title',
  'video_type',
  'episode_title',
  'season_number',
  'episode_number',
  'premier_date',
];

/** video 1.1 `<video:video>`. */
export interface VideoEntry {
  thumbnail_loc: string | null;
  title: string | null;
  description: string | null;
  content_loc: string | null;
  player_loc: TextWithAttributes<'allow_embed' | 'autoplay'> | null;
  duration: string | null;
  expiration_date: string | null;
  rating: string | null;
  content_segment_loc: TextWithAttributes<'duration'>[];
  view_count: string | null;
  publication_date: string | null;
  tag: string[];
  category: string | null;
  family_friendly: string | null;
  restriction: TextWithAttributes<'relationship'> | null;
  gallery_loc: TextWithAttributes<'title'> | null;
  price: TextWithAttributes<'currency' | 'type' | 'resolution'>[];
  requires_subscription: string | null;
  uploader: TextWithAttributes<'info'> | null;
  tvshow: VideoTvShow | null;
  platform: TextWithAttributes<'relationship'> | null;
  live: string | null;
  id: TextWithAttributes<'type'>[];
  extra: string[];
}

/** news 0.9 `<news:news>`; the publication's two children are flattened. */
export interface NewsEntry {
  publication_name: string | null;
  publication_language: string | null;
  access: string | null;
  genres: string | null;
  publication_date: string | null;
  title: string | null;
  keywords: string | null;
  stock_tickers: string | null;
  extra: string[];
}

/** `<xhtml:link rel="alternate" hreflang="…" href="…"/>`. */
export interface AlternateLink {
  rel: string | null;
  hreflang: string | null;
  href: string | null;
}

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
  return { loc, caption: null, geo_location: null, title: null, license: null, extra: [] };
}

/** A video with every field absent, as the row details panel adds one. */
export function emptyVideo(): VideoEntry {
  return {
    thumbnail_loc: null,
    title: null,
    description: null,
    content_loc: null,
    player_loc: null,
    duration: null,
    expiration_date: null,
    rating: null,
    content_segment_loc: [],
    view_count: null,
    publication_date: null,
    tag: [],
    category: null,
    family_friendly: null,
    restriction: null,
    gallery_loc: null,
    price: [],
    requires_subscription: null,
    uploader: null,
    tvshow: null,
    platform: null,
    live: null,
    id: [],
    extra: [],
  };
}

/** A news entry with every field absent. */
export function emptyNews(): NewsEntry {
  return {
    publication_name: null,
    publication_language: null,
    access: null,
    genres: null,
    publication_date: null,
    title: null,
    keywords: null,
    stock_tickers: null,
    extra: [],
  };
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
