import { mkdtempSync, rmSync, writeSync } from 'node:fs';
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
import { fitsUtf8 } from '../../../shared/columnar/utf8-text';
import { BufferedFile, readSizedRecords, withFiles } from './buffered-file';
import { readWtf8, writeWtf8 } from './wtf8-text';

export const KINDS: readonly SitemapKind[] = ['page', 'image', 'video', 'news'];
/** Partitions written while rows stream: a loc's key decides its partition, so equal keys meet in one. */
const PARTITION_BITS = 8;
/** Bytes buffered per partition before they are written. */
const BUFFER_BYTES = 32 * 1024;
/**
 * A partition larger than this is split again (by further bits of the hash) before it is read into
 * memory: some 40,000 locs keyed at once, whatever the rows (about 3 bytes of heap per byte of records).
 */
export const SPLIT_BYTES = 4 * 1024 * 1024;
const SPLIT_BITS = 4;
/**
 * kind (1 byte), table, row, loc's byte length (4 bytes each), then the loc: UTF-8, or WTF-8 where the
 * kind has WTF8 set (a loc with a lone surrogate, which UTF-8 would read back as U+FFFD, so two
 * different locs became one). Either way Buffer.byteLength(loc) bytes.
 */
export const HEADER = 13;
const WTF8 = 0x80;

export interface SpilledLoc {
  kind: number;
  table: number;
  row: number;
  loc: string;
}

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
    this.folder = mkdtempSync(join(parent, 'sitemap-studio-locs-'));
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
    this.partitions[keyHash(kindIndex, loc) >>> (32 - PARTITION_BITS)]!.write({ kind: kindIndex, table, row, loc });
  }

  /** Every duplicate warning, in table and row order. `tableName` names a table by its index. */
  problems(tableName: (table: number) => string): DuplicateProblem[] {
    const found: DuplicateProblem[] = [];
    for (const partition of this.partitions) {
      partition.close();
      const options = { scratch: partition.path, bitsUsed: PARTITION_BITS, splitBytes: this.splitBytes, tableName };
      findRepeatedSplit(readRecordsThenRemove(partition.path), partition.bytes, options, found);
    }
    return found.sort((a, b) => a.table - b.table || a.row - b.row);
  }

  /** Removes the temp folder and everything in it; safe to call more than once. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    for (const partition of this.partitions) partition.close();
    rmSync(this.folder, { recursive: true, force: true });
  }
}

/** One partition file, appended to through a buffer. */
class Partition extends BufferedFile {
  constructor(path: string) {
    super(path, BUFFER_BYTES);
  }

  write(record: SpilledLoc): void {
    const size = HEADER + Buffer.byteLength(record.loc);
    if (this.used + size > BUFFER_BYTES) this.flush();
    if (size > BUFFER_BYTES) {
      const target = Buffer.allocUnsafe(size);
      encodeRecord(record, size, target, 0);
      writeSync(this.fd!, target);
      this.bytes += size;
      return;
    }
    encodeRecord(record, size, this.buffer, this.used);
    this.used += size;
  }
}

/** Writes `record`, `size` bytes (HEADER and Buffer.byteLength of the loc), into `target` at `at`. */
export function encodeRecord(record: SpilledLoc, size: number, target: Buffer, at: number): void {
  encodeHeader(record.kind, record.table, record.row, size - HEADER, target, at);
  if (fitsUtf8(record.loc)) {
    target.write(record.loc, at + HEADER, 'utf8');
    return;
  }
  target[at] = record.kind | WTF8;
  writeWtf8(record.loc, target, at + HEADER);
}

/** Writes a record's HEADER for a loc of `locBytes` UTF-8 bytes into `target` at `at`; the loc's bytes follow it. */
export function encodeHeader(
  kind: number,
  table: number,
  row: number,
  locBytes: number,
  target: Buffer,
  at: number,
): void {
  target[at] = kind;
  writeUint32(target, at + 1, table);
  writeUint32(target, at + 5, row);
  writeUint32(target, at + 9, locBytes);
}

/** writeUInt32LE without its checks, which cost more than the write for a record a row. */
function writeUint32(target: Buffer, at: number, value: number): void {
  target[at] = value;
  target[at + 1] = value >>> 8;
  target[at + 2] = value >>> 16;
  target[at + 3] = value >>> 24;
}

