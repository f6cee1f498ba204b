import { bytesStartWith } from '../../../shared/columnar/utf8-text';
import { locHost } from '../../../shared/site-check/checked-rows';

/** A host locHost reads without the URL parser: lower-case letters, digits, dots and hyphens. */
const PLAIN_HOST = /^[a-z0-9.-]+$/;
const SLASH = 0x2f;
const QUESTION_MARK = 0x3f;
const HASH = 0x23;

/**
 * The check of a table's locs against its own host: a loc's host (as locHost reads it) when it is
 * another, else null. A loc on the own host, written plainly (http(s)://host then a path, query,
 * fragment or nothing), is told by comparing its characters in place: no regex, no substring.
 */
export function otherHostOf(ownHost: string): (loc: string) => string | null {
  const plain = PLAIN_HOST.test(ownHost);
  return (loc) => {
    const hostAt = loc.startsWith('https://') ? 8 : loc.startsWith('http://') ? 7 : -1;
    if (plain && hostAt > 0 && loc.startsWith(ownHost, hostAt)) {
      const after = loc.length === hostAt + ownHost.length ? SLASH : loc.charCodeAt(hostAt + ownHost.length);
      if (after === SLASH || after === QUESTION_MARK || after === HASH) return null;
    }
    const host = locHost(loc);
    return host !== null && host !== ownHost ? host : null;
  };
}

/**
 * otherHostOf for a loc held as UTF-8 (`bytes[start, end)`): a loc plainly on the own host is told
 * from its bytes; any other is decoded (`text`) and goes otherHostOf's way.
 */
export function otherHostOfUtf8(
  ownHost: string,
): (bytes: Uint8Array, start: number, end: number, text: () => string) => string | null {
  const ofText = otherHostOf(ownHost);
  const origins = PLAIN_HOST.test(ownHost) ? [Buffer.from(`https://${ownHost}`), Buffer.from(`http://${ownHost}`)] : [];
  return (bytes, start, end, text) => {
    for (const origin of origins) {
      if (!bytesStartWith(bytes, start, end, origin)) continue;
      const after = start + origin.length === end ? SLASH : bytes[start + origin.length];
      if (after === SLASH || after === QUESTION_MARK || after === HASH) return null;
    }
    return ofText(text());
  };
}
