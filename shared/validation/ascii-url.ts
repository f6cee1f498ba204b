import { wellFormed } from '../columnar/utf8-text';

/** A character past ASCII, which a URL carries percent-encoded (its host as punycode). */
export const NOT_ASCII = /[\u0080-\uffff]/;
const NOT_ASCII_RUNS = /[\u0080-\uffff]+/g;
/** scheme://authority, and the rest. */
const WITH_AUTHORITY = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)(.*)$/is;

/**
 * `url` as a browser sends it (WHATWG URL): its host as punycode and every other character past
 * ASCII percent-encoded as UTF-8, so a sitemap's `…/café` is the `…/caf%C3%A9` a link names. Nothing
 * else of the URL is changed.
 */
export function asciiForm(url: string): string {
  const match = WITH_AUTHORITY.exec(url);
  if (!match) return percentEncoded(url);
  const [, scheme, authority, rest] = match as unknown as [string, string, string, string];
  const at = authority.lastIndexOf('@');
  const host = authority.slice(at + 1);
  // The port as written: parsed as http, an https URL's :80 would be dropped as a default.
  const port = /:\d*$/.exec(host)?.[0] ?? '';
  const name = host.slice(0, host.length - port.length);
  const asciiName = NOT_ASCII.test(name) && URL.canParse(`http://${name}`) ? new URL(`http://${name}`).hostname : name;
  return `${scheme}${percentEncoded(authority.slice(0, at + 1))}${asciiName}${port}${percentEncoded(rest)}`;
}

/** Each run of characters past ASCII as its UTF-8 bytes percent-encoded; a lone surrogate as U+FFFD, as a browser sends it. */
const percentEncoded = (text: string): string =>
  text.replace(NOT_ASCII_RUNS, (run) => encodeURIComponent(wellFormed(run)));
