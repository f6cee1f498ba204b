import type { UrlColumns } from '../../../../shared/columnar/url-columns';
import { GRID_COLUMNS, isEditable, pastedToValue, type EditableField } from '../../table/columns';
import type { CellRange } from '../../table/selection';
import { actionLabel } from '../../table/action-label';
import { CellChanges, type SetCells, type ReplaceRows } from '../../table/edit-commands';
import { operated, type BulkOperation, type BulkOperationKind } from './bulk-operation';
import {
  extensionBulkCommand,
  extensionField,
  extensionOperations,
  firstFieldOf,
  type BulkExtension,
  type ExtensionFieldId,
} from './bulk-extension';

export type { BulkOperation, BulkOperationKind };

/** What bulk edit changes: a column of the grid, or one field of every image, video or news entry. */
export type BulkField = EditableField | ExtensionFieldId;

/** One bulk edit: a field of every selected row, one way. */
export interface BulkEdit {
  field: BulkField;
  operation: BulkOperation;
}

/**
 * The operations a field offers. A loc is never empty, and one value for many locs makes them
 * duplicates: it is set only for one row (Rewrite locs… does the rest); a choice or a number is set or
 * cleared, never spliced.
 */
export function bulkOperations(field: BulkField, rows: number): readonly BulkOperationKind[] {
  const extension = extensionField(field);
  if (extension) return extensionOperations(extension);
  switch (field as EditableField) {
    case 'loc':
      return rows === 1 ? ['set', 'replace', 'prefix', 'suffix'] : ['replace', 'prefix', 'suffix'];
    case 'lastmod':
      return ['set', 'clear', 'replace'];
    case 'changefreq':
    case 'priority':
      return ['set', 'clear'];
  }
}

const EXTENSION_COLUMNS: readonly string[] = ['images', 'videos', 'news'] satisfies BulkExtension[];

/**
 * The field a selection suggests: its column when it is one editable column, the first field of an
 * image, video or news column's entries, else lastmod (the usual fix).
 */
export function bulkFieldOf(range: CellRange): BulkField {
  const key = range.left === range.right ? GRID_COLUMNS[range.left]?.key : undefined;
  if (key && isEditable(key)) return key;
  return key && EXTENSION_COLUMNS.includes(key) ? firstFieldOf(key as BulkExtension) : 'lastmod';
}

/**
 * A cell's value after the operation; an absent or empty value is only ever set. Its text is read as
 * a paste is: a priority with a decimal comma ("0,3") is the decimal it can only mean, in any language.
 */
export function bulkValue(field: EditableField, operation: BulkOperation, old: string | null): string | null {
  return operated(operation, old, (text) => pastedToValue(field, text));
}

/**
 * A bulk edit of the given stored rows as one command, holding only the cells (or, for an extension
 * field, the rows' entries) it changes.
 */
export function bulkCommand(rows: UrlColumns, stored: ArrayLike<number>, edit: BulkEdit): SetCells | ReplaceRows {
  const label = (changed: number): string => actionLabel('bulkSet', changed, { field: edit.field });
  const extension = extensionField(edit.field);
  if (extension) return extensionBulkCommand(rows, stored, extension, edit.operation, label);
  const field = edit.field as EditableField;
  const changes = new CellChanges(rows);
  for (let i = 0; i < stored.length; i += 1) {
    const row = stored[i]!;
    changes.add(row, field, bulkValue(field, edit.operation, rows.get(row, field)));
  }
  return changes.command(label(changes.size));
}

/** Today as a W3C date (YYYY-MM-DD) in the local calendar, for "set lastmod to today". */
export function todayW3c(now = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
