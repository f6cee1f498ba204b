import {
  TVSHOW_FIELDS,
  type AlternateLink,
  type ImageEntry,
  type NewsEntry,
  type TextWithAttributes,
  type UrlRow,
  type VideoEntry,
} from '../../../shared/url-table';
import { ByteWriter, elementTags, markupOf, type ElementTags } from './byte-writer';
import { NS_IMAGE, NS_NEWS, NS_VIDEO, NS_XHTML } from './namespaces';

/** The url's own children and the video's text children, their tags encoded once. */
const ELEMENTS = [
  'changefreq',
  'lastmod',
  'loc',
  'priority',
  'video:category',
  'video:content_loc',
  'video:description',
  'video:duration',
  'video:expiration_date',
  'video:family_friendly',
  'video:live',
  'video:publication_date',
  'video:rating',
  'video:requires_subscription',
  'video:tag',
  'video:thumbnail_loc',
  'video:title',
  'video:view_count',
] as const;
const TAGS = Object.fromEntries(ELEMENTS.map((name) => [name, elementTags(name)])) as Record<
  (typeof ELEMENTS)[number],
  ElementTags
>;
const URL_OPEN = markupOf('<url>');
const URL_CLOSE = markupOf('</url>\n');
const NEWLINE = markupOf('\n');
const SITEMAP_OPEN = markupOf('<sitemap>');
const SITEMAP_CLOSE = markupOf('</sitemap>\n');

/**
 * Writes one `<url>` entry: children in the order the schemas require, then the raw XML of elements
 * we do not model, as they were read. Only fields that have a value are written. Returns the
 * extension namespaces the entry uses (NS_* bits).
 */
export function writeUrl(out: ByteWriter, row: UrlRow): number {
  out.markup(URL_OPEN);
  out.element(TAGS['loc'], row.loc);
  out.element(TAGS['lastmod'], row.lastmod);
  out.element(TAGS['changefreq'], row.changefreq);
  out.element(TAGS['priority'], row.priority);
  let namespaces = 0;
  if (row.images.length) {
    namespaces |= NS_IMAGE;
    for (const image of row.images) writeImage(out, image);
  }
  if (row.videos.length) {
    namespaces |= NS_VIDEO;
    for (const video of row.videos) writeVideo(out, video);
  }
  if (row.news) {
    namespaces |= NS_NEWS;
    writeNews(out, row.news);
  }
  if (row.alternates.length) {
    namespaces |= NS_XHTML;
    for (const alternate of row.alternates) writeAlternate(out, alternate);
  }
  for (const raw of row.extra) out.raw(raw);
  out.markup(URL_CLOSE);
  return namespaces;
}

/** A text sitemap's line: the URL as it is. */
export function writeTextLine(out: ByteWriter, row: UrlRow): number {
  out.raw(row.loc);
  out.markup(NEWLINE);
  return 0;
}

/** One `<sitemap>` entry of an index. */
export function writeSitemap(out: ByteWriter, sitemap: { loc: string; lastmod: string | null }): number {
  out.markup(SITEMAP_OPEN);
  out.element(TAGS.loc, sitemap.loc);
  out.element(TAGS.lastmod, sitemap.lastmod);
  out.markup(SITEMAP_CLOSE);
  return 0;
}

export interface SerializedEntry {
  xml: string;
  /** The extension namespaces the entry uses (NS_* bits). */
  namespaces: number;
}

const scratch = new ByteWriter(Buffer.allocUnsafeSlow(64 * 1024));

/** One entry as a string, for callers that want text rather than bytes in a file. */
export function serializeUrl(row: UrlRow): SerializedEntry {
  scratch.offset = 0;
  let namespaces = writeUrl(scratch, row);
  let out = scratch;
  if (scratch.overflowed) {
    out = new ByteWriter(Buffer.allocUnsafe(scratch.offset));
    namespaces = writeUrl(out, row);
  }
  return { xml: Buffer.from(out.bytes.buffer, out.bytes.byteOffset, out.offset).toString('utf8'), namespaces };
}

/** Text children in schema order, each with its tags encoded once. */
const textChildren = <K extends string>(prefix: string, keys: readonly K[]) =>
  keys.map((key) => ({ key, tags: elementTags(`${prefix}:${key}`) }));

