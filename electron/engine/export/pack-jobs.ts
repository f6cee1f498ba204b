import { isUtf8 } from 'node:buffer';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { formatCount } from '../../../shared/format';
import type { UrlRow } from '../../../shared/url-table';
import { lastmodInstantAt } from '../../../shared/validation/table-rows';
import type { RowVisitor } from '../checks/check-jobs';
import { jobRow } from '../checks/job-row';
import { inflateSized } from '../inflate-member';
import { inflatesTo } from '../inflates-to';
import { KeptSharedMemory, type SharedHold } from '../kept-shared-memory';
import { ScratchBuffer } from '../scratch-buffer';
import { setBytes } from '../../../shared/columnar/typed-arrays';
import { ByteWriter } from './byte-writer';
import { fileHoldsSync, writeFileNamingSync } from './durable-files';
import type { FileInspection } from './file-codec';
import { gzipDeterministic } from './gzip-file';
import type { MeasureJob, Measured, Packed, PackJob, SerialisedRows } from './pack-messages';
import { columnRowWriter, NOT_FROM_COLUMNS, type ColumnRowWriter } from './serialize-columns';
import { writeTextLine, writeUrl } from './serialize-url';

// What packing runs on a worker thread: rows serialised from columnar slices of a table, with the
// very serializer the main thread's packer uses (so the bytes are the same), and whole files of them.

/**
 * The buffer this worker serialises a slice's rows and puts a file together in, kept from one to the
 * next (a fresh file-sized one each time would start collections, and be fresh memory again).
 */
const spare = new ScratchBuffer();

/**
 * The bytes a row took in this worker's last slice (a first guess before any): the buffer is grown to
 * a slice's rows at that size and a tenth before the first is written. Grown only once a row went past
 * its end, it was met some four times in a worker's first slice, and each time V8 dropped the
 * optimised code of the writer that met the end (out of bounds) and compiled it again.
 */
let bytesPerRow = 256;

const writerOf = (entries: MeasureJob['entries']): typeof writeUrl => (entries === 'text' ? writeTextLine : writeUrl);

/**
 * Serialises every row of `table` (stored rows from `firstRow` on) once; the bytes go back in shared
 * memory, for whichever worker writes their file.
 */
export function measure(job: Pick<MeasureJob, 'firstRow' | 'entries'>, table: UrlColumns): Measured {
  const serialised = rowsSerialised(job, table);
  serialiseEach(serialised, job.firstRow, table.rowCount);
  jobRow.at = null;
  return serialised.finish();
}

/**
 * measure's row loop, a function of its own with nothing after it: optimised while it ran (on-stack
 * replacement) in a worker's first job, that code was kept and entered again at each job's loop, and
 * went back to the interpreter at its exit every job, for the code after it that had not run yet.
 */
function serialiseEach(serialised: RowsSerialised, firstRow: number, count: number): void {
  for (let at = 0; at < count; at++) {
    jobRow.at = firstRow + at;
    serialised.at(at);
  }
}

/** Rows serialised one at a time: visited (`row`, a row the job built anyway) or by their place (`at`). */
export interface RowsSerialised extends RowVisitor<Measured> {
  /** Serialises row `at` of the table, building a row object only for a row the columns cannot write. */
  at(at: number): void;
}

/** measure a row at a time, for a job that visits the rows for more (a slice also checked). */
export function rowsSerialised(job: Pick<MeasureJob, 'entries'>, table: UrlColumns): RowsSerialised {
  return new RowsSerialiser(job, table);
}

/**
 * A slice's per-row arrays (13 bytes a row) in one block of shared memory: the thread that asked reads
 * them where they are. Copied in the reply they were the main thread's largest copy and its fresh
 * memory (13 MB at 1M rows); transferred, the worker would detach a buffer (see pack-worker.ts).
 */
function measuredArrays(rows: number): Pick<Measured, 'lengths' | 'namespaces' | 'instants'> {
  const memory = new SharedArrayBuffer(rows * 13); // a pack worker's, under Node: sharedRows' too
  return {
    instants: new Float64Array(memory, 0, rows),
    lengths: new Uint32Array(memory, rows * 8, rows),
    namespaces: new Uint8Array(memory, rows * 12, rows),
  };
}

