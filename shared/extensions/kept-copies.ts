import { keptElement } from '../validation/unwritable-extra';
import type { ExtensionTable, FieldSpec } from './field-table';

/**
 * An element the import kept as raw XML because it had attributes the app has no field for
 * (field-kept-raw: `<video:title xml:lang="fr">`) is written back as read, beside the entry's fields.
 * A value then given to that field would be a second such element: these say where one is, and take
 * it out when a value replaces it.
 */

/**
 * Whether kept XML of an entry is `field`'s element, in the table's namespace: its last step
 * (news:publication/name is `<news:name>`), or with `or-container` also the element that holds it
 * (a `<news:publication>` kept whole holds the name: a name given too is a second publication).
 */
export function isKeptCopy(
  table: ExtensionTable,
  field: FieldSpec,
  raw: string,
  match: 'element' | 'or-container' = 'element',
): boolean {
  const element = keptElement(raw);
  if (element === null || element.uri !== table.ns) return false;
  const steps = field.xml.split('/');
  return match === 'element' ? element.local === steps.at(-1) : steps.includes(element.local);
}

/** The entry without the kept copies of `field` (the entry itself when it has none). */
export function withoutKeptCopies<T extends object>(table: ExtensionTable, field: FieldSpec, entry: T): T {
  const { extra } = entry as { extra?: readonly string[] };
  if (!extra?.some((raw) => isKeptCopy(table, field, raw))) return entry;
  return { ...entry, extra: extra.filter((raw) => !isKeptCopy(table, field, raw)) };
}
