import type { UrlRow } from '../../../shared/url-table';
import { EDITABLE_FIELDS, setField, type CountField, type EditableField } from '../grid/columns';

/**
 * Every edit is a command that knows its inverse, so undo never copies the table. Cell edits hold
 * the row objects they touched (stable under inserts and deletes) with the values before and after.
 */
export type EditCommand = SetCells | InsertRows | DeleteRows | ReorderRows | ReplaceRows | Batch;

export interface SetCells {
  kind: 'set';
  label: string;
  rows: UrlRow[];
  /** Index into EDITABLE_FIELDS, one per changed cell. */
  fields: Uint8Array;
  before: (string | null)[];
  after: (string | null)[];
}

/** A row's extension data: the fields the row details panel edits. */
export type DetailField = CountField;
export type DetailValue = UrlRow[DetailField];

/** `at`: ascending positions of the new rows in the table after the insert. */
export interface InsertRows {
  kind: 'insert';
  label: string;
  at: number[];
  rows: UrlRow[];
  /** Where the rows go in a sorted or filtered view, aligned with `at`; null when there is no view. */
  viewAt: number[] | null;
}

/** `at`: ascending positions of the rows in the table before the delete. */
export interface DeleteRows {
  kind: 'delete';
  label: string;
  at: number[];
  rows: UrlRow[];
  /** Where the rows were in the view, aligned with `at`; null when there was no view. */
  viewAt: number[] | null;
}

/** The table's stored order changed: row i of the result is row `order[i]` of before. */
export interface ReorderRows {
  kind: 'reorder';
  label: string;
  order: Int32Array;
}

/**
 * Fields of rows replaced in place: an import merged into the table (whole rows), or extension data
 * edited in the row details panel (one field). The row objects stay where they are, so views and
 * selections hold. `before` and `after` hold, per row, the fields that change; lists and entries are
 * copied on write, never changed in place, so `before` stays intact for undo.
 */
export interface ReplaceRows {
  kind: 'replace';
  label: string;
  rows: UrlRow[];
  before: Partial<UrlRow>[];
  after: Partial<UrlRow>[];
}

export interface Batch {
  kind: 'batch';
  label: string;
  parts: EditCommand[];
}

/** Collects cell changes into one command, skipping cells whose value does not change. */
export class CellChanges {
  private readonly rows: UrlRow[] = [];
  private readonly fields: number[] = [];
  private readonly before: (string | null)[] = [];
  private readonly after: (string | null)[] = [];

  add(row: UrlRow, field: EditableField, value: string | null): void {
    const old = row[field];
    if (old === value) return;
    this.rows.push(row);
    this.fields.push(EDITABLE_FIELDS.indexOf(field));
    this.before.push(old);
    this.after.push(value);
  }

  get size(): number {
    return this.rows.length;
  }

  command(label: string): SetCells {
    return {
      kind: 'set',
      label,
      rows: this.rows,
      fields: Uint8Array.from(this.fields),
      before: this.before,
      after: this.after,
    };
  }
}

/** Carries out a command on a table's rows, in place. */
export function applyCommand(rows: UrlRow[], command: EditCommand): void {
  switch (command.kind) {
    case 'set':
      for (let i = 0; i < command.rows.length; i += 1) {
        setField(command.rows[i]!, EDITABLE_FIELDS[command.fields[i]!]!, command.after[i]!);
      }
      return;
    case 'insert':
      insertAt(rows, command.at, command.rows);
      return;
    case 'delete':
      deleteAt(rows, command.at);
      return;
    case 'replace':
      for (let i = 0; i < command.rows.length; i += 1) Object.assign(command.rows[i]!, command.after[i]!);
      return;
    case 'reorder': {
      const before = rows.slice();
      for (let i = 0; i < command.order.length; i += 1) rows[i] = before[command.order[i]!]!;
      return;
    }
    case 'batch':
      for (const part of command.parts) applyCommand(rows, part);
      return;
  }
}

/** The command that undoes `command`. */
export function invertCommand(command: EditCommand): EditCommand {
  switch (command.kind) {
    case 'set':
      return { ...command, before: command.after, after: command.before };
    case 'insert':
      return { kind: 'delete', label: command.label, at: command.at, rows: command.rows, viewAt: command.viewAt };
    case 'delete':
      return { kind: 'insert', label: command.label, at: command.at, rows: command.rows, viewAt: command.viewAt };
    case 'replace':
      return { ...command, before: command.after, after: command.before };
    case 'reorder': {
      const inverse = new Int32Array(command.order.length);
      command.order.forEach((from, to) => (inverse[from] = to));
      return { kind: 'reorder', label: command.label, order: inverse };
    }
    case 'batch':
      return { kind: 'batch', label: command.label, parts: command.parts.map(invertCommand).reverse() };
  }
}

/** True when the command adds, removes or moves rows (the view must follow). */
export function changesStructure(command: EditCommand): boolean {
  if (command.kind === 'batch') return command.parts.some(changesStructure);
  return command.kind !== 'set' && command.kind !== 'replace';
}

/** Inserts `added` so that they end at positions `at` (ascending), in one pass from the end. */
function insertAt(rows: UrlRow[], at: readonly number[], added: readonly UrlRow[]): void {
  const oldLength = rows.length;
  rows.length = oldLength + added.length;
  let read = oldLength - 1;
  let next = added.length - 1;
  for (let write = rows.length - 1; write >= 0 && next >= 0; write -= 1) {
    if (write === at[next]) {
      rows[write] = added[next]!;
      next -= 1;
    } else {
      rows[write] = rows[read]!;
      read -= 1;
    }
  }
}

/** Removes the rows at positions `at` (ascending), in one pass. */
function deleteAt(rows: UrlRow[], at: readonly number[]): void {
  if (at.length === 0) return;
  let write = at[0]!;
  let skip = 0;
  for (let read = at[0]!; read < rows.length; read += 1) {
    if (read === at[skip]) {
      skip += 1;
      continue;
    }
    rows[write] = rows[read]!;
    write += 1;
  }
  rows.length = write;
}
