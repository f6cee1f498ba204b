import { LIMITS } from '../protocol';
import type { PublishBase } from './base-url';
import { bytesStartWith, readUtf8, utf8Bytes } from '../columnar/utf8-text';
import { escapeRegExp } from '../escape-regexp';
import { hostNameFault } from './host-name';
import { HOLDS_NOT_ESCAPED } from './url-escapes';

/**
 * The common loc, known to break no loc rule without the URL parser (which costs more than every
 * other rule together over a million rows): http(s), a host the parser keeps as written, then only
 * characters that need no escaping. Anything else is "not plain" and gets the full rules, which
 * decide it exactly; this only has to be right when it says yes.
 */

// The path and query characters that need no escaping (no space, "#", "\", "{", "<", control or non-ASCII).
const PATH = "(?:/[A-Za-z0-9\\-._~!$&'()*+,;=:@%/]*)?";
const QUERY = "(?:\\?[A-Za-z0-9\\-._~!$&'()*+,;=:@%/?]*)?$";
/**
 * A path under a base's directory: no segment may open with "." or "%2e", which the parser resolves
 * (the directory check sees the resolved path).
 */
const SEGMENTS = "(?:(?!\\.|%2[eE])[A-Za-z0-9\\-._~!$&'()*+,;=:@%]*(?:/|(?=\\?)|$))*";
/** Lower-case host (the parser lowers letters), IPv6 brackets and a port; the parser has the last word. */
const PLAIN_URL = new RegExp(`^https?://[a-z0-9.:\\[\\]-]+${PATH}${QUERY}`);

/**
 * One regular expression per origin or base, so a loc is looked at once (a prefix compare and a
 * pattern cost about the same each): the last of each, as a site's locs nearly all share one.
 */
let plainOrigin: RegExp | null = null;
let plainBase: { base: PublishBase; plain: RegExp | null } | null = null;

/**
 * Whether a loc under the base may be plain: its host is a name DNS may hold (hostNameFault), and its
 * path holds nothing a URL holds only escaped (the parser keeps "|", "^", "[" as written). Under
 * another, no loc is plain: each is checked in full.
 */
const mayHoldPlainLocs = (base: PublishBase): boolean => {
  const { hostname, pathname } = new URL(base.href);
  return hostNameFault(hostname) === null && !HOLDS_NOT_ESCAPED.test(pathname);
};

/** A "%" that opens no escape (two hex digits): a loc holding one is not plain (loc-not-escaped). */
const BAD_PERCENT = /%(?![0-9A-Fa-f]{2})/;

/** True when checkLoc would find nothing wrong with `loc` (at `base`, when set); false says only "not sure". */
export function isPlainLoc(loc: string, base: PublishBase | null): boolean {
  return isPlainLocText(loc, base) && !(loc.includes('%') && BAD_PERCENT.test(loc));
}

/** isPlainLoc but for the escapes its "%"s open. */
function isPlainLocText(loc: string, base: PublishBase | null): boolean {
  if (loc.length >= LIMITS.locLength) return false;
  if (base !== null) {
    // Under the base's directory: its origin is the parser's own, so only the rest needs looking at.
    if (plainBase?.base !== base)
      plainBase = {
        base,
        plain: mayHoldPlainLocs(base) ? new RegExp(`^${escapeRegExp(base.href)}${SEGMENTS}${QUERY}`) : null,
      };
    return plainBase.plain?.test(loc) ?? false;
  }
  if (plainOrigin?.test(loc)) return true;
  return PLAIN_URL.test(loc) && isPlainOrigin(loc);
}

/** Whether the loc's origin is one the URL parser takes and keeps as written (remembered when so). */
function isPlainOrigin(loc: string): boolean {
  const authority = loc.indexOf('//') + 2;
  let end = authority;
  while (end < loc.length && loc[end] !== '/' && loc[end] !== '?') end++;
  const origin = loc.slice(0, end);
  const url = URL.parse(origin);
  if (url?.host !== loc.slice(authority, end) || hostNameFault(url.hostname) !== null) return false;
  plainOrigin = new RegExp(`^${escapeRegExp(origin)}${PATH}${QUERY}`);
  return true;
}

