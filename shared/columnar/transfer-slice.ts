import { boundedRuns } from '../transfer/bounded-runs';
import { CodedColumn, type CodedSlice } from './coded-column';
import { packBuffers, packSparse, unpackSparse, type SparsePack } from './sparse-pack';
import { StringColumn, type StringSlice } from './string-column';
import type { UrlColumns } from './url-columns';

/**
 * A run of a table's rows as typed arrays only: structured-clone friendly, its buffers
 * transferable, no JS string longer than one value. A table of any size moves as a sequence of them.
 */
export interface UrlColumnsSlice {
  rowCount: number;
  locs: StringSlice;
  lastmods: CodedSlice;
  changefreqs: CodedSlice;
  priorities: CodedSlice;
  /** Rows with images, videos, alternates, news or unknown XML, as JSON. */
  extensions: SparsePack;
}

/** The most text bytes a slice carries (one row longer than this still goes, alone). */
export const SLICE_MAX_BYTES = 64 * 2 ** 20;
/** The most rows a slice carries, so a slice is a few milliseconds of work either side. */
export const SLICE_MAX_ROWS = 100_000;

/** Rows `start…end-1` of `table`, packed for transfer. */
export function sliceToTransfer(table: UrlColumns, start: number, end: number): UrlColumnsSlice {
  return sliceOf(table, start, end, false);
}

/** Rows `start…end-1` of `table`: each column's copied (slice), or viewed where it lies in shared memory (sharedSlice). */
function sliceOf(table: UrlColumns, start: number, end: number, shared: boolean): UrlColumnsSlice {
  const cut = shared ? ('sharedSlice' as const) : ('slice' as const);
  return {
    rowCount: end - start,
    locs: table.locs[cut](start, end),
    lastmods: table.lastmods[cut](start, end),
    changefreqs: table.changefreqs[cut](start, end),
    priorities: table.priorities[cut](start, end),
    extensions: packSparse(table.extensions, start, end),
  };
}

/**
 * Rows `start…end-1` of `table` for a worker thread of this process: as sliceToTransfer, but the locs'
 * bytes, and the coded columns where they were reserved in shared memory, are read where they lie
 * (StringColumn.sharedSlice, CodedColumn.sharedSlice), not copied. `table` must not change while a
 * worker reads the slice.
 */
export function sliceToShare(table: UrlColumns, start: number, end: number): UrlColumnsSlice {
  return sliceOf(table, start, end, true);
}

/**
 * Appends a slice's rows to `table`. `adopt`: an empty table takes the slice's loc bytes and coded
 * arrays as they are, not copied (StringColumn.adoptSlice, CodedColumn.appendSlice), for a slice that
 * is not used after; should the table be changed, the coded arrays are written in place only where the
 * column owns them outright (a transferred slice's), and copied first where they are views (CodedColumn.appendSlice).
 * `packed`: the extensions are kept as their JSON came until read (SparseRows.adoptPacked), for a
 * slice this process made, passed on as it is (a parse worker's rows, on their way to other threads).
 */
export function appendSlice(table: UrlColumns, slice: UrlColumnsSlice, adopt = false, packed = false): void {
  table.beforeChange();
  const first = table.rowCount;
  if (adopt) table.locs.adoptSlice(slice.locs);
  else table.locs.appendSlice(slice.locs);
  table.lastmods.appendSlice(slice.lastmods, adopt);
  table.changefreqs.appendSlice(slice.changefreqs, adopt);
  table.priorities.appendSlice(slice.priorities, adopt);
  table.extensions.insertRows(first, slice.rowCount);
  if (packed) table.extensions.adoptPacked(first, slice.extensions);
  else unpackSparse(slice.extensions, table.extensions, first);
}

/** The buffers to hand over with a slice (postMessage's transfer list); the slice is unusable after. */
export function sliceBuffers(slice: UrlColumnsSlice): ArrayBuffer[] {
  return [
    ...StringColumn.sliceBuffers(slice.locs),
    ...[slice.lastmods, slice.changefreqs, slice.priorities].flatMap(CodedColumn.sliceBuffers),
    ...packBuffers(slice.extensions),
  ];
}

/**
 * What is wrong inside a slice that came from elsewhere, or null when it is whole: every offset
 * within its buffer and in order, every sparse row inside the slice, one code per row, and lastmod's
 * instants beside its codes. Appending a slice trusts all of this, so a slice is checked before.
 */
