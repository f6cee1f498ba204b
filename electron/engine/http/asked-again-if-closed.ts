import { answerRefusal, errorCode } from './network-reason';

/** Times a request is asked again at once when its connection closes before any answer (askedAgainIfClosed). */
const ASKED_AGAIN_IF_CLOSED = 2;

/**
 * A GET whose connection closed before any answer came (undici's "other side closed", ECONNRESET,
 * EPIPE: a kept-alive connection the server closed as the request went out, which a server that
 * closes without `Connection: close` does after every answer) is asked again at once, on another
 * connection, as browsers do; a few times, then it fails as any request does (read again after a
 * pause). Nothing of an answer had come: a GET asked again changes nothing.
 */
export async function askedAgainIfClosed<T>(ask: () => Promise<T>): Promise<T> {
  for (let again = 0; ; again++) {
    try {
      return await ask();
    } catch (error) {
      if (again >= ASKED_AGAIN_IF_CLOSED || !closedBeforeAnswer(error)) throw error;
    }
  }
}

const CLOSED_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);
/** A connection closed under the request, not an answer refused (undici says "bad response" with the same code). */
const closedBeforeAnswer = (error: unknown): boolean =>
  (CLOSED_CODES.has(errorCode(error)) || CLOSED_CODES.has(errorCode((error as { cause?: unknown } | null)?.cause))) &&
  answerRefusal(error) === null;
