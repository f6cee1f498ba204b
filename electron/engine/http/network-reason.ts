import { httpParserFault, type AnswerRefusal, type HttpParserFault } from '../../../shared/http-parser-fault';

/** The code of a Node or undici error, or '' when it has none. */
export function errorCode(error: unknown): string {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' ? code : '';
}

/**
 * The words a person is shown for a network failure: the socket's own code where undici wraps
 * one (ECONNRESET, ECONNREFUSED, ENOTFOUND), undici's code for its own errors, and for a socket closed
 * by the other side (UND_ERR_SOCKET with no cause) its words, "other side closed".
 */
export function networkReason(error: unknown): string {
  const { cause } = (error ?? {}) as { cause?: { code?: unknown } };
  if (typeof cause?.code === 'string') return cause.code;
  const code = errorCode(error);
  if (code && code !== 'UND_ERR_SOCKET') return code;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The server's answer the HTTP client refused (AnswerRefusal), or null when the error is another
 * (the network's, a timeout, a cancel). `inBody`: the error came while a body was read, where the
 * parser's refusal is of a chunk's size, not of an answer's head, and is left to the caller's words.
 */
export function answerRefusal(error: unknown, { inBody = false }: { inBody?: boolean } = {}): AnswerRefusal | null {
  if (errorCode(error) === 'UND_ERR_HEADERS_OVERFLOW') return { kind: 'headers-too-large' };
  if (isUnaskedAnswer(error)) return { kind: 'unasked-answer' };
  if (isStatusBelow100(error)) return { kind: 'not-http' };
  return inBody ? null : parserFault(error);
}

/**
 * Whether undici refused a status line whose code is under 100 ("HTTP/1.1 000"): llhttp takes any
 * three digits, and undici's own `assert(statusCode >= 100)` then fails (ERR_ASSERTION, with the
 * assertion's text as its words). No HTTP status is under 100: it is no valid status line.
 */
export function isStatusBelow100(error: unknown): boolean {
  return errorCode(error) === 'ERR_ASSERTION' && /\bstatusCode\b/.test((error as Error).message);
}

/**
 * Whether undici refused an answer the request did not ask for: an interim 100 Continue before the
 * answer to a GET (which sends no body to continue), or bytes before any request was sent. undici
 * says only "bad response" (UND_ERR_SOCKET), and takes neither by design (nodejs/undici#197).
 */
export function isUnaskedAnswer(error: unknown): boolean {
  return errorCode(error) === 'UND_ERR_SOCKET' && (error as Error).message === 'bad response';
}

/** A response header's value (the first, when it came more than once), or null. */
export function headerValue(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** A response header's value when it came once, or each time the same; null when none came, or copies differ. */
export function agreedHeaderValue(value: string | string[] | undefined): string | null {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  const [first] = values;
  return first === undefined || values.some((other) => other !== first) ? null : first;
}

/**
 * llhttp's reason when the HTTP parser refused an answer: undici's HTTPParserError gives it in its
 * message ("Response does not match the HTTP/1.1 protocol (Invalid header token)", no code), Node's
 * HPE_ errors as `reason`; '' when it gave none; null when the error is not the parser's.
 */
export function parserReason(error: unknown): string | null {
  const { name, message, reason } = (error ?? {}) as { name?: unknown; message?: unknown; reason?: unknown };
  if (name !== 'HTTPParserError' && !errorCode(error).startsWith('HPE_')) return null;
  if (typeof reason === 'string' && reason !== '') return reason;
  return (typeof message === 'string' ? /\((.+)\)$/s.exec(message)?.[1] : undefined) ?? '';
}

/**
 * llhttp's reason for refusing a body's framing (a chunk's size or end), or null when the error is not
 * the parser's. Where it gave no words, its code (HPE_INVALID_CHUNK_SIZE) stands for them: a message
 * must not say "()".
 */
export function chunkFaultReason(error: unknown): string | null {
  const reason = parserReason(error);
  if (reason !== '') return reason;
  const code = errorCode(error);
  return code.startsWith('HPE_') ? code : 'HPE_UNKNOWN';
}

/** What the HTTP parser refused in an answer (httpParserFault), or null when the error is not the parser's. */
function parserFault(error: unknown): HttpParserFault | null {
  const reason = parserReason(error);
  return reason === null ? null : httpParserFault(reason);
}
