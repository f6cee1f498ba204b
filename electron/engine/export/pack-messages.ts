import type { UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import type { CheckerJob, PartitionChecked, RowsChecked, RowsJob } from '../checks/check-messages';
import type { FileInspection } from './file-codec';
import type { WorkerFailure } from '../worker-failure';
import type { UnpackMember, Unpacked } from '../project/project-work-messages';

/** How the entries of a file are written: XML `<url>` entries, or a text sitemap's lines. */
export type EntryKind = 'url' | 'text';

/** Rows of one table as columns, and which stored row the first of them is. */
export interface RowSlices {
  slices: UrlColumnsSlice[];
  firstRow: number;
}

/** Serialise rows: each one's exact bytes, their lengths and the namespaces each uses. */
export interface MeasureJob extends RowSlices {
  type: 'measure';
  entries: EntryKind;
}

/** Rows as a measure serialised them, from stored row `firstRow` on. */
export interface SerialisedRows {
  firstRow: number;
  lengths: Uint32Array;
  /** Shared memory (a SharedArrayBuffer): every pack job that needs these rows reads them without a copy. */
  bytes: Uint8Array;
  /** Measured.readers: the pack job counts it down when done (none in a test's rows). */
  readers?: Int32Array;
}

/**
 * Write one whole file of rows [from, to) that lie in its parts (a slice whose every row is left out
 * is not among them), less the rows in `skip` (left out as not indexable), from their serialised
 * bytes framed by `header` and `footer`, then gzip it (or not), write it at `path` and read it back.
 */
export interface PackJob {
  type: 'pack';
  parts: SerialisedRows[];
  from: number;
  to: number;
  skip: Uint32Array;
  header: string;
  footer: string;
  /** The size the lengths measured add up to: the file is refused if it comes out otherwise. */
  bytes: number;
  gzip: boolean;
  level: number;
  /** What starts each entry's line, for counting them when the file is read back. */
  marker: string;
  path: string;
}

/**
 * One slice of a table taken whole by one worker: its rows checked (when `check` is given, as a
 * RowsJob would) and serialised (as a MeasureJob), from the one copy of its columns it was handed.
 */
export interface SliceJob {
  type: 'slice';
  slice: UrlColumnsSlice;
  firstRow: number;
  entries: EntryKind;
  check: Omit<RowsJob, 'type' | 'slice' | 'firstRow'> | null;
}

/** A slice checked (null when not asked) and serialised. */
export interface SliceDone {
  measured: Measured;
  checked: RowsChecked | null;
}

/** A pack worker's jobs: its own, and a check worker's (the export runs both on one pool). */
/** Its jobs; an UnpackMember is a project file's member read as a project worker reads one, its slices in shared memory. */
export type PackerJob = MeasureJob | PackJob | SliceJob | CheckerJob | UnpackMember;

export interface Measured {
  /** Every row's serialised bytes back to back, in shared memory. */
  bytes: Uint8Array;
  /** Per row of the slices, in order. */
  lengths: Uint32Array;
  namespaces: Uint8Array;
  /** Each row's lastmod as w3cDatetimeInstant reads it (NaN for none), for the newest of each file. */
  instants: Float64Array;
  /**
   * Who still reads `bytes` (shared, one Int32): 1 as measured, for the thread that asked; it adds one
   * per pack job it posts with these rows, each counts down when done, and it counts its own down when
   * it lets the rows go. At 0 the worker that measured them writes a later slice's rows there.
   */
  readers: Int32Array;
}

/** A file written and read back: how many bytes are on disk and what they hold. */
export interface Packed {
  writtenBytes: number;
  holds: FileInspection;
}

/** What a pack worker answers a job with: its result, or what it threw (at which stored row, when known). */
export type FromPacker =
  | { id: number; type: 'measured'; result: Measured }
  | { id: number; type: 'packed'; result: Packed }
  | { id: number; type: 'sliced'; result: SliceDone }
  | { id: number; type: 'done'; result: RowsChecked | PartitionChecked }
  | { id: number; type: 'unpacked'; result: Unpacked }
  | ({ id: number; type: 'failed'; row: number | null } & WorkerFailure);

export type ToPacker = PackerJob & { id: number };
