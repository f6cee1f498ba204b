import type { Gunzip, Gzip } from 'node:zlib';
import { internalsOf } from './zlib-internals';

/**
 * What gunzipSync or gzipSync would make of `input` with `engine` (made with the options they take),
 * with `out` as zlib's first output chunk: the bytes come back as a view of `out` when they fit it
 * and its chunk size, else as zlib joins its chunks. null (the engine closed) where Node's zlib lacks
 * the fields, for the caller to call the sync function itself.
 */
export function zlibSyncInto(engine: Gunzip | Gzip, input: Uint8Array, out: Buffer): Buffer | null {
  const sync = internalsOf(engine);
  const finish = sync._finishFlushFlag;
  if (!(sync._outBuffer instanceof Buffer) || typeof sync._processChunk !== 'function' || finish === undefined) {
    engine.close();
    return null;
  }
  sync._outBuffer = out;
  return sync._processChunk(input, finish);
}
