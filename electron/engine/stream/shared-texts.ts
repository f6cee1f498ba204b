import { MAX_CHUNKS, type StringSlice } from '../../../shared/columnar/string-column';
import type { UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';

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

/**
 * A slice of fewer rows is spilled as copies: what it would save is small, and each chunk referred
 * to goes with every partition job that has records of it (a project of 20,000 tables of 60 rows
 * posted 20,000 buffers in each of 64 jobs).
 */
export const SHARED_LOCS_MIN_ROWS = 1_000;

/**
 * The most column chunks one check refers to: Node clones the SharedArrayBuffers of one message in
 * time that grows with their square (10,000: 19 ms; 50,000: 0.5 s), and a partition job may take
 * every one. Slices past them are spilled as copies.
 */
export const SHARED_TEXTS_MOST = 256;

/** The chunk of a slice the spill may refer to (chunkOfSlice), for a slice of SHARED_LOCS_MIN_ROWS rows or more. */
export const referableChunk = (slice: UrlColumnsSlice): Uint8Array | null =>
  slice.rowCount >= SHARED_LOCS_MIN_ROWS ? chunkOfSlice(slice.locs) : null;