/** Each byte's classes: which parts of a plain loc may hold it (bits below; none for a byte past ASCII). */
const BYTE_CLASSES = new Uint8Array(256);
const HOST_BYTE = 1;
const SEGMENT_BYTE = 2;
const PATH_BYTE = 4;
const QUERY_BYTE = 8;
const classify = (chars: string, bit: number): void => {
  for (let i = 0; i < chars.length; i++) BYTE_CLASSES[chars.charCodeAt(i)]! |= bit;
};
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The classes of PLAIN_URL's host, SEGMENTS, PATH and QUERY, character for character.
classify('abcdefghijklmnopqrstuvwxyz0123456789.:[]-', HOST_BYTE);
classify(`${ALNUM}-._~!$&'()*+,;=:@%`, SEGMENT_BYTE | PATH_BYTE | QUERY_BYTE);
classify('/', PATH_BYTE | QUERY_BYTE);
classify('?', QUERY_BYTE);
const [SLASH, QUESTION, DOT, PERCENT] = [0x2f, 0x3f, 0x2e, 0x25];
const HTTP = [0x68, 0x74, 0x74, 0x70];
const SCHEME_END = [0x3a, 0x2f, 0x2f];

/**
 * The base's href as bytes, and as little-endian 32-bit words (its whole ones: a loc's start is
 * compared with it four bytes to a load, a third less time than byte by byte); and the last origin
 * found plain (the URL parser asked once per origin).
 */
let baseBytes: {
  base: PublishBase;
  href: Uint8Array;
  words: Int32Array;
  percent: number;
  plainUnder: boolean;
} | null = null;

function hrefBytes(base: PublishBase): NonNullable<typeof baseBytes> {
  const href = utf8Bytes(base.href);
  const view = new DataView(href.buffer, href.byteOffset, href.byteLength);
  const words = Int32Array.from({ length: href.length >> 2 }, (_, i) => view.getInt32(4 * i, true));
  return { base, href, words, percent: href.includes(PERCENT) ? LOC_PERCENT : 0, plainUnder: mayHoldPlainLocs(base) };
}

let plainOriginBytes: Uint8Array | null = null;
const LOC_LENGTH_LIMIT = LIMITS.locLength;

/** plainLocFactsUtf8's bits: the loc is plain (isPlainLoc says yes), and it holds a "%". */
export const LOC_PLAIN = 1;
export const LOC_PERCENT = 2;
const NOT_PLAIN = 0;

/**
 * isPlainLoc over a loc's UTF-8 (`bytes[start, end)`), for a reader that holds locs as bytes (a
 * check from columns): true only where isPlainLoc says true of the decoded text, the text decoded
 * only for an origin not seen yet. False says only "not sure": ask checkLoc with the text.
 */
export const isPlainLocUtf8 = (bytes: Uint8Array, start: number, end: number, base: PublishBase | null): boolean =>
  (plainLocFactsUtf8(bytes, start, end, base) & LOC_PLAIN) !== 0;

/**
 * isPlainLocUtf8 as bits, told in the same one look at the bytes: LOC_PLAIN where it says true, and
 * then LOC_PERCENT where the loc holds a "%" (which a reader looking for escapes need not look for
 * again); 0 where it says false. `view`, `bytes` as a DataView for a reader that has one (of a chunk
 * of many locs): the base's href is compared four bytes to a load.
 */
export function plainLocFactsUtf8(
  bytes: Uint8Array,
  start: number,
  end: number,
  base: PublishBase | null,
  view?: DataView,
): number {
  const facts = plainLocFactsOfChars(bytes, start, end, base, view);
  return facts & LOC_PERCENT && holdsBadPercent(bytes, start, end) ? NOT_PLAIN : facts;
}

