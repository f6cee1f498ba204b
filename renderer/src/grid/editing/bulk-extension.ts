import type { UrlColumns } from '../../../../shared/columnar/url-columns';
import { checkedValue, emptyAttributed, valueOf } from '../../../../shared/extensions/entry-values';
import type {
  ExtensionTable,
  FieldSpec,
  RuleContext,
  TextWithAttributes,
} from '../../../../shared/extensions/field-table';
import { fieldProblem, type FieldProblem } from '../../../../shared/validation/field-problem';
import { IMAGE_TABLE } from '../../../../shared/extensions/image-fields';
import { withoutKeptCopies } from '../../../../shared/extensions/kept-copies';
import { NEWS_TABLE } from '../../../../shared/extensions/news-fields';
import { VIDEO_TABLE } from '../../../../shared/extensions/video-fields';
import type { UrlRow } from '../../../../shared/url-table';
import { EntryChanges, type ReplaceRows } from '../../table/edit-commands';
import { textValue } from '../../table/columns';
import { operated, type BulkOperation, type BulkOperationKind } from './bulk-operation';

/** The row's lists (and news' one entry) a bulk edit reaches: every entry of the row is edited alike. */
export type BulkExtension = 'images' | 'videos' | 'news';

/** An extension field as bulk edit names it: the namespace prefix and the field's key, "image:loc". */
export type ExtensionFieldId = `${'image' | 'video' | 'news'}:${string}`;

export interface ExtensionField {
  id: ExtensionFieldId;
  extension: BulkExtension;
  table: ExtensionTable;
  spec: FieldSpec;
}

const TABLES: readonly (readonly [BulkExtension, ExtensionTable])[] = [
  ['images', IMAGE_TABLE],
  ['videos', VIDEO_TABLE],
  ['news', NEWS_TABLE],
];

/**
 * Every field of an image, video or news entry that holds one text (an attributed element's
 * content included); lists (tags, prices) and the TV show record are edited in Row details.
 */
export const EXTENSION_BULK_FIELDS: readonly ExtensionField[] = TABLES.flatMap(([extension, table]) =>
  table.fields
    .filter((spec) => !spec.many && spec.kind !== 'record')
    .map((spec) => ({ id: `${table.prefix}:${spec.key}` as ExtensionFieldId, extension, table, spec })),
);

const BY_ID = new Map<string, ExtensionField>(EXTENSION_BULK_FIELDS.map((field) => [field.id, field]));

/** The extension field a bulk edit names, or undefined for a column of the grid. */
export const extensionField = (id: string): ExtensionField | undefined => BY_ID.get(id);

/** The first field of an extension, the one bulk edit suggests when its count column is selected. */
export function firstFieldOf(extension: BulkExtension): ExtensionFieldId {
  return EXTENSION_BULK_FIELDS.find((field) => field.extension === extension)!.id;
}

/**
 * A field's operations: a choice is set or cleared; a required field is never cleared (the entry
 * would be incomplete), only set or changed where it has text.
 */
export function extensionOperations({ spec }: ExtensionField): readonly BulkOperationKind[] {
  const clear: readonly BulkOperationKind[] = spec.required ? [] : ['clear'];
  if (spec.editor.input === 'choice') return ['set', ...clear];
  if (spec.kind === 'number') return ['set', ...clear, 'replace'];
  return ['set', ...clear, 'replace', 'prefix', 'suffix'];
}

/** The field's new value in one entry: its text operated on, an attributed element keeping its attributes. */
function editedValue(field: ExtensionField, entry: object, operation: BulkOperation): unknown {
  const { spec } = field;
  const old = valueOf(entry, spec);
  const text = checkedValue(spec, old) as string | null;
  const next = operated(operation, text, textValue);
  // A required field is never emptied: by a set to nothing, nor a replace that leaves nothing.
  if (next === text || (spec.required && next === null)) return old;
  // An element made in bulk would lack an attribute the schema requires (a restriction's relationship: allow or deny?).
  if (old === null && needsAttribute(spec)) return old;
  if (spec.blankWhenAbsent) return next ?? '';
  if (!spec.attributes || next === null) return next;
  const kept = old as TextWithAttributes<string> | null;
  return kept ? { ...kept, value: next } : emptyAttributed(spec.attributes, next);
}

/** Whether the field's element is written with an attribute the schema requires. */
export const needsAttribute = (spec: FieldSpec): boolean =>
  spec.attributes?.some((attribute) => attribute.required) ?? false;

/**
 * `entry` with the field edited, or `entry` itself when its value stays. A value given replaces the
 * field's element the import kept as raw XML (kept-copies.ts): the file holds one, not both.
 */
function editedEntry<T extends object>(field: ExtensionField, entry: T, operation: BulkOperation): T {
  const value = editedValue(field, entry, operation);
  if (value === valueOf(entry, field.spec)) return entry;
  const edited = { ...entry, [field.spec.key]: value };
  return value === null || value === '' ? edited : withoutKeptCopies(field.table, field.spec, edited);
}

/**
 * A bulk edit of one extension field over the given stored rows: every entry of each row edited
 * alike, one command holding only the rows it changes. A row without such an entry is left as it
 * is: an entry a bulk edit made would lack its other required fields.
 */
export function extensionBulkCommand(
  rows: UrlColumns,
  stored: ArrayLike<number>,
  field: ExtensionField,
  operation: BulkOperation,
  label: (changed: number) => string,
): ReplaceRows {
  const changes = new EntryChanges(rows);
  for (let i = 0; i < stored.length; i += 1) addEdited(changes, rows, stored[i]!, field, operation);
  return changes.command(label(changes.size));
}

/** The row's entries with the field edited, into `changes` (which leaves them out when they stay). */
function addEdited(
  changes: EntryChanges,
  rows: UrlColumns,
  row: number,
  field: ExtensionField,
  operation: BulkOperation,
): void {
  if (field.extension === 'news') {
    const news = rows.get(row, 'news');
    return changes.add(row, 'news', news && editedEntry(field, news, operation));
  }
  const list = rows.get(row, field.extension) as readonly object[];
  let edited: object[] | null = null;
  for (let i = 0; i < list.length; i += 1) {
    const entry = editedEntry(field, list[i]!, operation);
    if (entry !== list[i]) (edited ??= list.slice())[i] = entry;
  }
  if (edited) changes.add(row, field.extension, edited as UrlRow[typeof field.extension]);
}

/**
 * The error a value a bulk edit would set in every entry has by its field's own rules (a video's
 * duration in whole seconds, a news date in W3C form), or null; the dialog says it before the edit.
 * A warning (a news article older than two days) is the grid's to show, as for any other value.
 */
export function setValueProblem({ spec }: ExtensionField, text: string, now = Date.now()): FieldProblem | null {
  const value = textValue(text);
  if (value === null) return null;
  let found: FieldProblem | null = null;
  const at: RuleContext = {
    n: 1,
    key: spec.key,
    now,
    report: (code, ...params) => {
      const problem = fieldProblem(code, ...params);
      if (problem.severity === 'error') found ??= problem;
    },
  };
  for (const rule of spec.rules) rule(value, at);
  return found;
}
