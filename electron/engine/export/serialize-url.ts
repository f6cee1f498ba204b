import { ALTERNATE_TABLE } from '../../../shared/extensions/alternate-fields';
import { valueOf, type FieldValue } from '../../../shared/extensions/entry-values';
import type { FieldSpec, TextWithAttributes } from '../../../shared/extensions/field-table';
import { IMAGE_TABLE } from '../../../shared/extensions/image-fields';
import { NEWS_TABLE } from '../../../shared/extensions/news-fields';
import { VIDEO_TABLE } from '../../../shared/extensions/video-fields';
import type { AlternateLink, UrlRow } from '../../../shared/url-table';
import { unwritableExtra } from '../../../shared/validation/unwritable-extra';
import { SITEMAP_FIELDS, URL_FIELDS } from '../sitemap-schema';
import { ByteWriter, elementTags, markupOf, type ElementTags } from './byte-writer';
import { NS_IMAGE, NS_NEWS, NS_VIDEO, NS_XHTML } from './namespaces';

/** The url's and sitemap's own children, in schema order, their tags encoded once. */
export const URL_CHILDREN = URL_FIELDS.map((key) => ({ key, tags: elementTags(key) }));
const SITEMAP_CHILDREN = SITEMAP_FIELDS.map((key) => ({ key, tags: elementTags(key) }));
export const URL_OPEN = markupOf('<url>');
export const URL_CLOSE = markupOf('</url>\n');
export const NEWLINE = markupOf('\n');
const SITEMAP_OPEN = markupOf('<sitemap>');
const SITEMAP_CLOSE = markupOf('</sitemap>\n');

/**
 * Writes one `<url>` entry: children in the order the schemas require, then the raw XML of elements
 * we do not model, as they were read, but for those no entry may hold (unwritableExtra). Only fields that have a value are written. Returns the
 * extension namespaces the entry uses (NS_* bits).
 */
export function writeUrl(out: ByteWriter, row: UrlRow): number {
  out.markup(URL_OPEN);
  // A loc is always written (one that is empty is the gate's error, never written out).
  for (const { key, tags } of URL_CHILDREN) out.element(tags, key === 'loc' ? row.loc : valueOrAbsent(row[key]));
  let namespaces = 0;
  if (row.images.length) {
    namespaces |= NS_IMAGE;
    for (const image of row.images) writeEntry(out, IMAGE_TAGS, IMAGE_CHILDREN, image);
  }
  if (row.videos.length) {
    namespaces |= NS_VIDEO;
    for (const video of row.videos) writeEntry(out, VIDEO_TAGS, VIDEO_CHILDREN, video);
  }
  if (row.news) {
    namespaces |= NS_NEWS;
    writeEntry(out, NEWS_TAGS, NEWS_CHILDREN, row.news);
  }
  if (row.alternates.length) {
    namespaces |= NS_XHTML;
    for (const alternate of row.alternates) writeAlternate(out, alternate);
  }
  // An element no entry may hold is the gate's warning, and not written (the file would fail the schema).
  for (const raw of row.extra) if (unwritableExtra(raw) === null) out.raw(raw);
  out.markup(URL_CLOSE);
  return namespaces;
}

/**
 * A field's value to write, an empty one as absent: the schema allows no empty lastmod, changefreq
 * or priority (the import reads one as absent; a project saved before it did may hold one).
 */
export const valueOrAbsent = (value: string | null): string | null => (value === '' ? null : value);

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

/**
 * One child of an extension element, in schema order, its tags encoded once: a field of the table,
 * a record of fields (video:tvshow, written when the entry has it), or a container the table
 * flattens (news:publication, written when one of its fields has a value).
 */
interface PlannedChild {
  tag: string;
  tags: ElementTags;
  field: FieldSpec | null;
  children: PlannedChild[] | null;
}

const planned = (name: string, prefix: string, field: FieldSpec | null, children: PlannedChild[] | null) => ({
  tag: `${prefix}:${name}`,
  tags: elementTags(`${prefix}:${name}`),
  field,
  children,
});

/** An extension's children as its field table orders them, with `prefix`'s tags. */
function plan(fields: readonly FieldSpec[], prefix: string): PlannedChild[] {
  const children: PlannedChild[] = [];
  for (const field of fields) {
    const [name, ...inside] = field.xml.split('/') as [string, ...string[]];
    if (inside.length === 0) {
      children.push(planned(name, prefix, field, field.fields ? plan(field.fields, prefix) : null));
      continue;
    }
    // A flattened container's fields follow one another in the table.
    let container = children[children.length - 1];
    if (container?.field !== null || container.tag !== `${prefix}:${name}`)
      children.push((container = planned(name, prefix, null, [])));
    container.children!.push(...plan([{ ...field, xml: inside.join('/') }], prefix));
  }
  return children;
}

const IMAGE_CHILDREN = plan(IMAGE_TABLE.fields, IMAGE_TABLE.prefix);
const VIDEO_CHILDREN = plan(VIDEO_TABLE.fields, VIDEO_TABLE.prefix);
const NEWS_CHILDREN = plan(NEWS_TABLE.fields, NEWS_TABLE.prefix);
const IMAGE_TAGS = elementTags(`${IMAGE_TABLE.prefix}:${IMAGE_TABLE.element}`);
const VIDEO_TAGS = elementTags(`${VIDEO_TABLE.prefix}:${VIDEO_TABLE.element}`);
const NEWS_TAGS = elementTags(`${NEWS_TABLE.prefix}:${NEWS_TABLE.element}`);
const LINK_OPEN = `<${ALTERNATE_TABLE.prefix}:${ALTERNATE_TABLE.element}`;

/** Writes an entry's fields in the plan's order: a text, a text with attributes, a list of either, or a record. */
function writeFields(out: ByteWriter, children: readonly PlannedChild[], entry: object): void {
  for (const child of children) {
    if (child.field === null) {
      // A flattened container is there when one of its fields is.
      if (!child.children!.some((inner) => valueOf(entry, inner.field!) !== null)) continue;
      writeRecord(out, child, entry);
      continue;
    }
    const value = valueOf(entry, child.field);
    if (child.children === null) writeValue(out, child, value);
    else if (value !== null) writeRecord(out, child, value as object);
  }
}

function writeRecord(out: ByteWriter, child: PlannedChild, fields: object): void {
  out.markup(child.tags.open);
  writeFields(out, child.children!, fields);
  out.markup(child.tags.close);
}

function writeValue(out: ByteWriter, child: PlannedChild, value: FieldValue): void {
  if (value === null) return;
  if (typeof value === 'string') return out.element(child.tags, value);
  if (Array.isArray(value)) {
    for (const item of value as readonly FieldValue[]) writeValue(out, child, item);
    return;
  }
  writeWithAttributes(out, child.tag, value as TextWithAttributes<string>);
}

/** One image, video or news element: its fields, then the raw XML of what the table does not model. */
function writeEntry(
  out: ByteWriter,
  tags: ElementTags,
  children: readonly PlannedChild[],
  entry: { extra: readonly string[] },
): void {
  out.markup(tags.open);
  writeFields(out, children, entry);
  for (const raw of entry.extra) out.raw(raw);
  out.markup(tags.close);
}

function writeAlternate(out: ByteWriter, link: AlternateLink): void {
  out.raw(LINK_OPEN);
  for (const field of ALTERNATE_TABLE.fields) writeAttribute(out, field.xml, link[field.key]);
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
