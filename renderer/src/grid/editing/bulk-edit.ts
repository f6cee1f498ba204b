import type { UrlColumns } from '../../../../shared/columnar/url-columns';
import { GRID_COLUMNS, isEditable, textToValue, type EditableField } from '../../table/columns';
import type { CellRange } from '../../table/selection';
import { actionLabel } from '../../table/action-label';
import { CellChanges, type SetCells } from '../../table/edit-commands';

/** What bulk edit does to each selected cell of its field; text is as typed, read as the field reads it. */
export type BulkOperation =
  | { kind: 'set'; text: string }
  | { kind: 'clear' }
  | { kind: 'replace'; find: string; with: string }
  | { kind: 'prefix'; text: string }
  | { kind: 'suffix'; text: string };

export type BulkOperationKind = BulkOperation['kind'];

/** One bulk edit: a field of every selected row, one way. */
export interface BulkEdit {
  field: EditableField;
  operation: BulkOperation;
}

/**
 * The operations a field offers. A loc is never empty, and one value for many locs makes them
 * duplicates: it is set only for one row (Rewrite locs… does the rest); a choice or a number is set or
 * cleared, never spliced.
 */
export function bulkOperations(field: EditableField, rows: number): readonly BulkOperationKind[] {
  switch (field) {
    case 'loc':
      return rows === 1 ? ['set', 'replace', 'prefix', 'suffix'] : ['replace', 'prefix', 'suffix'];
    case 'lastmod':
      return ['set', 'clear', 'replace'];
    case 'changefreq':
    case 'priority':
      return ['set', 'clear'];
  }
}

/** The field a selection suggests: its column when it is one editable column, else lastmod (the usual fix). */
export function bulkFieldOf(range: CellRange): EditableField {
  const key = GRID_COLUMNS[range.left]?.key;
  return range.left === range.right && key && isEditable(key) ? key : 'lastmod';
}

/** A cell's value after the operation; an absent or empty value is only ever set. */
export function bulkValue(field: EditableField, operation: BulkOperation, old: string | null): string | null {
  if (operation.kind === 'clear') return textToValue(field, '');
  if (operation.kind === 'set') return textToValue(field, operation.text);
  if (old === null || old === '') return old;
  if (operation.kind === 'prefix') return textToValue(field, operation.text + old);
  if (operation.kind === 'suffix') return textToValue(field, old + operation.text);
  return operation.find === '' ? old : textToValue(field, old.split(operation.find).join(operation.with));
}

/** A bulk edit of the given stored rows as one command, holding only the cells it changes. */
export function bulkCommand(rows: UrlColumns, stored: ArrayLike<number>, edit: BulkEdit): SetCells {
  const changes = new CellChanges(rows);
  for (let i = 0; i < stored.length; i += 1) {
    const row = stored[i]!;
    changes.add(row, edit.field, bulkValue(edit.field, edit.operation, rows.get(row, edit.field)));
  }
  return changes.command(actionLabel('bulkSet', changes.size, { field: edit.field }));
}

/** Today as a W3C date (YYYY-MM-DD) in the local calendar, for "set lastmod to today". */
export function todayW3c(now = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
