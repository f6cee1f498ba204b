import { gunzipSync } from 'node:zlib';
import { isGzip } from '../sniff-kind';
import { gzipDeterministic } from './gzip-file';

/** What reading a written file back tells: its uncompressed size and how many entries it holds. */
export interface FileInspection {
  uncompressedBytes: number;
  entries: number;
}

/** Compresses files for writing and inspects them when read back; in this thread, or on a worker pool. */
export interface FileCodec {
  /** Takes what it needs of `bytes` before it returns, so the caller may reuse that memory at once. */
  compress(bytes: Buffer): Promise<Buffer>;
  /** Inflates (when gzip) and counts the lines that start with `marker`, e.g. "<url>". */
  inspect(bytes: Buffer, marker: string): Promise<FileInspection>;
}

/** Counts the entries that start a line: every entry this exporter writes does, so bytes need no decoding. */
export function countLineStarts(content: Uint8Array, marker: string): number {
  const buffer = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const needle = `\n${marker}`;
  let count = 0;
  for (let at = buffer.indexOf(needle); at !== -1; at = buffer.indexOf(needle, at + needle.length)) count++;
  return count;
}

export const inThreadCodec: FileCodec = {
  compress: async (bytes) => gzipDeterministic(bytes),
  inspect: async (bytes, marker) => {
    const content = isGzip(bytes) ? gunzipSync(bytes) : bytes;
    return { uncompressedBytes: content.length, entries: countLineStarts(content, marker) };
  },
};
