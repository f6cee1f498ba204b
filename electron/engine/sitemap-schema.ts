import { NAMESPACES } from '../../shared/protocol';
import { TVSHOW_FIELDS } from '../../shared/url-table';

/**
 * The children of each element we model, in the order its XSD's `<xsd:sequence>` requires
 * (corpus/schemas: sitemap.xsd, siteindex.xsd, sitemap-image/video/news.xsd). One table: the
 * parser reads and checks the order with it, the serializer writes in it.
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
}

/** image 1.1, every child of `<image:image>`. */
export const IMAGE_SCHEMA: RecordSchema = {
  ns: NAMESPACES.image,
  leaves: { loc: [], caption: [], geo_location: [], title: [], license: [] },
  containers: [],
};

/** video 1.1, every child of `<video:video>` with its attributes. */
export const VIDEO_SCHEMA: RecordSchema = {
  ns: NAMESPACES.video,
  leaves: {
    thumbnail_loc: [],
    title: [],
    description: [],
    content_loc: [],
    player_loc: ['allow_embed', 'autoplay'],
    duration: [],
    expiration_date: [],
    rating: [],
    content_segment_loc: ['duration'],
    view_count: [],
    publication_date: [],
    tag: [],
    category: [],
    family_friendly: [],
    restriction: ['relationship'],
    gallery_loc: ['title'],
    price: ['currency', 'type', 'resolution'],
    requires_subscription: [],
    uploader: ['info'],
    ...Object.fromEntries(TVSHOW_FIELDS.map((field) => [`tvshow/${field}`, []])),
    platform: ['relationship'],
    live: [],
    id: ['type'],
  },
  containers: ['tvshow'],
};

/** news 0.9, every child of `<news:news>`. */
export const NEWS_SCHEMA: RecordSchema = {
  ns: NAMESPACES.news,
  leaves: {
    'publication/name': [],
    'publication/language': [],
    access: [],
    genres: [],
    publication_date: [],
    title: [],
    keywords: [],
    stock_tickers: [],
  },
  containers: ['publication'],
};

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
