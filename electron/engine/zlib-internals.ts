import type { Gunzip, Gzip } from 'node:zlib';

/**
 * The fields of a zlib engine that Node's own sync functions (gzipSync, gunzipSync) drive it by, there
 * since Node 10 though not public: its native handle and the state that handle reports in, its output
 * buffer, and the call that runs a chunk through it. One view of them, for the modules that reach them
 * (each checks they are there and falls back to the public functions where they are not).
 */
export interface ZlibEngineInternals {
  _handle?: {
    writeSync?: (
      flush: number,
      input: Uint8Array,
      inputAt: number,
      inputLength: number,
      out: Uint8Array,
      outAt: number,
      outLength: number,
    ) => void;
  } | null;
  /** After each writeSync: the room left in `out`, then the input left. */
  _writeState?: Uint32Array;
  _outBuffer?: unknown;
  _processChunk?: (chunk: Uint8Array, flushFlag: number) => Buffer;
  _finishFlushFlag?: number;
}

/** `engine` seen with the fields its sync functions use. */
export const internalsOf = (engine: Gunzip | Gzip): (Gunzip | Gzip) & ZlibEngineInternals =>
  engine as (Gunzip | Gzip) & ZlibEngineInternals;
