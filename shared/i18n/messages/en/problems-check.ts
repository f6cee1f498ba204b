/** English: what the site check finds when it fetches a listed URL (shared/problem-catalogue/check-problems.ts). */
export const checkProblemMessages = {
  'check-not-found': {
    gone: 'The page is gone (410): remove it from the sitemap.',
    notFound: 'The page is not found ({status}): remove it from the sitemap or restore the page.',
  },
  'check-client-error': {
    tooManyRequests: 'The site refused the check with 429 (too many requests). Check it again later or more slowly.',
    tooManyRequestsRetried:
      'The site refused the check with 429 (too many requests). {retried} Check it again later or more slowly.',
    refused: 'The page answers {status}, so search engines cannot read it.',
  },
  'check-server-error': {
    failed: 'The server failed with {status}.',
    failedRetried: 'The server failed with {status}. {retried}',
    failedRetryAfter: 'The server failed with {status} (Retry-After: {retryAfter}).',
    failedRetryAfterRetried: 'The server failed with {status} (Retry-After: {retryAfter}). {retried}',
  },
  'check-redirect': {
    nowhere: 'The URL answers {status} (a redirect) without saying where to.',
    notAUrl: 'The URL answers {status} (a redirect) to a Location that is not a URL: it leads nowhere.',
    unfetched:
      'The URL redirects ({status}) to {target}, which was not fetched ({reason}): there is no page there to list instead.',
    notModified:
      'The URL answers 304 Not Modified to a request that held no copy of it: no page comes, for Googlebot neither. A cache or CDN in front of the site is answering wrongly.',
    elsewhere:
      'The URL redirects ({status}) to {target}: list that instead. | The URL redirects {hops} times (first {status}) to {target}: list that instead.',
  },
  'check-redirect-loop': 'The redirects loop: after {hops} they lead back to {target}.',
  'check-too-many-redirects': 'The URL redirects {hops} times without reaching a page.',
  'check-redirect-scheme': 'The URL redirects to {target}, which is not an http or https URL; it was not followed.',
  'check-redirect-other-host':
    "The URL redirects to {target}, on another host; only the table's hosts are checked, so it was not followed.",
  'check-meta-refresh': {
    instant:
      'The page refreshes at once to {target} (a meta refresh, which search engines treat as a permanent redirect): list that instead.',
    delayed:
      'The page refreshes to {target} after {seconds} s (a meta refresh, which search engines treat as a temporary redirect).',
  },
  'check-noindex':
    'The page asks not to be indexed ({where}: "{value}"): remove it from the sitemap or drop the noindex.',
  'check-canonical-elsewhere': 'The page names {canonical} as its canonical URL: list that instead.',
  'check-canonical-conflict':
    'The page names two canonical URLs, {canonical} and {other}: Google then ignores both. Keep one.',
  'check-blocked-by-robots': {
    rule: "The site's robots.txt does not let {agent} fetch this URL: {refusal}",
    unreachable:
      '{agent} fetches nothing from {origin}: its robots.txt gave no answer ({reason}), and a crawler then fetches nothing from the site (RFC 9309). Is the server down, or refusing crawlers?',
    unreadable:
      '{agent} fetches nothing from {origin}: its robots.txt came as {reason}, and a crawler then fetches nothing from the site (RFC 9309). Have the server, or a CDN in front of it, send it uncompressed or in one of those.',
    privateAddress:
      '{origin} was not asked: {reason}. A search engine fetches nothing there either; list no URL of it.',
  },
  'check-skipped-by-robots':
    "Not fetched: the site's robots.txt asks {agent} not to ({refusal}). That is the checker's own group; the search engines chosen are judged by their own groups, and those do not block this URL.",
  'check-empty-page':
    'The page answered {status} with nothing in it: search engines find no content there (a soft 404). Fill it, or take it out of the sitemap.',
  'check-not-html': 'The URL is {contentType}, not an HTML page, in a sitemap of pages.',
  'check-hreflang-mismatch': "The page's hreflang links and the sitemap's alternates disagree: {differences}.",
  'check-slow': 'The page took {timeMs} ms to answer (more than {limitMs} ms).',
  'check-page-cut': 'The page held more than the check takes from one page: {cuts}.',
  'check-unread-coding':
    'The page was sent compressed as "{coding}", which the check cannot read (it asks for gzip, deflate or br): its head (robots meta, canonical, hreflang) was not read, so whether it may be indexed is unknown.',
  'check-unreachable': 'The URL could not be fetched: {how}. {failure}',
};
