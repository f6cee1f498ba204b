import { gunzipSync } from 'node:zlib';
import { gzipDeterministic } from './gzip-file';

/** What a file's bytes hold when read back: their size once inflated, and how many entries. */
export interface FileInspection {
  uncompressedBytes: number;
  entries: number;
}

/** How a finished file is to be written: gzipped or as it is, and the marker that starts each entry's line. */
export interface SealRequest {
  gzip: boolean;
  /** e.g. "<url>"; "" for a text sitemap, where every line is an entry. */
  marker: string;
}

/** The bytes to write, and what reading them back gives (inflated from those very bytes when gzip). */
export interface SealedFile {
  bytes: Buffer;
  holds: FileInspection;
}

/** Compresses files for writing and reads what they hold; in this thread, or on a worker pool. */
export interface FileCodec {
  /** Gzip alone (the preview's measure). Takes what it needs of `bytes` before it returns. */
  compress(bytes: Buffer): Promise<Buffer>;
  /**
   * The bytes to write (gzip, or a copy) and what they hold, inflated again from the gzip itself: the
   * export's check after writing compares the file on disk with these bytes. Takes what it needs of
   * `bytes` before it returns, so the caller may reuse that memory at once.
   */
  seal(bytes: Buffer, request: SealRequest): Promise<SealedFile>;
}

/** Counts the entries that start a line: every entry this exporter writes does, so bytes need no decoding. */
export function countLineStarts(content: Uint8Array, marker: string): number {
  const buffer = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const needle = `\n${marker}`;
  let count = 0;
  for (let at = buffer.indexOf(needle); at !== -1; at = buffer.indexOf(needle, at + needle.length)) count++;
  return count;
}

/** What a file's content holds. Uses nothing imported, so a worker can run it from its source. */
export function inspectContent(content: Uint8Array, marker: string): FileInspection {
  return { uncompressedBytes: content.length, entries: countLineStarts(content, marker) };
}

/** What `bytes` hold: inflated when they are gzip, entries counted. */
export const inspectBytes = (bytes: Uint8Array, gzip: boolean, marker: string): FileInspection =>
  inspectContent(gzip ? gunzipSync(bytes) : bytes, marker);

export const inThreadCodec: FileCodec = {
  compress: async (bytes) => gzipDeterministic(bytes),
  seal: async (bytes, { gzip, marker }) => {
    const written = gzip ? gzipDeterministic(bytes) : Buffer.from(bytes);
    return { bytes: written, holds: inspectBytes(written, gzip, marker) };
  },
};
