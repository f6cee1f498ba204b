import { BufferedFile, readSizedRecords } from './buffered-file';
import { readWtf8, writeWtf8 } from './wtf8-text';

/** Bytes buffered before a write, unless a writer is given its own size. */
const BUFFER_BYTES = 64 * 1024;
/** A partition's buffer: up to a thousand are written at once. */
export const PART_BUFFER_BYTES = 16 * 1024;

const wellFormed = (text: string): boolean => (text as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * Records appended to a temp file through a buffer, each a length and its fields (numbers and texts),
 * read back in order by `readRecords`. A record is `begin`, fields, then `end`.
 */
export class RecordWriter extends BufferedFile {
  private start = 0;
  /** Whether a record is begun and not yet ended. */
  private open = false;

  /** `bufferBytes`: smaller for one of many files written at once (a partition). */
  constructor(path: string, bufferBytes = BUFFER_BYTES) {
    super(path, bufferBytes);
  }

  begin(): void {
    if (this.used > this.buffer.length - 1024) this.flush();
    this.start = this.used;
    this.used += 4;
    this.open = true;
  }

  u8(value: number): void {
    this.room(1);
    this.buffer[this.used++] = value;
  }

  u32(value: number): void {
    this.room(4);
    this.buffer.writeUInt32LE(value, this.used);
    this.used += 4;
  }

  i32(value: number): void {
    this.room(4);
    this.buffer.writeInt32LE(value, this.used);
    this.used += 4;
  }

  f64(value: number): void {
    this.room(8);
    this.buffer.writeDoubleLE(value, this.used);
    this.used += 8;
  }

  /** A text: its length in bytes, then its WTF-8 (UTF-8, and a lone surrogate as the duplicates spill keeps it). */
  text(value: string): void {
    this.room(4 + value.length * 3);
    const at = this.used + 4;
    const length = wellFormed(value) ? this.buffer.write(value, at, 'utf8') : writeWtf8(value, this.buffer, at);
    this.buffer.writeUInt32LE(length, this.used);
    this.used = at + length;
  }

  /** A text as `text` writes it, from its UTF-8 bytes [from, to) (well formed: a column's stored loc). */
  utf8(bytes: Uint8Array, from: number, to: number): void {
    const length = to - from;
    this.room(4 + length);
    this.buffer.writeUInt32LE(length, this.used);
    this.buffer.set(bytes.subarray(from, to), this.used + 4);
    this.used += 4 + length;
  }

  /**
   * Room for `bytes` more in the record begun, for a caller that fills them itself (a bulk copy):
   * the buffer and where they start in it, valid until the writer is next called.
   */
  take(bytes: number): { buffer: Buffer; at: number } {
    this.room(bytes);
    const at = this.used;
    this.used += bytes;
    return { buffer: this.buffer, at };
  }

  end(): void {
    this.buffer.writeUInt32LE(this.used - this.start - 4, this.start);
    this.open = false;
  }

  /** Writes the records ended; a record begun stays in the buffer. */
  protected override flush(): void {
    super.flush(this.open ? this.used - this.start : 0);
    this.start = 0;
  }

  /** Room for `bytes` more in the record begun: flushes what came before it, or grows the buffer. */
  private room(bytes: number): void {
    if (this.used + bytes <= this.buffer.length) return;
    this.flush();
    if (this.used + bytes <= this.buffer.length) return;
    const larger = Buffer.allocUnsafe(Math.max(this.used + bytes, this.buffer.length * 2));
    this.buffer.copy(larger, 0, 0, this.used);
    this.buffer = larger;
  }
}

/** A record read back: its fields in the order written. */
export class RecordReader {
  buffer: Buffer = Buffer.alloc(0);
  at = 0;

  u8(): number {
    return this.buffer[this.at++]!;
  }

  u32(): number {
    const value = this.buffer.readUInt32LE(this.at);
    this.at += 4;
    return value;
  }

  i32(): number {
    const value = this.buffer.readInt32LE(this.at);
    this.at += 4;
    return value;
  }

  f64(): number {
    const value = this.buffer.readDoubleLE(this.at);
    this.at += 8;
    return value;
  }

  text(): string {
    const start = this.at + 4;
    this.at = start + this.buffer.readUInt32LE(this.at);
    return readWtf8(this.buffer, start, this.at);
  }
}

/** The records of a RecordWriter's file, in order; the reader handed out is the same one each time, at the next record. */
export function* readRecords(path: string): Generator<RecordReader> {
  const reader = new RecordReader();
  for (const { buffer, at } of readSizedRecords(path, 4, (bytes, start) => 4 + bytes.readUInt32LE(start))) {
    reader.buffer = buffer;
    reader.at = at + 4;
    yield reader;
  }
}
