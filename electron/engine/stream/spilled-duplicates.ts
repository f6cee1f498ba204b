import { rmSync } from 'node:fs';
import { makeOwnTempFolder, removeOwnTempFolder } from '../own-temp-folder';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  duplicateProblem,
  KIND_SALT,
  locHash,
  normaliseLoc,
  type DuplicateProblem,
} from '../../../shared/validation/duplicate-locs';
import type { SitemapKind } from '../../../shared/validation/sitemap-kind';
import { fitsUtf8, readUtf8 } from '../../../shared/columnar/utf8-text';
import { firstOfEachCode, type FirstFound, type FoundSink } from '../../../shared/validation/first-of-each-code';
import { BufferedFile, readSizedRecords, withFiles } from './buffered-file';
import { repeatedValues } from './repeated-values';
import { readWtf8, writeWtf8 } from './wtf8-text';
import { sharedTextKey, type SharedTexts } from './shared-texts';

export const KINDS: readonly SitemapKind[] = ['page', 'image', 'video', 'news'];
/** Partitions written while rows stream: a loc's key decides its partition, so equal keys meet in one. */
const PARTITION_BITS = 8;
/** Bytes buffered per partition before they are written. */
const BUFFER_BYTES = 32 * 1024;
/**
 * A partition larger than this is split again (by further bits of the hash) before it is read into
 * memory: some 40,000 locs keyed at once, whatever the rows (about 3 bytes of heap per byte of records,
 * a SharedLoc weighed as the copy of its loc).
 */
export const SPLIT_BYTES = 4 * 1024 * 1024;
const SPLIT_BITS = 4;
/**
 * kind (1 byte), table, row, loc's byte length, the hash of its key (4 bytes each), then the loc:
 * UTF-8, or WTF-8 where the kind has WTF8 set (a loc with a lone surrogate, which UTF-8 would read
 * back as U+FFFD, so two different locs became one). Either way Buffer.byteLength(loc) bytes.
 * Equal keys of one kind have equal hashes (the spiller's choice of hash: keyHash, or the check
 * workers' over the key's UTF-8), so a record whose hash is alone in its partition is no duplicate.
 * Where the kind has SHARED set, the loc is not copied: the record refers to its UTF-8 where it lies
 * in shared memory (a SharedLoc, SHARED_LOC_BYTES in place of the loc's), read only when its hash is
 * not alone.
 */
export const HEADER = 17;
const WTF8 = 0x80;
const SHARED = 0x40;
/** A SharedLoc's bytes: the column chunk, the offset in it and the length of the loc's UTF-8. */
export const SHARED_LOC_BYTES = 12;

export interface SpilledLoc {
  kind: number;
  table: number;
  row: number;
  loc: string;
}

/** A record where it lies, `size` bytes at `at` of `buffer` (valid until the next is asked for). */
export interface RecordAt {
  buffer: Buffer;
  at: number;
  size: number;
}

/**
 * Records, as spilled and in row order, that can be read more than once (`read` each time). An object
 * with a method rather than a function: a partition's source is made afresh for each partition, and
 * code optimised calling one closure was thrown away at the next partition's (wrong call target), in
 * each worker, then optimised again.
 */
export interface RecordSource {
  read(): Iterable<RecordAt>;
}

/** The hash of the key of the record at `at` (as spilled). */
const hashAt = (buffer: Buffer, at: number): number => buffer.readUInt32LE(at + 13);

/** The key two locs are the same page by (DuplicateFinder's): the kind of sitemap and the normalised loc. */
export const keyHash = (kind: number, loc: string): number =>
  (locHash(normaliseLoc(loc)) ^ KIND_SALT[KINDS[kind]!]) >>> 0;

/**
 * Duplicate locs over any number of rows, with memory that does not grow with them: a hash-partitioned
 * spill to a temp folder. Every loc is appended, in row order, to the partition its key hashes to;
 * at the end each partition (about 1/256 of the locs, split again when large) is read back and checked
 * exactly with Maps, so the warnings are DuplicateFinder's: the same codes, rows and messages.
 * Rows must come in table and row order; `dispose` removes the folder (on success, failure or cancel).
 */
export class SpilledDuplicates {
  private readonly folder: string;
  private readonly partitions: Partition[] = [];
  private disposed = false;

  /** `splitBytes`: the size above which a partition is split again (a test makes it small). */
  constructor(
    parent = tmpdir(),
    private readonly splitBytes = SPLIT_BYTES,
  ) {
    this.folder = makeOwnTempFolder('locs', parent);
    for (let index = 0; index < 1 << PARTITION_BITS; index++) {
      this.partitions.push(new Partition(join(this.folder, `p${index}`)));
    }
  }

