import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { UrlRow } from '../../../shared/url-table';

/** The fields a person edits in the grid; every other column shows extension data as a count. */
export type EditableField = 'loc' | 'lastmod' | 'changefreq' | 'priority';
export type CountField = 'images' | 'videos' | 'alternates' | 'news';
export type ColumnKey = EditableField | CountField;

/** How a column's cells are edited: each kind gets its own editor. */
export type EditorKind = 'text' | 'datetime' | 'choice' | 'number';

export interface GridColumn {
  key: ColumnKey;
  label: string;
  /** Starting width in px; the user can resize. */
  width: number;
  /** null for the count columns, which open the row's details instead. */
  editor: EditorKind | null;
}

/** The grid's columns, in the order of URL_COLUMNS (shared/url-table.ts). */
export const GRID_COLUMNS: readonly GridColumn[] = [
  { key: 'loc', label: 'loc', width: 420, editor: 'text' },
  { key: 'lastmod', label: 'lastmod', width: 200, editor: 'datetime' },
  { key: 'changefreq', label: 'changefreq', width: 130, editor: 'choice' },
  { key: 'priority', label: 'priority', width: 96, editor: 'number' },
  { key: 'images', label: 'images', width: 90, editor: null },
  { key: 'videos', label: 'videos', width: 90, editor: null },
  { key: 'alternates', label: 'alternates', width: 120, editor: null },
  { key: 'news', label: 'news', width: 80, editor: null },
];

/** The editable fields by number, so an edit of a million cells stores one byte per cell for its field. */
export const EDITABLE_FIELDS: readonly EditableField[] = ['loc', 'lastmod', 'changefreq', 'priority'];

export function isEditable(key: ColumnKey): key is EditableField {
  return (EDITABLE_FIELDS as readonly string[]).includes(key);
}

/** What the cell of the row stored at `i` shows, read from the columns without building the row. */
export function cellText(table: UrlColumns, i: number, key: ColumnKey): string {
  if (isEditable(key)) return table.get(i, key) ?? '';
  if (key === 'news') return table.get(i, key) ? '1' : '0';
  return String(table.get(i, key).length);
}

/** Sets a field of a row object (one not yet in a table); a loc is always text. */
export function setRowField(row: UrlRow, field: EditableField, value: string | null): void {
  if (field === 'loc') row.loc = value ?? '';
  else row[field] = value;
}

/** Sets a field of the row stored at `i`; a loc is always text, so "absent" clears it to "". */
export function setField(table: UrlColumns, i: number, field: EditableField, value: string | null): void {
  table.setCell(i, field, field === 'loc' ? (value ?? '') : value);
}

/** Typed or pasted text as a field value: trimmed; empty is "absent" (null), except loc, which is always text. */
export function textToValue(field: EditableField, text: string): string | null {
  const trimmed = text.trim();
  if (field === 'loc') return trimmed;
  return trimmed === '' ? null : trimmed;
}
