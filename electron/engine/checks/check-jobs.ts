import { writeFileSync } from 'node:fs';
import type { StringColumn, StringSlice } from '../../../shared/columnar/string-column';
import { appendSlice, type UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import type { Problem } from '../../../shared/problems';
import type { UrlRow } from '../../../shared/url-table';
import { fieldProblem, placeFieldProblem } from '../../../shared/validation/field-problem';
import { lastmodInstantAt } from '../../../shared/validation/table-rows';
import { validateRow, type RowContext } from '../../../shared/validation/validate-rows';
import { KIND_SALT, normaliseLoc, type DuplicateProblem } from '../../../shared/validation/duplicate-locs';
import { firstOfEachCode } from '../../../shared/validation/first-of-each-code';
import { KeptProblems } from '../../../shared/validation/kept-problems';
import {
  encodeHeader,
  encodeRecord,
  encodeSharedLoc,
  findRepeatedSplit,
  HEADER,
  keyHash,
  KINDS,
  SHARED_LOC_BYTES,
} from '../stream/spilled-duplicates';
import { writeSpilledColumnsFile, type ClusterRowsWritten } from '../stream/spilled-cluster-row';
import type { CheckContextData, PartitionChecked, PartitionJob, RowsChecked, RowsJob } from './check-messages';
import { rowContextOf } from './check-context';
import { jobRow } from './job-row';
import { LastmodRunList } from './lastmod-runs-columns';
import { otherHostOf, otherHostOfUtf8 } from './other-host';
import { partitionRecords } from './partition-records';
import { ColumnRowChecks, isColumnRow } from './row-checks-columns';
import { utf8Hash, utf8HashOfView } from './utf8-hash';
import { namingFile } from '../naming-file';

// What a check runs on a worker thread (a check worker, or a pack worker checking the rows it
// serialises): the row rules of TablesValidator over a slice of columns, each loc spilled to its
// hash partition, and the duplicates of one partition found from the spill.

/** A row with nothing to spill (an empty loc, or a row left out). */
const NO_PARTITION = -1;
/** A row to spill, its partition found from its bytes when the slice is spilled. */
const TO_HASH = 0;

/** The context of the last job (every slice of a check has the same one): robots.txt is parsed once. */
let context: { data: string; built: RowContext } | null = null;

function contextOf(data: CheckContextData): RowContext {
  const key = JSON.stringify(data);
  if (context?.data !== key) context = { data: key, built: rowContextOf(data) };
  return context.built;
}

/** Slices of a table (in row order) as one table of columns. */
export function columnsOf(slices: readonly UrlColumnsSlice[]): UrlColumns {
  const table = new UrlColumns();
  // The first slice's locs are read where they lie (in shared memory, or in the buffer handed over).
  for (const slice of slices) appendSlice(table, slice, true);
  return table;
}

/**
 * Each row of `table` in order: a plain row by its place (`at`), read from the columns, any other
 * built into an object (`row`); jobRow says which row is being visited.
 */
export function visitRows(table: UrlColumns, firstRow: number, visitor: Omit<RowVisitor<unknown>, 'finish'>): void {
  for (let at = 0; at < table.rowCount; at++) {
    jobRow.at = firstRow + at;
    if (isColumnRow(table, at)) visitor.at(at);
    else visitor.row(table.rowAt(at), at);
  }
  jobRow.at = null;
}

/** A row visitor that builds a result once every row was visited (visitRows). */
export interface RowVisitor<R> {
  /** A row built into an object. */
  row(row: UrlRow, at: number): void;
  /** A plain row (isColumnRow), by its place in the table. */
  at(at: number): void;
  finish(): R;
}

/**
 * The row rules over a slice's rows (`table`, its columns: columnsOf), each loc spilled to its hash
 * partition; where the job says its locs stay (RowsJob.locsStay), the spill refers to them in their
 * column's shared memory rather than copying them.
 */
export function checkRows(
  job: Omit<RowsJob, 'type' | 'slice'> & Partial<Pick<RowsJob, 'slice'>>,
  table: UrlColumns,
): RowsChecked {
  const checks = new RowChecks(job, table, job.locsStay && job.slice ? locsInPlace(job.slice.locs) : null);
  visitRows(table, job.firstRow, checks);
  return checks.finish();
}

/** checkRows a row at a time, for a job that visits the rows for more (a slice also serialised); its locs are copied to the spill. */
export function rowChecks(job: Omit<RowsJob, 'type' | 'slice'>, table: UrlColumns): RowVisitor<RowsChecked> {
  return new RowChecks(job, table, null);
}

type Job = Omit<RowsJob, 'type' | 'slice'>;

/** Where a slice's locs lie in their column's shared chunk (StringSlice.place), as the spill refers to them. */
interface LocsInPlace {
  bytes: Uint8Array;
  chunk: number;
  offset: number;
}

const locsInPlace = ({ bytes, place }: StringSlice): LocsInPlace | null => (place ? { bytes, ...place } : null);

/**
 * rowChecks' visitor. A class, not closures made per job: visitRows' calls of `at` and `row` then
 * reach the same function every job, where a fresh closure each job sent the optimised loop back to
 * the interpreter once per slice ("wrong call target").
 */
class RowChecks implements RowVisitor<RowsChecked> {
  private readonly rules: RowContext;
  /**
   * Capped here as SliceChecks caps them (KeptProblems, in row order): a slice whose every row has a
   * problem sends its first of each code and a count, not an object per row to clone and collect;
   * of a code and place the check's list already holds enough of (RowsJob.countOnly), only a count.
   */
  private readonly problems: KeptProblems;
  private readonly runs: LastmodRunList;
  private readonly partitionOf: Int32Array;
  private readonly otherHost: ((loc: string) => string | null) | null;
  private readonly otherHostOfBytes: ReturnType<typeof otherHostOfUtf8> | null;
  private readonly columns: ColumnRowChecks;
  /** The rows whose key (normaliseLoc) is not their loc as it stands: few, on most sites none. */
  private readonly changedKeys = new Map<number, string>();
  private skipped = 0;

  constructor(
    private readonly job: Job,
    private readonly table: UrlColumns,
    private readonly inPlace: LocsInPlace | null,
  ) {
    this.rules = contextOf(job.context);
    this.problems = new KeptProblems(undefined, undefined, job.countOnly);
    this.runs = new LastmodRunList(table.rowCount);
    this.partitionOf = new Int32Array(table.rowCount).fill(NO_PARTITION);
    this.otherHost = job.ownHost ? otherHostOf(job.ownHost) : null;
    this.otherHostOfBytes = job.ownHost ? otherHostOfUtf8(job.ownHost) : null;
    this.columns = new ColumnRowChecks(table, this.rules);
  }

  row(row: UrlRow, at: number): void {
    if (this.isSkipped(at)) return;
    const index = this.job.firstRow + at;
    for (const found of validateRow(row, this.rules, lastmodInstantAt(this.table, at, row.lastmod)))
      this.problems.add(this.place(found, index));
    this.runs.add(this.table.lastmods, at, index);
    this.otherHostProblem(this.otherHost?.(row.loc) ?? null, index);
    if (row.loc === '') return;
    this.partitionOf[at] = TO_HASH;
    const key = normaliseLoc(row.loc);
    if (key !== row.loc) this.changedKeys.set(at, key);
  }

  /** The same as `row` for a plain row, read from the columns. */
  at(at: number): void {
    if (this.isSkipped(at)) return;
    const index = this.job.firstRow + at;
    const found = this.columns.validate(at);
    for (let k = 0; k < found.length; k++) this.problems.add(this.place(found[k]!, index));
    this.runs.add(this.table.lastmods, at, index);
    if (this.otherHostOfBytes) this.otherHostProblem(this.columns.withLocBytes(at, this.otherHostOfBytes), index);
    if (this.columns.locIsEmpty(at)) return;
    this.partitionOf[at] = TO_HASH;
    const key = this.columns.changedKey(at);
    if (key !== undefined) this.changedKeys.set(at, key);
  }

  finish(): RowsChecked {
    const partitionEnds = spill(this.job, this.table.locs, this.partitionOf, this.changedKeys, this.inPlace);
    return {
      problems: this.problems.all(),
      lastmods: this.runs.result(),
      partitionEnds,
      clusterRows: this.clusterRows(),
    };
  }

  /** The slice's rows for the hreflang clusters, written here where the job asks: the main thread wrote every row's. */
  private clusterRows(): ClusterRowsWritten | undefined {
    if (!this.job.clusterRows) return undefined;
    const { path, alternates } = this.job.clusterRows;
    const { table, firstRow, skip } = this.job;
    return writeSpilledColumnsFile(path, table, firstRow, this.table, skip, alternates);
  }

  private isSkipped(at: number): boolean {
    // Read inside the array only: a read past a typed array's end is a slow path, at every row.
    if (this.skipped === this.job.skip.length || this.job.skip[this.skipped] !== at) return false;
    this.skipped++;
    return true;
  }

  private place(found: Parameters<typeof placeFieldProblem>[0], row: number): Problem {
    return placeFieldProblem(found, this.job.tableName, row + 1);
  }

  private otherHostProblem(host: string | null, index: number): void {
    if (host !== null)
      this.problems.add(this.place(fieldProblem('loc-other-host', { host, tableHost: this.job.ownHost! }), index));
  }
}

/**
 * The spill's bytes, kept for the next slice: a fresh buffer each slice is new memory, which the
 * kernel maps and zeroes at its first touch, a cost the copy into it paid (a third of the spill's time).
 */
let spillBytes = Buffer.allocUnsafeSlow(0);

/**
 * Writes the slice's locs to its spill file, partition after partition, each in row order; returns
 * where each ends. Each goes to the partition of its key's hash (see partitionHash). Where they lie
 * in their column's shared chunk (`inPlace`, the very bytes the slice's column holds) a record refers
 * to its loc there (a SharedLoc, 12 bytes however long the loc: at 1M shop rows, 29 MB spilled, not
 * 77, and some 100 ms less CPU); else the locs are copied as the column holds them (UTF-8), not encoded again.
 */
function spill(
  job: Omit<RowsJob, 'type' | 'slice'>,
  locs: StringColumn,
  partitionOf: Int32Array,
  changedKeys: ReadonlyMap<number, string>,
  inPlace: LocsInPlace | null,
): Float64Array {
  const kind = KINDS.indexOf(job.kind);
  const count = partitionOf.length;
  const where = new Int32Array(3 * count);
  const chunks = locs.locateUtf8(rowsUpTo(count), where);
  const located: Located = {
    locs,
    where,
    chunkViews: chunks.map((chunk) => new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength)),
    // Only where the column's one chunk is the slice's own bytes do its offsets count from the slice's place.
    inPlace: inPlace && chunks.length === 1 && chunks[0] === inPlace.bytes ? inPlace : null,
  };
  // Each record keeps its hash: the search decodes only the locs whose hash another has too.
  const hashes = hashLocs(kind, KIND_SALT[job.kind], job.partitionBits, located, partitionOf, changedKeys);
  const at = partitionSizes(job.partitionBits, located, partitionOf);
  const ends = new Float64Array(at.length);
  let total = 0;
  for (let p = 0; p < at.length; p++) {
    const size = at[p]!;
    at[p] = total;
    total += size;
    ends[p] = total;
  }
  if (spillBytes.length < total) spillBytes = Buffer.allocUnsafeSlow(Math.max(total, 2 * spillBytes.length));
  const file = spillBytes.subarray(0, total);
  writeRecords({ kind, table: job.table, firstRow: job.firstRow }, located, partitionOf, hashes, at, file);
  try {
    writeFileSync(job.spill, file);
  } catch (error) {
    throw namingFile(error, job.spill); // a full disk: which one
  }
  return ends;
}

