import { answerRefusal, chunkFaultReason, errorCode, headerValue, networkReason } from '../http/network-reason';
import type { Dispatcher } from 'undici';
import { request } from '../http/on-demand-modules';
import type { AgentFetch, DiagnoseAgent, DiagnoseHop } from '../../../shared/diagnose/diagnosis';
import { ACCEPT_ENCODING, decodedBody, discardAnswer } from '../http/response-body';
import { CHALLENGE_SCAN_BYTES, challengeOf } from './challenge-markers';
import { contentChunks, type ContentStats } from '../import/content-stream';
import { REDIRECT_HOPS } from '../../../shared/protocol';
import { locationOf } from '../http/location-header';

/** The user agents each side sends: Googlebot Smartphone, as Google documents it, and a desktop Chrome. */
export const DIAGNOSE_USER_AGENTS: Record<DiagnoseAgent, string> = {
  googlebot:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  browser:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

/** Redirects followed on the URL's own host, as many as Googlebot follows. */
const MAX_REDIRECTS = REDIRECT_HOPS;

export interface AgentFetchOptions {
  dispatcher: Dispatcher;
  signal: AbortSignal;
  /** Decoded body bytes counted at most; past them the fetch says the body was cut. */
  maxBytes: number;
  /** The time `signal`'s deadline allows, to tell a body still arriving from one that stopped (STALL_SHARE). */
  timeoutMs: number;
}

/**
 * A body the deadline cut off was still arriving only if a byte (or, before the first, the headers)
 * came in the last quarter of the time allowed (7.5 s of the default 30 s); a longer silence is the
 * server having stopped sending (a backend hung after flushing its headers, a proxy waiting on a dead
 * upstream): a failure, and Googlebot gives such a fetch up too. A share, not a fixed number of
 * seconds, so that a --timeout of 1 s and of 300 s are judged alike; a link that still sends is
 * seldom silent that long. Headers that came later than that, with no byte yet, came too late to judge.
 */
const STALL_SHARE = 0.25;

/**
 * GETs `url` as `agent` would: its user agent and headers, redirects followed by hand on the URL's
 * own host only, the body decoded and counted up to the cap, its start read for challenge markers.
 * Never throws for what the server does: a refused connection or a timeout is the fetch's `error`.
 */
export async function fetchAs(agent: DiagnoseAgent, url: string, options: AgentFetchOptions): Promise<AgentFetch> {
  const started = performance.now();
  const userAgent = DIAGNOSE_USER_AGENTS[agent];
  const result: AgentFetch = {
    agent,
    userAgent,
    hops: [],
    status: null,
    redirectNotFollowed: null,
    contentType: null,
    contentEncoding: null,
    bytes: 0,
    gzipFileBytes: null,
    cut: false,
    unfinished: false,
    challenge: null,
    htmlPage: false,
    error: null,
    ms: 0,
  };
  const host = new URL(url).host;
  let current = url;
  let reading = false;
  /** When the body last brought a byte, or the headers came: how long it has been silent. */
  let heardAt = 0;
  try {
    for (;;) {
      const response = await request(current, {
        method: 'GET',
        headers: {
          'user-agent': userAgent,
          accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          'accept-encoding': ACCEPT_ENCODING,
          'accept-language': 'en',
        },
        signal: options.signal,
        dispatcher: options.dispatcher,
      });
      const hop: DiagnoseHop = { url: current, status: response.statusCode };
      result.hops.push(hop);
      result.status = response.statusCode;
      const location = redirectTarget(response, current);
      if (location !== null) {
        const why = redirectRefusal(location, host, result.hops);
        if (why === null) {
          // A redirect's body, stalled or endless, is never waited for; a short one is drained, its connection kept.
          discardAnswer(response);
          current = location.href;
          continue;
        }
        result.redirectNotFollowed = { to: location.href, why };
      }
      reading = true;
      heardAt = performance.now();
      await readAnswer(response, result, options.maxBytes, () => (heardAt = performance.now()));
      break;
    }
  } catch (error) {
    if (options.signal.aborted && !isTimeout(options.signal)) throw error;
    if (reading && isTimeout(options.signal))
      Object.assign(result, deadlineInBody(result.bytes, performance.now() - heardAt, options.timeoutMs));
    else if (isTimeout(options.signal)) result.error = 'timeout';
    else Object.assign(result, fetchFailure(error, reading));
  }
  result.ms = Math.round(performance.now() - started);
  return result;
}

/** An HTML page's opening: a DOCTYPE html or an <html> tag, after comments and white space. */
const HTML_OPENING = /^\uFEFF?\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html\b|html[\s>])/i;