  /** The folder the spill is written in (tests look that it is gone after `dispose`). */
  get path(): string {
    return this.folder;
  }

  add(table: number, row: number, loc: string, kind: SitemapKind): void {
    if (loc === '') return;
    const kindIndex = KINDS.indexOf(kind);
    const hash = keyHash(kindIndex, loc);
    this.partitions[hash >>> (32 - PARTITION_BITS)]!.write({ kind: kindIndex, table, row, loc }, hash);
  }

  /**
   * The first duplicate warnings of each code in each table (FirstOfEachCode's), in table and row
   * order, and how many more there are. `tableName` names a table by its index.
   */
  problems(tableName: (table: number) => string): FirstFound<DuplicateProblem> {
    const found = firstOfEachCode<DuplicateProblem>();
    for (const partition of this.partitions) {
      partition.close();
      const options = { scratch: partition.path, bitsUsed: 0, splitBytes: this.splitBytes, tableName };
      checkThenRemove(partition, options, found);
    }
    return found.found();
  }

  /** Removes the temp folder and everything in it; safe to call more than once. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const partition of this.partitions) partition.close();
    removeOwnTempFolder(this.folder);
  }
}

/** One partition file, appended to through a buffer. */
class Partition extends BufferedFile {
  constructor(path: string) {
    super(path, BUFFER_BYTES);
  }

  write(record: SpilledLoc, hash: number): void {
    const size = HEADER + Buffer.byteLength(record.loc);
    const at = this.room(size); // first: it may give the partition another buffer
    encodeRecord(record, hash, size, this.buffer, at);
  }

  /** Appends a record as it was spilled: its bytes copied, nothing decoded. */
  copy({ buffer, at, size }: RecordAt): void {
    const to = this.room(size);
    buffer.copy(this.buffer, to, at, at + size);
  }

