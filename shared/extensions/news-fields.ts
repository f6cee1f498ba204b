import { NAMESPACES } from '../protocol';
import { newsAccess, newsDate, newsGenres, newsLanguage } from '../validation/field-rules';
import type { EditorGroup, ExtensionTable, FieldSpec } from './field-table';

const REQUIRED = { code: 'news-required-missing' } as const;

/** news 0.9, every child of `<news:news>` in schema order; `<news:publication>`'s two children are flattened. */
export const NEWS_FIELDS = [
  {
    key: 'publication_name',
    xml: 'publication/name',
    kind: 'text',
    required: REQUIRED,
    rules: [],
    editor: { input: 'text' },
  },
  {
    key: 'publication_language',
    xml: 'publication/language',
    kind: 'language',
    required: REQUIRED,
    rules: [newsLanguage],
    editor: { input: 'text', placeholder: 'en, de, zh-cn…' },
  },
  {
    key: 'access',
    xml: 'access',
    kind: 'enum',
    deprecated: true,
    rules: [newsAccess],
    editor: { input: 'choice', options: ['Subscription', 'Registration'] },
  },
  {
    key: 'genres',
    xml: 'genres',
    kind: 'text',
    deprecated: true,
    rules: [newsGenres],
    editor: { input: 'text', placeholder: 'PressRelease, Blog…' },
  },
  {
    key: 'publication_date',
    xml: 'publication_date',
    kind: 'date',
    required: REQUIRED,
    rules: [newsDate],
    editor: { input: 'text', placeholder: 'YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm' },
  },
  { key: 'title', xml: 'title', kind: 'text', required: REQUIRED, rules: [], editor: { input: 'multiline' } },
  { key: 'keywords', xml: 'keywords', kind: 'text', deprecated: true, rules: [], editor: { input: 'text' } },
  { key: 'stock_tickers', xml: 'stock_tickers', kind: 'text', deprecated: true, rules: [], editor: { input: 'text' } },
] as const satisfies readonly FieldSpec[];

export const NEWS_TABLE: ExtensionTable<typeof NEWS_FIELDS> = {
  element: 'news',
  ns: NAMESPACES.news,
  prefix: 'news',
  fieldsAre: 'children',
  fields: NEWS_FIELDS,
};

/** What Google News needs, then the fields it no longer reads (kept, editable). */
export const NEWS_EDITOR: readonly EditorGroup<typeof NEWS_FIELDS>[] = [
  { title: 'Required', keys: ['publication_name', 'publication_language', 'publication_date', 'title'] },
  { title: 'No longer used by Google', keys: ['access', 'genres', 'keywords', 'stock_tickers'] },
];
