import type { UrlRow } from '../../../shared/url-table';
import { applyCommand, type EditCommand } from '../history/edit-commands';
import { decodeTable, encodeTable, type WireTable } from './validation-wire';

/**
 * The validation worker keeps its own copy of every table, so that after an edit only the change
 * travels: an edit command becomes patches addressed by stored position (the worker cannot know
 * the main thread's row objects), which the worker applies to its copy with the same applyCommand.
 */
export type WirePatch =
  | { kind: 'set'; at: Int32Array; fields: Uint8Array; after: (string | null)[] }
  /** Whole rows as they are now, at their stored positions (a merge, or the details panel's edits). */
  | { kind: 'replace'; at: Int32Array; rows: WireTable }
  | { kind: 'insert'; at: number[]; rows: WireTable }
  | { kind: 'delete'; at: number[] }
  | { kind: 'reorder'; order: Int32Array };

/** Above this many changed cells (or inserted rows) a patch costs more to send than reloading the table in slices. */
export const MAX_PATCHED_CELLS = 50_000;
/** Up to this many rows are found by indexOf; more are found in one pass over the table. */
const FOUND_ONE_BY_ONE = 8;

/**
 * The patches that carry `command`, just applied to `rows`, to the worker's copy; null when a
 * patch cannot say it (the copy must then be reloaded).
 */
export function patchesFor(command: EditCommand, rows: readonly UrlRow[]): WirePatch[] | null {
  const parts = flatten(command);
  // Edits in place are addressed by where their rows are now: a structural change after them would move the rows.
  const inPlace = (part: EditCommand): boolean => part.kind === 'set' || part.kind === 'replace';
  const firstSet = parts.findIndex(inPlace);
  if (firstSet >= 0 && !parts.slice(firstSet).every(inPlace)) return null;
  const patches: WirePatch[] = [];
  for (const part of parts) {
    const patch = patchFor(part, rows);
    if (!patch) return null;
    patches.push(patch);
  }
  return patches;
}

function flatten(command: EditCommand): EditCommand[] {
  return command.kind === 'batch' ? command.parts.flatMap(flatten) : [command];
}

function patchFor(command: EditCommand, rows: readonly UrlRow[]): WirePatch | null {
  switch (command.kind) {
    case 'set': {
      if (command.rows.length > MAX_PATCHED_CELLS) return null;
      const at = positionsOf(command.rows, rows);
      return at && { kind: 'set', at, fields: command.fields, after: command.after };
    }
    case 'replace': {
      if (command.rows.length > MAX_PATCHED_CELLS) return null;
      const at = positionsOf(command.rows, rows);
      return at && { kind: 'replace', at, rows: encodeTable('', command.rows) };
    }
    case 'insert':
      // Encoding many rows at once would hold the main thread: the table is reloaded in slices instead.
      if (command.rows.length > MAX_PATCHED_CELLS) return null;
      return { kind: 'insert', at: command.at, rows: encodeTable('', command.rows) };
    case 'delete':
      return { kind: 'delete', at: command.at };
    case 'reorder':
      return { kind: 'reorder', order: command.order };
    case 'batch':
      return null; // flattened before
  }
}

/** Where each of `wanted` is in `rows`; null when one is not there. */
function positionsOf(wanted: readonly UrlRow[], rows: readonly UrlRow[]): Int32Array | null {
  const at = new Int32Array(wanted.length);
  if (wanted.length <= FOUND_ONE_BY_ONE) {
    for (let i = 0; i < wanted.length; i += 1) at[i] = rows.indexOf(wanted[i]!);
  } else {
    const where = new Map<UrlRow, number>(wanted.map((row) => [row, -1]));
    for (let i = 0; i < rows.length; i += 1) if (where.has(rows[i]!)) where.set(rows[i]!, i);
    wanted.forEach((row, i) => (at[i] = where.get(row)!));
  }
  return at.includes(-1) ? null : at;
}

/** Applies a patch to the worker's copy of a table. */
export function applyPatch(rows: UrlRow[], patch: WirePatch): void {
  switch (patch.kind) {
    case 'set':
      applyCommand(rows, {
        kind: 'set',
        label: '',
        rows: Array.from(patch.at, (i) => rows[i]!),
        fields: patch.fields,
        before: [],
        after: patch.after,
      });
      return;
    case 'replace': {
      const replaced = decodeTable(patch.rows).rows;
      patch.at.forEach((position, i) => (rows[position] = replaced[i]!));
      return;
    }
    case 'insert':
      applyCommand(rows, { kind: 'insert', label: '', at: patch.at, rows: decodeTable(patch.rows).rows, viewAt: null });
      return;
    case 'delete':
      applyCommand(rows, { kind: 'delete', label: '', at: patch.at, rows: [], viewAt: null });
      return;
    case 'reorder':
      applyCommand(rows, { kind: 'reorder', label: '', order: patch.order });
      return;
  }
}
