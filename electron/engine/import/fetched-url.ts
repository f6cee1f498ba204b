/** A percent-escape of an unreserved character (RFC 3986, 2.3: a letter, a digit, - . _ ~). */
const UNRESERVED_ESCAPE = /%(?:4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|3[0-9]|2D|2E|5F|7E)/gi;

const decoded = (escape: string): string => String.fromCharCode(parseInt(escape.slice(1), 16));

/**
 * The URL a sitemap is fetched and known by: its fragment dropped (it is never sent to a server) and
 * escapes of unreserved characters decoded (RFC 3986, 6.2.2.2: `%69` is `i`), the host already
 * lower-cased and a default port dropped by the URL parser. The same file listed two ways is one file:
 * read once, counted once, and an index that lists itself by another spelling is a loop.
 */
export function fetchedUrl(url: URL): string {
  const known = new URL(url.href);
  known.hash = '';
  known.pathname = known.pathname.replace(UNRESERVED_ESCAPE, decoded);
  known.search = known.search.replace(UNRESERVED_ESCAPE, decoded);
  return known.href;
}

/** fetchedUrl of a URL's text (relative to `base`, when given); the text as it is when it is no URL. */
export function fetchedUrlOf(text: string, base?: string): string {
  const url = URL.parse(text, base);
  return url === null ? text : fetchedUrl(url);
}
