import type { Gunzip, Gzip } from 'node:zlib';

/**
 * A buffer a thread keeps for bytes it reads and lets go before it needs the buffer again (each
 * worker has its own module state). On this kind of virtual machine a page first written costs ~90
 * times a page written again (the bench's "fresh memory" line), and fresh pages fault slower on two
 * threads at once than on one: a fresh buffer for each member inflated and each file gzipped and read
 * back was a third of the page faults of `export <project>`.
 */
export class ScratchBuffer {
  private buffer: Buffer | null = null;

  /** The buffer, grown to a quarter more than `bytes` when it is smaller: sizes met differ a little, and each new largest would be fresh again. */
  atLeast(bytes: number): Buffer {
    if (this.buffer === null || this.buffer.length < bytes) this.buffer = Buffer.allocUnsafe(Math.ceil(bytes * 1.25));
    return this.buffer;
  }
}

/** What zlib's sync functions do with an engine (Node's own fields since v10), reached here to choose its output buffer. */
interface SyncEngine {
  _outBuffer?: unknown;
  _processChunk?: (chunk: Uint8Array, flushFlag: number) => Buffer;
  _finishFlushFlag?: number;
}

/**
 * What gunzipSync or gzipSync would make of `input` with `engine` (made with the options they take),
 * with `out` as zlib's first output chunk: the bytes come back as a view of `out` when they fit it
 * and its chunk size, else as zlib joins its chunks. null (the engine closed) where Node's zlib lacks
 * the fields, for the caller to call the sync function itself.
 */
export function zlibSyncInto(engine: Gunzip | Gzip, input: Uint8Array, out: Buffer): Buffer | null {
  const sync = engine as (Gunzip | Gzip) & SyncEngine;
  const finish = sync._finishFlushFlag;
  if (!(sync._outBuffer instanceof Buffer) || typeof sync._processChunk !== 'function' || finish === undefined) {
    engine.close();
    return null;
  }
  sync._outBuffer = out;
  return sync._processChunk(input, finish);
}
