/** Query parameters that carry a visitor's session: the same page under another name at every visit. */
const SESSION_PARAMETERS = /^(?:sid|sessionid|session_id|phpsessid|jsessionid)$/i;
/** A session id written into the path, as Java and PHP servers do (";jsessionid=…"). */
const SESSION_IN_PATH = /;(?:jsessionid|phpsessid|sid)=[^/;]*/gi;
/** Whether a URL may hold one, to leave the others unparsed. */
const MAY_HOLD = /sid|session|;/i;

/** Takes the session ids out of `url`, in place. */
export function dropSessionIds(url: URL): void {
  for (const name of [...url.searchParams.keys()]) if (SESSION_PARAMETERS.test(name)) url.searchParams.delete(name);
  url.pathname = url.pathname.replace(SESSION_IN_PATH, '');
}

/**
 * `href` (absolute) without the session ids a site writes into its links: the crawl found
 * /page?sid=<random> on every visit as another page, listed as missing from the sitemap and saved.
 */
export function withoutSessionIds(href: string): string {
  if (!MAY_HOLD.test(href)) return href;
  const url = URL.parse(href);
  if (url === null) return href;
  dropSessionIds(url);
  return url.href;
}
