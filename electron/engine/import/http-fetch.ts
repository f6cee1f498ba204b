import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';
import { request } from '../http/on-demand-modules';
import { packageVersion } from '../app-info';
import { decodedBody, discardBody } from '../http/response-body';
import { chunksBeforeError } from '../http/chunks-before-error';
import { bodyFailure, requestFailure } from './http-failure';
import { askedAgainIfClosed } from '../http/asked-again-if-closed';
import { startDeadline, type HttpDeadline } from './http-deadline';
import { SourceError, isAbort, sourceError } from './source-error';
import { SpooledBody } from './spooled-body';
import { arrivedSize } from './arrived-size';
import { REDIRECT_HOPS } from '../../../shared/protocol';
import { locationOf } from '../http/location-header';
import { declaredLength } from '../http/declared-length';
import { headerValue } from '../http/network-reason';

export interface HttpOptions {
  /** Milliseconds to wait for the response headers (connecting included). */
  connectTimeoutMs: number;
  /** Milliseconds the body may go without a byte arriving. */
  readTimeoutMs: number;
  /**
   * The whole request, from asking to the last byte, redirects included: the time spent waiting on
   * the server (a body waiting for its reader spends none: HttpDeadline).
   */
  deadlineMs: number;
  maxDownloadBytes: number;
  signal?: AbortSignal;
  /** The pool to ask through (createHttpAgent): never undici's global one. */
  dispatcher: Dispatcher;
}

export interface HttpBody {
  /** The URL that answered, after redirects. */
  finalUrl: string;
  /** The body as sent (a `Content-Encoding` undone); fails with a SourceError that says what arrived. */
  chunks: AsyncIterable<Buffer>;
  /** The body's bytes as its Content-Length declares them (before a Content-Encoding is undone), when it does. */
  declaredBytes: number | null;
  /** What the body comes to once read (decoded, a gzip inflated), told once it has all arrived, when that is more than declaredBytes says (arrivedSize). */
  sizeOnceArrived: Promise<number | null>;
  /** Bytes that came after a gzip coding's end, ignored: as many as its decoder has met so far. */
  codingTrailingBytes(): number;
  /** Drops the connection without reading the body. */
  cancel(): void;
}

export const MAX_REDIRECTS = REDIRECT_HOPS;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** What an import can read; the site check asks for brotli too, a sitemap server hardly sends it. */
const ACCEPT_ENCODING = 'gzip, deflate';

let agent: string | null = null;

/** Who we are, so a site's logs show what fetched its sitemaps (package.json is read once, not per request). */
export function userAgent(): string {
  agent ??= `SitemapStudio/${packageVersion()} (sitemap import; +https://github.com/sitemap-studio/sitemap-studio)`;
  return agent;
}

/**
 * GETs an http(s) URL with undici through the caller's pool: redirects followed by hand (at most
 * ten hops, REDIRECT_HOPS, http and https only), a timeout for the response headers, another for each wait between
 * body bytes, a total deadline (a server sending a byte a second would otherwise never be given
 * up), and a cap on the bytes received. A body that ends before its `Content-Length`, or a
 * connection that breaks, fails with what arrived; `Content-Encoding` is undone. Failures are SourceErrors.
 */
export async function httpGet(url: string, options: HttpOptions): Promise<HttpBody> {
  let current = checkScheme(url);
  /** Whether `current` has answered (its status and headers came): a deadline passed says which. */
  let answered = false;
  const deadline = startDeadline(
    options.deadlineMs,
    () => current,
    () => answered,
  );
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await askedAgainIfClosed(() =>
        request(current, {
          method: 'GET',
          dispatcher: options.dispatcher,
          signal,
          headersTimeout: options.connectTimeoutMs,
          bodyTimeout: options.readTimeoutMs,
          headers: { 'user-agent': userAgent(), 'accept-encoding': ACCEPT_ENCODING, accept: '*/*' },
        }),
      ).catch((error: unknown) => {
        throw requestFailure(error, current, options);
      });
      answered = true;
      const { statusCode, headers, body } = response;
      const length = declaredLength(headers['content-length']);
      if (REDIRECT_STATUSES.has(statusCode)) {
        discardBody(body, length);
        const location = locationOf(headers.location);
        if (!location)
          throw sourceError('http-status', { url: current, status: statusCode, statusText: '', redirect: true });
        if (redirects >= MAX_REDIRECTS) throw sourceError('http-too-many-redirects', { url, max: MAX_REDIRECTS });
        current = checkScheme(location, current);
        answered = false;
        continue;
      }
      // 206 is part of the file, which no request of ours asks for (no Range): its URLs would be a few
      // of the file's, read as if they were all of them.
      if (statusCode < 200 || statusCode > 299 || statusCode === 206) {
        discardBody(body, length);
        const retryAfter = statusCode === 429 || statusCode === 503 ? headerValue(headers['retry-after']) : undefined;
        const statusText = response.statusText ?? '';
        throw sourceError('http-status', {
          url: current,
          status: statusCode,
          statusText,
          ...(retryAfter && { retryAfter }),
        });
      }
      if (length !== null && length > options.maxDownloadBytes) {
        discardBody(body, null);
        throw sourceError('http-too-large', { url: current, max: options.maxDownloadBytes });
      }
      const read: BodyRead = { url: current, expected: length, options, deadline, capped: false };
      const spool = new SpooledBody(body);
      const raw = countedBody(spool, read);
      const coding = headerValue(headers['content-encoding']);
      // A coded body that fails (a connection reset) ends to its decoders, which give all they made of
      // it before the failure is thrown: run down the streams, it dropped what they held (0-3,373 of 6,205 URLs).
      const failed: { error?: unknown } = {};
      const source = coding === null ? raw : endedAtFailure(raw, failed);
      let trailing = 0;
      const onTrailing = (bytes: number): void => void (trailing += bytes);
      const decoded = decodedBody(Readable.from(source, { objectMode: false }), coding, onTrailing);
      if (!decoded) {
        void spool.close();
        deadline.clear();
        // Read again, it would come in the same coding: said once, as the answer it is.
        throw sourceError('http-not-understood', { url: current, why: 'coding-unknown', reason: coding ?? '' });
      }
      const finalUrl = current;
      const cancel = (): void => {
        deadline.clear();
        void spool.close();
        decoded.destroy();
      };
      const chunks = coding === null ? decoded : codingUndone(decoded, { url: current, coding }, failed);
      deadline.pause(); // until its reader asks for the body
      // A body the agent ended past the cap is cut short: its last bytes are no trailer (http-too-large follows).
      const sizeOnceArrived = spool.whole.then((whole) =>
        whole && whole.bytes <= options.maxDownloadBytes ? arrivedSize(whole, coding, length) : null,
      );
      return {
        finalUrl,
        chunks: tooLargeAtTheirEnd(chunks, read),
        declaredBytes: length,
        sizeOnceArrived,
        codingTrailingBytes: () => trailing,
        cancel,
      };
    }
  } catch (error) {
    deadline.clear();
    throw error;
  }
}

