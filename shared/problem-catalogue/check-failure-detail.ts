import { httpParserFault, type HttpParserFault } from '../http-parser-fault';
import { robotsReasonText } from '../site-check/describe-robots';
import { networkFaultOf, type NetworkFault } from '../network-fault';
import type { NetworkFailureDetail, RobotsRefusal } from '../site-check/page-check';
import { partIn } from './render-words';
import { part, specNumber, type Part } from './wording';

/*
 * A failed check's facts as messages of the catalogues (`problemParts.networkFailure`,
 * `.robotsRefusal`): the engine stores the English text as the failure's message, and the findings
 * word the failure from the facts in the language of the moment.
 */

/** An answer llhttp refused: its codes, or undici's HTTPParserError without one (networkFailure). */
const NOT_HTTP_CODE = /^(HPE_|HTTPParserError$)/;

/** The words of each answer llhttp refused. */
const PARSER_FAULT: Record<HttpParserFault['kind'], string> = {
  'not-http': 'notHttp',
  'bare-lf': 'bareLf',
  'invalid-headers': 'invalidHeaders',
};

/** The faults of a connection worded as such (networkFaultOf); the rest by what the code is. */
const CONNECTION_FAULT: Partial<Record<NetworkFault, string>> = {
  refused: 'connectionRefused',
  closed: 'connectionReset',
  unreachable: 'hostUnreachable',
  certificate: 'tlsFailed',
  tls: 'tlsFailed',
};

/** Which way a connection failed, by its error code (and llhttp's reason, for an answer it refused). */
function connectionFault({
  code,
  parserReason,
  unasked,
  inBody,
}: {
  code: string;
  parserReason?: string | undefined;
  unasked?: boolean | undefined;
  inBody?: boolean | undefined;
}): string {
  if (unasked) return 'unaskedAnswer';
  if (code === '') return 'connectionFailed';
  const fault = CONNECTION_FAULT[networkFaultOf(code)];
  if (fault) return fault;
  // The server's answer, which no HTTP client takes: said in words, undici's own being a code or English.
  if (code === 'UND_ERR_HEADERS_OVERFLOW') return 'headersTooLarge';
  // A body's framing (a chunk's size, or a chunk the connection closed within: "Invalid EOF state")
  // is no header: told as the body's fault.
  if (NOT_HTTP_CODE.test(code) && (inBody || /chunk/i.test(parserReason ?? ''))) return 'badChunks';
  if (NOT_HTTP_CODE.test(code)) return PARSER_FAULT[httpParserFault(parserReason).kind];
  // zlib's codes (gzip, deflate) and brotli's: the body's compression, not the connection.
  if (/^(Z_|ERR__ERROR_)/.test(code)) return 'codingCorrupt';
  return 'connectionFailedWithCode';
}

const KEY = 'problemParts.networkFailure';

/** Why the network gave no answer, as a sentence; a connection error also carries `message`, the error's own words. */
export function networkFailureWords(detail: NetworkFailureDetail, message: string): Part {
  switch (detail.kind) {
    case 'dns':
      return part(`${KEY}.dns`, { host: detail.host, code: detail.code });
    case 'timeout':
      return part(`${KEY}.timeout`, { host: detail.host, code: detail.code });
    case 'deadline':
      return part(`${KEY}.deadline`, { url: detail.url, ms: specNumber(detail.ms) });
    case 'connection':
      return part(`${KEY}.${connectionFault(detail)}`, {
        host: detail.host,
        code: detail.code,
        message,
        reason: detail.parserReason ?? '',
      });
    case 'private-address':
      return part(`${KEY}.privateAddress`, { host: detail.host, address: detail.address });
  }
}

/** The failure in English, as the engine stores it: numbers written plainly, whatever the language of the moment. */
export const networkFailureText = (detail: NetworkFailureDetail, message: string): string =>
  partIn(networkFailureWords(detail, message), 'en');

/** Why robots.txt blocks a URL, as a clause. */
export function robotsRefusalWords(refusal: RobotsRefusal): Part {
  const key = 'problemParts.robotsRefusal';
  switch (refusal.kind) {
    case 'robots-rule':
      return refusal.group
        ? part(`${key}.ruleInGroup`, {
            agent: refusal.group.agent,
            groupLine: String(refusal.group.line),
            line: String(refusal.line),
            rule: refusal.rule,
          })
        : part(`${key}.rule`, { line: String(refusal.line), rule: refusal.rule });
    case 'robots-disallows':
      return part(`${key}.disallows`);
    case 'robots-unreadable':
      return part(`${key}.unreadable`, {
        reason: (locale) => robotsReasonText(refusal.reason, locale),
        origin: refusal.origin,
      });
  }
}

/** Why robots.txt blocks a URL, in English, as the engine stores it. */
export const robotsRefusalText = (refusal: RobotsRefusal): string => partIn(robotsRefusalWords(refusal), 'en');
