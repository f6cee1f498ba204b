import type { TextWithAttributes, VideoEntry } from '../../../shared/url-table';

/**
 * video 1.1 as the row details panel lays it out: every field of VideoEntry (shared/url-table.ts),
 * grouped as a person fills them in. The order is also where a problem about several fields shows.
 */

type Kind = 'text' | 'multiline' | 'lines' | 'choice';
const YES_NO = ['yes', 'no'] as const;

/** Fields holding one text (tags: one per line). */
export type VideoTextKey = {
  [K in keyof VideoEntry]: VideoEntry[K] extends string | null ? K : never;
}[keyof VideoEntry];
/** Fields holding a text with attributes, or none. */
export type VideoAttributedKey = 'player_loc' | 'restriction' | 'gallery_loc' | 'uploader' | 'platform';
/** Fields holding a list of texts with attributes. */
export type VideoListKey = 'content_segment_loc' | 'price' | 'id';

export interface TextSpec {
  type: 'text';
  key: VideoTextKey | 'tag';
  kind: Kind;
  options?: readonly string[];
  mono?: boolean;
  placeholder?: string;
}

export interface AttributeSpec {
  name: string;
  options?: readonly string[];
}

export interface AttributedSpec {
  type: 'attributed' | 'list';
  key: VideoAttributedKey | VideoListKey;
  attributes: readonly AttributeSpec[];
  mono?: boolean;
  placeholder?: string;
}

export type VideoFieldSpec = TextSpec | AttributedSpec;

const url = (key: VideoTextKey): TextSpec => ({ type: 'text', key, kind: 'text', mono: true, placeholder: 'https://' });
const text = (key: VideoTextKey, placeholder?: string): TextSpec => ({ type: 'text', key, kind: 'text', placeholder });
const yesNo = (key: VideoTextKey): TextSpec => ({ type: 'text', key, kind: 'choice', options: YES_NO });
const RELATIONSHIP: AttributeSpec = { name: 'relationship', options: ['allow', 'deny'] };

export const VIDEO_GROUPS: readonly { title: string; fields: readonly VideoFieldSpec[] }[] = [
  {
    title: 'Required',
    fields: [
      url('thumbnail_loc'),
      text('title'),
      { type: 'text', key: 'description', kind: 'multiline' },
      url('content_loc'),
      {
        type: 'attributed',
        key: 'player_loc',
        mono: true,
        placeholder: 'https://',
        attributes: [{ name: 'allow_embed', options: YES_NO }, { name: 'autoplay' }],
      },
    ],
  },
  {
    title: 'About the video',
    fields: [
      text('duration', 'seconds, 1 to 28800'),
      text('publication_date', 'YYYY-MM-DDThh:mm:ss+hh:mm'),
      text('expiration_date', 'YYYY-MM-DDThh:mm:ss+hh:mm'),
      text('rating', '0.0 to 5.0'),
      text('view_count'),
      yesNo('family_friendly'),
      yesNo('requires_subscription'),
      yesNo('live'),
      { type: 'text', key: 'tag', kind: 'lines', placeholder: 'one tag per line' },
      text('category'),
    ],
  },
  {
    title: 'Who may watch, and where',
    fields: [
      { type: 'attributed', key: 'restriction', placeholder: 'country codes: DE FR', attributes: [RELATIONSHIP] },
      { type: 'attributed', key: 'platform', placeholder: 'web mobile tv', attributes: [RELATIONSHIP] },
      { type: 'attributed', key: 'uploader', attributes: [{ name: 'info' }] },
      { type: 'attributed', key: 'gallery_loc', mono: true, attributes: [{ name: 'title' }] },
    ],
  },
  {
    title: 'Lists',
    fields: [
      { type: 'list', key: 'content_segment_loc', mono: true, attributes: [{ name: 'duration' }] },
      {
        type: 'list',
        key: 'price',
        attributes: [
          { name: 'currency' },
          { name: 'type', options: ['own', 'rent'] },
          { name: 'resolution', options: ['HD', 'SD'] },
        ],
      },
      { type: 'list', key: 'id', attributes: [{ name: 'type' }] },
    ],
  },
];

/** Every field in the order shown, for placing problems. */
export const VIDEO_FIELD_ORDER: readonly string[] = [
  ...VIDEO_GROUPS.flatMap((group) => group.fields.map((field) => field.key)),
  'tvshow',
];

/** A text with its attributes all absent. */
export function emptyAttributed(attributes: readonly AttributeSpec[], value = ''): TextWithAttributes<string> {
  return { value, attributes: Object.fromEntries(attributes.map((attribute) => [attribute.name, null])) };
}
