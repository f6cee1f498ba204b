import type { ExtensionTable, FieldSpec } from '../../shared/extensions/field-table';
import { IMAGE_TABLE } from '../../shared/extensions/image-fields';
import { NEWS_TABLE } from '../../shared/extensions/news-fields';
import { VIDEO_TABLE } from '../../shared/extensions/video-fields';

/**
 * The children of each element we model, in the order its XSD's `<xsd:sequence>` requires
 * (corpus/schemas: sitemap.xsd, siteindex.xsd, sitemap-image/video/news.xsd); the extensions'
 * come from their field tables (shared/extensions). The parser checks the order with it.
 */

/** `<url>`: then any element of another namespace (the extensions). */
export const URL_FIELDS = ['loc', 'lastmod', 'changefreq', 'priority'] as const;
/** An index's `<sitemap>`: then any element of another namespace. */
export const SITEMAP_FIELDS = ['loc', 'lastmod'] as const;

/** The children an extension element may have: leaf paths with their known attributes, and containers. */
export interface RecordSchema {
  ns: string;
  /** "loc", "tvshow/show_title", "publication/name" → the attribute names the model keeps, in schema order. */
  leaves: Readonly<Record<string, readonly string[]>>;
  containers: readonly string[];
  /** Its element takes no children at all: each is passed over whole and `contentSkipped` set. */
  skipsContent?: boolean;
}

/** An extension element's schema from its field table: a record's fields sit under its name, a path's folders are containers. */
export function recordSchema(table: ExtensionTable): RecordSchema {
  const leaves: Record<string, readonly string[]> = {};
  const containers = new Set<string>();
  const add = (fields: readonly FieldSpec[], prefix: string): void => {
    for (const field of fields) {
      const path = prefix + field.xml;
      const folders = path.split('/').slice(0, -1);
      folders.forEach((_, i) => containers.add(folders.slice(0, i + 1).join('/')));
      if (field.fields) {
        containers.add(path);
        add(field.fields, `${path}/`);
      } else leaves[path] = (field.attributes ?? []).map((attribute) => attribute.name);
    }
  };
  add(table.fields, '');
  return { ns: table.ns, leaves, containers: [...containers] };
}

export const IMAGE_SCHEMA = recordSchema(IMAGE_TABLE);
export const VIDEO_SCHEMA = recordSchema(VIDEO_TABLE);
export const NEWS_SCHEMA = recordSchema(NEWS_TABLE);

const sequences = new WeakMap<RecordSchema, Map<string, readonly string[]>>();

/** The names of a record's children (container '') or of one container's children, in schema order. */
export function childSequence(schema: RecordSchema, container = ''): readonly string[] {
  // Asked once per image, video or news element read: worked out once per schema.
  let known = sequences.get(schema);
  if (!known) sequences.set(schema, (known = new Map()));
  let sequence = known.get(container);
  if (!sequence) {
    const prefix = container === '' ? '' : `${container}/`;
    const names = Object.keys(schema.leaves)
      .filter((path) => path.startsWith(prefix))
      .map((path) => path.slice(prefix.length).split('/')[0]!);
    known.set(container, (sequence = [...new Set(names)]));
  }
  return sequence;
}