const IMAGE_CHILDREN = textChildren('image', ['loc', 'caption', 'geo_location', 'title', 'license'] as const);
const TVSHOW_CHILDREN = textChildren('video', TVSHOW_FIELDS);
const PUBLICATION_CHILDREN = [
  { key: 'publication_name', tags: elementTags('news:name') },
  { key: 'publication_language', tags: elementTags('news:language') },
] as const;
const NEWS_CHILDREN = textChildren('news', [
  'access',
  'genres',
  'publication_date',
  'title',
  'keywords',
  'stock_tickers',
] as const);

function writeChildren<K extends string>(
  out: ByteWriter,
  children: readonly { key: K; tags: ElementTags }[],
  record: Record<K, string | null>,
): void {
  for (const { key, tags } of children) out.element(tags, record[key]);
}

function writeImage(out: ByteWriter, image: ImageEntry): void {
  out.raw('<image:image>');
  writeChildren(out, IMAGE_CHILDREN, image);
  for (const raw of image.extra) out.raw(raw);
  out.raw('</image:image>');
}

function writeVideo(out: ByteWriter, video: VideoEntry): void {
  out.raw('<video:video>');
  out.element(TAGS['video:thumbnail_loc'], video.thumbnail_loc);
  out.element(TAGS['video:title'], video.title);
  out.element(TAGS['video:description'], video.description);
  out.element(TAGS['video:content_loc'], video.content_loc);
  writeWithAttributes(out, 'video:player_loc', video.player_loc);
  out.element(TAGS['video:duration'], video.duration);
  out.element(TAGS['video:expiration_date'], video.expiration_date);
  out.element(TAGS['video:rating'], video.rating);
  for (const segment of video.content_segment_loc) writeWithAttributes(out, 'video:content_segment_loc', segment);
  out.element(TAGS['video:view_count'], video.view_count);
  out.element(TAGS['video:publication_date'], video.publication_date);
  for (const tag of video.tag) out.element(TAGS['video:tag'], tag);
  out.element(TAGS['video:category'], video.category);
  out.element(TAGS['video:family_friendly'], video.family_friendly);
  writeWithAttributes(out, 'video:restriction', video.restriction);
  writeWithAttributes(out, 'video:gallery_loc', video.gallery_loc);
  for (const price of video.price) writeWithAttributes(out, 'video:price', price);
  out.element(TAGS['video:requires_subscription'], video.requires_subscription);
  writeWithAttributes(out, 'video:uploader', video.uploader);
  if (video.tvshow) {
    out.raw('<video:tvshow>');
    writeChildren(out, TVSHOW_CHILDREN, video.tvshow);
    out.raw('</video:tvshow>');
  }
  writeWithAttributes(out, 'video:platform', video.platform);
  out.element(TAGS['video:live'], video.live);
  for (const id of video.id) writeWithAttributes(out, 'video:id', id);
  for (const raw of video.extra) out.raw(raw);
  out.raw('</video:video>');
}

function writeNews(out: ByteWriter, news: NewsEntry): void {
  out.raw('<news:news>');
  if (news.publication_name !== null || news.publication_language !== null) {
    out.raw('<news:publication>');
    writeChildren(out, PUBLICATION_CHILDREN, news);
    out.raw('</news:publication>');
  }
  writeChildren(out, NEWS_CHILDREN, news);
  for (const raw of news.extra) out.raw(raw);
  out.raw('</news:news>');
}

function writeAlternate(out: ByteWriter, link: AlternateLink): void {
  out.raw('<xhtml:link');
  writeAttribute(out, 'rel', link.rel);
  writeAttribute(out, 'hreflang', link.hreflang);
  writeAttribute(out, 'href', link.href);
  out.raw('/>');
}

/** `<name a="…">text</name>` with only the attributes that have a value. */
function writeWithAttributes(out: ByteWriter, name: string, value: TextWithAttributes<string> | null): void {
  if (!value) return;
  out.raw('<');
  out.raw(name);
  for (const [key, attribute] of Object.entries(value.attributes)) writeAttribute(out, key, attribute);
  out.raw('>');
  out.text(value.value);
  out.raw('</');
  out.raw(name);
  out.raw('>');
}

function writeAttribute(out: ByteWriter, key: string, value: string | null): void {
  if (value === null) return;
  out.raw(' ');
  out.raw(key);
  out.raw('="');
  out.attribute(value);
  out.raw('"');
}