/** The record of `size` bytes at `at` of `buffer` (encodeRecord's). */
export function decodeRecord(buffer: Buffer, at: number, size: number): SpilledLoc {
  const kind = buffer.readUInt8(at);
  const wtf8 = (kind & WTF8) !== 0;
  return {
    kind: kind & ~WTF8,
    table: buffer.readUInt32LE(at + 1),
    row: buffer.readUInt32LE(at + 5),
    loc: wtf8 ? readWtf8(buffer, at + HEADER, at + size) : buffer.toString('utf8', at + HEADER, at + size),
  };
}

/** Every later listing among `records` (in row order) of a key listed before, as DuplicateFinder words it. */
export function findRepeated(
  records: Iterable<SpilledLoc>,
  tableName: (table: number) => string,
  found: DuplicateProblem[],
): void {
  // A map per kind, keyed by the normalised loc: most locs are their own key, so no key text is made.
  const first = KINDS.map(() => new Map<string, SpilledLoc>());
  for (const record of records) {
    const seen = first[record.kind]!;
    const key = normaliseLoc(record.loc);
    const original = seen.get(key);
    if (original) found.push(duplicateProblem(tableName, original, record));
    else seen.set(key, record);
  }
}

/** How findRepeatedSplit splits records too many to key at once. */
export interface SplitOptions {
  /** Where the split's files go: this path with `.0`, `.1`… appended (removed once checked). */
  scratch: string;
  /** The leading bits of keyHash the records already share (their partition's), 0 when none. */
  bitsUsed: number;
  /** The most bytes of records keyed in memory at once (while the hash has bits left to split by). */
  splitBytes: number;
  tableName: (table: number) => string;
}

/**
 * findRepeated over `records` (`bytes` of them as spilled, in row order), never keying more than
 * `splitBytes` of them at once: more are first split to files by the next SPLIT_BITS of keyHash
 * (equal keys stay together, in row order), each part then checked in turn the same way. Returns the
 * most bytes of records it keyed at once (more than `splitBytes` only where the hash cannot part them:
 * no bits left, or every record has the same hash, as many copies of one loc have). Each part's file
 * is removed once read, so the scratch never holds much more than the records twice.
 */
export function findRepeatedSplit(
  records: Iterable<SpilledLoc>,
  bytes: number,
  options: SplitOptions,
  found: DuplicateProblem[],
): number {
  const { scratch, bitsUsed, splitBytes, tableName } = options;
  if (bytes <= splitBytes || bitsUsed + SPLIT_BITS > 32) {
    findRepeated(records, tableName, found);
    return bytes;
  }
  const parts = Array.from({ length: 1 << SPLIT_BITS }, (_, index) => new Partition(`${scratch}.${index}`));
  let firstHash: number | null = null;
  let oneHash = true;
  withFiles(parts, () => {
    for (const record of records) {
      const hash = keyHash(record.kind, record.loc);
      firstHash ??= hash;
      oneHash &&= hash === firstHash;
      parts[(hash << bitsUsed) >>> (32 - SPLIT_BITS)]!.write(record);
    }
    for (const part of parts) part.close();
  });
  let keyed = 0;
  for (const part of parts) {
    // Records that all share one hash stay together whatever bits come next: keyed as they are.
    const next = { ...options, scratch: part.path, bitsUsed: oneHash ? 32 : bitsUsed + SPLIT_BITS };
    keyed = Math.max(keyed, findRepeatedSplit(readRecordsThenRemove(part.path), part.bytes, next, found));
  }
  return keyed;
}

/** readRecords, the file removed once every record was read (or the reading stopped). */
function* readRecordsThenRemove(path: string): Generator<SpilledLoc> {
  try {
    yield* readRecords(path);
  } finally {
    rmSync(path, { force: true });
  }
}

/** The records of a partition file, in the order written. */
function* readRecords(path: string): Generator<SpilledLoc> {
  for (const { buffer, at, size } of readSizedRecords(
    path,
    HEADER,
    (bytes, start) => HEADER + bytes.readUInt32LE(start + 9),
  ))
    yield decodeRecord(buffer, at, size);
}