// spill's loops are each a function of their own: a loop optimised while it runs (on-stack
// replacement) left for code after it that never ran yet went back to the interpreter at its exit,
// and that code was entered again at the next slice's loop, once per slice.

/**
 * A slice's locs and where each lies (StringColumn.locateUtf8: chunk, offset, length; -1 kept as a
 * string), and where they lie in their column's shared chunk when the spill refers to them there.
 */
interface Located {
  locs: StringColumn;
  where: Int32Array;
  chunkViews: DataView[];
  inPlace: LocsInPlace | null;
}

/** Each loc's hash (see partitionHash), its partition set from the hash's highest bits. */
function hashLocs(
  kind: number,
  salt: number,
  partitionBits: number,
  { locs, where, chunkViews }: Located,
  partitionOf: Int32Array,
  changedKeys: ReadonlyMap<number, string>,
): Uint32Array {
  const hashes = new Uint32Array(partitionOf.length);
  for (let i = 0; i < partitionOf.length; i++) {
    if (partitionOf[i] === NO_PARTITION) continue;
    const offset = where[3 * i + 1]!;
    const length = where[3 * i + 2]!;
    const hash =
      length < 0
        ? keyHash(kind, locs.get(i))
        : partitionHash(chunkViews[where[3 * i]!]!, offset, offset + length, changedKeys.get(i), salt);
    hashes[i] = hash;
    partitionOf[i] = hash >>> (32 - partitionBits);
  }
  return hashes;
}

