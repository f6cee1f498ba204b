import { CRAWL_BODY_BYTES } from './page-limits';
import type { Finding } from '../problem-catalogue';
import type { CheckSummary } from './check-job-report';
import type { NotIndexableReason } from './page-indexable';

/** What a crawl learns about one URL it reached: where it was found, and whether it is a page to list. */
export interface CrawledPage {
  /** Absolute, without a fragment. */
  url: string;
  /** Links followed from the home page (0) to reach it. */
  depth: number;
  /** The page whose link (or canonical, hreflang link or redirect) found it first; null for the home page. */
  linkedFrom: string | null;
  /** The last response's status; null when there was none. */
  status: number | null;
  /** Where its redirects ended, or where its meta refresh at once leads; null when it did neither or had no answer. */
  redirectedTo: string | null;
  /** How it led to redirectedTo: HTTP redirects, or a meta refresh at once; null with redirectedTo. */
  redirectKind: CrawlRedirectKind | null;
  /** Null when it is an indexable page; else why not. */
  notIndexable: NotIndexableReason | null;
  /**
   * Why its fetch failed (a redirect loop, a broken answer), on a page that failed: the site check's
   * finding, its code and facts, which each language words (renderMessage).
   */
  failure?: Finding;
  /**
   * Read only in part, past the byte cap or as far as its elements nest (PAGE_LIMITS.nesting): links
   * after where it stopped were not followed. Absent when it was read to its end.
   */
  readInPart?: true;
}

/** An HTTP redirect (3xx with a Location), or a page's `<meta http-equiv=refresh>` at once to another page. */
export type CrawlRedirectKind = 'http' | 'refresh';

/** How far a crawl may go. */
export interface CrawlLimits {
  /** URLs found (fetched or not) before new links are no longer taken. */
  maxPages: number;
  /** Links followed from the home page; a page at this depth is fetched, its links are not followed. */
  maxDepth: number;
  /** Running time (pauses not counted) after which the crawl stops as if cancelled; 0 for none. */
  maxTimeMs: number;
  /** The most bytes of one page read for its links. */
  bodyByteCap: number;
}

export const DEFAULT_CRAWL_LIMITS: Readonly<CrawlLimits> = {
  maxPages: 10_000,
  maxDepth: 20,
  maxTimeMs: 0,
  bodyByteCap: CRAWL_BODY_BYTES,
};

/** How a crawl ended: every link within the limits followed, its time was up, or it was cancelled. */
export type CrawlEnd = 'complete' | 'time-limit' | 'cancelled';

export interface CrawlSummary extends Omit<CheckSummary, 'cancelled'> {
  end: CrawlEnd;
  /** URLs reached, and how many of them are indexable pages. */
  pages: number;
  indexable: number;
  /** Links to new URLs were left out because the crawl had found maxPages. */
  pageLimitReached: boolean;
  /** Pages at maxDepth had links that were not followed. */
  depthLimitReached: boolean;
  /** Pages held more links than the crawl takes from one, or links too long to be URLs of a sitemap (page-limits.ts). */
  linksCut: boolean;
  /** Pages read only in part (CrawledPage.readInPart); absent in summaries saved before. */
  pagesReadInPart?: number;
}
