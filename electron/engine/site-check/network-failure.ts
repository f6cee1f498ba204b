import { networkFailureText } from '../../../shared/problem-catalogue/check-failure-detail';
import { isStatusBelow100, isUnaskedAnswer, parserReason as parserReasonOf } from '../http/network-reason';
import { PrivateAddressError } from '../http/unpaused-agent';
import type { CheckFailure, CheckFailureKind, NetworkFailureDetail } from '../../../shared/site-check/page-check';

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL', 'EAI_NODATA']);
const TIMEOUT_CODES = new Set([
  'ETIMEDOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** Why a request stopped: the caller's cancel, the deadline, or the network (errors as undici and Node give them). */
export function networkFailure(
  error: unknown,
  url: string,
  stopped: { cancelled: boolean; deadlineMs: number | null },
  inBody = false,
): CheckFailure {
  if (stopped.cancelled) return { kind: 'cancelled', message: 'The check was cancelled.' };
  if (stopped.deadlineMs !== null) return failed('timeout', { kind: 'deadline', url, ms: stopped.deadlineMs });
  const refused = privateAddress(error);
  if (refused) return failed('connection', { kind: 'private-address', host: refused.host, address: refused.address });
  const { code, message } = describe(error);
  const host = hostOf(url);
  if (DNS_CODES.has(code)) return failed('dns', { kind: 'dns', host, code });
  if (TIMEOUT_CODES.has(code)) return failed('timeout', { kind: 'timeout', host, code });
  // llhttp's reason tells an answer with no status line from one with headers it refuses (httpParserFault).
  // An answer not asked for fails with the code of a socket closed (UND_ERR_SOCKET): it is told apart here.
  const parserReason = parserReasonOf(error);
  const unasked = isUnaskedAnswer(error);
  const detail = {
    kind: 'connection',
    host,
    code,
    ...(parserReason ? { parserReason } : {}),
    ...(unasked ? { unasked } : {}),
    ...(inBody ? { inBody } : {}),
  } as const;
  return failed('connection', detail, `The connection to ${host} failed: ${message}.`);
}

/** A failure with its facts, and their English words as its message (a connection error's own words for one). */
function failed(kind: CheckFailureKind, detail: NetworkFailureDetail, errorText = ''): CheckFailure {
  return { kind, message: networkFailureText(detail, errorText), detail };
}

/** The pool's refusal of a non-public address (createHttpAgent), as thrown or as a `cause`. */
function privateAddress(error: unknown): PrivateAddressError | null {
  if (error instanceof PrivateAddressError) return error;
  const cause = (error as { cause?: unknown } | null)?.cause;
  return cause instanceof PrivateAddressError ? cause : null;
}

/**
 * The error's code and words, looking through a `cause` (undici wraps some socket errors). An answer
 * the parser refused is HTTPParserError, whether llhttp refused it (with no code) or undici's assert
 * after it (a status under 100, isStatusBelow100).
 */
function describe(error: unknown): { code: string; message: string } {
  const outer = error as { code?: unknown; message?: unknown; cause?: { code?: unknown; message?: unknown } };
  const parser = (error as { name?: unknown } | null)?.name === 'HTTPParserError' ? 'HTTPParserError' : '';
  if (isStatusBelow100(error)) return { code: 'HTTPParserError', message: 'a status code under 100' };
  const code = String(outer?.code ?? outer?.cause?.code ?? parser);
  const text = String(outer?.message || outer?.cause?.message || code || error);
  return { code, message: code && !text.includes(code) ? `${text} (${code})` : text };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
