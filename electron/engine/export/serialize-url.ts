import type {
  AlternateLink,
  ImageEntry,
  NewsEntry,
  TextWithAttributes,
  UrlRow,
  VideoEntry,
} from '../../../shared/url-table';
import {
  IMAGE_SCHEMA,
  NEWS_SCHEMA,
  SITEMAP_FIELDS,
  URL_FIELDS,
  VIDEO_SCHEMA,
  childSequence,
  type RecordSchema,
} from '../sitemap-schema';
import { ByteWriter, elementTags, markupOf, type ElementTags } from './byte-writer';
import { NS_IMAGE, NS_NEWS, NS_VIDEO, NS_XHTML } from './namespaces';

/** The url's and sitemap's own children, in schema order, their tags encoded once. */
const URL_CHILDREN = URL_FIELDS.map((key) => ({ key, tags: elementTags(key) }));
const SITEMAP_CHILDREN = SITEMAP_FIELDS.map((key) => ({ key, tags: elementTags(key) }));
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
  for (const { key, tags } of URL_CHILDREN) out.element(tags, row[key]);
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
  for (const { key, tags } of SITEMAP_CHILDREN) out.element(tags, sitemap[key]);
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

/** One child of an extension element, in schema order: a text field, or a container of them. */
interface PlannedChild {
  name: string;
  tag: string;
  tags: ElementTags;
  children: PlannedChild[] | null;
}

/** An extension element's children as its schema orders them (sitemap-schema.ts), tags encoded once. */
function plan(schema: RecordSchema, prefix: string, container = ''): PlannedChild[] {
  return childSequence(schema, container).map((name) => {
    const path = container === '' ? name : `${container}/${name}`;
    const tag = `${prefix}:${name}`;
    const children = schema.containers.includes(path) ? plan(schema, prefix, path) : null;
    return { name, tag, tags: elementTags(tag), children };
  });
}

const IMAGE_CHILDREN = plan(IMAGE_SCHEMA, 'image');
const VIDEO_CHILDREN = plan(VIDEO_SCHEMA, 'video');
const NEWS_CHILDREN = plan(NEWS_SCHEMA, 'news');

type FieldValue = string | TextWithAttributes<string> | readonly (string | TextWithAttributes<string>)[] | null;
type Fields = object;

/**
 * Writes a record's fields in the plan's order: a text, a text with attributes, or a list of
 * either. A container is written when `inside` gives its fields (null: absent).
 */
function writeFields(
  out: ByteWriter,
  children: readonly PlannedChild[],
  fields: Fields,
  inside: (container: string) => Fields | null = () => null,
): void {
  for (const child of children) {
    if (child.children === null) {
      writeValue(out, child, (fields as Record<string, FieldValue | undefined>)[child.name] ?? null);
      continue;
    }
    const inner = inside(child.name);
    if (inner === null) continue;
    out.raw(`<${child.tag}>`);
    writeFields(out, child.children, inner);
    out.raw(`</${child.tag}>`);
  }
}

function writeValue(out: ByteWriter, child: PlannedChild, value: FieldValue): void {
  if (value === null) return;
  if (typeof value === 'string') return out.element(child.tags, value);
  if (isList(value)) {
    for (const item of value) writeValue(out, child, item);
    return;
  }
  writeWithAttributes(out, child.tag, value);
}

const isList = (value: FieldValue): value is readonly (string | TextWithAttributes<string>)[] => Array.isArray(value);

function writeImage(out: ByteWriter, image: ImageEntry): void {
  out.raw('<image:image>');
  writeFields(out, IMAGE_CHILDREN, image);
  for (const raw of image.extra) out.raw(raw);
  out.raw('</image:image>');
}

function writeVideo(out: ByteWriter, video: VideoEntry): void {
  out.raw('<video:video>');
  writeFields(out, VIDEO_CHILDREN, video, () => video.tvshow);
  for (const raw of video.extra) out.raw(raw);
  out.raw('</video:video>');
}

function writeNews(out: ByteWriter, news: NewsEntry): void {
  out.raw('<news:news>');
  // The model flattens <news:publication>'s two children into publication_name and publication_language.
  const publication = (): Fields | null =>
    news.publication_name !== null || news.publication_language !== null
      ? { name: news.publication_name, language: news.publication_language }
      : null;
  writeFields(out, NEWS_CHILDREN, news, publication);
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
