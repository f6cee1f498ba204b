import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { pastedPriority, typedPriority } from '../../../shared/decimal-comma';
import { activeLocale } from '../../../shared/i18n/active-locale';
import type { CheckField } from '../../../shared/site-check/check-cells';
import type { UrlRow } from '../../../shared/url-table';
import { t } from '../i18n';

/** The fields a person edits in the grid; every other column shows extension data as a count. */
export type EditableField = 'loc' | 'lastmod' | 'changefreq' | 'priority';
export type CountField = 'images' | 'videos' | 'alternates' | 'news';
export type ColumnKey = EditableField | CountField | CheckField;
export type { CheckField };

/** How a column's cells are edited: each kind gets its own editor. */
export type EditorKind = 'text' | 'datetime' | 'choice' | 'number';

export interface GridColumn {
  key: ColumnKey;
  /** Starting width in px; the user can resize. */
  width: number;
  /** null for the read-only columns: counts open the row's details instead; the check's say what it found. */
  editor: EditorKind | null;
}

/**
 * The grid's columns: the row's own in the order of URL_COLUMNS (shared/url-table.ts), then the site
 * check's, which come last so that hiding them (a project without results) moves no other column.
 */
export const GRID_COLUMNS: readonly GridColumn[] = [
  { key: 'loc', width: 370, editor: 'text' },
  { key: 'lastmod', width: 216, editor: 'datetime' },
  { key: 'changefreq', width: 130, editor: 'choice' },
  { key: 'priority', width: 96, editor: 'number' },
  { key: 'images', width: 140, editor: null },
  { key: 'videos', width: 90, editor: null },
  { key: 'alternates', width: 140, editor: null },
  { key: 'news', width: 80, editor: null },
  { key: 'status', width: 160, editor: null },
  { key: 'finalUrl', width: 320, editor: null },
  { key: 'indexable', width: 200, editor: null },
  { key: 'canonical', width: 320, editor: null },
];

/** A column's header in the current language: the protocol's element names as they are, other words translated. */
export const columnLabel = (key: ColumnKey): string => t(`grid.columns.${key}`);

const CHECK_FIELDS: readonly ColumnKey[] = ['status', 'finalUrl', 'indexable', 'canonical'];

/** How many columns the grid shows: the check's only once the project has results. */
export const columnCount = (hasCheckResults: boolean): number =>
  hasCheckResults ? GRID_COLUMNS.length : GRID_COLUMNS.length - CHECK_FIELDS.length;

export const isCheckField = (key: ColumnKey): key is CheckField => CHECK_FIELDS.includes(key);

/** The columns that count a row's extension entries. */
export const isCountField = (key: ColumnKey): key is CountField => !isEditable(key) && !isCheckField(key);

/** What the check columns say of the row stored at `i` (grid/check-text.ts reads the project's results). */
export type CheckText = (table: UrlColumns, i: number, field: CheckField) => string;

/** The editable fields by number, so an edit of a million cells stores one byte per cell for its field. */
export const EDITABLE_FIELDS: readonly EditableField[] = ['loc', 'lastmod', 'changefreq', 'priority'];

export function isEditable(key: ColumnKey): key is EditableField {
  return (EDITABLE_FIELDS as readonly string[]).includes(key);
}

/**
 * What the cell of the row stored at `i` shows, read from the columns without building the row; the
 * check columns by `checkText` (empty without it).
 */
export function cellText(table: UrlColumns, i: number, key: ColumnKey, checkText?: CheckText): string {
  if (isEditable(key)) return table.get(i, key) ?? '';
  if (isCheckField(key)) return checkText ? checkText(table, i, key) : '';
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

/**
 * Typed, pasted, filled or bulk-set text as a field value: trimmed; empty is "absent" (null), except
 * loc, which is always text; a priority with a Dutch decimal comma ("0,5") as the decimal it means.
 */
export function textToValue(field: EditableField, text: string): string | null {
  if (field === 'loc') return text.trim();
  const value = textValue(text);
  return field === 'priority' && value !== null ? typedPriority(value, activeLocale()) : value;
}

/** Typed text as a field value (an extension entry's too): trimmed; empty means absent (null). */
export function textValue(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** Pasted text as a field value: as if typed, and a priority from a Dutch spreadsheet ("0,5") in any language. */
export function pastedToValue(field: EditableField, text: string): string | null {
  const value = textToValue(field, text);
  return field === 'priority' && value !== null ? pastedPriority(value, activeLocale()) : value;
}