export function sliceFault(slice: UrlColumnsSlice): string | null {
  const { rowCount } = slice;
  const perRow = [slice.locs.ends, slice.lastmods.codes, slice.changefreqs.codes, slice.priorities.codes];
  if (perRow.some((column) => column.length !== rowCount)) return `its columns disagree with its ${rowCount} rows`;
  const packs: [string, SparsePack][] = [
    ['locs.strings', slice.locs.strings],
    ['lastmods.texts', slice.lastmods.texts],
    ['changefreqs.texts', slice.changefreqs.texts],
    ['priorities.texts', slice.priorities.texts],
    ['extensions', slice.extensions],
  ];
  const fault =
    offsetsFault(slice.locs.ends, slice.locs.bytes, 'locs') ??
    packs.reduce<string | null>((found, [name, pack]) => found ?? packFault(pack, rowCount, name), null);
  if (fault) return fault;
  if (!(slice.lastmods.values instanceof Float64Array) || slice.lastmods.values.length !== rowCount)
    return `lastmods needs one instant per row`;
  return null;
}

/** Offsets into `bytes` that must run in order and end at its end. */
function offsetsFault(ends: Uint32Array, bytes: Uint8Array, name: string): string | null {
  if (!(ends instanceof Uint32Array) || !(bytes instanceof Uint8Array)) return `${name} has arrays of the wrong kind`;
  const last = lastInOrder(ends);
  if (last < 0) return `${name}'s offsets go backwards`;
  return last === bytes.length ? null : `${name}'s offsets end at ${last} in ${bytes.length} bytes`;
}

/**
 * The last of `ends` (0 when none), or -1 where one is below the one before it. A loop of its own with
 * nothing after it: optimised while it ran (on-stack replacement) in the first slice, that code was
 * entered again at each slice's loop and went back to the interpreter at its exit, every slice (for
 * the code after it, not run yet then).
 */
function lastInOrder(ends: Uint32Array): number {
  let before = 0;
  for (let i = 0; i < ends.length; i++) {
    const end = ends[i]!;
    if (end < before) return -1;
    before = end;
  }
  return before;
}

function packFault(pack: SparsePack, rowCount: number, name: string): string | null {
  if (!(pack.rows instanceof Uint32Array)) return `${name} has arrays of the wrong kind`;
  if (pack.rows.length !== pack.ends.length)
    return `${name} has ${pack.rows.length} rows for ${pack.ends.length} values`;
  let before = -1;
  for (const row of pack.rows) {
    if (row <= before || row >= rowCount) return `${name} names row ${row} out of order or outside the slice`;
    before = row;
  }
  return offsetsFault(pack.ends, pack.bytes, name);
}

/** Bytes of a slice's arrays besides its text, at most, per row: offsets, codes, instants, row numbers of kept texts. */
export const SLICE_ROW_OVERHEAD_BYTES = 64;

/**
 * The bytes a slice hands over (sliceBuffers), whole buffers counted: a small view of a large buffer
 * counts as large. Views of shared memory (sliceToShare's) are not handed over and count nothing.
 */
export function sliceByteLength(slice: UrlColumnsSlice): number {
  return sliceBuffers(slice).reduce((sum, buffer) => sum + buffer.byteLength, 0);
}

/** An upper bound of the text bytes row `i` adds to a slice. */
function rowBytes(table: UrlColumns, i: number): number {
  const texts = [table.lastmods, table.changefreqs, table.priorities].reduce(
    (sum, column) => sum + (column.keptText(i)?.length ?? 0) * 3,
    0,
  );
  return table.locs.byteLength(i) + texts + table.extensions.valueBytes(i, jsonBytesBound);
}

/**
 * At least the UTF-8 bytes of `JSON.stringify(value)` for plain data (a row's extensions: strings,
 * numbers, null, arrays, objects), without making it (that cost as much as the pack itself): a
 * string's every character as an escape's 6 bytes, a number as its longest (-0.0000012345678901234567).
 */
function jsonBytesBound(value: unknown): number {
  if (typeof value === 'string') return 2 + 6 * value.length;
  if (typeof value !== 'object' || value === null) return 25;
  let bytes = 2;
  if (Array.isArray(value)) for (const item of value) bytes += jsonBytesBound(item) + 1;
  // (for…in: Object.entries made a pair for each field, and cost 5 times as much; a row's entries are plain data)
  else
    for (const key in value)
      bytes += 2 + 6 * key.length + 1 + jsonBytesBound((value as Record<string, unknown>)[key]) + 1;
  return bytes;
}

/** `[start, end)` runs covering the table, each within SLICE_MAX_ROWS and SLICE_MAX_BYTES. */
export function sliceRanges(
  table: UrlColumns,
  maxRows = SLICE_MAX_ROWS,
  maxBytes = SLICE_MAX_BYTES,
): Generator<[number, number]> {
  return boundedRuns(table.rowCount, (i) => rowBytes(table, i), maxRows, maxBytes);
}
