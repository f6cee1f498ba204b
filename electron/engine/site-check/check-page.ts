import type { Dispatcher } from 'undici';
import { request } from '../http/on-demand-modules';
import { askedAgainIfClosed } from '../http/asked-again-if-closed';
import { effectiveContentType, isHtmlType } from '../../../shared/site-check/content-type';
import type { CheckFailure, PageCheck } from '../../../shared/site-check/page-check';
import { emptyCheck } from '../../../shared/site-check/empty-check';
import { boundedValue, cutWith, PAGE_LIMITS, type PageCut } from '../../../shared/site-check/page-limits';
import { watchForContent } from './content-watch';
import type { HeadFacts } from './head-collector';
import { contentTypeCharset } from './html-charset';
import { networkFailure } from './network-failure';
import { readHtmlHead } from './read-html-head';
import type { Readable } from 'node:stream';
import { RequestStop } from './request-stop';
import { ACCEPT_ENCODING, decodedBody, discardAnswer } from '../http/response-body';
import { REDIRECT_HOPS } from '../../../shared/protocol';
import { locationOf } from '../http/location-header';
import { linkHeaderCanonical } from './link-header';
import { pageKey } from '../../../shared/site-check/page-key';

export interface CheckPageOptions {
  /** The connection pool to ask through (an undici Agent the caller made and closes). */
  dispatcher: Dispatcher;
  userAgent: string;
  /** Redirects followed before giving up (default 10). */
  maxRedirects?: number;
  /** The most bytes of an HTML page read looking for the end of its head (default 512 KiB). */
  headByteCap?: number;
  /** The whole check, redirects and head included (default 30 s). */
  deadlineMs?: number;
  signal?: AbortSignal;
  /** Asked before each redirect is followed (the job's host rule and robots.txt); every one is followed when absent. */
  redirectGate?: (target: string) => Promise<CheckFailure | null>;
}

/** What asking for a page needs besides how its HTML is read. */
export type FetchPageOptions = Omit<CheckPageOptions, 'headByteCap'>;

/**
 * Reads an HTML page that answered 2xx (its body decompressed, the caller lets go of the rest) and
 * answers what its head says: checkPage reads the head only, the crawl the whole page for its links.
 */
export type HtmlReader = (
  body: Readable,
  finalUrl: string,
  headerCharset: string | null,
) => Promise<HeadFacts & Pick<PageCheck, 'fingerprint'>>;

export const CHECK_PAGE_DEFAULTS = {
  maxRedirects: REDIRECT_HOPS,
  headByteCap: 512 * 1024,
  deadlineMs: 30_000,
} as const;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Checks one URL: GETs it, follows redirects by hand (recording every hop, stopping at a loop, at
 * too many, or at a scheme other than http(s)), and for an HTML page reads its head only. Network
 * trouble is a failure in the result, never an exception.
 */
export function checkPage(url: string, options: CheckPageOptions): Promise<PageCheck> {
  const headByteCap = options.headByteCap ?? CHECK_PAGE_DEFAULTS.headByteCap;
  return fetchPage(url, options, (body, finalUrl, charset) => readHtmlHead(body, finalUrl, charset, headByteCap));
}

/** checkPage with the HTML of the final page read by `readHtml`: the same requests, redirects and failures. */
export async function fetchPage(url: string, options: FetchPageOptions, readHtml: HtmlReader): Promise<PageCheck> {
  const check = emptyCheck(url);
  const started = performance.now();
  const first = requestUrl(url);
  if (typeof first !== 'string') return { ...check, failure: first };
  const stop = new RequestStop(options.signal, options.deadlineMs ?? CHECK_PAGE_DEFAULTS.deadlineMs);
  /** The URL asked last, and whether its answer's head had come (a failure after it is its body's). */
  const asked = { url: first, inBody: false };
  try {
    check.failure = await follow(check, first, options, readHtml, stop.signal, asked);
  } catch (error) {
    check.failure = networkFailure(error, asked.url, stop.reason, asked.inBody);
  } finally {
    stop.release();
    check.timeMs = Math.round(performance.now() - started);
  }
  return check;
}

/** Asks for `first` and the redirects after it, filling in `check`; returns the failure, if any. */
async function follow(
  check: PageCheck,
  first: string,
  options: FetchPageOptions,
  readHtml: HtmlReader,
  signal: AbortSignal,
  asked: { url: string; inBody: boolean },
): Promise<CheckFailure | null> {
  const maxRedirects = options.maxRedirects ?? CHECK_PAGE_DEFAULTS.maxRedirects;
  const seen = new Set([first]);
  for (let current = first; ;) {
    asked.url = current;
    asked.inBody = false;
    // A kept-alive connection the server closed as the request went out is no answer of the page's.
    const response = await askedAgainIfClosed(() =>
      request(current, {
        dispatcher: options.dispatcher,
        method: 'GET',
        signal,
        headers: {
          'user-agent': options.userAgent,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
          'accept-encoding': ACCEPT_ENCODING,
        },
      }),
    );
    asked.inBody = true;
    const headers = headerReader(response.headers);
    const { statusCode: status } = response;
    check.status = status;
    check.finalUrl = current;
    const location = REDIRECT_STATUSES.has(status) ? locationOf(response.headers.location) : null;
    if (location === null) {
      check.hops.push({ url: current, status, location: null });
      await readFinal(check, response, headers, readHtml);
      return null;
    }
    discardAnswer(response);
    const target = resolve(location, current);
    check.hops.push({ url: current, status, location: target ?? location });
    const refused =
      refuseRedirect(target, location, seen, check.hops.length, maxRedirects) ??
      (await options.redirectGate?.(target!)) ??
      null;
    if (refused) return refused;
    seen.add(target!);
    current = target!;
  }
}

