import { NAMESPACES } from '../protocol';
import { absoluteUrl } from '../validation/field-rules';
import type { EditorGroup, ExtensionTable, FieldSpec } from './field-table';

/** image 1.1, every child of `<image:image>` in schema order; all but loc are deprecated by Google, and kept. */
export const IMAGE_FIELDS = [
  {
    key: 'loc',
    xml: 'loc',
    kind: 'url',
    blankWhenAbsent: true,
    required: { code: 'image-loc-missing' },
    rules: [absoluteUrl('image-loc-not-absolute')],
    editor: { input: 'text', mono: true },
  },
  { key: 'caption', xml: 'caption', kind: 'text', deprecated: true, rules: [], editor: { input: 'multiline' } },
  { key: 'geo_location', xml: 'geo_location', kind: 'text', deprecated: true, rules: [], editor: { input: 'text' } },
  { key: 'title', xml: 'title', kind: 'text', deprecated: true, rules: [], editor: { input: 'text' } },
  { key: 'license', xml: 'license', kind: 'url', deprecated: true, rules: [], editor: { input: 'text', mono: true } },
] as const satisfies readonly FieldSpec[];

export const IMAGE_TABLE: ExtensionTable<typeof IMAGE_FIELDS> = {
  element: 'image',
  ns: NAMESPACES.image,
  prefix: 'image',
  fieldsAre: 'children',
  fields: IMAGE_FIELDS,
};

/** The row details panel's order. */
export const IMAGE_EDITOR: readonly EditorGroup<typeof IMAGE_FIELDS>[] = [
  { title: 'Image', keys: ['loc', 'caption', 'title', 'geo_location', 'license'] },
];
