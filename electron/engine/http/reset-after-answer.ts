import type { Socket } from 'node:net';

/** Errors of sockets that had read an earlier answer when they failed: a kept-alive connection reused. */
const afterAnswer = new WeakSet<object>();

/**
 * Notes each error `socket` fails with once it has read bytes: a reset (ECONNRESET, EPIPE) of a
 * kept-alive connection as the next request goes out is the connection's end, not the server's answer
 * to that request (askedAgainIfClosed). Listened to first, before the pool hands the error on.
 */
export function noteErrorsAfterAnswer(socket: Socket): void {
  socket.prependListener('error', (error: unknown) => {
    if (socket.bytesRead > 0 && typeof error === 'object' && error !== null) afterAnswer.add(error);
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