/** The bytes of each partition's records. */
function partitionSizes(partitionBits: number, located: Located, partitionOf: Int32Array): Float64Array {
  const sizes = new Float64Array(2 ** partitionBits);
  for (let i = 0; i < partitionOf.length; i++) {
    if (partitionOf[i] !== NO_PARTITION) sizes[partitionOf[i]!]! += HEADER + locBytes(located, i);
  }
  return sizes;
}

/**
 * The bytes that follow a row's record HEADER: a SharedLoc's where the spill refers to the locs in
 * place; else its loc's, a loc kept as a string (a lone surrogate) written from the string, as
 * encodeRecord writes it.
 */
function locBytes({ locs, where, inPlace }: Located, row: number): number {
  const length = where[3 * row + 2]!;
  if (length < 0) return Buffer.byteLength(locs.get(row));
  return inPlace ? SHARED_LOC_BYTES : length;
}

/** Each record written to `file` at its partition's place (`at`, moved on past it). */
function writeRecords(
  slice: { kind: number; table: number; firstRow: number },
  { locs, where, chunkViews, inPlace }: Located,
  partitionOf: Int32Array,
  hashes: Uint32Array,
  at: Float64Array,
  file: Buffer,
): void {
  const { kind, table, firstRow } = slice;
  if (inPlace) {
    writeSharedLocs(slice, where, inPlace, partitionOf, hashes, at, file);
    return;
  }
  const fileView = new DataView(file.buffer, file.byteOffset, file.byteLength);
  for (let i = 0; i < partitionOf.length; i++) {
    const partition = partitionOf[i]!;
    if (partition === NO_PARTITION) continue;
    const start = at[partition]!;
    const length = where[3 * i + 2]!;
    if (length >= 0) {
      encodeHeader(kind, table, firstRow + i, length, hashes[i]!, file, start);
      copyBytes(chunkViews[where[3 * i]!]!, where[3 * i + 1]!, fileView, start + HEADER, length);
      at[partition] = start + HEADER + length;
    } else {
      const loc = locs.get(i);
      const size = HEADER + Buffer.byteLength(loc);
      encodeRecord({ kind, table, row: firstRow + i, loc }, hashes[i]!, size, file, start);
      at[partition] = start + size;
    }
  }
}

