/** Query parameters that only ever carry a visitor's session: the same page under another name at every visit. */
const SESSION_PARAMETERS = /^(?:sessionid|session_id|phpsessid|jsessionid)$/i;
/**
 * `sid` names a story, a shop or a section as often as a session (Slashdot's article.pl?sid=…): it is
 * taken for a session only when its value looks like a token, long and of letters and digits alone.
 */
const SID = /^sid$/i;
const TOKEN = /^[A-Za-z0-9_-]{16,}$/;
/** A session id written into the path, as Java and PHP servers do (";jsessionid=…"). */
const SESSION_IN_PATH = /;(?:jsessionid|phpsessid|sid)=[^/;?#]*/gi;
/** Whether a URL may hold one, to leave the others as they are at no cost. */
const MAY_HOLD = /sid|session/i;

/**
 * `href` (absolute, without a fragment) without the session ids a site writes into its links, the
 * rest of it as written, byte for byte: the crawl took /page?sid=<random> on every visit for another
 * page, listed as missing from the sitemap and saved.
 */
export function withoutSessionIds(href: string): string {
  if (!MAY_HOLD.test(href)) return href;
  const query = href.indexOf('?');
  const path = (query < 0 ? href : href.slice(0, query)).replace(SESSION_IN_PATH, '');
  if (query < 0) return path;
  const kept = href
    .slice(query + 1)
    .split('&')
    .filter((pair) => !isSessionPair(pair));
  return kept.length === 0 ? path : `${path}?${kept.join('&')}`;
}

function isSessionPair(pair: string): boolean {
  const equals = pair.indexOf('=');
  const name = equals < 0 ? pair : pair.slice(0, equals);
  if (SESSION_PARAMETERS.test(name)) return true;
  return SID.test(name) && TOKEN.test(equals < 0 ? '' : pair.slice(equals + 1));
}
