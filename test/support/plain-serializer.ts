import type {
  AlternateLink,
  ImageEntry,
  NewsEntry,
  TextWithAttributes,
  UrlRow,
  VideoEntry,
} from '../../shared/url-table';
import { escapeAttribute, escapeText } from '../../electron/engine/import/raw-xml';

/**
 * A plain urlset writer for round-trip tests: every modelled field in XSD order, then the raw
 * XML kept for unknown elements. The real exporter (issue #4) adds splitting, limits and gzip.
 */
export function serializeUrlset(rows: readonly UrlRow[]): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"',
    ' xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"',
    ' xmlns:video="http://www.google.com/schemas/sitemap-video/1.1"',
    ' xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"',
    ' xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const row of rows) parts.push(urlXml(row));
  parts.push('</urlset>\n');
  return parts.join('');
}

function urlXml(row: UrlRow): string {
  return (
    `<url>${element('loc', row.loc)}${element('lastmod', row.lastmod)}${element('changefreq', row.changefreq)}` +
    `${element('priority', row.priority)}${row.images.map(imageXml).join('')}${row.videos.map(videoXml).join('')}` +
    `${row.news ? newsXml(row.news) : ''}${row.alternates.map(linkXml).join('')}${row.extra.join('')}</url>\n`
  );
}

function element(name: string, value: string | null | undefined): string {
  return value === null || value === undefined ? '' : `<${name}>${escapeText(value)}</${name}>`;
}

function withAttributes(name: string, field: TextWithAttributes<string> | null | undefined): string {
  if (!field) return '';
  const attributes = Object.entries(field.attributes)
    .filter(([, value]) => value !== null)
    .map(([key, value]) => ` ${key}="${escapeAttribute(value!)}"`)
    .join('');
  return `<${name}${attributes}>${escapeText(field.value)}</${name}>`;
}

function imageXml(image: ImageEntry): string {
  const fields = (['loc', 'caption', 'geo_location', 'title', 'license'] as const).map((key) =>
    element(`image:${key}`, image[key]),
  );
  return `<image:image>${fields.join('')}${image.extra.join('')}</image:image>`;
}

function videoXml(video: VideoEntry): string {
  const v = (key: keyof VideoEntry): string => {
    const value = video[key];
    if (key === 'tag') return (value as string[]).map((tag) => element('video:tag', tag)).join('');
    if (Array.isArray(value))
      return (value as TextWithAttributes<string>[]).map((item) => withAttributes(`video:${key}`, item)).join('');
    if (value && typeof value === 'object') return withAttributes(`video:${key}`, value as TextWithAttributes<string>);
    return element(`video:${key}`, value as string | null);
  };
  const tvshow = video.tvshow
    ? `<video:tvshow>${Object.entries(video.tvshow)
        .map(([key, value]) => element(`video:${key}`, value))
        .join('')}</video:tvshow>`
    : '';
  const before = [
    'thumbnail_loc',
    'title',
    'description',
    'content_loc',
    'player_loc',
    'duration',
    'expiration_date',
    'rating',
    'content_segment_loc',
    'view_count',
    'publication_date',
    'tag',
    'category',
    'family_friendly',
    'restriction',
    'gallery_loc',
    'price',
    'requires_subscription',
    'uploader',
  ] as const;
  const after = ['platform', 'live', 'id'] as const;
  return `<video:video>${before.map(v).join('')}${tvshow}${after.map(v).join('')}${video.extra.join('')}</video:video>`;
}

function newsXml(news: NewsEntry): string {
  const publication =
    news.publication_name !== null || news.publication_language !== null
      ? `<news:publication>${element('news:name', news.publication_name)}${element('news:language', news.publication_language)}</news:publication>`
      : '';
  const rest = (['access', 'genres', 'publication_date', 'title', 'keywords', 'stock_tickers'] as const).map((key) =>
    element(`news:${key}`, news[key]),
  );
  return `<news:news>${publication}${rest.join('')}${news.extra.join('')}</news:news>`;
}

function linkXml(link: AlternateLink): string {
  const attributes = (['rel', 'hreflang', 'href'] as const)
    .filter((key) => link[key] !== null)
    .map((key) => ` ${key}="${escapeAttribute(link[key]!)}"`)
    .join('');
  return `<xhtml:link${attributes}/>`;
}
