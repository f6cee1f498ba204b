import type { AttributeSpec, EntryOf, FieldSpec, TextWithAttributes } from './field-table';

/** What a field of an entry holds, seen from code that walks a table rather than naming fields. */
export type FieldValue =
  | string
  | TextWithAttributes<string>
  | readonly (string | TextWithAttributes<string>)[]
  | Record<string, unknown>
  | null;

/** An entry's field by its spec. */
export function valueOf(entry: object, field: FieldSpec): FieldValue {
  return (entry as Record<string, FieldValue | undefined>)[field.key] ?? null;
}

/** The value a field holds when the XML has nothing for it. */
export function absentValue(field: FieldSpec): FieldValue {
  if (field.many) return [];
  return field.blankWhenAbsent ? '' : null;
}

/** A text with its attributes all absent. */
export function emptyAttributed(attributes: readonly AttributeSpec[], value = ''): TextWithAttributes<string> {
  return { value, attributes: Object.fromEntries(attributes.map((attribute) => [attribute.name, null])) };
}

/** An entry of the table with every field absent. */
export function blankEntry<Fields extends readonly FieldSpec[]>(fields: Fields): EntryOf<Fields> {
  return Object.fromEntries(fields.map((field) => [field.key, absentValue(field)])) as EntryOf<Fields>;
}

/** The text a rule checks: an element's text, an attributed element's content, a list as it is. */
export function checkedValue(field: FieldSpec, value: FieldValue): string | null | readonly unknown[] {
  if (value === null || typeof value === 'string' || Array.isArray(value)) return value as string | null | unknown[];
  return field.attributes ? (value as TextWithAttributes<string>).value : null;
}

/** Whether a required field is filled in: non-empty text, a non-empty list, or a record. */
export function isFilled(field: FieldSpec, value: FieldValue): boolean {
  const checked = checkedValue(field, value);
  return checked === null ? value !== null && !field.attributes : checked.length > 0;
}

/** Whether a field is there at all (a deprecated field is warned about even when empty). */
export function isPresent(value: FieldValue): boolean {
  return Array.isArray(value) ? value.length > 0 : value !== null;
}
