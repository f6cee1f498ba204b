import type { EntryOf, ExtensionTable, FieldSpec } from '../../../shared/extensions/field-table';
import { FieldReader } from './field-reader';
import type { RecordCollector } from './record-collector';

/** An extension entry as its field table describes it, with the raw XML of what it does not model. */
export type TableEntry<Fields extends readonly FieldSpec[]> = EntryOf<Fields> & { extra: string[] };

/**
 * Builds one image, video or news entry from the children collected for it, field by field of its
 * table; a field given again where the table holds one is kept as raw XML and told to `repeated` by its path.
 */
export function buildEntry<Fields extends readonly FieldSpec[]>(
  table: ExtensionTable<Fields>,
  record: RecordCollector,
  repeated: (path: string) => void,
): TableEntry<Fields> {
  const read = new FieldReader(record.fields, table.ns);
  const hasChildrenUnder = (path: string): boolean => record.fields.some((field) => field.path.startsWith(path));
  const readFields = (fields: readonly FieldSpec[], prefix: string): Record<string, unknown> => {
    const entry: Record<string, unknown> = {};
    for (const field of fields) {
      const path = prefix + field.xml;
      const names = (field.attributes ?? []).map((attribute) => attribute.name);
      if (field.fields) entry[field.key] = hasChildrenUnder(`${path}/`) ? readFields(field.fields, `${path}/`) : null;
      else if (field.attributes) entry[field.key] = field.many ? read.manyWith(path, names) : read.oneWith(path, names);
      else if (field.many) entry[field.key] = read.many(path);
      else entry[field.key] = field.blankWhenAbsent ? (read.one(path) ?? '') : read.one(path);
    }
    return entry;
  };
  const entry = readFields(table.fields, '');
  entry.extra = [...record.extra, ...read.leftovers()];
  for (const path of read.leftoverPaths()) repeated(path);
  return entry as TableEntry<Fields>;
}
