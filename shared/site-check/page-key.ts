import { asciiForm, NOT_ASCII } from '../validation/ascii-url';
import { normaliseLoc } from '../validation/duplicate-locs';

/**
 * The form two URLs of one page share: a loc's normal form (duplicate-locs: what is not ASCII written
 * as a browser sends it, so a sitemap's `…/café` is the page a link or a response names `…/caf%C3%A9`),
 * the fragment dropped; half a UTF-16 pair as the U+FFFD a browser sends for it.
 */
export function pageKey(url: string): string {
  const hash = url.indexOf('#');
  const page = withoutDotSegments(hash < 0 ? url : url.slice(0, hash));
  return normaliseLoc(NOT_ASCII.test(page) ? asciiForm(page) : page);
}

/** A path segment "." or "..": a browser resolves it away before it asks (`/s/./1.html` is `/s/1.html`). */
const DOT_SEGMENT = /\/\.{1,2}(?=[/?]|$)/;
/** An absolute URL's scheme and authority, then its path, then its query. */
const URL_PARTS = /^([a-z][a-z0-9+.-]*:\/\/[^/?]*)([^?]*)(.*)$/is;

/** `url` with the dot segments of its path removed (RFC 3986, 5.2.4), as every HTTP client sends it. */
function withoutDotSegments(url: string): string {
  if (!url.includes('/.')) return url; // nearly every URL: no regular expression run
  const parts = URL_PARTS.exec(url);
  if (parts === null || !DOT_SEGMENT.test(parts[2]!)) return url;
  const kept: string[] = [];
  const segments = parts[2]!.split('/').slice(1);
  segments.forEach((segment, at) => {
    if (segment === '..') kept.pop();
    else if (segment !== '.') kept.push(segment);
    // A last "." or ".." leaves the path ending in "/", as a folder.
    if ((segment === '.' || segment === '..') && at === segments.length - 1) kept.push('');
  });
  return `${parts[1]}/${kept.join('/')}${parts[3]}`;
}
