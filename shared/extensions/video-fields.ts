import { NAMESPACES } from '../protocol';
import {
  absoluteUrl,
  allowOrDeny,
  videoDescriptionLength,
  videoDuration,
  videoPlatform,
  videoRating,
  videoRestriction,
  videoTagCount,
  videoTitleLength,
  videoUploaderLength,
  videoViewCount,
  w3cDatetime,
  yesNo,
} from '../validation/field-rules';
import { EXTENSION_LIMITS } from '../validation/extension-limits';
import type { EditorGroup, ExtensionTable, FieldSpec } from './field-table';

const YES_NO = ['yes', 'no'] as const;
const REQUIRED = { code: 'video-required-missing' } as const;
const CONTENT = { code: 'video-required-missing', oneOf: 'content_loc or player_loc' } as const;
const RELATIONSHIP = {
  name: 'relationship',
  options: ['allow', 'deny'],
  rules: [allowOrDeny],
  required: 'video-relationship-missing',
} as const;
const URL_INPUT = { input: 'text', mono: true, placeholder: 'https://' } as const;
const DATE_INPUT = { input: 'text', placeholder: 'YYYY-MM-DDThh:mm:ss+hh:mm' } as const;
const YES_NO_INPUT = { input: 'choice', options: YES_NO } as const;

/** video:tvshow's children (deprecated by Google as a whole, kept). */
export const TVSHOW_FIELDS = [
  { key: 'show_title', xml: 'show_title', kind: 'text', rules: [], editor: { input: 'text' } },
  { key: 'video_type', xml: 'video_type', kind: 'text', rules: [], editor: { input: 'text' } },
  { key: 'episode_title', xml: 'episode_title', kind: 'text', rules: [], editor: { input: 'text' } },
  { key: 'season_number', xml: 'season_number', kind: 'number', rules: [], editor: { input: 'text' } },
  { key: 'episode_number', xml: 'episode_number', kind: 'number', rules: [], editor: { input: 'text' } },
  { key: 'premier_date', xml: 'premier_date', kind: 'date', rules: [], editor: { input: 'text' } },
] as const satisfies readonly FieldSpec[];

