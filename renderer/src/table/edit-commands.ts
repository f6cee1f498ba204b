import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { UrlRow } from '../../../shared/url-table';
import {
  EDITABLE_FIELDS,
  GRID_COLUMNS,
  setField,
  type ColumnKey,
  type CountField,
  type EditableField,
} from './columns';

/**
 * Every edit is a command that knows its inverse, so undo never copies the table. A command names
 * rows by their stored position at the moment it runs: the history runs commands and their
 * inverses strictly in order, so every position means the row it meant when the command was made.
 * Rows a command adds or takes away travel with it as a small columnar table of their own.
 */
export type EditCommand = SetCells | InsertRows | DeleteRows | ReorderRows | ReplaceRows | Batch;

export interface SetCells {
  kind: 'set';
  label: string;
  /** Stored position of each changed cell's row. */
  at: Int32Array;
  /** Index into EDITABLE_FIELDS, one per changed cell. */
  fields: Uint8Array;
  before: (string | null)[];
  after: (string | null)[];
}

/** A row's extension data: the fields the row details panel edits. */
export type DetailField = CountField;
export type DetailValue = UrlRow[DetailField];

/** `at`: ascending positions of the new rows in the table after the insert; `rows`: the rows, in that order. */
export interface InsertRows {
  kind: 'insert';
  label: string;
  at: number[];
  rows: UrlColumns;
  /** Where the rows go in a sorted or filtered view, aligned with `at`; null when there is no view. */
  viewAt: number[] | null;
}

/** `at`: ascending positions of the rows in the table before the delete; `rows`: those rows, kept for undo. */
export interface DeleteRows {
  kind: 'delete';
  label: string;
  at: number[];
  rows: UrlColumns;
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
 * edited in the row details panel (one field). The rows stay where they are, so views and
 * selections hold. `before` and `after` hold, per row, the fields that change; lists and entries are
 * copied on write, never changed in place, so `before` stays intact for undo.
 */
export interface ReplaceRows {
  kind: 'replace';
  label: string;
  /** Stored position of each replaced row. */
  at: number[];
  before: Partial<UrlRow>[];
  after: Partial<UrlRow>[];
}

export interface Batch {
  kind: 'batch';
  label: string;
  parts: EditCommand[];
}

/** Collects cell changes of one table into one command, skipping cells whose value does not change. */
export class CellChanges {
  private readonly at: number[] = [];
  private readonly fields: number[] = [];
  private readonly before: (string | null)[] = [];
  private readonly after: (string | null)[] = [];

  constructor(private readonly table: UrlColumns) {}

  /** Sets `field` of the row stored at `row` to `value`. */
  add(row: number, field: EditableField, value: string | null): void {
    const old = this.table.get(row, field);
    if (old === value) return;
    this.at.push(row);
    this.fields.push(EDITABLE_FIELDS.indexOf(field));
    this.before.push(old);
    this.after.push(value);
  }

  get size(): number {
    return this.at.length;
  }

  command(label: string): SetCells {
    return {
      kind: 'set',
      label,
      at: Int32Array.from(this.at),
      fields: Uint8Array.from(this.fields),
      before: this.before,
      after: this.after,
    };
  }
}

/**
 * Entries are copied on write, so an unchanged value is the very same one; but a row without
 * extension data reads back a fresh empty list each time, and empty is empty.
 */
const isEmpty = (value: DetailValue): boolean => value === null || (Array.isArray(value) && value.length === 0);
const sameEntries = (a: DetailValue, b: DetailValue): boolean => a === b || (isEmpty(a) && isEmpty(b));

/**
 * Collects changes of rows' extension data in one table into one command: per row, the fields that
 * change; a value the row holds already is left out, and a field changed again keeps its first
 * `before` (changed back, it is no change). Rows are kept in the order first changed, found again by
 * a typed array, not a map: a bulk edit changes a million rows.
 */
export class EntryChanges {
  private readonly at: number[] = [];
  private readonly before: Partial<UrlRow>[] = [];
  private readonly after: Partial<UrlRow>[] = [];
  /** Each row's place in the lists above, plus one; 0 for a row not changed. */
  private readonly placeOf: Int32Array;
  /** Rows whose every change was changed back: in the lists, left out of the command. */
  private unchanged = 0;

