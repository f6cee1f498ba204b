import { NAMESPACES } from '../protocol';
import { absoluteUrl, alternateHrefLength, hreflangCode, relAlternate } from '../validation/field-rules';
import type { EditorGroup, ExtensionTable, FieldSpec } from './field-table';

/** `<xhtml:link rel="alternate" hreflang="…" href="…"/>`: its attributes, in the order the export writes them. */
export const ALTERNATE_FIELDS = [
  { key: 'rel', xml: 'rel', kind: 'enum', rules: [relAlternate], editor: { input: 'text', hiddenWhen: 'alternate' } },
  {
    key: 'hreflang',
    xml: 'hreflang',
    kind: 'language',
    required: { code: 'alternate-hreflang-missing' },
    rules: [hreflangCode],
    editor: { input: 'text', placeholder: 'de-CH' },
  },
  {
    key: 'href',
    xml: 'href',
    kind: 'url',
    required: { code: 'alternate-href-missing' },
    rules: [absoluteUrl('alternate-href-not-absolute'), alternateHrefLength],
    editor: { input: 'text', mono: true, placeholder: 'https://' },
  },
] as const satisfies readonly FieldSpec[];

export const ALTERNATE_TABLE: ExtensionTable<typeof ALTERNATE_FIELDS> = {
  element: 'link',
  ns: NAMESPACES.xhtml,
  prefix: 'xhtml',
  fieldsAre: 'attributes',
  fields: ALTERNATE_FIELDS,
};

export const ALTERNATE_EDITOR: readonly EditorGroup<typeof ALTERNATE_FIELDS>[] = [
  { title: 'Alternate', keys: ['rel', 'hreflang', 'href'] },
];
