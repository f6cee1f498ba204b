import { parseRetryAfter } from '../../../shared/retry-after';
import type { ParamsOf } from '../../../shared/problem-catalogue';
import { SourceError, sourceError } from './source-error';

/**
 * How long a file waits before its second read: the import's pause, or longer where the server's
 * 429 or 503 asked for more (Retry-After); `askedMs`, what it asked (null: nothing). A wait asked
 * beyond `capMs` (the import's retryWaitCapMs, by default the site check's cap) is not waited for:
 * `tooLong` is the failure that says so, in place of the first read's.
 */
export type SecondReadWait = { waitMs: number; askedMs: number | null } | { tooLong: SourceError; askedMs: number };

export function secondReadWait(firstError: unknown, retryDelayMs: number, capMs: number, now: number): SecondReadWait {
  const params = statusParams(firstError);
  const askedMs = parseRetryAfter(params?.retryAfter, now);
  if (askedMs === null) return { waitMs: retryDelayMs, askedMs };
  if (askedMs > capMs)
    return { tooLong: sourceError('http-status', { ...params!, waitAskedMs: askedMs, waitCapMs: capMs }), askedMs };
  return { waitMs: Math.max(askedMs, retryDelayMs), askedMs };
}

/** 429 or 503 when `error` is a server's refusal of the read (not a redirect's); else null. */
export function refusalStatus(error: unknown): 429 | 503 | null {
  const params = statusParams(error);
  return !params?.redirect && (params?.status === 429 || params?.status === 503) ? params.status : null;
}

function statusParams(error: unknown): ParamsOf<'http-status'>[0] | undefined {
  const found = error instanceof SourceError && error.found.code === 'http-status' ? error.found : null;
  return found?.params[0] as ParamsOf<'http-status'>[0] | undefined;
}
