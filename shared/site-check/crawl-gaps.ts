import type { CrawledPage } from './crawl-report';
import { pageKey } from './page-key';

/** What a crawl shows a sitemap misses, and what it lists that no link leads to. */
export interface CrawlGaps {
  /** Indexable pages the crawl reached that no listed URL names, in the order they were reached. */
  unlisted: CrawledPage[];
  /** Listed URLs on the crawled origin that the crawl never reached, each once, in listed order. */
  orphans: string[];
  /** Listed URLs on another origin (another host, scheme or port), each once: the crawl never goes there, so they are compared with nothing. */
  elsewhere: number;
}

/**
 * Compares a crawl's pages with the listed URLs (the locs of the tables), as locs are compared
 * (pageKey). Listed URLs on other origins are no orphans: the crawl never leaves its own.
 */
export function crawlGaps(pages: Iterable<CrawledPage>, listed: Iterable<string>, origin: string): CrawlGaps {
  const listedKeys = new Set<string>();
  const listedOnOrigin: string[] = [];
  let elsewhere = 0;
  for (const loc of listed) {
    const key = pageKey(loc);
    if (listedKeys.has(key)) continue;
    listedKeys.add(key);
    const at = URL.parse(loc);
    if (at?.origin === origin) listedOnOrigin.push(loc);
    // On another site; a blank or relative loc (a row being typed) is on none, and no URL to compare.
    else if (at !== null && (at.protocol === 'http:' || at.protocol === 'https:')) elsewhere += 1;
  }
  const reached = new Set<string>();
  const unlisted: CrawledPage[] = [];
  for (const page of pages) {
    const key = pageKey(page.url);
    reached.add(key);
    if (page.notIndexable === null && !listedKeys.has(key)) unlisted.push(page);
  }
  return { unlisted, orphans: listedOnOrigin.filter((loc) => !reached.has(pageKey(loc))), elsewhere };
}
