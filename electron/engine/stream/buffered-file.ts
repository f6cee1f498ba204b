import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { namingFile } from '../naming-file';

/** A temp file appended to through a buffer (the spills' partitions and records). */
export class BufferedFile {
  protected fd: number | null;
  protected buffer: Buffer;
  protected used = 0;
  /** Bytes written so far: after `close`, the file's size. */
  bytes = 0;

  constructor(
    readonly path: string,
    bufferBytes: number,
  ) {
    this.fd = openSync(path, 'w');
    this.buffer = Buffer.allocUnsafe(bufferBytes);
  }

  close(): void {
    if (this.fd === null) return;
    this.flush();
    closeSync(this.fd);
    this.fd = null;
  }

  /** Closes without writing what is buffered: after a failure, before the folder is removed. */
  discard(): void {
    if (this.fd === null) return;
    closeSync(this.fd);
    this.fd = null;
  }

  /**
   * Writes what is buffered, all but its last `keep` bytes (kept at the buffer's start). A write may
   * take fewer bytes than given (a disk filling up, a file at the system's limit): the rest is written
   * again, where the system then says why it cannot (a spill cut short would lose records unsaid).
   */
  protected flush(keep = 0): void {
    const whole = this.used - keep;
    try {
      for (let at = 0; at < whole;) at += writeSync(this.fd!, this.buffer, at, whole - at);
    } catch (error) {
      throw namingFile(error, this.path);
    }
    this.bytes += whole;
    this.buffer.copy(this.buffer, 0, whole, this.used);
    this.used = keep;
  }
}

/** `work` over `files`, which it closes; after a failure each is closed without being written. */
export function withFiles<R>(files: readonly BufferedFile[], work: () => R): R {
  try {
    return work();
  } finally {
    for (const file of files) file.discard();
  }
}

/**
 * The records of a file in order, read a megabyte at a time: each is `sizeOf(buffer, at)` bytes,
 * known once its first `header` bytes are held; yields the buffer and where the record starts there
 * (valid until the next record is asked for).
 */
export function* readSizedRecords(
  path: string,
  header: number,
  sizeOf: (buffer: Buffer, at: number) => number,
): Generator<{ buffer: Buffer; at: number; size: number }> {
  const fd = openSync(path, 'r');
  try {
    let buffer = Buffer.allocUnsafe(1024 * 1024);
    let held = 0;
    for (;;) {
      const read = readSync(fd, buffer, held, buffer.length - held, null);
      held += read;
      let at = 0;
      while (held - at >= header) {
        const size = sizeOf(buffer, at);
        if (held - at < size) break;
        yield { buffer, at, size };
        at += size;
      }
      if (read === 0) {
        // Bytes past the last whole record: the file was cut short (never by its writer, which fails
        // rather than leave a record part written), and records would be lost unsaid.
        if (held > at) throw new Error(`${path} ends ${held - at} bytes into a record: it was cut short`);
        return;
      }
      buffer.copy(buffer, 0, at, held);
      held -= at;
      // A record longer than the buffer: grow it to hold one.
      if (held >= header && sizeOf(buffer, 0) > buffer.length) {
        const larger = Buffer.allocUnsafe(sizeOf(buffer, 0));
        buffer.copy(larger, 0, 0, held);
        buffer = larger;
      }
    }
  } finally {
    closeSync(fd);
  }
}