/** Whether a "%" in bytes [start, end) opens no escape (is not followed by two hex digits). */
function holdsBadPercent(bytes: Uint8Array, start: number, end: number): boolean {
  for (let at = bytes.indexOf(PERCENT, start); at >= 0 && at < end; at = bytes.indexOf(PERCENT, at + 1)) {
    if (at + 2 >= end || !isHexDigit(bytes[at + 1]!) || !isHexDigit(bytes[at + 2]!)) return true;
  }
  return false;
}

const isHexDigit = (byte: number): boolean =>
  (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66);

/** plainLocFactsUtf8 but for the escapes its "%"s open. */
function plainLocFactsOfChars(
  bytes: Uint8Array,
  start: number,
  end: number,
  base: PublishBase | null,
  view?: DataView,
): number {
  // Every byte a plain loc may hold is ASCII, so its length in bytes is its length in characters.
  if (end - start >= LOC_LENGTH_LIMIT) return NOT_PLAIN;
  if (base !== null) {
    if (baseBytes?.base !== base) baseBytes = hrefBytes(base);
    const { href, words, plainUnder } = baseBytes;
    if (!plainUnder) return NOT_PLAIN;
    if (end - start < href.length) return NOT_PLAIN;
    let i = 0;
    if (view) for (; i < words.length; i++) if (view.getInt32(start + 4 * i, true) !== words[i]) return NOT_PLAIN;
    for (i *= 4; i < href.length; i++) if (bytes[start + i] !== href[i]) return NOT_PLAIN;
    const rest = plainSegmentsAt(bytes, start + href.length, end, view);
    return rest === NOT_PLAIN ? NOT_PLAIN : rest | baseBytes.percent;
  }
  const hostEnd = plainOriginEnd(bytes, start, end);
  const rest = hostEnd < 0 ? NOT_PLAIN : plainRestAt(bytes, hostEnd, end, PATH_BYTE);
  if (rest === NOT_PLAIN) return NOT_PLAIN;
  if (
    plainOriginBytes !== null &&
    plainOriginBytes.length === hostEnd - start &&
    bytesStartWith(bytes, start, end, plainOriginBytes)
  )
    return rest;
  if (!isPlainLoc(readUtf8(bytes, start, end), null)) return NOT_PLAIN;
  plainOriginBytes = bytes.slice(start, hostEnd);
  return rest;
}

/** Where PLAIN_URL's `https?://host` ends, followed by "/", "?" or the end; -1 where it does not match. */
function plainOriginEnd(bytes: Uint8Array, start: number, end: number): number {
  if (!bytesStartWith(bytes, start, end, HTTP)) return -1;
  let at = start + HTTP.length;
  if (at < end && bytes[at] === 0x73) at++; // https
  if (!bytesStartWith(bytes, at, end, SCHEME_END)) return -1;
  at += SCHEME_END.length;
  const hostStart = at;
  while (at < end && BYTE_CLASSES[bytes[at]!]! & HOST_BYTE) at++;
  if (at === hostStart || (at < end && bytes[at] !== SLASH && bytes[at] !== QUESTION)) return -1;
  return at;
}

/**
 * Whether bytes [at, end) match PATH then QUERY, or, with `first` = QUERY_BYTE, QUERY alone: LOC_PLAIN
 * (with LOC_PERCENT where they hold a "%") when they do, else 0.
 */
function plainRestAt(bytes: Uint8Array, at: number, end: number, first: number): number {
  let allowed = first;
  let percent = 0;
  if (first === PATH_BYTE && at < end && bytes[at] !== SLASH) allowed = QUERY_BYTE;
  if (allowed === QUERY_BYTE && at < end && bytes[at] !== QUESTION) return NOT_PLAIN;
  for (; at < end; at++) {
    const byte = bytes[at]!;
    if (byte === QUESTION) allowed = QUERY_BYTE;
    else if (byte === PERCENT) percent = LOC_PERCENT;
    if (!(BYTE_CLASSES[byte]! & allowed)) return NOT_PLAIN;
  }
  return LOC_PLAIN | percent;
}