/** video 1.1, every child of `<video:video>` with its attributes, in schema order. */
export const VIDEO_FIELDS = [
  {
    key: 'thumbnail_loc',
    xml: 'thumbnail_loc',
    kind: 'url',
    required: REQUIRED,
    rules: [absoluteUrl('video-url-not-absolute')],
    editor: URL_INPUT,
  },
  {
    key: 'title',
    xml: 'title',
    kind: 'text',
    required: REQUIRED,
    rules: [videoTitleLength],
    editor: { input: 'text' },
  },
  {
    key: 'description',
    xml: 'description',
    kind: 'text',
    required: REQUIRED,
    rules: [videoDescriptionLength],
    editor: { input: 'multiline' },
  },
  {
    key: 'content_loc',
    xml: 'content_loc',
    kind: 'url',
    required: CONTENT,
    rules: [absoluteUrl('video-url-not-absolute')],
    editor: URL_INPUT,
  },
  {
    key: 'player_loc',
    xml: 'player_loc',
    kind: 'url',
    required: CONTENT,
    attributes: [
      { name: 'allow_embed', options: YES_NO, deprecated: true },
      { name: 'autoplay', deprecated: true },
    ],
    rules: [],
    editor: URL_INPUT,
  },
  {
    key: 'duration',
    xml: 'duration',
    kind: 'number',
    rules: [videoDuration],
    editor: { input: 'text', placeholder: `seconds, 1 to ${EXTENSION_LIMITS.videoDurationSeconds}` },
  },
  {
    key: 'expiration_date',
    xml: 'expiration_date',
    kind: 'date',
    rules: [w3cDatetime('video-date-invalid')],
    editor: DATE_INPUT,
  },
  {
    key: 'rating',
    xml: 'rating',
    kind: 'number',
    rules: [videoRating],
    editor: { input: 'text', placeholder: '0.0 to 5.0' },
  },
  {
    key: 'content_segment_loc',
    xml: 'content_segment_loc',
    kind: 'url',
    many: true,
    attributes: [{ name: 'duration' }],
    rules: [],
    editor: { input: 'text', mono: true },
  },
  { key: 'view_count', xml: 'view_count', kind: 'number', rules: [videoViewCount], editor: { input: 'text' } },
  {
    key: 'publication_date',
    xml: 'publication_date',
    kind: 'date',
    rules: [w3cDatetime('video-date-invalid')],
    editor: DATE_INPUT,
  },
  {
    key: 'tag',
    xml: 'tag',
    kind: 'text',
    many: true,
    max: EXTENSION_LIMITS.videoTags,
    rules: [videoTagCount],
    editor: { input: 'lines', placeholder: 'one tag per line' },
  },
  { key: 'category', xml: 'category', kind: 'text', deprecated: true, rules: [], editor: { input: 'text' } },
  {
    key: 'family_friendly',
    xml: 'family_friendly',
    kind: 'yes-no',
    rules: [yesNo('video-yes-no-invalid')],
    editor: YES_NO_INPUT,
  },
  {
    key: 'restriction',
    xml: 'restriction',
    kind: 'enum',
    attributes: [RELATIONSHIP],
    rules: [videoRestriction],
    editor: { input: 'text', placeholder: 'country codes: DE FR' },
  },
  {
    key: 'gallery_loc',
    xml: 'gallery_loc',
    kind: 'url',
    attributes: [{ name: 'title' }],
    deprecated: true,
    rules: [],
    editor: { input: 'text', mono: true },
  },
  {
    key: 'price',
    xml: 'price',
    kind: 'number',
    many: true,
    attributes: [
      { name: 'currency' },
      { name: 'type', options: ['own', 'rent'] },
      { name: 'resolution', options: ['HD', 'SD'] },
    ],
    deprecated: true,
    rules: [],
    editor: { input: 'text' },
  },
  {
    key: 'requires_subscription',
    xml: 'requires_subscription',
    kind: 'yes-no',
    rules: [yesNo('video-yes-no-invalid')],
    editor: YES_NO_INPUT,
  },
  {
    key: 'uploader',
    xml: 'uploader',
    kind: 'text',
    attributes: [{ name: 'info', url: true }],
    rules: [videoUploaderLength],
    editor: { input: 'text' },
  },
  {
    key: 'tvshow',
    xml: 'tvshow',
    kind: 'record',
    fields: TVSHOW_FIELDS,
    deprecated: true,
    rules: [],
    editor: { input: 'text' },
  },
  {
    key: 'platform',
    xml: 'platform',
    kind: 'enum',
    attributes: [RELATIONSHIP],
    rules: [videoPlatform],
    editor: { input: 'text', placeholder: 'web mobile tv' },
  },
  { key: 'live', xml: 'live', kind: 'yes-no', rules: [yesNo('video-yes-no-invalid')], editor: YES_NO_INPUT },
  {
    key: 'id',
    xml: 'id',
    kind: 'text',
    many: true,
    attributes: [{ name: 'type' }],
    rules: [],
    editor: { input: 'text' },
  },
] as const satisfies readonly FieldSpec[];

export const VIDEO_TABLE: ExtensionTable<typeof VIDEO_FIELDS> = {
  element: 'video',
  ns: NAMESPACES.video,
  prefix: 'video',
  fieldsAre: 'children',
  fields: VIDEO_FIELDS,
};

/** The row details panel's groups, as a person fills them in; the TV show is its own section. */
export const VIDEO_EDITOR: readonly EditorGroup<typeof VIDEO_FIELDS>[] = [
  { title: 'Required', keys: ['thumbnail_loc', 'title', 'description', 'content_loc', 'player_loc'] },
  {
    title: 'About the video',
    keys: [
      'duration',
      'publication_date',
      'expiration_date',
      'rating',
      'view_count',
      'family_friendly',
      'requires_subscription',
      'live',
      'tag',
      'category',
    ],
  },
  { title: 'Who may watch, and where', keys: ['restriction', 'platform', 'uploader', 'gallery_loc'] },
  { title: 'Lists', keys: ['content_segment_loc', 'price', 'id'] },
  { title: 'TV show', keys: ['tvshow'] },
];
