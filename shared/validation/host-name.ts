import type { NotAUrl } from '../problem-catalogue/row-problems';

/** The most characters of one label of a host name (RFC 1035 2.3.4), and of the whole name (253, its dots included). */
const MOST_LABEL_CHARS = 63;
const MOST_NAME_CHARS = 253;

/**
 * Why a URL's host name (as the URL parser writes it: lower case, punycode) can be no name in DNS,
 * or null: a label longer than 63 characters, or a name longer than 253. The URL parser takes both,
 * but no such host can be looked up, so no crawler can fetch the page.
 */
export function hostNameFault(hostname: string): NotAUrl | null {
  if (hostname.startsWith('[')) return null; // an IPv6 address
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  if (name.length > MOST_NAME_CHARS) return { fault: 'host-name-long', length: name.length };
  const longest = longestLabel(name);
  return longest > MOST_LABEL_CHARS ? { fault: 'host-label-long', length: longest } : null;
}

/**
 * The most characters of a label of `name` (between dots, or a dot and an end), found by index: a
 * split made an array and a string per label at every loc checked in full (a table whose every loc
 * has a problem: a tenth of its check's CPU).
 */
function longestLabel(name: string): number {
  let longest = 0;
  let start = 0;
  for (let dot = name.indexOf('.'); dot >= 0; dot = name.indexOf('.', start)) {
    longest = Math.max(longest, dot - start);
    start = dot + 1;
  }
  return Math.max(longest, name.length - start);
}
