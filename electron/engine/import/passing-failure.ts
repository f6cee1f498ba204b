import type { ProblemCode } from '../../../shared/problem-catalogue';
import { PRIVATE_ADDRESS_CODE } from '../../../shared/site-check/page-check';
import { isLastingFailure } from '../../../shared/network-fault';

/**
 * Failures that may not happen again: the network, not the file. A gzip stream cut off inside a
 * body that arrived whole (`gzip-truncated`) is the file as stored, and would only be cut again.
 */
const PASSING_CODES: ReadonlySet<ProblemCode> = new Set<ProblemCode>([
  'http-failed',
  'http-connection-lost',
  'http-body-short',
  'transfer-incomplete',
]);

/**
 * True for a failure worth one more read after a pause: a connection that failed or broke, a body
 * cut short, a server error or "too many requests". A 4xx, a redirect loop, a file
 * too large or malformed, a private address refused, a certificate not trusted, TLS refused would only fail again.
 */
export function isPassingFailure(found: { code: ProblemCode; params?: readonly unknown[] }): boolean {
  if (found.code === 'http-status') {
    const { status, redirect } = (found.params?.[0] ?? {}) as { status?: number; redirect?: boolean };
    // A status past 599 names no class: a server error it is not (it was read again as one).
    return !redirect && status !== undefined && ((status >= 500 && status <= 599) || status === 429);
  }
  // A connection the address rule refused (createHttpAgent) would be refused again.
  const { reason } = (found.params?.[0] ?? {}) as { reason?: unknown };
  // A certificate not trusted, or TLS on a port that does not speak it (isLastingFailure), would fail again.
  if (reason === PRIVATE_ADDRESS_CODE || (typeof reason === 'string' && isLastingFailure(reason))) return false;
  return PASSING_CODES.has(found.code);
}
