/**
 * The links of a page's content as a set that changes only when the links do: absolute, without
 * fragments, without the query parameters that bust caches or carry a session, sorted, each once.
 */

import { withoutSessionIds } from '../session-ids';

/**
 * Query parameters whose value may change between fetches of the same page (cache busting, sessions,
 * tokens): a fingerprint leaves out any `sid`, where the crawl keeps one that is no token (withoutSessionIds).
 */
const VOLATILE_PARAMETERS =
  /^(?:v|ver|version|cb|cachebust|cache_bust|cachebuster|_|t|ts|timestamp|rev|nocache|sid|sessionid|session_id|phpsessid|jsessionid|csrf|csrf_token|_token|token|nonce)$/i;

/** The link as the set keeps it, or null when it is not a web link (mailto:, javascript:, a bad URL). */
export function stableLink(href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  for (const name of [...url.searchParams.keys()]) if (VOLATILE_PARAMETERS.test(name)) url.searchParams.delete(name);
  // A session id written into the path (";jsessionid=…") moves with every visit too.
  return withoutSessionIds(url.href);
}

/** The set's text: its links sorted, one per line, each once. */
export function linkSetText(links: Iterable<string>): string {
  return [...new Set(links)].sort().join('\n');
}
