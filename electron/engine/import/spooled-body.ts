import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream';
import { makeOwnTempFolder, removeAtExitIfLeft, removeOwnTempFolderOrLater } from '../own-temp-folder';
import { isAbort } from './source-error';
import { writeAllAt } from '../write-all-at';
import { FifoQueue } from '../fifo-queue';
import { Wakeup } from '../wakeup';

/** Bytes of one body held in memory unread; what arrives past them waits on disk (a download, not a heap). */
export const SPOOL_MEMORY_BYTES = 4 * 1024 * 1024;

/** The most bytes handed on at once: a parse worker's chunk, never a whole file at once. */
export const SPOOL_PIECE_BYTES = 256 * 1024;

/** Bytes that arrived, in order: held here, on their way to the spool file at `at`, or there. */
interface Segment {
  /** Held until on disk; kept for good when the write failed (`where` is memory again). */
  bytes: Buffer | null;
  /** Where in the spool file they go (bytes sent to disk only). */
  at: number;
  length: number;
  where: 'memory' | 'writing' | 'disk';
  /** Settles once they are on disk or the write failed (bytes sent to disk only). */
  written: Promise<void> | null;
}

/** The error a spool closed while read gives its reader: the read was cancelled. */
function closedWhileRead(): Error {
  return Object.assign(new Error('The download was cancelled'), { name: 'AbortError' });
}

/** A body that arrived to its end: how many bytes, its first two and its last four (fewer if it had fewer). */
export interface ArrivedWhole {
  bytes: number;
  head: Buffer;
  tail: Buffer;
}

export interface SpoolOptions {
  /** Bytes held in memory before the rest goes to disk (SPOOL_MEMORY_BYTES); a test seam. */
  memoryBytes?: number;
  /** Where the spool's temp folder is made (the system's temp folder by default). */
  tempParent?: string;
}

/**
 * A response body read as fast as it arrives, whatever its reader's pace: undici's parser is never
 * paused (unpaused-agent.ts), so a body read more slowly than a server sends it (a parse behind a
 * loopback or LAN download) was held whole in memory, each file read ahead as well (1M long URLs in
 * 20 files from Python's http.server: a 1.0-1.4 GB peak). Here up to SPOOL_MEMORY_BYTES unread wait
 * in memory and the rest goes to a temp file, written as it comes (what arrived meanwhile in one
 * write), and read back in order, SPOOL_PIECE_BYTES at a time. A disk slower than the network still
 * holds the difference in memory until written. A body that fails ends its pieces with its error,
 * after every byte that came before it; an abort, or `close` while it is read, ends them at once.
 * Should the disk refuse (full, unwritable), the bytes stay in memory, as before. `close` (or the
 * reader stopping) drops the body and removes the file.
 */
export class SpooledBody {
  private readonly segments = new FifoQueue<Segment>();
  /** Bytes held here unread: in memory, or waiting to be written. */
  private memory = 0;
  private fileEnd = 0;
  private file: Promise<FileHandle> | null = null;
  private folder: string | null = null;
  /** The disk refused once: everything after stays in memory. */
  private diskRefused = false;
  /** Sent to disk, not yet written: taken together by the next write. */
  private unwritten: Segment[] = [];
  private writing: Promise<void> = Promise.resolve();
  private ended = false;
  private failure: { error: unknown } | null = null;
  private readonly arrival = new Wakeup();
  private closed = false;
  private readonly memoryBytes: number;
  private arrivedBytes = 0;
  private head = Buffer.alloc(0);
  private tail = Buffer.alloc(0);
  /**
   * The body once it has all arrived, before it is all read (a loopback or LAN download ends long
   * before its parse): null when it failed or was dropped first.
   */
  readonly whole: Promise<ArrivedWhole | null>;

  constructor(
    private readonly body: Readable,
    private readonly options: SpoolOptions = {},
  ) {
    this.memoryBytes = options.memoryBytes ?? SPOOL_MEMORY_BYTES;
    body.on('data', (chunk: Buffer) => this.arrived(chunk));
    let ended!: (whole: ArrivedWhole | null) => void;
    this.whole = new Promise((resolve) => (ended = resolve));
    finished(body, (error) => {
      if (error) this.failure ??= { error };
      this.ended = true;
      ended(this.failure || this.closed ? null : { bytes: this.arrivedBytes, head: this.head, tail: this.tail });
      this.arrival.wake();
    });
  }

  /** The body's bytes in order, SPOOL_PIECE_BYTES at most each; stopping early closes the spool. */
  async *pieces(): AsyncGenerator<Buffer> {
    try {
      for (;;) {
        if (this.closed) throw closedWhileRead();
        if (this.failure && isAbort(this.failure.error)) throw this.failure.error;
        const segment = this.segments.first;
        if (segment?.where === 'writing') await segment.written;
        else if (segment && segment.length > SPOOL_PIECE_BYTES) yield* this.piecesOf(segment);
        else if (segment) yield await this.gathered();
        else if (this.ended) {
          if (this.failure) throw this.failure.error;
          return;
        } else await this.arrival.next();
      }
    } finally {
      await this.close();
    }
  }