  constructor(private readonly table: UrlColumns) {
    this.placeOf = new Int32Array(table.rowCount);
  }

  /** Sets `field` of the row stored at `row` to `value`. */
  add<F extends DetailField>(row: number, field: F, value: UrlRow[F]): void {
    const place = this.placeOf[row]! - 1;
    const pending = place >= 0 && field in this.before[place]! ? this.before[place]![field] : undefined;
    const was = pending === undefined ? this.table.get(row, field) : (pending as UrlRow[F]);
    if (place < 0) {
      if (sameEntries(was, value)) return;
      this.placeOf[row] = this.at.push(row);
      this.before.push({ [field]: was });
      this.after.push({ [field]: value });
      return;
    }
    const emptyBefore = Object.keys(this.after[place]!).length === 0;
    if (!sameEntries(was, value)) {
      this.before[place]![field] = was;
      this.after[place]![field] = value;
    } else {
      // Changed back to what it was: no change of that field.
      delete this.before[place]![field];
      delete this.after[place]![field];
    }
    this.unchanged += Number(Object.keys(this.after[place]!).length === 0) - Number(emptyBefore);
  }

  /** How many rows change. */
  get size(): number {
    return this.at.length - this.unchanged;
  }

  command(label: string): ReplaceRows {
    if (this.unchanged === 0) return { kind: 'replace', label, at: this.at, before: this.before, after: this.after };
    const kept = this.after.flatMap((change, i) => (Object.keys(change).length > 0 ? [i] : []));
    return {
      kind: 'replace',
      label,
      at: kept.map((i) => this.at[i]!),
      before: kept.map((i) => this.before[i]!),
      after: kept.map((i) => this.after[i]!),
    };
  }
}

/** The command that deletes the rows stored at `at` (ascending), keeping them for undo. */
export function deletion(table: UrlColumns, at: number[], viewAt: number[] | null, label: string): DeleteRows {
  return { kind: 'delete', label, at, rows: table.copyRows(at), viewAt };
}

/** Carries out a command on a table's rows, in place. */
export function applyCommand(table: UrlColumns, command: EditCommand): void {
  switch (command.kind) {
    case 'set':
      for (let i = 0; i < command.at.length; i += 1) {
        setField(table, command.at[i]!, EDITABLE_FIELDS[command.fields[i]!]!, command.after[i]!);
      }
      return;
    case 'insert':
      table.insertAt(command.at, command.rows);
      return;
    case 'delete':
      table.deleteAt(command.at);
      return;
    case 'replace':
      command.at.forEach((row, i) => {
        const after = command.after[i]!;
        for (const key of Object.keys(after) as (keyof UrlRow)[]) table.setCell(row, key, after[key]!);
      });
      return;
    case 'reorder':
      table.reorder(command.order);
      return;
    case 'batch':
      for (const part of command.parts) applyCommand(table, part);
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

/**
 * Where a command that has just run leaves the rows it changed, for Undo and Redo to show: the
 * stored row and column of its first change; a delete's place is the row that came after the first
 * row it took. Null for a reorder (every row moved) and where no row is left to show.
 */
export function commandPlace(command: EditCommand, rowCount: number): { row: number; column: ColumnKey } | null {
  switch (command.kind) {
    case 'set':
      return command.at.length > 0 ? { row: command.at[0]!, column: EDITABLE_FIELDS[command.fields[0]!]! } : null;
    case 'replace': {
      if (command.at.length === 0) return null;
      const after = command.after[0]!;
      return { row: command.at[0]!, column: GRID_COLUMNS.find(({ key }) => key in after)?.key ?? 'loc' };
    }
    case 'insert':
      return command.at.length > 0 ? { row: command.at[0]!, column: 'loc' } : null;
    case 'delete':
      return command.at.length > 0 && rowCount > 0
        ? { row: Math.min(command.at[0]!, rowCount - 1), column: 'loc' }
        : null;
    case 'reorder':
      return null;
    case 'batch': {
      // Cells changed first (an undone paste is its rows taken away, then its cells put back: the
      // cells are where it was), then rows added or taken.
      const order = [...command.parts].sort((a, b) => Number(changesStructure(a)) - Number(changesStructure(b)));
      for (const part of order) {
        const place = commandPlace(part, rowCount);
        if (place) return place;
      }
      return null;
    }
  }
}
