import type { EditorGroup, FieldSpec } from '../../../shared/extensions/field-table';

/** A group of the row details panel with its fields' specs, in the order shown. */
export interface LaidOutGroup<Field extends FieldSpec> {
  title: string;
  fields: readonly Field[];
}

/** An extension's editor layout (shared/extensions) with each key's field spec from its table. */
export function layOut<Fields extends readonly FieldSpec[]>(
  fields: Fields,
  groups: readonly EditorGroup<Fields>[],
): LaidOutGroup<Fields[number] & FieldSpec>[] {
  const byKey = new Map<string, Fields[number] & FieldSpec>(fields.map((field) => [field.key, field]));
  return groups.map((group) => ({ title: group.title, fields: group.keys.map((key) => byKey.get(key)!) }));
}

/** Every key in the order shown, for placing a problem about several fields under the first of them. */
export function shownOrder<Fields extends readonly FieldSpec[]>(groups: readonly EditorGroup<Fields>[]): string[] {
  return groups.flatMap((group) => group.keys);
}
