import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { UrlRow } from '../../../shared/url-table';
import { EntryChanges, type DetailField } from '../table/edit-commands';
import type { TableCommand } from '../history';

/** One change of a row's extension data: the row (its table and stored position) and the field's new whole value. */
export interface DetailChange<F extends DetailField = DetailField> {
  tableId: string;
  row: number;
  field: F;
  value: UrlRow[F];
}

/**
 * Collects changes into one undoable step, one command per table they reach; a change to the value
 * the field already holds is left out.
 */
export function detailsCommands(
  label: string,
  changes: readonly DetailChange[],
  rowsOf: (tableId: string) => UrlColumns,
): TableCommand[] {
  const byTable = new Map<string, EntryChanges>();
  for (const { tableId, row, field, value } of changes) {
    let table = byTable.get(tableId);
    if (!table) byTable.set(tableId, (table = new EntryChanges(rowsOf(tableId))));
    table.add(row, field, value);
  }
  return [...byTable]
    .filter(([, table]) => table.size > 0)
    .map(([tableId, table]) => ({ tableId, command: table.command(label) }));
}

// Lists are copied on write, never changed in place: undo puts the old list back as it was.

/** `list` with `item` at `index`. */
export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  const copy = list.slice();
  copy[index] = item;
  return copy;
}

/** `list` without the item at `index`. */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  return [...list.slice(0, index), ...list.slice(index + 1)];
}

/** `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = list.slice();
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/** A copy of `entry` with one field changed, or `entry` itself when the field already holds `value`. */
export function withField<T extends object, K extends keyof T>(entry: T, key: K, value: T[K]): T {
  return entry[key] === value ? entry : { ...entry, [key]: value };
}

/** One value per non-empty line (tags), trimmed. */
export function linesValue(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
