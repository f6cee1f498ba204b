import { UrlColumns } from '../../../shared/columnar/url-columns';
import {
  appendSlice,
  sliceBuffers,
  sliceFault,
  sliceRanges,
  sliceToTransfer,
  type UrlColumnsSlice,
} from '../../../shared/columnar/transfer-slice';
import type { UrlRow } from '../../../shared/url-table';
import { applyCommand, type EditCommand } from '../history/edit-commands';

/**
 * The validation worker keeps its own copy of every table, so that after an edit only the change
 * travels: an edit command becomes patches addressed by stored position, as the command itself is,
 * which the worker applies to its copy in the same order with the same applyCommand. Rows a patch
 * adds travel as columnar slices, their buffers handed over rather than copied.
 */
export type WirePatch =
  | { kind: 'set'; at: Int32Array; fields: Uint8Array; after: (string | null)[] }
  /** The fields replaced in place (a merge, or the details panel's edits), by stored position. */
  | { kind: 'replace'; at: number[]; after: Partial<UrlRow>[] }
  | { kind: 'insert'; at: number[]; rows: UrlColumnsSlice[] }
  | { kind: 'delete'; at: number[] }
  | { kind: 'reorder'; order: Int32Array };

/** Patches for one command, and the buffers they hand over (postMessage's transfer list). */
export interface PatchesOf {
  patches: WirePatch[];
  transfer: ArrayBuffer[];
}

/** Above this many changed cells (or inserted rows) a patch costs more to send than reloading the table in slices. */
export const MAX_PATCHED_CELLS = 50_000;

/** The patches that carry `command`, just applied, to the worker's copy; null when the copy should be loaded again instead. */
export function patchesFor(command: EditCommand): PatchesOf | null {
  const patches: WirePatch[] = [];
  const transfer: ArrayBuffer[] = [];
  for (const part of flatten(command)) {
    const patch = patchFor(part);
    if (!patch) return null;
    patches.push(patch);
    if (patch.kind === 'insert') transfer.push(...patch.rows.flatMap(sliceBuffers));
  }
  return { patches, transfer };
}

function flatten(command: EditCommand): EditCommand[] {
  return command.kind === 'batch' ? command.parts.flatMap(flatten) : [command];
}

function patchFor(command: EditCommand): WirePatch | null {
  switch (command.kind) {
    case 'set':
      if (command.at.length > MAX_PATCHED_CELLS) return null;
      return { kind: 'set', at: command.at, fields: command.fields, after: command.after };
    case 'replace':
      if (command.at.length > MAX_PATCHED_CELLS) return null;
      return { kind: 'replace', at: command.at, after: command.after };
    case 'insert':
      // Slicing many rows at once would hold the main thread: the table is reloaded in steps instead.
      if (command.rows.rowCount > MAX_PATCHED_CELLS) return null;
      return {
        kind: 'insert',
        at: command.at,
        rows: Array.from(sliceRanges(command.rows), ([start, end]) => sliceToTransfer(command.rows, start, end)),
      };
    case 'delete':
      return { kind: 'delete', at: command.at };
    case 'reorder':
      return { kind: 'reorder', order: command.order };
    case 'batch':
      return null; // flattened before
  }
}

/** What is wrong with a patch that came from elsewhere (a slice of its rows that does not hold together), or null. */
export function patchFault(patch: WirePatch): string | null {
  if (patch.kind !== 'insert') return null;
  for (const slice of patch.rows) {
    const fault = sliceFault(slice);
    if (fault) return fault;
  }
  return null;
}

/** Applies a patch (checked by patchFault) to the worker's copy of a table. */
export function applyPatch(table: UrlColumns, patch: WirePatch): void {
  switch (patch.kind) {
    case 'set':
      applyCommand(table, {
        kind: 'set',
        label: '',
        at: patch.at,
        fields: patch.fields,
        before: [],
        after: patch.after,
      });
      return;
    case 'replace':
      applyCommand(table, { kind: 'replace', label: '', at: patch.at, before: [], after: patch.after });
      return;
    case 'insert': {
      const rows = new UrlColumns();
      for (const slice of patch.rows) appendSlice(rows, slice);
      applyCommand(table, { kind: 'insert', label: '', at: patch.at, rows, viewAt: null });
      return;
    }
    case 'delete':
      table.deleteAt(patch.at);
      return;
    case 'reorder':
      table.reorder(patch.order);
      return;
  }
}
