import { SourceError, isAbort, sourceError } from './source-error';

interface Limits {
  connectTimeoutMs: number;
  readTimeoutMs: number;
  maxDownloadBytes: number;
}

/** What had arrived of a body when it failed. */
export interface BodySoFar {
  url: string;
  received: number;
  /** Content-Length, when the server gave one. */
  expected: number | null;
  options: Limits;
}

/** Why asking for a URL failed before any body arrived, as a SourceError (a cancel stays an abort). */
export function requestFailure(error: unknown, url: string, options: Limits): Error {
  if (error instanceof SourceError || isAbort(error)) return error as Error;
  const code = errorCode(error);
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') {
    return sourceError('http-timeout', { url, waiting: 'answer', ms: options.connectTimeoutMs });
  }
  return sourceError('http-failed', { url, reason: reasonOf(error) });
}

/**
 * Why a body stopped before its end, naming what arrived: shorter than its Content-Length, a
 * connection that broke, a wait for bytes that timed out, more than the cap.
 */
export function bodyFailure(error: unknown, sofar: BodySoFar): Error {
  if (error instanceof SourceError || isAbort(error)) return error as Error;
  const { url, received, expected, options } = sofar;
  const code = errorCode(error);
  if (code === 'UND_ERR_BODY_TIMEOUT')
    return sourceError('http-timeout', { url, waiting: 'data', ms: options.readTimeoutMs });
  if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE')
    return sourceError('http-too-large', { url, max: options.maxDownloadBytes });
  if (expected !== null && received < expected) return sourceError('http-body-short', { url, received, expected });
  return sourceError('http-connection-lost', { url, received, reason: reasonOf(error) });
}

function errorCode(error: unknown): string {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' ? code : '';
}

/**
 * The words a person is shown for a network failure: the socket's own code where undici wraps
 * one (ECONNRESET, ECONNREFUSED), undici's code for its own errors, and for a socket closed by the
 * other side (UND_ERR_SOCKET with no cause) its words, "other side closed".
 */
function reasonOf(error: unknown): string {
  const { cause } = (error ?? {}) as { cause?: { code?: unknown } };
  if (typeof cause?.code === 'string') return cause.code;
  const code = errorCode(error);
  if (code && code !== 'UND_ERR_SOCKET') return code;
  return error instanceof Error ? error.message : String(error);
}