/**
 * rowsSerialised's visitor. A class, not closures made per job: measure's call of `at` then reaches
 * the same function every job, where a fresh closure each job sent measure's optimised loop back to
 * the interpreter once per slice ("wrong call target").
 */
class RowsSerialiser implements RowsSerialised {
  private readonly write: typeof writeUrl;
  private readonly columns: ColumnRowWriter;
  private readonly lengths: Uint32Array;
  private readonly namespaces: Uint8Array;
  private readonly instants: Float64Array;
  private out: ByteWriter;

  constructor(
    job: Pick<MeasureJob, 'entries'>,
    private readonly table: UrlColumns,
  ) {
    this.write = writerOf(job.entries);
    this.columns = columnRowWriter(table, job.entries);
    ({ lengths: this.lengths, namespaces: this.namespaces, instants: this.instants } = measuredArrays(table.rowCount));
    const expected = Math.ceil(table.rowCount * bytesPerRow * 1.1);
    this.out = new ByteWriter(spare.atLeast(expected));
  }

  row(row: UrlRow, at: number): void {
    this.serialise(at, row);
  }

  at(at: number): void {
    this.serialise(at, null);
  }

  finish(): Measured {
    if (this.table.rowCount > 0) bytesPerRow = this.out.offset / this.table.rowCount;
    const { bytes, readers } = sharedRows(this.out.offset);
    setBytes(bytes, this.out.bytes.subarray(0, this.out.offset), 0);
    return { bytes, lengths: this.lengths, namespaces: this.namespaces, instants: this.instants, readers };
  }

  private serialise(i: number, row: UrlRow | null): void {
    const start = this.out.offset;
    this.namespaces[i] = this.writeRow(i, row);
    if (this.out.overflowed) {
      // The writer counted what did not fit: a buffer that large (and twice the last, with the quarter
      // ScratchBuffer adds), the rows so far copied, and the row again.
      const asked = Math.max(this.out.bytes.length * 1.6, this.out.offset);
      this.out = new ByteWriter(spare.atLeast(asked, start));
      this.out.offset = start;
      this.writeRow(i, row);
    }
    this.lengths[i] = this.out.offset - start;
    this.instants[i] = row ? lastmodInstantAt(this.table, i, row.lastmod) : this.columns.instant(i);
  }

  /**
   * A row the job built anyway is written from its strings (measured: cheaper than from the columns
   * then); otherwise a plain row from the columns, and the rest as writeUrl writes the row built.
   */
  private writeRow(i: number, row: UrlRow | null): number {
    if (row) return this.write(this.out, row);
    const written = this.columns.write(this.out, i);
    return written === NOT_FROM_COLUMNS ? this.write(this.out, this.table.rowAt(i)) : written;
  }
}

/**
 * The shared memory of the slices written here, at most so many: as many as are read at once (a free
 * one too small for a slice is replaced, not kept beside it: rows grow from table to table). Memory a
 * failed export never let go stays here, at most this many slices' (some 40 MB at 25,000 shop rows
 * each), till newer pushes it out.
 */
const keptRows = new KeptSharedMemory(8, 1.1);

/**
 * Shared memory for a slice's serialised rows: the smallest of this worker's earlier slices' that
 * holds them once its readers count (Measured.readers) is down to 0, else a fresh one (a tenth
 * larger, for the next slice a little longer). Fresh shared memory costs a page fault per 4 KiB
 * first written (~30,000 on a process's first export of 1M rows), and is given back only once every
 * thread's GC has let it go.
 */
export const sharedRows = (size: number): SharedHold => keptRows.take(size);

/** How much shared memory this worker keeps for slices' rows, read or free (for tests and measures). */
export const keptSharedRows = (): { count: number; bytes: number } => keptRows.size();

/** Where each entry of the file being packed starts in it (reused: a file holds at most 50,000). */
let starts: Uint32Array<ArrayBuffer> = new Uint32Array(50_000);

/**
 * A whole file: the header, its rows' bytes as measured (runs between rows left out copied at once),
 * the footer. Done, written or not, it no longer reads its parts (their readers count down by one).
 */
