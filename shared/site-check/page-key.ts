import { normaliseLoc } from '../validation/duplicate-locs';

/** A character past ASCII, which a URL carries percent-encoded (its host as punycode). */
const NOT_ASCII = /[\u0080-\uffff]/;

/**
 * The form two URLs of one page share: a loc's normal form (duplicate-locs), the fragment dropped,
 * and what is not ASCII encoded as a browser sends it (WHATWG URL: UTF-8 percent-encoded, the host
 * as punycode), so a sitemap's `…/café` is the page a link or a response names `…/caf%C3%A9`.
 */
export function pageKey(url: string): string {
  const hash = url.indexOf('#');
  const page = hash < 0 ? url : url.slice(0, hash);
  return normaliseLoc(NOT_ASCII.test(page) && URL.canParse(page) ? new URL(page).href : page);
}
