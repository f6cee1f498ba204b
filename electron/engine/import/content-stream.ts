import { problemAt, type Problem } from '../../../shared/problems';
import { isGzip } from '../sniff-kind';
import { GUNZIP_CHUNK_BYTES, inflateGzipMembers } from './gzip-members';
import type { OpenedSource } from './open-source';
import { sourceError } from './source-error';

/** What was learned while reading a source's bytes. */
export interface ContentStats {
  gzip: boolean;
  /** Bytes as stored or received. */
  bytes: number;
  /** Bytes after decompression. */
  contentBytes: number;
}

/**
 * The content of a source: gunzipped when its first bytes are gzip's magic (whatever its name),
 * streamed, and stopped with a `size-cap-exceeded` error once `maxBytes` have come out, so a gzip
 * bomb never grows in memory. Bytes after a gzip stream's last member that are not gzip are ignored
 * and told to `report` as a problem (`gzip-trailing-bytes`, naming how many).
 */
export async function* contentChunks(
  raw: AsyncIterable<Buffer>,
  stats: ContentStats,
  maxBytes: number,
  report: (problem: Problem) => void,
  file: string,
): AsyncGenerator<Buffer> {
  const counted = countBytes(raw, stats);
  const first = await firstBytes(counted);
  if (first === null) return;
  stats.gzip = isGzip(first.head);
  const onTrailing = (bytes: number): void => report(problemAt({ file }, 'gzip-trailing-bytes', { bytes }));
  const content = stats.gzip ? gunzip(first.rest, stats, onTrailing) : first.rest;
  for await (const chunk of content) {
    const room = maxBytes - stats.contentBytes;
    if (chunk.length > room) {
      // The bytes within the cap are read whatever the chunks' sizes (a network's reads, gunzip's
      // output), so a source past it keeps the same rows on every run.
      if (room > 0) {
        stats.contentBytes += room;
        yield chunk.subarray(0, room);
      }
      throw sourceError('size-cap-exceeded', { max: maxBytes, gzip: stats.gzip });
    }
    stats.contentBytes += chunk.length;
    yield chunk;
  }
}

async function* countBytes(raw: AsyncIterable<Buffer>, stats: ContentStats): AsyncGenerator<Buffer> {
  for await (const chunk of raw) {
    stats.bytes += chunk.length;
    yield chunk;
  }
}

/** Reads until two bytes are known (a server may send one byte first); gives them back with the stream. */
async function firstBytes(
  source: AsyncGenerator<Buffer>,
): Promise<{ head: Buffer; rest: AsyncGenerator<Buffer> } | null> {
  const held: Buffer[] = [];
  let length = 0;
  while (length < 2) {
    const next = await source.next();
    if (next.done) break;
    held.push(next.value);
    length += next.value.length;
  }
  if (length === 0) return null;
  const head = Buffer.concat(held);
  async function* rest(): AsyncGenerator<Buffer> {
    yield head;
    yield* source;
  }
  return { head, rest: rest() };
}

/**
 * Inflates gzip as it arrives (inflateGzipMembers: every member, the bytes after the last told to
 * `onTrailing`). A stream that ends before gzip's own end (zlib: "unexpected end of file") was cut
 * off on the way, not broken: it is `gzip-truncated`, naming what arrived.
 */
async function* gunzip(
  source: AsyncIterable<Buffer>,
  stats: ContentStats,
  onTrailing: (bytes: number) => void,
): AsyncGenerator<Buffer> {
  try {
    yield* inflateGzipMembers(source, { chunkSize: GUNZIP_CHUNK_BYTES, onTrailing });
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'Z_BUF_ERROR') throw error;
    throw sourceError('gzip-truncated', { received: stats.bytes, inflated: stats.contentBytes });
  }
}

/**
 * The start of a stream, decoded and as bytes (for sniffing its kind), and the whole stream again from its first
 * byte. A read that fails after some bytes arrived fails again at the same point of the replay, so
 * the rows before it are still parsed; `failure` is that failure (null when none), for a caller that
 * will not read the replay.
 */
export async function peekHead(
  source: AsyncGenerator<Buffer>,
  headBytes: number,
): Promise<{ head: string; headBytes: Buffer; chunks: AsyncGenerator<Buffer>; failure: unknown }> {
  const held: Buffer[] = [];
  let length = 0;
  let failure: unknown = null;
  while (length < headBytes) {
    let next;
    try {
      next = await source.next();
    } catch (error) {
      if (held.length === 0) throw error;
      failure = error;
      break;
    }
    if (next.done) break;
    held.push(next.value);
    length += next.value.length;
  }
  async function* replay(): AsyncGenerator<Buffer> {
    yield* held;
    if (failure !== null) throw failure;
    yield* source;
  }
  const bytes = Buffer.concat(held).subarray(0, headBytes);
  return { head: bytes.toString('utf8'), headBytes: bytes, chunks: replay(), failure };
}

/**
 * The note for bytes a server sent after its gzip coding's end (OpenedSource.codingTrailingBytes),
 * as a .gz file's are told (`gzip-trailing-bytes`), once its content was parsed whole (`partial`:
 * not, and then no word of "every URL was read" is true); null when none came.
 */
export function codingTrailingNote(
  opened: Pick<OpenedSource, 'location' | 'codingTrailingBytes'>,
  partial: boolean,
): Problem | null {
  const bytes = opened.codingTrailingBytes?.() ?? 0;
  return bytes > 0 && !partial ? problemAt({ file: opened.location }, 'gzip-trailing-bytes', { bytes }) : null;
}
