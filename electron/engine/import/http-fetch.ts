import { packageVersion } from '../app-info';
import { SourceError, isAbort, sourceError } from './source-error';

export interface HttpOptions {
  connectTimeoutMs: number;
  readTimeoutMs: number;
  /** The whole request, from asking to the last byte, redirects included. */
  deadlineMs: number;
  maxDownloadBytes: number;
  signal?: AbortSignal;
}

export interface HttpBody {
  /** The URL that answered, after redirects. */
  finalUrl: string;
  chunks: AsyncIterable<Buffer>;
  /** Drops the connection without reading the body. */
  cancel(): void;
}

export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

let agent: string | null = null;

/** Who we are, so a site's logs show what fetched its sitemaps (package.json is read once, not per request). */
export function userAgent(): string {
  agent ??= `SitemapStudio/${packageVersion()} (sitemap import; +https://github.com/sitemap-studio/sitemap-studio)`;
  return agent;
}

/**
 * GETs an http(s) URL with Node's fetch: redirects followed by hand (at most five, http and https
 * only), a timeout for the response headers, another for each wait between body chunks, a total
 * deadline (a server sending a byte a second would otherwise never be given up), and a cap on the
 * bytes received. fetch itself undoes `Content-Encoding: gzip`. Failures are SourceErrors.
 */
export async function httpGet(url: string, options: HttpOptions): Promise<HttpBody> {
  let current = checkScheme(url);
  const deadline = startDeadline(options.deadlineMs, () => current);
  const stop = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  try {
    return await follow();
  } catch (error) {
    deadline.clear();
    throw error;
  }

  async function follow(): Promise<HttpBody> {
    for (let redirects = 0; ; redirects++) {
      const controller = new AbortController();
      const unlink = linkAbort(stop, controller);
      const response = await withTimeout(
        controller,
        options.connectTimeoutMs,
        { url: current, waiting: 'answer' },
        () =>
          fetch(current, {
            redirect: 'manual',
            signal: controller.signal,
            headers: { 'user-agent': userAgent(), 'accept-encoding': 'gzip, deflate', accept: '*/*' },
          }),
      ).catch((error: unknown) => {
        unlink();
        throw fetchFailure(error, current);
      });
      if (REDIRECT_STATUSES.has(response.status)) {
        await response.body?.cancel();
        unlink();
        const location = response.headers.get('location');
        if (!location) {
          throw sourceError('http-status', { url: current, status: response.status, statusText: '', redirect: true });
        }
        if (redirects >= MAX_REDIRECTS) {
          throw sourceError('http-too-many-redirects', { url, max: MAX_REDIRECTS });
        }
        current = checkScheme(new URL(location, current).href);
        continue;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        unlink();
        throw sourceError('http-status', { url: current, status: response.status, statusText: response.statusText });
      }
      const declared = Number(response.headers.get('content-length') ?? NaN);
      if (declared > options.maxDownloadBytes) {
        await response.body.cancel();
        unlink();
        throw tooLarge(current, options.maxDownloadBytes);
      }
      const release = (): void => (unlink(), deadline.clear());
      const chunks = bodyChunks(response.body, controller, options, current, release);
      return { finalUrl: current, chunks, cancel: () => (release(), controller.abort()) };
    }
  }
}

async function* bodyChunks(
  body: ReadableStream<Uint8Array>,
  controller: AbortController,
  options: HttpOptions,
  url: string,
  release: () => void,
): AsyncGenerator<Buffer> {
  const reader = body.getReader();
  let received = 0;
  try {
    for (;;) {
      const next = await withTimeout(controller, options.readTimeoutMs, { url, waiting: 'data' }, () =>
        reader.read(),
      ).catch((error: unknown) => {
        throw fetchFailure(error, url);
      });
      if (next.done) return;
      received += next.value.byteLength;
      if (received > options.maxDownloadBytes) throw tooLarge(url, options.maxDownloadBytes);
      yield Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    }
  } finally {
    release();
    reader.cancel().catch(() => undefined);
  }
}

function checkScheme(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw sourceError('url-invalid', { url });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw sourceError('url-scheme-refused', { url: parsed.protocol, as: 'fetched' });
  }
  return parsed.href;
}

/** Runs `work`, aborting the request with a timeout error if it takes longer than `ms`. */
async function withTimeout<T>(
  controller: AbortController,
  ms: number,
  what: { url: string; waiting: 'answer' | 'data' },
  work: () => Promise<T>,
): Promise<T> {
  const timer = setTimeout(() => controller.abort(sourceError('http-timeout', { ...what, ms })), ms);
  try {
    return await work();
  } finally {
    clearTimeout(timer);
  }
}

/** A signal that aborts with an `http-deadline` error naming the URL then being read, once `ms` have passed. */
function startDeadline(ms: number, url: () => string): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(sourceError('http-deadline', { url: url(), ms }));
  }, ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** Lets the caller's cancel abort this request; returns the function that unhooks it. */
function linkAbort(signal: AbortSignal | undefined, controller: AbortController): () => void {
  if (!signal) return () => undefined;
  if (signal.aborted) controller.abort(signal.reason);
  const abort = (): void => controller.abort(signal.reason);
  signal.addEventListener('abort', abort, { once: true });
  return () => signal.removeEventListener('abort', abort);
}

function fetchFailure(error: unknown, url: string): Error {
  if (error instanceof SourceError || isAbort(error)) return error as Error;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  const reason = cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return sourceError('http-failed', { url, reason });
}

function tooLarge(url: string, max: number): SourceError {
  return sourceError('http-too-large', { url, max });
}
