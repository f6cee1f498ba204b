import type { Names, Nth, ParamsOf, RowCodeTaking, RowProblemCode } from '../problem-catalogue';

/**
 * One table per extension (image, video, news, hreflang alternates) lists its fields in the order
 * its XSD requires. The parser reads with it, the serializer writes in it, the validation rules
 * check what it names, the row details panel lays it out, and the row types in url-table.ts are
 * derived from it: a new field is one entry.
 */

/** An element's text with its attributes, for fields such as `video:player_loc allow_embed="yes"`. */
export interface TextWithAttributes<A extends string> {
  value: string;
  attributes: Record<A, string | null>;
}

/** What a field's text holds, as the protocol defines it. */
export type FieldKind = 'text' | 'url' | 'date' | 'number' | 'enum' | 'yes-no' | 'language' | 'record';

/**
 * Where a rule reports: which entry (`n`, 1-based: "Video 2"), the field's key, and the clock news is
 * dated against. A rule reports a code with its parameters; the catalogue gives its severity and words.
 */
export interface RuleContext {
  n: number;
  key: string;
  now: number;
  /** The element's attributes, for a rule whose verdict turns on one (an empty restriction's relationship); absent when unknown. */
  attributes?: Readonly<Record<string, string | null>> | null;
  report<K extends RowProblemCode>(code: K, ...params: ParamsOf<K>): void;
}

/**
 * A check of one field: its text (an attributed element's content; null when absent), or for a
 * repeated field the whole list.
 */
export type FieldRule = (value: string | null | readonly unknown[], at: RuleContext) => void;

/** A check of one attribute's text, when the attribute is present. */
export type AttributeRule = (value: string, at: RuleContext) => void;

export interface AttributeSpec {
  name: string;
  /** The values the details panel offers (it also shows a value read that is not one of them). */
  options?: readonly string[];
  rules?: readonly AttributeRule[];
  /** The schema requires it on every such element: the code when it is absent or empty. */
  required?: RowCodeTaking<Nth & { key: string }>;
  /** Google no longer reads it: kept, written back, and warned about. */
  deprecated?: true;
  /** It holds a URL (video:uploader's info), checked as a URL field's text is. */
  url?: true;
}

/**
 * A required field: the problem code when it is missing, told which entry and the missing fields'
 * names; fields sharing `oneOf` need only one of them.
 */
export interface Requirement {
  code: RowCodeTaking<Nth & Names>;
  oneOf?: string;
}

/** How the row details panel edits a field's text. */
export interface EditorSpec {
  input: 'text' | 'multiline' | 'lines' | 'choice';
  /** For `choice`: the values offered, with an empty choice for "absent". */
  options?: readonly string[];
  placeholder?: string;
  mono?: boolean;
  /** The input shows only while the value differs from this one (an alternate's rel). */
  hiddenWhen?: string;
}

export interface FieldSpec {
  /** The property of the row's entry. */
  key: string;
  /** The XML local name, or a path for a child of a container (`publication/name`); an attribute's name for xhtml:link. */
  xml: string;
  kind: FieldKind;
  /** May occur more than once: the entry holds a list. */
  many?: true;
  /** The most occurrences the schema allows (when `many`). */
  max?: number;
  /** The element's attributes the model keeps, in the schema's order: the entry holds TextWithAttributes. */
  attributes?: readonly AttributeSpec[];
  /** `kind: 'record'`: the element's own fields (video:tvshow); the entry holds an object or null. */
  fields?: readonly FieldSpec[];
  /** Always present in the entry, empty text when the XML lacks it (image:loc). */
  blankWhenAbsent?: true;
  required?: Requirement;
  deprecated?: true;
  /** The checks of its text or list (shared/validation/field-rules.ts); an empty list says "none", on purpose. */
  rules: readonly FieldRule[];
  editor: EditorSpec;
}

/** One extension: its element, namespace, the prefix the export writes, and its fields. */
export interface ExtensionTable<Fields extends readonly FieldSpec[] = readonly FieldSpec[]> {
  element: string;
  ns: string;
  prefix: string;
  /** Children: elements inside the extension's element; attributes: xhtml:link's attributes. */
  fieldsAre: 'children' | 'attributes';
  fields: Fields;
}

type AttributeNames<F> = F extends { attributes: readonly { name: infer N extends string }[] } ? N : never;

/** The value a field spec holds in a row's entry. */
export type ValueOf<F extends FieldSpec> = F extends { fields: infer Inner extends readonly FieldSpec[] }
  ? EntryOf<Inner> | null
  : F extends { attributes: readonly AttributeSpec[] }
    ? F extends { many: true }
      ? TextWithAttributes<AttributeNames<F>>[]
      : TextWithAttributes<AttributeNames<F>> | null
    : F extends { many: true }
      ? string[]
      : F extends { blankWhenAbsent: true }
        ? string
        : string | null;

/** The entry type a table describes: one property per field. */
export type EntryOf<Fields extends readonly FieldSpec[]> = { -readonly [F in Fields[number] as F['key']]: ValueOf<F> };

/** The keys of a table's fields. */
export type KeyOf<Fields extends readonly FieldSpec[]> = Fields[number]['key'];

/**
 * The row details panel's layout of a table: groups in the order shown, each with its fields in the
 * order a person fills them in (every key exactly once; field-tables.test.ts checks it).
 */
export interface EditorGroup<Fields extends readonly FieldSpec[]> {
  title: string;
  keys: readonly KeyOf<Fields>[];
}
