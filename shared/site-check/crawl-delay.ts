/**
 * The longest gap a site's Crawl-delay makes the checker and the crawler wait between two requests to
 * it: a minute. A site asking for more (99,999,999 s was met) would not be visited once a day; Google
 * does not read the line at all, and Bing takes at most 30 s.
 */
export const MOST_CRAWL_DELAY_MS = 60_000;

/** The gap a Crawl-delay of `delayMs` makes: itself, up to MOST_CRAWL_DELAY_MS. */
export const crawlDelayGapMs = (delayMs: number | null): number => Math.min(delayMs ?? 0, MOST_CRAWL_DELAY_MS);