/** Each record as a SharedLoc, written to `file` at its partition's place (`at`, moved on past it). */
function writeSharedLocs(
  slice: { kind: number; table: number; firstRow: number },
  where: Int32Array,
  inPlace: LocsInPlace,
  partitionOf: Int32Array,
  hashes: Uint32Array,
  at: Float64Array,
  file: Buffer,
): void {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const record = { kind: slice.kind, table: slice.table, row: 0, hash: 0 };
  const loc = { chunk: inPlace.chunk, offset: 0, length: 0 };
  for (let i = 0; i < partitionOf.length; i++) {
    const partition = partitionOf[i]!;
    if (partition === NO_PARTITION) continue;
    record.row = slice.firstRow + i;
    record.hash = hashes[i]!;
    loc.offset = inPlace.offset + where[3 * i + 1]!;
    loc.length = where[3 * i + 2]!;
    // A shared slice is one run of UTF-8 (StringColumn.sharedSlice): no loc in it is kept as a string.
    if (loc.length < 0) throw new Error(`row ${record.row + 1} of a shared slice is kept as a string`);
    encodeSharedLoc(record, loc, view, at[partition]!);
    at[partition]! += HEADER + SHARED_LOC_BYTES;
  }
}

/**
 * Copies `length` bytes from `source` at `from` to `target` at `to`, four to a load and store: a loc
 * is some tens of bytes, less than a view of them made to copy from, and byte by byte took 3 times
 * as long.
 */
function copyBytes(source: DataView, from: number, target: DataView, to: number, length: number): void {
  const words = from + (length & ~3);
  const end = from + length;
  for (; from < words; from += 4, to += 4) target.setInt32(to, source.getInt32(from, true), true);
  for (; from < end; from++, to++) target.setUint8(to, source.getUint8(from));
}

/**
 * The hash that picks a loc's partition: over its key's UTF-8 (the column's bytes when the loc is
 * its own key), with its kind mixed in. Every slice of a check is spilled here, so equal keys meet
 * in one partition; a loc kept as a string (a lone surrogate) is never equal to a loc the column
 * holds as bytes, so it may go by keyHash.
 */
function partitionHash(
  chunk: DataView,
  start: number,
  end: number,
  changedKey: string | undefined,
  salt: number,
): number {
  if (changedKey === undefined) return (utf8HashOfView(chunk, start, end) ^ salt) >>> 0;
  const key = Buffer.from(changedKey);
  return (utf8Hash(key, 0, key.length) ^ salt) >>> 0;
}

const rowsUpTo = (count: number): Uint32Array => {
  const rows = new Uint32Array(count);
  for (let i = 0; i < count; i++) rows[i] = i;
  return rows;
};

/**
 * The duplicates among one partition's records (looked at twice: their hashes, then the records
 * whose hash is not alone); a partition above `job.splitBytes` is split to files by its hashes' low
 * bits first. Only the first of each code in each table are given, the rest counted (FirstOfEachCode),
 * so what the main thread merges stays bounded however many there are.
 */
export function findDuplicates(job: PartitionJob): PartitionChecked {
  const duplicates = firstOfEachCode<DuplicateProblem>();
  const bytes = job.parts.reduce((sum, part) => sum + part.end - part.start, 0);
  const tableName = (table: number): string => job.tableNames[table]!;
  const split = { scratch: job.scratch, bitsUsed: 0, splitBytes: job.splitBytes, tableName, texts: job.texts };
  const keyedBytes = findRepeatedSplit(partitionRecords(job.parts, job.splitBytes), bytes, split, duplicates);
  return { duplicates: duplicates.found(), keyedBytes };
}