/** Type, coding, decoded size, challenge markers and HTML opening of the last answer. */
async function readAnswer(
  response: Dispatcher.ResponseData,
  result: AgentFetch,
  maxBytes: number,
  heard: () => void,
): Promise<void> {
  const headers = response.headers;
  result.contentType = headerValue(headers['content-type']);
  result.contentEncoding = headerValue(headers['content-encoding']);
  const decoded = decodedBody(response.body, result.contentEncoding);
  let start = '';
  if (decoded === null) {
    // A coding the app cannot undo, nor Googlebot (it asks for the same ones): its size is not known,
    // and its text cannot be read for markers; said as such, not as an empty answer.
    discardAnswer(response);
    result.error = 'coding-unknown';
    result.challenge = challengeOf(response.statusCode, headers, '');
    return;
  }
  const text = new TextDecoder();
  // A gzip file (a .xml.gz, served with or without a coding) is counted as what it inflates to: the
  // protocol's size limit is of the sitemap uncompressed, and Google reads it inflated.
  const stats: ContentStats = { gzip: false, bytes: 0, contentBytes: 0 };
  const content = contentChunks(codingFailures(decoded), stats, Infinity, () => undefined, '');
  try {
    for await (const chunk of content) {
      if (start.length < CHALLENGE_SCAN_BYTES)
        start += text.decode(chunk.subarray(0, CHALLENGE_SCAN_BYTES), { stream: true });
      result.bytes += chunk.length;
      heard();
      if (result.bytes > maxBytes) {
        result.bytes = maxBytes;
        result.cut = true;
        break; // leaving the loop destroys the stream: the rest is not downloaded
      }
    }
  } catch (error) {
    // The transfer's own failure (its coding, the connection) as it was; else the gzip file's.
    throw error instanceof CodingFailure ? error.cause : stats.gzip ? new GzipFileFailure() : error;
  } finally {
    if (stats.gzip) result.gzipFileBytes = stats.bytes;
    // Read from the start that came, also when the body stopped before its end.
    result.challenge = challengeOf(response.statusCode, headers, start.slice(0, CHALLENGE_SCAN_BYTES));
    result.htmlPage = HTML_OPENING.test(start);
  }
}

/** A failure of the body as it came, its Content-Encoding undone: told apart from a gzip file's inside it. */
class CodingFailure {
  constructor(readonly cause: unknown) {}
}

/** A gzip file in the body that does not inflate: damaged, or cut short. */
class GzipFileFailure extends Error {}

async function* codingFailures(body: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    yield* body;
  } catch (error) {
    throw new CodingFailure(error);
  }
}

/**
 * The deadline reached during the body (STALL_SHARE): the server stopped sending, after some bytes or
 * none; still arriving (what came was fine, only not all of it in the time allowed); or, no byte yet
 * but the headers only just came, too soon to tell: the time running out, not the server stopping.
 */
function deadlineInBody(
  bytes: number,
  silentMs: number,
  timeoutMs: number,
): Partial<Pick<AgentFetch, 'unfinished' | 'error' | 'silentMs'>> {
  const silent = { silentMs: Math.round(silentMs) };
  const stopped = silentMs >= timeoutMs * STALL_SHARE;
  if (bytes === 0) return { error: stopped ? 'body-none' : 'body-late', ...silent };
  return stopped ? { error: 'body-stalled', ...silent } : { unfinished: true };
}

function redirectTarget(response: Dispatcher.ResponseData, from: string): URL | null {
  if (response.statusCode < 300 || response.statusCode > 399) return null;
  const location = locationOf(response.headers.location);
  if (location === null) return null;
  try {
    return new URL(location, from);
  } catch {
    return null;
  }
}

/** Why a redirect is not followed, or null when it is: only http(s) on the URL's own host, at most MAX_REDIRECTS. */
function redirectRefusal(
  location: URL,
  host: string,
  hops: readonly { url: string }[],
): NonNullable<AgentFetch['redirectNotFollowed']>['why'] | null {
  if (location.protocol !== 'http:' && location.protocol !== 'https:') return 'other-scheme';
  if (location.host !== host) return 'other-host';
  // Back to a URL already asked: a loop, said as one (the check says so too), not after ten hops as too many.
  if (hops.some(({ url }) => url === location.href)) return 'loop';
  return hops.length > MAX_REDIRECTS ? 'too-many' : null;
}

/**
 * A failure the diagnosis words (DiagnoseFailure) as its code, any other as the network's code or
 * words: undici's were an error code (UND_ERR_HEADERS_OVERFLOW), zlib's (Z_DATA_ERROR), or English.
 * The parser's refusal of a head is told by httpParserFault; of a body, as its chunks, with its reason.
 */
function fetchFailure(error: unknown, inBody: boolean): Pick<AgentFetch, 'error' | 'parserReason'> {
  if (error instanceof GzipFileFailure) return { error: 'gzip-file-corrupt' };
  const code = errorCode(error);
  const refusal = answerRefusal(error, { inBody });
  if (refusal?.kind === 'invalid-headers') return { error: 'invalid-headers', parserReason: refusal.reason };
  if (refusal) return { error: refusal.kind };
  // In a body, the parser refuses only its framing: a chunk's size or end.
  const bodyReason = inBody ? chunkFaultReason(error) : null;
  if (bodyReason !== null) return { error: 'bad-chunks', parserReason: bodyReason };
  if (code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH') return { error: 'body-short' };
  // zlib's codes (gzip, deflate) and brotli's (ERR__ERROR_FORMAT_…)
  if (/^(Z_|ERR__ERROR_)/.test(code)) return { error: 'coding-corrupt' };
  return { error: networkReason(error) };
}

function isTimeout(signal: AbortSignal): boolean {
  return (signal.reason as { name?: string } | undefined)?.name === 'TimeoutError';
}
