import { createGunzip } from 'node:zlib';
import type { WideEncoding } from '../../shared/problem-catalogue';
import { readRegularStart, type OpenOptions } from './open-regular-file';
import { HEAD_GROWTH, MOST_SNIFFED_BYTES, headUndecided, isGzip, wideEncoding } from './sniff-kind';
import { wideText } from './wide-text';

/** Enough of a file to tell its kind, mostly: a root element, a robots directive, a first URL (else see headUndecided). */
export const HEAD_BYTES = 16 * 1024;

export interface FileHead {
  gzip: boolean;
  /** The first bytes of the content, decompressed when the file is gzip, as text (UTF-16 and UTF-32 decoded too). */
  text: string;
  bytes: number;
  /** Present when the content is UTF-16 or UTF-32 (by its first bytes), which is not read but named. */
  wide?: WideEncoding;
  /** Present when the gzip holds another gzip: compressed twice, which a crawler does not undo. */
  gzipTwice?: true;
  /** Whether `text` is the whole content: it ended within the bytes read. */
  whole: boolean;
}

/**
 * Reads the start of a file and, for gzip, inflates only as much as is needed (a bomb cannot grow
 * here). A pipe, socket or device is refused unread (NotARegularFileError), never waited on.
 */
export async function readHead(path: string, options: OpenOptions = {}): Promise<FileHead> {
  for (let most = HEAD_BYTES; ; most *= HEAD_GROWTH) {
    const head = await headOf(path, most, options);
    // A head that says nothing yet (a long comment, white space) is read on: bounded, and rare.
    if (head.whole || head.wide || most >= MOST_SNIFFED_BYTES || !headUndecided(head.text)) return head;
  }
}

/** The first `most` bytes of a file's content (inflated, for gzip). */
async function headOf(path: string, most: number, options: OpenOptions): Promise<FileHead> {
  const { bytes: raw, size } = await readRegularStart(path, { most, ...options });
  const gzip = isGzip(raw);
  const content = gzip ? await inflateStart(raw, most) : raw;
  const wide = wideEncoding(content);
  const text = wide ? wideText(content, wide) : content.toString('utf8');
  return {
    gzip,
    text,
    bytes: size,
    ...(wide ? { wide } : {}),
    ...(gzip && isGzip(content) ? { gzipTwice: true } : {}),
    // A gzip is whole when all of it was read and inflated to less than was asked for.
    whole: content.length < most && raw.length === size,
  };
}

/** Inflates a gzip prefix until `limit` bytes come out; a truncated or corrupt stream yields what it gave. */
function inflateStart(compressed: Buffer, limit: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const gunzip = createGunzip();
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (): void => {
      gunzip.removeAllListeners();
      gunzip.on('error', () => undefined);
      gunzip.destroy();
      resolve(Buffer.concat(chunks).subarray(0, limit));
    };
    gunzip.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= limit) finish();
    });
    gunzip.on('end', finish);
    gunzip.on('error', finish);
    gunzip.end(compressed);
  });
}
