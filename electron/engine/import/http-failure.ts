import { answerRefusal, chunkFaultReason, errorCode, networkReason } from '../http/network-reason';
import { connectTimeoutFor, PrivateAddressError } from '../http/unpaused-agent';
import { SourceError, isAbort, sourceError } from './source-error';

/**
 * undici's word for a body whose length is not the Content-Length it took. Before any body was handed
 * on, two Content-Length headers that disagree: the server's answer, not the network. Once a body
 * flows it is also what a connection closed mid-body gives (Connection: close, HTTP/1.0), which
 * bodyFailure tells by the bytes that came, as any body cut short.
 */
const LENGTH_MISMATCH = 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH';

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
  if (code === 'UND_ERR_HEADERS_TIMEOUT') {
    return sourceError('http-timeout', { url, waiting: 'answer', ms: options.connectTimeoutMs });
  }
  // A connection (its TLS handshake too) is given the pool's own time, never more than 10 s: said as such.
  if (code === 'UND_ERR_CONNECT_TIMEOUT') {
    return sourceError('http-timeout', { url, waiting: 'answer', ms: connectTimeoutFor(options.connectTimeoutMs) });
  }
  const refused = privateAddressRefusal(error);
  if (refused) return sourceError('http-private-address', { url, host: refused.host, address: refused.address });
  // The server's answer, not the network: said in words (undici's own were an error code, or English), not read again.
  if (code === LENGTH_MISMATCH) return sourceError('http-not-understood', { url, why: 'length-mismatch' });
  const refusal = answerRefusal(error);
  if (refusal?.kind === 'invalid-headers')
    return sourceError('http-not-understood', { url, why: 'invalid-headers', reason: refusal.reason });
  if (refusal) return sourceError('http-not-understood', { url, why: refusal.kind });
  return sourceError('http-failed', { url, reason: networkReason(error) });
}

/** The address rule's refusal (createHttpAgent), as undici hands it on: itself or as the cause. */
function privateAddressRefusal(error: unknown): PrivateAddressError | null {
  if (error instanceof PrivateAddressError) return error;
  const { cause } = (error ?? {}) as { cause?: unknown };
  return cause instanceof PrivateAddressError ? cause : null;
}

/**
 * Why a body stopped before its end, naming what arrived: shorter than its Content-Length, a
 * connection that broke, a wait for bytes that timed out, more than the cap, chunks no client takes.
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
  // The parser's refusal of a body is of its framing (a chunk's size or end): the server's bytes, not
  // the network, and the same bytes again on a second read.
  const reason = chunkFaultReason(error);
  if (reason !== null) return sourceError('http-not-understood', { url, why: 'bad-chunks', reason });
  return sourceError('http-connection-lost', { url, received, reason: networkReason(error) });
}
