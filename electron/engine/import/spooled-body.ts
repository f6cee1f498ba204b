import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream';
import { makeOwnTempFolder, removeOwnTempFolder } from '../own-temp-folder';
import { isAbort } from './source-error';

/** Bytes of one body held in memory unread; what arrives past them waits on disk (a download, not a heap). */
export const SPOOL_MEMORY_BYTES = 4 * 1024 * 1024;

/** The most bytes handed on at once: a parse worker's chunk, never a whole file at once. */
export const SPOOL_PIECE_BYTES = 256 * 1024;

/** Bytes that arrived, in order: held here, or written to the spool file at `at` (held until written). */
interface Segment {
  /** The bytes, until they are on disk (then read back from there); kept for good when the write failed. */
  bytes: Buffer | null;
  at: number;
  length: number;
  /** Settles once the bytes are on disk or the write failed (bytes kept); null for bytes never sent to disk. */
  written: Promise<void> | null;
}

/** Spool folders not yet removed: a process that ends while bodies are spooled removes them as it exits. */
const liveFolders = new Set<string>();
let exitHooked = false;

function removeAtExit(folder: string): void {
  liveFolders.add(folder);
  if (exitHooked) return;
  exitHooked = true;
  process.once('exit', () => {
    for (const each of liveFolders) removeOwnTempFolder(each);
  });
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
 * 20 files from Python's http.server: a 1.0-1.4 GB peak). Here the first SPOOL_MEMORY_BYTES unread
 * wait in memory and the rest in a temp file, read back in order, SPOOL_PIECE_BYTES at a time. A
 * body that fails ends its pieces with its error, after every byte that came before it; an abort
 * ends them at once. Should the disk refuse (full, unwritable), the bytes stay in memory, as before.
 * `close` (or the reader stopping) drops the body and removes the file.
 */
export class SpooledBody {
  private readonly segments: Segment[] = [];
  private memory = 0;
  private fileEnd = 0;
  private file: Promise<FileHandle> | null = null;
  private folder: string | null = null;
  /** The disk refused once: everything after stays in memory. */
  private diskRefused = false;
  private ended = false;
  private failure: { error: unknown } | null = null;
  private wake: (() => void) | null = null;
  private closed = false;
  /** Writes in order, one after another. */
  private writing: Promise<void> = Promise.resolve();
  private readonly memoryBytes: number;

  constructor(
    private readonly body: Readable,
    private readonly options: SpoolOptions = {},
  ) {
    this.memoryBytes = options.memoryBytes ?? SPOOL_MEMORY_BYTES;
    body.on('data', (chunk: Buffer) => this.arrived(chunk));
    finished(body, (error) => {
      if (error) this.failure ??= { error };
      this.ended = true;
      this.wakeReader();
    });
  }

  /** The body's bytes in order, SPOOL_PIECE_BYTES at most each; stopping early closes the spool. */
  async *pieces(): AsyncGenerator<Buffer> {
    try {
      for (;;) {
        if (this.failure && isAbort(this.failure.error)) throw this.failure.error;
        const segment = this.segments[0];
        if (segment && segment.written === null && segment.length < SPOOL_PIECE_BYTES) {
          yield this.gathered();
          continue;
        }
        if (segment) {
          yield* this.piecesOf(segment);
          this.segments.shift();
          continue;
        }
        if (this.ended) {
          if (this.failure) throw this.failure.error;
          return;
        }
        await new Promise<void>((resolve) => (this.wake = resolve));
      }
    } finally {
      await this.close();
    }
  }

  /** Drops the body (its connection with it) and the spool file; pieces not yet read are lost. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (!this.ended) {
      this.body.on('error', () => undefined); // undici reports its own abort as an error
      this.body.destroy();
    }
    this.segments.length = 0;
    this.memory = 0;
    await this.writing;
    const file = this.file;
    this.file = null;
    if (file) await file.then((handle) => handle.close()).catch(() => undefined);
    if (this.folder) {
      removeOwnTempFolder(this.folder);
      liveFolders.delete(this.folder);
    }
  }

  private async *piecesOf(segment: Segment): AsyncGenerator<Buffer> {
    if (segment.written) await segment.written;
    for (let done = 0; done < segment.length;) {
      const length = Math.min(SPOOL_PIECE_BYTES, segment.length - done);
      const piece = segment.bytes
        ? segment.bytes.subarray(done, done + length)
        : await this.readBack(segment.at + done, length);
      done += length;
      yield piece;
    }
    if (segment.written === null || segment.bytes) this.memory -= segment.length;
  }

  /**
   * The chunks held in memory at the head, taken together up to SPOOL_PIECE_BYTES: a socket's chunks
   * are as small as its reads (16-64 KiB), and sax and the decoder are cheaper per byte on big ones.
   */
  private gathered(): Buffer {
    const taken: Buffer[] = [];
    let length = 0;
    for (let next = this.segments[0]; next && next.written === null; next = this.segments[0]) {
      if (taken.length > 0 && length + next.length > SPOOL_PIECE_BYTES) break;
      taken.push(next.bytes!);
      length += next.length;
      this.segments.shift();
    }
    this.memory -= length;
    return taken.length === 1 ? taken[0]! : Buffer.concat(taken, length);
  }

  private async readBack(at: number, length: number): Promise<Buffer> {
    const handle = await this.file!;
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
    const toDisk = !this.diskRefused && this.memory + chunk.length > this.memoryBytes;
    const segment: Segment = { bytes: chunk, at: this.fileEnd, length: chunk.length, written: null };
    if (toDisk) {
      this.fileEnd += chunk.length;
      segment.written = this.written(segment);
    } else {
      this.memory += chunk.length;
    }
    this.segments.push(segment);
    this.wakeReader();
  }

  /** Writes `segment` after those before it; a refusal keeps its bytes (and all after) in memory. */
  private written(segment: Segment): Promise<void> {
    this.writing = this.writing.then(async () => {
      if (this.closed) return;
      try {
        const handle = await this.openFile();
        for (let done = 0; done < segment.length;) {
          const { bytesWritten } = await handle.write(segment.bytes!, done, segment.length - done, segment.at + done);
          done += bytesWritten;
        }
        segment.bytes = null;
      } catch {
        this.diskRefused = true;
        this.memory += segment.length;
      }
    });
    return this.writing;
  }

  private openFile(): Promise<FileHandle> {
    this.file ??= (async () => {
      const folder = makeOwnTempFolder('body', this.options.tempParent);
      this.folder = folder;
      removeAtExit(folder);
      return open(join(folder, 'body'), 'w+');
    })();
    return this.file;
  }

  private wakeReader(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}