export function pack(job: PackJob): Packed {
  try {
    return packFile(job);
  } finally {
    for (const part of job.parts) if (part.readers) Atomics.sub(part.readers, 0, 1);
  }
}

function packFile(job: PackJob): Packed {
  const file = spare.atLeast(job.bytes).subarray(0, job.bytes);
  const cursor: Cursor = { at: file.write(job.header, 0), skipped: 0, entries: 0, runStart: 0 };
  for (const part of job.parts) copyPart(job, part, file, cursor);
  const { at, entries } = cursor;
  if (at + Buffer.byteLength(job.footer) !== job.bytes) {
    throw new Error(`the rows came to ${at + Buffer.byteLength(job.footer)} bytes, not the ${job.bytes} measured`);
  }
  file.write(job.footer, at);
  // Written, read back and inflated at once: the gzip goes to this thread's scratch buffer, not a fresh one.
  const written = job.gzip ? gzipDeterministic(file, job.level, 'scratch') : file;
  writeFileNamingSync(job.path, written); // flushed by the staging folder, off this thread, before the commit renames it
  if (!fileHoldsSync(job.path, written)) throw new Error(`${job.path} was not written as built`);
  return { writtenBytes: written.length, holds: readBack(job, written, file, starts.subarray(0, entries)) };
}

/**
 * Where packFile is in the file it builds: `at` bytes written, `entries` rows placed, `skipped` of
 * job.skip passed; in the part being copied, the run of rows not copied yet starts at `runStart`.
 */
interface Cursor {
  at: number;
  skipped: number;
  entries: number;
  runStart: number;
}

// copyPart's loops are functions of their own with nothing unrun after them: a loop optimised while
// it ran (on-stack replacement) went back to the interpreter at its exit in every file, when code
// that had not run yet followed it.

/** A part's rows from job.from to job.to into `file`: runs between the rows left out copied at once. */
function copyPart(job: PackJob, part: SerialisedRows, file: Buffer, cursor: Cursor): void {
  const end = part.firstRow + part.lengths.length;
  const first = Math.min(Math.max(job.from, part.firstRow), end);
  const last = Math.min(end, job.to);
  cursor.runStart = bytesBefore(part, first);
  const offset = placeRows(job, part, first, last, file, cursor);
  cursor.at += copy(part.bytes, cursor.runStart, offset, file, cursor.at);
}

/** Where row `row` (of the table) starts among the part's bytes. */
function bytesBefore(part: SerialisedRows, row: number): number {
  let offset = 0;
  for (let i = 0; i < row - part.firstRow; i++) offset += part.lengths[i]!;
  return offset;
}

/**
 * Rows `first…last-1` of the part: each run before a row left out copied, each other row's start in
 * the file noted (starts); returns where the last row ends among the part's bytes.
 */
function placeRows(
  job: PackJob,
  part: SerialisedRows,
  first: number,
  last: number,
  file: Buffer,
  cursor: Cursor,
): number {
  let offset = cursor.runStart;
  for (let row = first; row < last; row++) {
    const length = part.lengths[row - part.firstRow]!;
    if (job.skip[cursor.skipped] === row) {
      cursor.skipped++;
      cursor.at += copy(part.bytes, cursor.runStart, offset, file, cursor.at);
      cursor.runStart = offset + length;
    } else {
      if (cursor.entries === starts.length) starts = grown(starts);
      // Where the row lands: what the run copied so far puts before it.
      starts[cursor.entries++] = cursor.at + offset - cursor.runStart;
    }
    offset += length;
  }
  return offset;
}

/**
 * What the file written holds, from the gzip itself: inflated, it must be the file built byte for
 * byte (gzipHolds), and UTF-8 (as a sitemap must be: a row's bytes serialised wrong would otherwise be
 * published); its entries are then counted where the rows were put (`starts`), each an entry when its
 * bytes there open one, rather than by searching the whole file for them again (a tenth of the gzip's
 * time). Once the gzip is known to hold the file, the file built is what those look at.
 */
function readBack(job: PackJob, written: Buffer, file: Buffer, starts: Uint32Array): FileInspection {
  if (!(job.gzip ? gzipHolds(written, file) : written.equals(file)))
    throw new Error(`${job.path} does not inflate to the file built`);
  if (!isUtf8(file))
    throw new Error(`${job.path} was built with bytes that are not UTF-8, ${notUtf8At(job, file, starts)}`);
  return { uncompressedBytes: file.length, entries: entriesAt(file, starts, job.marker) };
}

