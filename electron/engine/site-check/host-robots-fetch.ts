import { headerValue, networkReason } from '../http/network-reason';
import type { Dispatcher } from 'undici';
import { request } from '../http/on-demand-modules';
import { askedAgainIfClosed } from '../http/asked-again-if-closed';
import { connectTimeoutFor } from '../http/unpaused-agent';
import { ROBOTS_MAX_BYTES } from '../../../shared/robots/robots-lines';
import type { RobotsReason } from '../../../shared/site-check/check-job-report';
import { PAGE_LIMITS } from '../../../shared/site-check/page-limits';
import { decodedBody, discardAnswer } from '../http/response-body';
import { locationOf } from '../http/location-header';

export interface RobotsFetchOptions {
  userAgent: string;
  /** The whole exchange, redirects included. */
  timeoutMs: number;
  /** The job's: when it aborts, so does this, and the promise rejects. */
  signal: AbortSignal;
  /** The pool to ask through (createHttpAgent): never undici's global one. */
  dispatcher: Dispatcher;
}

/** The last response received (its body only for a 2xx), or why there was none. */
export type RobotsAnswer =
  | { kind: 'answered'; status: number; text: string }
  | { kind: 'unreachable'; reason: Exclude<RobotsReason, { answered: number }> };

/**
 * Whether a robots.txt answered with `status` disallows the whole site: a server error (RFC 9309,
 * 2.3.1.4), and 429, which Google reads as one. Any other 4xx allows everything.
 */
export const robotsStatusDisallowsAll = (status: number): boolean => status === 429 || status >= 500;

/** What a robots.txt answer means for every crawler: its rules, or everything allowed or disallowed, and why. */
export type RobotsReading =
  | { outcome: 'rules'; status: number; text: string }
  | { outcome: 'allow-all' | 'disallow-all'; status: number | null; reason: RobotsReason };

/**
 * RFC 9309, 2.3.1: a 2xx gives the rules; no answer, a 5xx or a 429 disallows everything; any other
 * status (a 4xx, a redirect past the last followed) allows everything.
 */
export function readingOf(answer: RobotsAnswer): RobotsReading {
  if (answer.kind === 'unreachable') return { outcome: 'disallow-all', status: null, reason: answer.reason };
  const { status } = answer;
  if (robotsStatusDisallowsAll(status)) return { outcome: 'disallow-all', status, reason: { answered: status } };
  if (status < 200 || status > 299) return { outcome: 'allow-all', status, reason: { answered: status } };
  return { outcome: 'rules', status, text: answer.text };
}

/** RFC 9309, section 2.3.1.2: follow at least five consecutive redirects. */
const MAX_ROBOTS_REDIRECTS = 5;

/**
 * GETs `<origin>/robots.txt` with undici: redirects followed by hand (http and https only), a
 * total deadline, and no more read than the matcher would keep (500 KiB and a few bytes, so it
 * can tell the file was cut).
 */
export async function fetchRobotsTxt(origin: string, options: RobotsFetchOptions): Promise<RobotsAnswer> {
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = AbortSignal.any([options.signal, deadline]);
  let url = `${origin}/robots.txt`;
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await askedAgainIfClosed(() =>
        request(url, {
          method: 'GET',
          headers: { 'user-agent': options.userAgent, accept: 'text/plain, */*' },
          signal,
          dispatcher: options.dispatcher,
        }),
      );
      const status = response.statusCode;
      const location = status >= 300 && status < 400 ? locationOf(response.headers.location) : null;
      // A body that is not read is let go, never waited for: a redirect whose body stalls is followed at once.
      if (location !== null && redirects < MAX_ROBOTS_REDIRECTS) {
        discardAnswer(response);
        // A redirect not followed (to no URL, or not to http(s)) is an answer of its status, as one
        // past the last followed: it allows everything, as an empty Location does (Google: as a 404).
        const next = URL.parse(location, url);
        if (next === null || (next.protocol !== 'http:' && next.protocol !== 'https:'))
          return { kind: 'answered', status, text: '' };
        url = next.href;
        continue;
      }
      if (status < 200 || status > 299) {
        discardAnswer(response);
        return { kind: 'answered', status, text: '' };
      }
      // A robots.txt sent compressed (gzip, br, deflate) is read as its text; its size is counted unpacked.
      const coding = headerValue(response.headers['content-encoding']);
      const decoded = decodedBody(response.body, coding);
      if (!decoded) {
        discardAnswer(response);
        return { kind: 'unreachable', reason: { coding: (coding ?? '').slice(0, PAGE_LIMITS.valueChars) } };
      }
      return { kind: 'answered', status, text: await readCapped(decoded, ROBOTS_MAX_BYTES + 4) };
    }
  } catch (error) {
    if (options.signal.aborted) throw error;
    // A connection not made within the pool's bound (connectTimeoutFor no less than this time: the pools
    // robots.txt comes through are given at least its time) is that time running out too.
    const unconnected = (error as { code?: unknown } | null)?.code === 'UND_ERR_CONNECT_TIMEOUT';
    const timeoutMs = deadline.aborted ? options.timeoutMs : unconnected ? connectTimeoutFor(options.timeoutMs) : null;
    return { kind: 'unreachable', reason: timeoutMs !== null ? { timeoutMs } : { error: networkReason(error) } };
  }
}

async function readCapped(body: AsyncIterable<Buffer>, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Leaving the loop early destroys the stream: the rest is never downloaded.
  for await (const chunk of body) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= maxBytes) break;
  }
  const bytes = Buffer.concat(chunks, Math.min(size, maxBytes));
  // Crawlers read robots.txt leniently: bad bytes become U+FFFD rather than an error.
  return new TextDecoder().decode(bytes);
}