/** Whether "%2e" or "%2E" starts at `at` ("%" is there). */
const opensDotEscape = (bytes: Uint8Array, at: number, end: number): boolean =>
  at + 2 < end && bytes[at + 1] === 0x32 && (bytes[at + 2]! | 0x20) === 0x65;

/**
 * What a byte is to SEGMENTS: one that goes on with a segment, one that has more to say (".", "%",
 * "/", "?"), or one no segment holds. One lookup a byte, in plainSegmentsAt's loop: a class's bit
 * and then the byte itself, tested in turn, took half as long again.
 */
const [IN_SEGMENT, SEGMENT_DOT, SEGMENT_PERCENT, SEGMENT_SLASH, SEGMENT_QUESTION, NOT_IN_SEGMENTS] = [0, 1, 2, 3, 4, 5];
const SEGMENT_STEP = new Uint8Array(256).fill(NOT_IN_SEGMENTS);
for (let byte = 0; byte < 256; byte++) if (BYTE_CLASSES[byte]! & SEGMENT_BYTE) SEGMENT_STEP[byte] = IN_SEGMENT;
SEGMENT_STEP[DOT] = SEGMENT_DOT;
SEGMENT_STEP[PERCENT] = SEGMENT_PERCENT;
SEGMENT_STEP[SLASH] = SEGMENT_SLASH;
SEGMENT_STEP[QUESTION] = SEGMENT_QUESTION;

/**
 * Whether bytes [at, end) match SEGMENTS then QUERY (no segment opens with "." or "%2e"), as
 * plainRestAt tells it. With `view` (of `bytes`), runs of bytes that only go on with a segment are
 * passed four to a load (pastSegmentWords): most of a loc's path is words, digits and "-".
 */
function plainSegmentsAt(bytes: Uint8Array, at: number, end: number, view?: DataView): number {
  let segmentStart = true;
  let percent = 0;
  for (; at < end; at++) {
    if (view) {
      const past = pastSegmentWords(view, at, end);
      if (past !== at) {
        segmentStart = false;
        at = past;
        if (at === end) break;
      }
    }
    const step = SEGMENT_STEP[bytes[at]!]!;
    if (step === IN_SEGMENT) segmentStart = false;
    else if (step === SEGMENT_SLASH) segmentStart = true;
    else if (step === SEGMENT_DOT) {
      if (segmentStart) return NOT_PLAIN;
      segmentStart = false;
    } else if (step === SEGMENT_PERCENT) {
      if (segmentStart && opensDotEscape(bytes, at, end)) return NOT_PLAIN;
      percent = LOC_PERCENT;
      segmentStart = false;
    } else {
      const rest = step === SEGMENT_QUESTION ? plainRestAt(bytes, at, end, QUERY_BYTE) : NOT_PLAIN;
      return rest === NOT_PLAIN ? NOT_PLAIN : rest | percent;
    }
  }
  return LOC_PLAIN | percent;
}

/** Where the first of `view`'s 4-byte words from `at` that holds a byte other than IN_SEGMENT starts (or the last whole word ends). */
function pastSegmentWords(view: DataView, at: number, end: number): number {
  for (; at + 4 <= end; at += 4) {
    const word = view.getInt32(at, true);
    const steps =
      SEGMENT_STEP[word & 0xff]! |
      SEGMENT_STEP[(word >>> 8) & 0xff]! |
      SEGMENT_STEP[(word >>> 16) & 0xff]! |
      SEGMENT_STEP[word >>> 24]!;
    if (steps !== IN_SEGMENT) return at;
  }
  return at;
}
