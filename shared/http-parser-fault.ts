/**
 * What llhttp (the HTTP parser of undici and Node) refused in an answer, told from its reason, as
 * the import, the site check and the diagnosis word it: no HTTP status line at all (another
 * protocol on that port, an HTTP/0.9 reply, a version or status code it does not know), or an
 * answer that is HTTP but whose headers it refuses (a header name with a space, a folded header,
 * a control byte in a value), with llhttp's reason.
 */
export type HttpParserFault = { kind: 'not-http' } | { kind: 'invalid-headers'; reason: string };

/**
 * llhttp's reasons for a status line that is missing, not HTTP/1.x, or ended by a bare LF ("Missing
 * expected CR after response line": the line's fault, not a header's) (llhttp's src/llhttp/http.ts).
 * Not "Expected LF after CR": llhttp says it after a header value too.
 */
const NO_STATUS_LINE =
  /^(Expected HTTP\/|Invalid (HTTP|major|minor) version|Expected dot|Expected space after version|Expected CRLF after version|Invalid status code|Invalid response status|Missing expected CR after response line)/;

/** The fault llhttp's reason names; no reason (an error without one, a result saved before it was kept) is not-http. */
export function httpParserFault(reason: string | null | undefined): HttpParserFault {
  if (!reason || NO_STATUS_LINE.test(reason)) return { kind: 'not-http' };
  return { kind: 'invalid-headers', reason };
}