/** How much of a file's gzip is inflated at a time to compare it with the file: a piece that stays in the core's cache. */
const READ_BACK_PIECE = 256 * 1024;

const readBackPiece = new ScratchBuffer();

/** Whether `gzip` inflates to `file` and nothing more: compared a piece at a time, else (Node's zlib without the fields) inflated whole. */
export function gzipHolds(gzip: Buffer, file: Buffer): boolean {
  return (
    inflatesTo(gzip, file, readBackPiece.atLeast(READ_BACK_PIECE)) ??
    inflatedOrNull(gzip, file.length)?.equals(file) === true
  );
}

/**
 * A file's gzip inflated in one buffer, bounded a byte past the size built (more would not be the
 * file either); null when it does not inflate within that. Other faults (no memory) are thrown.
 */
export function inflatedOrNull(gzip: Buffer, size: number): Buffer | null {
  try {
    return inflateSized(gzip, size, size + 1, 'scratch');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (
      code === 'ERR_BUFFER_TOO_LARGE' ||
      (typeof code === 'string' && code.startsWith('Z_') && code !== 'Z_MEM_ERROR')
    )
      return null;
    throw error;
  }
}

/**
 * Where a file that is not UTF-8 first breaks: in which row of its table (counted from 1; the rows
 * left out are not in the file), and which of the rows written it is; else in its header or footer.
 */
function notUtf8At(job: PackJob, content: Buffer, starts: Uint32Array): string {
  for (let i = 0; i < starts.length; i++) {
    const end = i + 1 < starts.length ? starts[i + 1]! : content.length;
    if (!isUtf8(content.subarray(starts[i]!, end))) {
      return `in row ${formatCount(tableRowOf(job, i) + 1)} of its table (row ${formatCount(i + 1)} of the ${formatCount(starts.length)} written to the file)`;
    }
  }
  return 'in its header or footer';
}

/**
 * The table's row (0-based) that the file's `entry`th row written is: the rows of its parts from
 * job.from, less those skipped (a slice whose every row is left out is in no part).
 */
function tableRowOf(job: PackJob, entry: number): number {
  let skipped = 0;
  let written = 0;
  for (const part of job.parts) {
    const end = Math.min(job.to, part.firstRow + part.lengths.length);
    for (let row = Math.max(job.from, part.firstRow); row < end; row++) {
      if (job.skip[skipped] === row) skipped++;
      else if (written++ === entry) return row;
    }
  }
  throw new Error(`the file has no row ${entry + 1}`);
}

const NEWLINE = 0x0a;

/** The entries opening at `starts`: an entry's line starts with the marker (a text sitemap's line, with "", ends with a newline). */
function entriesAt(content: Buffer, starts: Uint32Array, marker: string): number {
  const open = Buffer.from(marker);
  let count = 0;
  for (let i = 0; i < starts.length; i++) {
    if (open.length === 0) {
      // A text line runs to the next entry (or the end): the byte before that is its newline.
      const end = i + 1 < starts.length ? starts[i + 1]! : content.length;
      if (content[end - 1] === NEWLINE) count++;
    } else if (opensAt(content, starts[i]!, open)) count++;
  }
  return count;
}

/** True when a line starts at `start` with the bytes of `open` (compared here: a call into compare per row costs more). */
function opensAt(content: Buffer, start: number, open: Buffer): boolean {
  if (start > 0 && content[start - 1] !== NEWLINE) return false;
  for (let k = 0; k < open.length; k++) if (content[start + k] !== open[k]) return false;
  return true;
}

function grown(array: Uint32Array): Uint32Array<ArrayBuffer> {
  const bigger = new Uint32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}

/** Copies bytes [from, to) of `source` into `target` at `at`; returns how many. */
function copy(source: Uint8Array, from: number, to: number, target: Uint8Array, at: number): number {
  if (to > from) {
    if (at + to - from > target.length) throw new Error('the rows are longer than the file measured');
    setBytes(target, source.subarray(from, to), at);
  }
  return Math.max(0, to - from);
}
