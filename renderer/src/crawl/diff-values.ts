import type { FieldChange } from '../../../shared/site-check/published-diff';

/** A field's value in a diff as a person reads it: the text, "none", or how many entries an extension holds. */
export function describeValue(value: FieldChange['table']): string {
  if (value === null) return 'none';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 1 ? '1 entry' : `${value.length} entries`;
  return 'news entry';
}
