import type { Socket } from 'node:net';

/** Errors of sockets that had read an earlier answer when they failed: a kept-alive connection reused. */
const afterAnswer = new WeakSet<object>();

/** A connection the other side reset or stopped reading: what a kept-alive connection closed under a request gives. */
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE']);

/**
 * Notes each reset (ECONNRESET, EPIPE) of `socket` once it has read bytes: a reset of a kept-alive
 * connection as the next request goes out is the connection's end, not the server's answer to that
 * request (askedAgainIfClosed). Any other error (a headers timeout, an answer the parser refused) is
 * the answer's own, never noted. Listened to first, before the pool hands the error on.
 */
export function noteErrorsAfterAnswer(socket: Socket): void {
  socket.prependListener('error', (error: unknown) => {
    const code = (error as { code?: unknown } | null)?.code;
    if (socket.bytesRead > 0 && typeof code === 'string' && RESET_CODES.has(code)) afterAnswer.add(error as object);
  });
}

/** Whether `error`, or an error it was caused by, is one a socket failed with after an earlier answer. */
export function failedAfterAnswer(error: unknown): boolean {
  for (let at = error, depth = 0; typeof at === 'object' && at !== null && depth < 8; depth++) {
    if (afterAnswer.has(at)) return true;
    at = (at as { cause?: unknown }).cause;
  }
  return false;
}