/** Why a redirect to `target` is not followed, or null when it is. */
function refuseRedirect(
  target: string | null,
  location: string,
  seen: ReadonlySet<string>,
  redirects: number,
  maxRedirects: number,
): CheckFailure | null {
  if (target === null)
    return { kind: 'invalid-url', message: `The redirect points to "${location}", which is not a URL.` };
  const scheme = new URL(target).protocol;
  if (scheme !== 'http:' && scheme !== 'https:') {
    return {
      kind: 'redirect-scheme',
      message: `The redirect points to a ${scheme} URL (${target}), which is not followed.`,
    };
  }
  if (seen.has(target)) return { kind: 'redirect-loop', message: `The redirects loop back to ${target}.` };
  if (redirects > maxRedirects) {
    return { kind: 'too-many-redirects', message: `More than ${maxRedirects} redirects, the last to ${target}.` };
  }
  return null;
}

/** Records the last response's headers and, for a page that answered with HTML, what its head says. */
async function readFinal(
  check: PageCheck,
  response: Dispatcher.ResponseData,
  headers: (name: string) => string | null,
  readHtml: HtmlReader,
): Promise<void> {
  const { statusCode: status, body } = response;
  let headerCut = false;
  // An empty Content-Type names no type: as none given (the page read as HTML, as a browser sniffs it).
  check.contentType = effectiveContentType(response.headers['content-type']);
  check.lastModified = headers('last-modified');
  const xRobotsTag = joinedHeader(response.headers['x-robots-tag'], ',\n');
  check.xRobotsTag = xRobotsTag === null ? null : boundedValue(xRobotsTag, () => (headerCut = true));
  if (status === 429 || status === 503) check.retryAfter = headers('retry-after');
  const page = status >= 200 && status < 300 && isHtml(check.contentType);
  const coding = headers('content-encoding');
  const readable = page ? decodedBody(body, coding) : null;
  // A canonical in a Link header (a PDF's, any file's without a head), where the page's head names none.
  const headerCanonical = linkHeaderCanonical(headers('link'), check.finalUrl!);
  if (!readable) {
    check.canonical = headerCanonical;
    // Only a coding it cannot undo keeps a page's body from the check: said, never silently unread.
    if (page && coding !== null) check.unreadCoding = coding.slice(0, PAGE_LIMITS.valueChars);
    if (headerCut) check.cut = withHeaderCut(check.cut);
    return discardAnswer(response);
  }
  const reading = readHtml(readable, check.finalUrl!, contentTypeCharset(check.contentType));
  const content = watchForContent(readable);
  const head = await reading;
  // Read to its end with nothing but whitespace: an empty page (a soft 404), said rather than passed as indexable.
  if (!content.seen && readable.readableEnded) check.empty = true;
  if (readable === body) discardAnswer(response);
  else readable.destroy(); // a decompressor: its pipeline destroys the body too
  Object.assign(check, head);
  // A Link header's canonical beside the head's, naming another page, is a conflict as two in the head are.
  if (check.canonical !== null && headerCanonical !== null && check.canonicalConflict === undefined)
    if (pageKey(headerCanonical) !== pageKey(check.canonical)) check.canonicalConflict = headerCanonical;
  check.canonical ??= headerCanonical;
  if (headerCut) check.cut = withHeaderCut(check.cut);
}

/** The page's cut, saying also that its X-Robots-Tag was cut to its bound. */
function withHeaderCut(cut: PageCut | null): PageCut {
  return cutWith(cut, { longValues: [...(cut?.longValues ?? []), 'xRobotsTag'] });
}

/** The listed URL as it is asked for (without a fragment), or why it cannot be. */
function requestUrl(url: string): string | CheckFailure {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'invalid-url', message: `"${url}" is not a URL.` };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return { kind: 'invalid-url', message: `Only http and https URLs are checked, not ${parsed.protocol}.` };
  }
  parsed.hash = '';
  return parsed.href;
}

function resolve(location: string, base: string): string | null {
  try {
    const target = new URL(location, base);
    target.hash = ''; // a fragment is not sent; the page is the same
    return target.href;
  } catch {
    return null;
  }
}

/** A header's value, repeated ones joined with ", " as HTTP allows; null when absent. */
function headerReader(headers: Dispatcher.ResponseData['headers']): (name: string) => string | null {
  return (name) => joinedHeader(headers[name], ', ');
}

/**
 * A header's values joined by `separator`; null when absent. X-Robots-Tag keeps a line each
 * (PageCheck.xRobotsTag): ",\n" between them, so a reader of saved results that knows no lines
 * still reads each directive.
 */
function joinedHeader(value: string | string[] | undefined, separator: string): string | null {
  return value === undefined ? null : Array.isArray(value) ? value.join(separator) : value;
}

/** HTML by its Content-Type; a response without one may be HTML too (browsers and crawlers sniff). */
function isHtml(contentType: string | null): boolean {
  return contentType === null || isHtmlType(contentType);
}