  /** Drops the body (its connection with it) and the spool file; pieces not yet read are lost. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.arrival.wake();
    if (!this.ended) {
      this.body.on('error', () => undefined); // undici reports its own abort as an error
      this.body.destroy();
    }
    this.segments.clear();
    this.unwritten = [];
    this.memory = 0;
    await this.writing;
    const file = this.file;
    this.file = null;
    if (file) await file.then((handle) => handle.close()).catch(() => undefined);
    if (this.folder) removeOwnTempFolderOrLater(this.folder);
  }

  /** One segment longer than a piece, in pieces (the first at the head), then taken off. */
  private async *piecesOf(segment: Segment): AsyncGenerator<Buffer> {
    for (let done = 0; done < segment.length;) {
      const length = Math.min(SPOOL_PIECE_BYTES, segment.length - done);
      const piece = segment.bytes
        ? segment.bytes.subarray(done, done + length)
        : await this.readBack(segment.at + done, length);
      done += length;
      yield piece;
    }
    this.segments.shift();
    if (segment.where === 'memory') this.memory -= segment.length;
  }

  /**
   * The segments at the head held alike (in memory, or on disk one after another), taken together up
   * to SPOOL_PIECE_BYTES: a socket's chunks are 16-64 KiB, and sax and the decoder are cheaper per
   * byte on big pieces.
   */
  private async gathered(): Promise<Buffer> {
    const where = this.segments.first!.where;
    const taken: Segment[] = [];
    let length = 0;
    for (let next = this.segments.first; next?.where === where; next = this.segments.first) {
      if (length + next.length > SPOOL_PIECE_BYTES) break;
      taken.push(this.segments.shift()!);
      length += next.length;
    }
    if (where === 'disk') return this.readBack(taken[0]!.at, length);
    this.memory -= length;
    return taken.length === 1
      ? taken[0]!.bytes!
      : Buffer.concat(
          taken.map((segment) => segment.bytes!),
          length,
        );
  }

  private async readBack(at: number, length: number): Promise<Buffer> {
    const file = this.file;
    if (this.closed || !file) throw closedWhileRead();
    const handle = await file;
    const piece = Buffer.allocUnsafe(length);
    for (let read = 0; read < length;) {
      const { bytesRead } = await handle.read(piece, read, length - read, at + read);
      if (bytesRead === 0) throw new Error(`The spooled body ended ${length - read} bytes early`);
      read += bytesRead;
    }
    return piece;
  }

  private arrived(chunk: Buffer): void {
    if (this.closed) return;
    this.arrivedBytes += chunk.length;
    if (this.head.length < 2) this.head = Buffer.concat([this.head, chunk.subarray(0, 2 - this.head.length)]);
    this.tail = Buffer.concat([this.tail, chunk.subarray(-4)]).subarray(-4);
    const toDisk = !this.diskRefused && this.memory + chunk.length > this.memoryBytes;
    const segment: Segment = { bytes: chunk, at: this.fileEnd, length: chunk.length, where: 'memory', written: null };
    this.memory += chunk.length;
    if (toDisk) {
      this.fileEnd += chunk.length;
      segment.where = 'writing';
      this.unwritten.push(segment);
      segment.written = this.writeUnwritten();
    }
    this.segments.push(segment);
    this.arrival.wake();
  }

  /**
   * Writes what was sent to disk and not yet written, after the writes before it, in one write (a
   * chunk at a time, the writes fell behind a loopback download by hundreds of MiB), as the chunks
   * came: joined into one buffer first, 1M long URLs in 20 plain files from Python's http.server
   * peaked some 27 MiB higher (6 runs each, means 620 and 593 MiB). A refusal keeps those bytes, and
   * all after them, in memory.
   */
  private writeUnwritten(): Promise<void> {
    this.writing = this.writing.then(async () => {
      const batch = this.unwritten;
      this.unwritten = [];
      if (this.closed || batch.length === 0) return;
      const length = batch.reduce((sum, segment) => sum + segment.length, 0);
      try {
        const handle = await this.openFile();
        await writeAllAt(
          handle,
          batch.map((segment) => segment.bytes!),
          batch[0]!.at,
        );
        for (const segment of batch) Object.assign(segment, { bytes: null, where: 'disk' });
        this.memory -= length;
      } catch {
        this.diskRefused = true;
        for (const segment of batch) segment.where = 'memory';
      }
    });
    return this.writing;
  }

  private openFile(): Promise<FileHandle> {
    this.file ??= (async () => {
      const folder = makeOwnTempFolder('body', this.options.tempParent);
      this.folder = folder;
      removeAtExitIfLeft(folder);
      return open(join(folder, 'body'), 'w+');
    })();
    return this.file;
  }
}
