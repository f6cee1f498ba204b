import { errorCode } from './network-reason';
import { failedAfterAnswer } from './reset-after-answer';

/**
 * Times a request is asked again at once when its kept-alive connection closes before any answer
 * (askedAgainIfClosed). A server's idle timeout may end every connection of a pool at once, and undici
 * hands the request on to the next idle one, closed too: each failure discards one, so this outlasts
 * the import's four connections to a host and the checker's own. Two ran out on a loaded machine (a
 * 'read-retried' after a pause, where 30 files of a server closing idle connections at 50 ms read at once).
 */
const ASKED_AGAIN_IF_CLOSED = 8;

/**
 * A GET sent on a kept-alive connection that the server closed before answering it (undici's "other
 * side closed" on a socket that had already read an earlier answer: a server that closes without
 * `Connection: close`, or an idle connection closed or reset as the request went out) is asked again at once,
 * on another connection, as browsers do for a reused connection; a few times, then it fails as any
 * request does (read again after a pause). A new connection closed or reset before answering is the
 * server's answer to this request, not asked again here.
 */
export async function askedAgainIfClosed<T>(ask: () => Promise<T>): Promise<T> {
  for (let again = 0; ; again++) {
    try {
      return await ask();
    } catch (error) {
      if (again >= ASKED_AGAIN_IF_CLOSED || !closedAfterEarlierAnswer(error)) throw error;
    }
  }
}

/**
 * undici's SocketError with the socket's counts (bytes read before this request are an earlier
 * answer's), or a reset of a socket that had read an earlier answer (noteErrorsAfterAnswer).
 */
const closedAfterEarlierAnswer = (error: unknown): boolean => {
  if (failedAfterAnswer(error)) return true;
  if (errorCode(error) !== 'UND_ERR_SOCKET') return false;
  const { message, socket } = error as { message?: unknown; socket?: { bytesRead?: unknown } };
  return (message === 'other side closed' || message === 'closed') && Number(socket?.bytesRead) > 0;
};
