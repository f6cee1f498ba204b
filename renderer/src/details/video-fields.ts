import type { AttributeSpec, FieldSpec, KeyOf } from '../../../shared/extensions/field-table';
import { VIDEO_EDITOR, VIDEO_FIELDS } from '../../../shared/extensions/video-fields';
import type { VideoEntry } from '../../../shared/url-table';
import { layOut, shownOrder } from './editor-layout';

/**
 * video 1.1 as the row details panel lays it out: the video field table (shared/extensions) in the
 * groups of its editor layout. The TV show, a record of fields, has its own section (TvShowFields).
 */

export type { AttributeSpec };
type VideoKey = KeyOf<typeof VIDEO_FIELDS>;

/** Fields holding one text (tags: one per line). */
export type VideoTextKey = {
  [K in keyof VideoEntry]: VideoEntry[K] extends string | null ? K : never;
}[keyof VideoEntry];

export interface TextSpec {
  type: 'text';
  key: VideoTextKey | 'tag';
  kind: FieldSpec['editor']['input'];
  options?: readonly string[] | undefined;
  mono?: boolean | undefined;
  placeholder?: string | undefined;
}

/** A text with attributes (`attributed`), or a list of them. */
export interface AttributedSpec {
  type: 'attributed' | 'list';
  key: Exclude<VideoKey, VideoTextKey | 'tag' | 'tvshow'>;
  attributes: readonly AttributeSpec[];
  mono?: boolean | undefined;
  placeholder?: string | undefined;
}

export type VideoFieldSpec = TextSpec | AttributedSpec;

function specOf(field: FieldSpec): VideoFieldSpec {
  const { mono, placeholder } = field.editor;
  if (field.attributes) {
    const type = field.many ? 'list' : 'attributed';
    return { type, key: field.key as AttributedSpec['key'], attributes: field.attributes, mono, placeholder };
  }
  const { input: kind, options } = field.editor;
  return { type: 'text', key: field.key as TextSpec['key'], kind, options, mono, placeholder };
}

export const VIDEO_GROUPS: readonly { title: string; fields: readonly VideoFieldSpec[] }[] = layOut(
  VIDEO_FIELDS,
  VIDEO_EDITOR,
)
  .filter((group) => group.fields.every((field) => !field.fields))
  .map((group) => ({ title: group.title, fields: group.fields.map(specOf) }));

/** Every field in the order shown, for placing problems. */
export const VIDEO_FIELD_ORDER: readonly string[] = shownOrder(VIDEO_EDITOR);
