import { asciiForm, NOT_ASCII } from '../validation/ascii-url';
import { normaliseLoc } from '../validation/duplicate-locs';

/**
 * The form two URLs of one page share: a loc's normal form (duplicate-locs: what is not ASCII written
 * as a browser sends it, so a sitemap's `…/café` is the page a link or a response names `…/caf%C3%A9`),
 * the fragment dropped; half a UTF-16 pair as the U+FFFD a browser sends for it.
 */
export function pageKey(url: string): string {
  const hash = url.indexOf('#');
  const page = hash < 0 ? url : url.slice(0, hash);
  // normaliseLoc also resolves dot segments, as a browser does before it asks (`/s/./1.html` is `/s/1.html`).
  return normaliseLoc(NOT_ASCII.test(page) ? asciiForm(page) : page);
}
