import { LIMITS } from '../protocol';
import type { PublishBase } from './base-url';

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

const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * One regular expression per origin or base, so a loc is looked at once (a prefix compare and a
 * pattern cost about the same each): the last of each, as a site's locs nearly all share one.
 */
let plainOrigin: RegExp | null = null;
let plainBase: { base: PublishBase; plain: RegExp } | null = null;

/** True when checkLoc would find nothing wrong with `loc` (at `base`, when set); false says only "not sure". */
export function isPlainLoc(loc: string, base: PublishBase | null): boolean {
  if (loc.length >= LIMITS.locLength) return false;
  if (base !== null) {
    // Under the base's directory: its origin is the parser's own, so only the rest needs looking at.
    if (plainBase?.base !== base) plainBase = { base, plain: new RegExp(`^${literal(base.href)}${SEGMENTS}${QUERY}`) };
    return plainBase.plain.test(loc);
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
  if (URL.parse(origin)?.host !== loc.slice(authority, end)) return false;
  plainOrigin = new RegExp(`^${literal(origin)}${PATH}${QUERY}`);
  return true;
}
