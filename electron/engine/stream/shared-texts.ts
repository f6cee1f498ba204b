import { MAX_CHUNKS, type StringSlice } from '../../../shared/columnar/string-column';

/**
 * The column chunks that a check's spill refers to (SharedLoc records), each from its first byte, by
 * sharedTextKey: what the duplicate search reads a loc from when its hash is not alone. They lie in
 * shared memory, so they go to a worker without a copy.
 */
export type SharedTexts = Map<number, Uint8Array>;

/** The key of table `table`'s column chunk `chunk` in SharedTexts. */
export const sharedTextKey = (table: number, chunk: number): number => table * MAX_CHUNKS + chunk;

/**
 * The chunk a slice's locs lie in, from its first byte, when they lie in shared memory where their
 * column keeps them (StringColumn.sharedSlice); null for a copy.
 */
export function chunkOfSlice(locs: StringSlice): Uint8Array | null {
  const { bytes, place } = locs;
  if (!place || !(bytes.buffer instanceof SharedArrayBuffer)) return null;
  const start = bytes.byteOffset - place.offset;
  return new Uint8Array(bytes.buffer, start, bytes.buffer.byteLength - start);
}
