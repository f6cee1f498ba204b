import type { AlternateLink, ImageEntry, NewsEntry, UrlRow, VideoEntry } from '../../../shared/url-table';
import { NS_IMAGE, NS_NEWS, NS_VIDEO, NS_XHTML } from './namespaces';
import { element as el, elementWithAttributes as withAttributes, escapeAttribute } from '../xml-text';

export interface SerializedEntry {
  xml: string;
  /** The extension namespaces the entry uses (NS_* bits). */
  namespaces: number;
}

/**
 * One `<url>` entry, children in the order the schemas require, then the raw XML of elements we
 * do not model, as they were read. Only fields that have a value are written.
 */
export function serializeUrl(row: UrlRow): SerializedEntry {
  let namespaces = 0;
  let xml = `<url>${el('loc', row.loc)}${el('lastmod', row.lastmod)}${el('changefreq', row.changefreq)}${el('priority', row.priority)}`;
  for (const image of row.images) xml += serializeImage(image);
  for (const video of row.videos) xml += serializeVideo(video);
  if (row.news) xml += serializeNews(row.news);
  for (const alternate of row.alternates) xml += serializeAlternate(alternate);
  for (const raw of row.extra) xml += raw;
  if (row.images.length) namespaces |= NS_IMAGE;
  if (row.videos.length) namespaces |= NS_VIDEO;
  if (row.news) namespaces |= NS_NEWS;
  if (row.alternates.length) namespaces |= NS_XHTML;
  return { xml: `${xml}</url>\n`, namespaces };
}

function serializeImage(image: ImageEntry): string {
  return `<image:image>${el('image:loc', image.loc)}${el('image:caption', image.caption)}${el('image:geo_location', image.geo_location)}${el('image:title', image.title)}${el('image:license', image.license)}${image.extra.join('')}</image:image>`;
}

function serializeVideo(video: VideoEntry): string {
  const tvshow = video.tvshow
    ? `<video:tvshow>${el('video:show_title', video.tvshow.show_title)}${el('video:video_type', video.tvshow.video_type)}${el('video:episode_title', video.tvshow.episode_title)}${el('video:season_number', video.tvshow.season_number)}${el('video:episode_number', video.tvshow.episode_number)}${el('video:premier_date', video.tvshow.premier_date)}</video:tvshow>`
    : '';
  return (
    '<video:video>' +
    el('video:thumbnail_loc', video.thumbnail_loc) +
    el('video:title', video.title) +
    el('video:description', video.description) +
    el('video:content_loc', video.content_loc) +
    withAttributes('video:player_loc', video.player_loc) +
    el('video:duration', video.duration) +
    el('video:expiration_date', video.expiration_date) +
    el('video:rating', video.rating) +
    video.content_segment_loc.map((segment) => withAttributes('video:content_segment_loc', segment)).join('') +
    el('video:view_count', video.view_count) +
    el('video:publication_date', video.publication_date) +
    video.tag.map((tag) => el('video:tag', tag)).join('') +
    el('video:category', video.category) +
    el('video:family_friendly', video.family_friendly) +
    withAttributes('video:restriction', video.restriction) +
    withAttributes('video:gallery_loc', video.gallery_loc) +
    video.price.map((price) => withAttributes('video:price', price)).join('') +
    el('video:requires_subscription', video.requires_subscription) +
    withAttributes('video:uploader', video.uploader) +
    tvshow +
    withAttributes('video:platform', video.platform) +
    el('video:live', video.live) +
    video.id.map((id) => withAttributes('video:id', id)).join('') +
    video.extra.join('') +
    '</video:video>'
  );
}

function serializeNews(news: NewsEntry): string {
  const publication =
    news.publication_name !== null || news.publication_language !== null
      ? `<news:publication>${el('news:name', news.publication_name)}${el('news:language', news.publication_language)}</news:publication>`
      : '';
  return `<news:news>${publication}${el('news:access', news.access)}${el('news:genres', news.genres)}${el('news:publication_date', news.publication_date)}${el('news:title', news.title)}${el('news:keywords', news.keywords)}${el('news:stock_tickers', news.stock_tickers)}${news.extra.join('')}</news:news>`;
}

function serializeAlternate(link: AlternateLink): string {
  let attributes = '';
  if (link.rel !== null) attributes += ` rel="${escapeAttribute(link.rel)}"`;
  if (link.hreflang !== null) attributes += ` hreflang="${escapeAttribute(link.hreflang)}"`;
  if (link.href !== null) attributes += ` href="${escapeAttribute(link.href)}"`;
  return `<xhtml:link${attributes}/>`;
}
