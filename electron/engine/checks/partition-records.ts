import { closeSync, openSync, readSync } from 'node:fs';
import { recordSize, type RecordAt, type RecordSource } from '../stream/spilled-duplicates';
import type { SpillPart } from './check-messages';

/**
 * A partition's records, from the parts of it that the slices spilled, in order. Up to `inMemory`
 * bytes they are read once, into a buffer kept for the next partition, and read from there each time
 * (the search reads them again wherever two keys share a hash, and in a partition of some 16,000
 * keys two mostly do: the files were read twice); more are read a part at a time each time. Valid
 * until the next partition's records are asked for.
 */
export function partitionRecords(parts: readonly SpillPart[], inMemory: number): RecordSource {
  const bytes = parts.reduce((sum, part) => sum + part.end - part.start, 0);
  if (bytes > inMemory) return new PartsRecords(parts);
  if (held.length < bytes) held = Buffer.allocUnsafeSlow(Math.max(bytes, Math.min(2 * held.length, inMemory)));
  const records = held.subarray(0, bytes);
  let at = 0;
  for (const part of parts) at += readPart(part, records, at);
  return new HeldRecords(records);
}

/** A partition's records read whole into memory, read from there each time. */
class HeldRecords implements RecordSource {
  constructor(private readonly bytes: Buffer) {}

  read(): Iterable<RecordAt> {
    return new BufferRecords(this.bytes);
  }
}

/** A partition's records too many to hold: read from its parts' files, a part at a time, each time. */
class PartsRecords implements RecordSource {
  constructor(private readonly parts: readonly SpillPart[]) {}

  read(): Iterable<RecordAt> {
    return partsRecords(this.parts);
  }
}

/** The buffer of the last partition read whole (a fresh one each partition is memory to map and zero). */
let held = Buffer.allocUnsafeSlow(0);

function* partsRecords(parts: readonly SpillPart[]): Generator<RecordAt> {
  for (const part of parts) {
    const bytes = Buffer.allocUnsafe(part.end - part.start);
    readPart(part, bytes, 0);
    yield* new BufferRecords(bytes);
  }
}

/** Reads a part's bytes into `target` at `at`; returns how many. */
function readPart({ path, start, end }: SpillPart, target: Buffer, at: number): number {
  const fd = openSync(path, 'r');
  try {
    for (let read = 0; read < end - start;) {
      const got = readSync(fd, target, at + read, end - start - read, start + read);
      if (got === 0) throw new Error(`${path} ends before byte ${end}`);
      read += got;
    }
  } finally {
    closeSync(fd);
  }
  return end - start;
}

/**
 * The records of a buffer, in order: one RecordAt moved on at each step (a record is valid until the
 * next is asked for: every reader of a RecordSource reads it at once), not an object and a
 * generator's resumption a record (some 15 ms of CPU a million records).
 */
class BufferRecords implements IterableIterator<RecordAt> {
  private readonly step: IteratorYieldResult<RecordAt>;
  /** Where the next record starts. */
  private from = 0;

  constructor(private readonly bytes: Buffer) {
    this.step = { done: false, value: { buffer: bytes, at: 0, size: 0 } };
  }

  [Symbol.iterator](): this {
    return this;
  }

  next(): IteratorResult<RecordAt> {
    if (this.from >= this.bytes.length) return DONE;
    const record = this.step.value;
    record.at = this.from;
    record.size = recordSize(this.bytes, this.from);
    this.from += record.size;
    return this.step;
  }
}

const DONE: IteratorReturnResult<undefined> = { done: true, value: undefined };
