import type { Dispatcher } from 'undici';
import { declaredLength } from './declared-length';
import { Duplex, PassThrough, pipeline, Readable, Transform, type TransformCallback } from 'node:stream';
import { createBrotliDecompress, createInflate, createInflateRaw } from 'node:zlib';
import { GUNZIP_CHUNK_BYTES, inflateGzipMembers } from '../import/gzip-members';

/** The content codings a check asks for; a body in any other is not read. */
export const ACCEPT_ENCODING = 'gzip, deflate, br';

/** A small body whose length is known is read to its end, so its connection can serve the next URL. */
const DRAIN_LIMIT = 64 * 1024;
/**
 * How long that read may take before the connection is closed instead: a server that announces a
 * length and then stalls or trickles would otherwise hold the connection (and the host's turn, and
 * the process at its end) until undici's 5-minute body timeout, or for ever.
 */
const DRAIN_WAIT_MS = 2_000;

/**
 * The body as the page's bytes, decompressed; null for a content coding the check did not ask for
 * (zstd among them: Node 20's zlib has none). Codings applied one after another ("gzip, br") are
 * undone in reverse order; deflate is read whether the server sent it zlib-wrapped, as RFC 9110
 * says, or raw, as some servers do. Bytes after a gzip coding's last member are ignored and their
 * count told to `onTrailing`, as a gzip file's are.
 */
export function decodedBody(
  body: Readable,
  contentEncoding: string | null,
  onTrailing?: (bytes: number) => void,
): Readable | null {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length === 0) return body;
  const steps = codings.reverse().map((coding) => decoderFor(coding, onTrailing));
  if (steps.some((step) => step === null)) return null;
  // Destroying the last step (the reader stopping at </head>) destroys the body too.
  return pipeline([body, ...(steps as Duplex[])], () => undefined) as unknown as Readable;
}

function decoderFor(coding: string, onTrailing?: (bytes: number) => void): Duplex | null {
  if (coding === 'gzip' || coding === 'x-gzip') return gzipMembers(onTrailing);
  if (coding === 'br') return createBrotliDecompress();
  if (coding === 'deflate') return new InflateEitherForm();
  return null;
}

/**
 * A gzip content coding inflated as a file's gzip is (inflateGzipMembers): every member, and bytes
 * after the last ignored. Node's Gunzip failed on them and dropped what it had inflated of the write
 * that held the end: a body of 20,000 URLs with 7 bytes of junk after its gzip lost its last 244.
 * Its input is a stream of its own, destroyed with the step, which ends the inflater's wait for it:
 * Duplex.from(an async generator function) never ended that wait when destroyed (Node 20), so a body
 * that stalled mid-gzip hung its reader past a deadline or a cancel, and the process past SIGTERM.
 * The inflater stopping does not destroy that input (destroyOnReturn): the step's error is then its
 * own (Z_DATA_ERROR), not the input's premature close.
 */
function gzipMembers(onTrailing?: (bytes: number) => void): Duplex {
  const input = new PassThrough();
  const options = { chunkSize: GUNZIP_CHUNK_BYTES, ...(onTrailing ? { onTrailing } : {}) };
  const inflated = inflateGzipMembers(input.iterator({ destroyOnReturn: false }), options);
  return Duplex.from({ writable: input, readable: Readable.from(inflated, { objectMode: false }) });
}

/**
 * Inflates deflate data with its zlib header (RFC 1950), or without one (raw RFC 1951), by its first
 * two bytes. Bytes after the deflate data's end are ignored, as zlib ignores them: its inflater ends
 * there, within the write that held the end, and waiting for that end again hung the read for good
 * (an import past its deadline and Ctrl-C; a check or a crawl that said nothing and exited 0).
 */
class InflateEitherForm extends Transform {
  private inflate: Duplex | null = null;
  /** Bytes held until there are two to tell the forms apart by. */
  private first = Buffer.alloc(0);
  /** The deflate data has ended: what comes after it is not read. */
  private ended = false;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.ended) return done();
    if (!this.inflate) {
      this.first = Buffer.concat([this.first, chunk]);
      if (this.first.length < 2) return done();
      chunk = this.first;
      this.inflate = this.started(chunk);
    }
    this.inflate.write(chunk, (error) => done(error));
  }

  override _flush(done: TransformCallback): void {
    this.inflate ??= this.first.length > 0 ? this.started(this.first) : null;
    if (!this.inflate || this.ended) return done();
    this.inflate.once('end', () => done());
    this.inflate.end();
  }

  override _destroy(error: Error | null, done: (error: Error | null) => void): void {
    this.inflate?.destroy();
    done(error);
  }

  private started(bytes: Buffer): Duplex {
    const inflate = hasZlibHeader(bytes) ? createInflate() : createInflateRaw();
    inflate.on('data', (data: Buffer) => this.push(data));
    inflate.on('error', (error) => this.destroy(error));
    inflate.once('end', () => (this.ended = true));
    return inflate;
  }
}

/** A zlib header: compression method 8 (deflate) and a check value that makes the first 16 bits a multiple of 31. */
const hasZlibHeader = (bytes: Buffer): boolean =>
  bytes.length >= 2 && (bytes[0]! & 0x0f) === 8 && ((bytes[0]! << 8) | bytes[1]!) % 31 === 0;

/**
 * Lets go of a body that will not be read: a short one of known length is drained in the
 * background for at most DRAIN_WAIT_MS (keeping its connection), anything else is destroyed,
 * closing its connection, so a large, endless or stalled body is never waited for.
 */
export function discardBody(body: Dispatcher.ResponseData['body'], length: number | null): void {
  if (length !== null && length <= DRAIN_LIMIT) {
    const signal = AbortSignal.timeout(DRAIN_WAIT_MS);
    return void body.dump({ limit: DRAIN_LIMIT, signal }).catch(() => undefined);
  }
  body.on('error', () => undefined); // undici reports its own abort as an error
  body.destroy();
}

/** discardBody of an answer, its length the Content-Length it declared (declaredLength). */
export function discardAnswer({ body, headers }: Pick<Dispatcher.ResponseData, 'body' | 'headers'>): void {
  discardBody(body, declaredLength(headers['content-length']));
}