interface BodyRead {
  url: string;
  /** Content-Length, when the server gave one. */
  expected: number | null;
  options: HttpOptions;
  /** Spent only while the body is asked for and waits on the server; cleared once it is over, however it ended. */
  deadline: HttpDeadline;
  /** Whether the body went past the cap (its bytes up to it were read, the rest dropped). */
  capped: boolean;
}

/**
 * `chunks`, then, when the body went past the cap, http-too-large. Thrown where the download met the
 * cap, the error ran down the streams between the download and the parser and dropped what they still
 * held (30-70 % of a file's first 100 MB, as far as the parser lagged), a different count each run;
 * said after them, every row of the bytes up to the cap is kept, each run alike. Whatever those bytes
 * make of a coding undone (a gzip cut short) is that one error.
 */
async function* tooLargeAtTheirEnd(chunks: AsyncIterable<Buffer>, read: BodyRead): AsyncGenerator<Buffer> {
  try {
    yield* chunks;
  } catch (error) {
    if (!read.capped) throw error;
  }
  if (read.capped) throw sourceError('http-too-large', { url: read.url, max: read.options.maxDownloadBytes });
}

/**
 * The body's bytes as its reader asks for them (spooled as they arrive: SpooledBody), counted: past
 * the cap it ends, its bytes up to the cap given and `read.capped` set (the pool ends such a body a
 * byte past the cap: endBodyPastMax); a failure says how much had come.
 */
async function* countedBody(spool: SpooledBody, read: BodyRead): AsyncGenerator<Buffer> {
  let received = 0;
  const max = read.options.maxDownloadBytes;
  const { deadline } = read;
  /** `chunk` to the reader, the deadline paused while it holds it. */
  async function* given(chunk: Buffer): AsyncGenerator<Buffer> {
    deadline.pause();
    yield chunk;
    deadline.resume();
  }
  deadline.resume();
  try {
    for await (const chunk of spool.pieces()) {
      if (received + chunk.length > max) {
        read.capped = true;
        if (max > received) yield* given(chunk.subarray(0, max - received));
        received = max;
        return;
      }
      received += chunk.length;
      yield* given(chunk);
    }
  } catch (error) {
    throw bodyFailure(error, { url: read.url, received, expected: read.expected, options: read.options });
  } finally {
    deadline.clear();
    // A reader that stopped early leaves the rest unread: drop it, and its spool.
    await spool.close();
  }
  // undici checks Content-Length itself; this holds should a body end early without its error.
  if (!read.capped && read.expected !== null && received < read.expected) {
    throw sourceError('http-body-short', { url: read.url, received, expected: read.expected });
  }
}

/**
 * The decoded body, a coding's data that cannot be undone failing as http-coding-corrupt, which names
 * the URL and the coding (zlib's error alone said neither). The raw body's failures (countedBody) are
 * SourceErrors already and pass as they are.
 */
async function* codingUndone(
  decoded: Readable,
  sent: { url: string; coding: string },
  failed: { error?: unknown },
): AsyncGenerator<Buffer> {
  try {
    yield* chunksBeforeError(decoded);
  } catch (error) {
    // The body's own failure first: a coding cut short by it is no fault of the coding.
    if (failed.error !== undefined) throw failed.error;
    if (error instanceof SourceError || isAbort(error)) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw sourceError('http-coding-corrupt', { ...sent, reason });
  }
  if (failed.error !== undefined) throw failed.error;
}

/** The body's bytes, ended where they failed (the failure kept in `failed`, for codingUndone); a cancel is thrown at once. */
async function* endedAtFailure(raw: AsyncIterable<Buffer>, failed: { error?: unknown }): AsyncGenerator<Buffer> {
  try {
    yield* raw;
  } catch (error) {
    if (isAbort(error)) throw error;
    failed.error = error;
  }
}

/**
 * `url` resolved against `base` (a redirect's Location), refused unless http(s), a redirect's naming
 * where it came from and went; one that is no URL is `url-invalid`.
 */
function checkScheme(url: string, base?: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    throw sourceError('url-invalid', base === undefined ? { url } : { url, from: base });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    if (base !== undefined) throw sourceError('url-scheme-refused', { url: parsed.href, as: 'redirected', from: base });
    throw sourceError('url-scheme-refused', { url: parsed.protocol, as: 'fetched' });
  }
  return parsed.href;
}
