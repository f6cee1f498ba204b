/**
 * What llhttp (the HTTP parser of undici and Node) refused in an answer, told from its reason, as
 * the import, the site check and the diagnosis word it: no HTTP status line at all (another
 * protocol on that port, an HTTP/0.9 reply, a version or status code it does not know); HTTP whose
 * lines end in LF alone, not CR LF (bare-lf: some embedded and old servers, which browsers may
 * accept but llhttp, strict, refuses); or an answer that is HTTP but whose headers it refuses (a
 * header name with a space, a folded header, a control byte in a value), with llhttp's reason.
 */
export type HttpParserFault = { kind: 'not-http' } | { kind: 'bare-lf' } | { kind: 'invalid-headers'; reason: string };

/**
 * A server's answer that the HTTP client refused, a fault of the server and not of the network: one
 * llhttp refused (HttpParserFault), headers larger than the client takes, or an answer the request did
 * not ask for (an interim 100 Continue before the answer to a GET, bytes before any request). The
 * import, the diagnosis and the site check tell these alike (answerRefusal) and word them each its own way.
 */
export type AnswerRefusal = HttpParserFault | { kind: 'headers-too-large' } | { kind: 'unasked-answer' };

/**
 * llhttp's reasons for a status line that is missing or not HTTP/1.x (llhttp's src/llhttp/http.ts).
 * Not "Expected LF after CR": llhttp says it after a header value too.
 */
const NO_STATUS_LINE =
  /^(Expected HTTP\/|Invalid (HTTP|major|minor) version|Expected dot|Expected space after version|Expected CRLF after version|Invalid status code|Invalid response status)/;

/** llhttp's reasons for the status line, or a header's, ended by LF alone. */
const BARE_LF = /^Missing expected CR after (response line|header value)/;

/** The fault llhttp's reason names; no reason (an error without one, a result saved before it was kept) is not-http. */
export function httpParserFault(reason: string | null | undefined): HttpParserFault {
  if (!reason || NO_STATUS_LINE.test(reason)) return { kind: 'not-http' };
  if (BARE_LF.test(reason)) return { kind: 'bare-lf' };
  return { kind: 'invalid-headers', reason };
}
