import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { EditableField } from './columns';
import { actionLabel } from '../history/action-label';
import { CellChanges, type SetCells } from '../history/edit-commands';

/** The fields bulk edit can set for many rows at once. */
export type BulkField = Extract<EditableField, 'lastmod' | 'changefreq' | 'priority'>;

/** Today as a W3C date (YYYY-MM-DD) in the local calendar, for "set lastmod to today". */
export function todayW3c(now = new Date()): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Sets one field of the given stored rows to one value, as one command. */
export function bulkSet(rows: UrlColumns, stored: ArrayLike<number>, field: BulkField, value: string | null): SetCells {
  const changes = new CellChanges(rows);
  for (let i = 0; i < stored.length; i += 1) changes.add(stored[i]!, field, value);
  return changes.command(actionLabel('bulkSet', stored.length, { field }));
}