  /**
   * Where in the buffer the next `size` bytes go (counted as used from here): what it holds is written
   * first where they would not fit, and a record larger than BUFFER_BYTES gets a buffer of its size
   * to itself (it fills it, so the next record or the close writes it and the buffer is let go).
   */
  private room(size: number): number {
    if (this.used + size > this.buffer.length) {
      this.flush();
      const length = Math.max(size, BUFFER_BYTES);
      if (this.buffer.length !== length) this.buffer = Buffer.allocUnsafe(length);
    }
    const at = this.used;
    this.used += size;
    return at;
  }
}

/** Writes `record` (its key's `hash`), `size` bytes (HEADER and Buffer.byteLength of the loc), into `target` at `at`. */
export function encodeRecord(record: SpilledLoc, hash: number, size: number, target: Buffer, at: number): void {
  encodeHeader(record.kind, record.table, record.row, size - HEADER, hash, target, at);
  if (fitsUtf8(record.loc)) {
    target.write(record.loc, at + HEADER, 'utf8');
    return;
  }
  target[at] = record.kind | WTF8;
  writeWtf8(record.loc, target, at + HEADER);
}

/**
 * Writes a record's HEADER for a loc of `locBytes` UTF-8 bytes, its key's `hash`, into `target` at
 * `at`; the loc's bytes follow it.
 */
export function encodeHeader(
  kind: number,
  table: number,
  row: number,
  locBytes: number,
  hash: number,
  target: Buffer,
  at: number,
): void {
  target[at] = kind;
  writeUint32(target, at + 1, table);
  writeUint32(target, at + 5, row);
  writeUint32(target, at + 9, locBytes);
  writeUint32(target, at + 13, hash);
}

/** writeUInt32LE without its checks, which cost more than the write for a record a row. */
function writeUint32(target: Buffer, at: number, value: number): void {
  target[at] = value;
  target[at + 1] = value >>> 8;
  target[at + 2] = value >>> 16;
  target[at + 3] = value >>> 24;
}

/**
 * Writes a record whose loc lies in shared memory (a SharedLoc): its HEADER (the kind marked SHARED)
 * and where the loc's UTF-8 lies, `length` bytes from `offset` of the chunk `chunk` of its table's
 * column, into `target` at `at`; SHARED_LOC_BYTES follow the HEADER. Through a DataView: a record a
 * row, its seven numbers stored whole, not a byte at a time.
 */
export function encodeSharedLoc(
  record: { kind: number; table: number; row: number; hash: number },
  where: { chunk: number; offset: number; length: number },
  target: DataView,
  at: number,
): void {
  target.setUint8(at, record.kind | SHARED);
  target.setUint32(at + 1, record.table, true);
  target.setUint32(at + 5, record.row, true);
  target.setUint32(at + 9, SHARED_LOC_BYTES, true);
  target.setUint32(at + 13, record.hash, true);
  target.setUint32(at + HEADER, where.chunk, true);
  target.setUint32(at + HEADER + 4, where.offset, true);
  target.setUint32(at + HEADER + 8, where.length, true);
}

/**
 * The record of `size` bytes at `at` of `buffer` (encodeRecord's or encodeSharedLoc's): a SharedLoc's
 * loc is read from `texts`, which must hold its chunk.
 */
export function decodeRecord(buffer: Buffer, at: number, size: number, texts?: SharedTexts): SpilledLoc {
  const kind = buffer.readUInt8(at);
  const table = buffer.readUInt32LE(at + 1);
  const row = buffer.readUInt32LE(at + 5);
  const plainKind = kind & ~(WTF8 | SHARED);
  if ((kind & SHARED) !== 0) return { kind: plainKind, table, row, loc: sharedLoc(buffer, at, table, texts) };
  const loc =
    (kind & WTF8) !== 0 ? readWtf8(buffer, at + HEADER, at + size) : buffer.toString('utf8', at + HEADER, at + size);
  return { kind: plainKind, table, row, loc };
}

/** The loc a SharedLoc record (at `at` of `buffer`, of table `table`) refers to. */
function sharedLoc(buffer: Buffer, at: number, table: number, texts: SharedTexts | undefined): string {
  const chunk = buffer.readUInt32LE(at + HEADER);
  const offset = buffer.readUInt32LE(at + HEADER + 4);
  const length = buffer.readUInt32LE(at + HEADER + 8);
  const text = texts?.get(sharedTextKey(table, chunk));
  if (!text || offset + length > text.length)
    throw new Error(`a spilled loc of table ${table} lies in text not handed to the search (chunk ${chunk})`);
  return readUtf8(text, offset, offset + length);
}

/**
 * Every later listing among `records` (in row order) of a key listed before, as DuplicateFinder
 * words it. Only the records whose hash is not alone are decoded and compared exactly: their hashes
 * are read first (`read`: most are alone, so most locs are never made strings), then those records.
 */
function findRepeated(
  records: RecordSource,
  read: ReadHashes,
  tableName: (table: number) => string,
  found: FoundSink<DuplicateProblem>,
  texts: SharedTexts | undefined,
): void {
  const shared = repeatedValues(read.hashes, read.count);
  if (shared.size === 0) return;
  // A map per kind, keyed by the normalised loc: most locs are their own key, so no key text is made.
  const first = KINDS.map(() => new Map<string, SpilledLoc>());
  for (const { buffer, at, size } of records.read()) {
    if (!shared.has(hashAt(buffer, at))) continue;
    const record = decodeRecord(buffer, at, size, texts);
    const seen = first[record.kind]!;
    const key = normaliseLoc(record.loc);
    const original = seen.get(key);
    if (original) found.push(duplicateProblem(tableName, original, record));
    else seen.set(key, record);
  }
}

/**
 * The hashes of records read (the first `count` of `hashes`), and their weight: the bytes they would
 * take as copies, each SharedLoc weighed with the loc it refers to (what keying it makes in memory
 * when its hash is not alone), not its 12 bytes.
 */
interface ReadHashes {
  hashes: Uint32Array;
  count: number;
  weight: number;
}

/** The hashes of `records` (`bytes` of them as spilled), in order, and their weight. */
function readHashes(records: RecordSource, bytes: number): ReadHashes {
  const read = { hashes: new Uint32Array(Math.floor(bytes / HEADER)), count: 0, weight: 0 };
  readEachHash(records, read);
  return read;
}

/**
 * Each record's hash, in order, into `read`, and its weight. A function of its own with nothing after its loop: the
 * loop is optimised while it runs (on-stack replacement), and code after it that had not run yet sent
 * that code back to the interpreter at its exit, at every partition.
 */
function readEachHash(records: RecordSource, read: ReadHashes): void {
  for (const { buffer, at, size } of records.read()) {
    read.weight += (buffer[at]! & SHARED) === 0 ? size : HEADER + buffer.readUInt32LE(at + HEADER + 8);
    // Never short (bytes counts every record), but a write past a typed array's end would be lost.
    if (read.count === read.hashes.length) {
      const larger = new Uint32Array(2 * read.count + 16);
      larger.set(read.hashes);
      read.hashes = larger;
    }
    read.hashes[read.count++] = hashAt(buffer, at);
  }
}

/** How findRepeatedSplit splits records too many to key at once. */
export interface SplitOptions {
  /** Where the split's files go: this path with `.0`, `.1`… appended (removed once checked). */
  scratch: string;
  /** The bits of their hash, from the lowest, the records were split by already (0 when none). */
  bitsUsed: number;
  /** The most bytes of records keyed in memory at once (while the hash has bits left to split by). */
  splitBytes: number;
  tableName: (table: number) => string;
  /** The text of the records that refer to their locs in shared memory (SharedLoc), when any do. */
  texts?: SharedTexts;
}

/**
 * findRepeated over `records` (`bytes` of them as spilled, in row order), never keying more than
 * `splitBytes` of them at once (by their weight: a SharedLoc weighs what its loc would as a copy):
 * more are first split to files by the next SPLIT_BITS of their hash,
 * from the lowest (a partition was picked by its highest bits), so equal keys stay together, in row
 * order; each part then checked in turn the same way. Returns the
 * most weight of records it keyed at once (more than `splitBytes` only where the hash cannot part them:
 * no bits left, or every record has the same hash, as many copies of one loc have). Each part's file
 * is removed once read, so the scratch never holds much more than the records twice.
 */
export function findRepeatedSplit(
  records: RecordSource,
  bytes: number,
  options: SplitOptions,
  found: FoundSink<DuplicateProblem>,
): number {
  const { scratch, bitsUsed, splitBytes, tableName, texts } = options;
  const bitsLeft = bitsUsed + SPLIT_BITS <= 32;
  if (bytes <= splitBytes || !bitsLeft) {
    // Keyed here unless what they refer to weighs more than the bound (SharedLocs of long locs).
    const read = readHashes(records, bytes);
    if (read.weight <= splitBytes || !bitsLeft) {
      findRepeated(records, read, tableName, found, texts);
      return read.weight;
    }
  }
  const parts = Array.from({ length: 1 << SPLIT_BITS }, (_, index) => new Partition(`${scratch}.${index}`));
  let firstHash: number | null = null;
  let oneHash = true;
  withFiles(parts, () => {
    for (const record of records.read()) {
      const hash = hashAt(record.buffer, record.at);
      firstHash ??= hash;
      oneHash &&= hash === firstHash;
      parts[(hash >>> bitsUsed) & ((1 << SPLIT_BITS) - 1)]!.copy(record);
    }
    for (const part of parts) part.close();
  });
  let keyed = 0;
  for (const part of parts) {
    // Records that all share one hash stay together whatever bits come next: keyed as they are.
    const next = { ...options, scratch: part.path, bitsUsed: oneHash ? 32 : bitsUsed + SPLIT_BITS };
    keyed = Math.max(keyed, checkThenRemove(part, next, found));
  }
  return keyed;
}

/** findRepeatedSplit over a closed partition file's records, the file removed once checked (or on a failure). */
function checkThenRemove(file: Partition, options: SplitOptions, found: FoundSink<DuplicateProblem>): number {
  try {
    return findRepeatedSplit(new FileRecords(file.path), file.bytes, options, found);
  } finally {
    rmSync(file.path, { force: true });
  }
}

/** The size of the record at `at` of `bytes`, its HEADER held. */
export const recordSize = (bytes: Buffer, at: number): number => HEADER + bytes.readUInt32LE(at + 9);

/** The records of a partition file, in the order written. */
class FileRecords implements RecordSource {
  constructor(private readonly path: string) {}

  read(): Iterable<RecordAt> {
    return readSizedRecords(this.path, HEADER, recordSize);
  }
}

/** Records held in memory, in order. */
class ListedRecords implements RecordSource {
  constructor(private readonly records: readonly RecordAt[]) {}

  read(): Iterable<RecordAt> {
    return this.records;
  }
}

/** Records of SpilledLoc (hashed by keyHash) as a spill holds them: for a caller that has them in memory. */
export function recordsOf(records: Iterable<SpilledLoc>): RecordSource {
  const encoded = [...records].map((record) => {
    const size = HEADER + Buffer.byteLength(record.loc);
    const buffer = Buffer.allocUnsafe(size);
    encodeRecord(record, keyHash(record.kind, record.loc), size, buffer, 0);
    return { buffer, at: 0, size };
  });
  return new ListedRecords(encoded);
}
