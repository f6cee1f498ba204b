/**
 * How politely a site check runs: the settings a person can change (app, CLI), with defaults that
 * keep a small site's server comfortable while a table of tens of thousands of URLs still finishes
 * in an afternoon.
 */

import { RETRY_WAIT_CAP_MS } from '../retry-after';
import { DEFAULT_SEARCH_ENGINES, type SearchEngineAgent } from './search-engines';

/** The product token the checker obeys robots.txt for by default, and always the first word of its User-Agent. */
export const SITE_CHECK_ROBOTS_AGENT = 'SitemapStudio';

export interface CheckJobSettings {
  /** robots.txt groups are chosen for this product token (RFC 9309), falling back to `*`. */
  robotsAgent: string;
  /** Whose robots.txt groups decide whether a URL is blocked for search (the checker's own group never does). */
  searchEngines: readonly SearchEngineAgent[];
  /** Off only for a person's own site or the bench: then robots.txt and Crawl-delay are not read. */
  obeyRobots: boolean;
  /** Requests in flight at once, over all hosts. */
  concurrency: number;
  /** Requests in flight at once to one host (one origin: scheme, host and port, as robots.txt is). */
  perHostConcurrency: number;
  /** Requests started per second over all hosts; 0 for no limit. */
  ratePerSecond: number;
  /** Further attempts after a 429 or 503. */
  maxRetries: number;
  /** The wait before the first retry when the answer names none; doubled for each further one. */
  retryBaseMs: number;
  /**
   * The longest one URL waits for its retries, all together (and the longest its host rests after the
   * last refusal); a Retry-After beyond what is left ends the URL's retries instead.
   */
  maxRetryWaitMs: number;
  /** After this many URLs in a row on one host end in the same 429 or 503, the host's next URLs get one request each. */
  hostBreakerUrls: number;
  /** The whole robots.txt request, redirects included. */
  robotsTimeoutMs: number;
  /** Check URLs on hosts other than the table's own too. */
  allowOtherHosts: boolean;
}

export const DEFAULT_CHECK_JOB_SETTINGS: Readonly<CheckJobSettings> = {
  robotsAgent: SITE_CHECK_ROBOTS_AGENT,
  searchEngines: DEFAULT_SEARCH_ENGINES,
  obeyRobots: true,
  concurrency: 4,
  perHostConcurrency: 2,
  ratePerSecond: 5,
  maxRetries: 2,
  retryBaseMs: 2_000,
  maxRetryWaitMs: RETRY_WAIT_CAP_MS,
  hostBreakerUrls: 3,
  robotsTimeoutMs: 15_000,
  allowOtherHosts: false,
};
