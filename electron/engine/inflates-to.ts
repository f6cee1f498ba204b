import { constants, createGunzip } from 'node:zlib';
import { internalsOf } from './zlib-internals';

/**
 * Whether `gzip` inflates to `bytes` and nothing more, compared a piece at a time as zlib inflates it
 * into `piece`: no buffer of the file's size is filled and read again (on this kind of virtual machine
 * a page first written costs ~90 times one written again, and a read-back of 9 MB was 9 MB fresh for
 * each worker), and inflating stops at the first byte that differs or runs past `bytes`. Members after
 * the first are read as gunzip reads them. False for a gzip that is damaged, cut short or followed by
 * junk; zlib running out of memory is thrown. Null where Node's zlib lacks the fields, for the caller to
 * inflate the gzip whole.
 */
export function inflatesTo(gzip: Uint8Array, bytes: Uint8Array, piece: Buffer): boolean | null {
  // Output goes straight into `piece`: the engine's own output buffer is never used, so it is made
  // zlib's smallest rather than the piece's size (Node allocates it when the engine is made).
  const engine = createGunzip({ chunkSize: constants.Z_MIN_CHUNK });
  const { _handle: handle, _writeState: state } = internalsOf(engine);
  if (typeof handle?.writeSync !== 'function' || !(state instanceof Uint32Array)) {
    engine.close();
    return null;
  }
  // A fault is reported by destroying the engine, whose 'error' event would otherwise go unheard.
  engine.on('error', () => {});
  try {
    let inputAt = 0;
    let produced = 0;
    for (;;) {
      const inputLength = gzip.length - inputAt;
      handle.writeSync(constants.Z_FINISH, gzip, inputAt, inputLength, piece, 0, piece.length);
      if (engine.errored) return faultOf(engine.errored);
      const [roomLeft, inputLeft] = state;
      const made = piece.length - roomLeft!;
      if (produced + made > bytes.length) return false;
      if (!piece.subarray(0, made).equals(bytes.subarray(produced, produced + made))) return false;
      produced += made;
      inputAt += inputLength - inputLeft!;
      // Room left in the piece: zlib has read the gzip to its end (or all there is of it).
      if (roomLeft !== 0) return produced === bytes.length;
    }
  } finally {
    engine.close();
  }
}

/** A fault of the gzip's own is a gzip that is not the file; zlib without memory is thrown. */
function faultOf(error: Error & { code?: unknown }): false {
  if (error.code === 'Z_MEM_ERROR') throw error;
  return false;
}
