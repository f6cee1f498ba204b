import type { PageCheck } from '../../../shared/site-check/page-check';
import { cutWith } from '../../../shared/site-check/page-limits';
import { rulesSayNofollow } from '../../../shared/site-check/robots-directives';
import { fetchPage, type FetchPageOptions } from './check-page';
import { LinkCollector, withoutFragment } from './link-collector';
import { readHtml } from './read-html';

export interface CrawlPageOptions extends FetchPageOptions {
  /** The most bytes of the page read for its links. */
  bodyByteCap: number;
  /** The crawler whose X-Robots-Tag nofollow counts. */
  agent: string;
}

/** A page as the crawl reads it: its check, and the URLs it leads to (any origin; the caller keeps its own). */
export interface CrawledFetch {
  check: PageCheck;
  links: string[];
}

/**
 * Fetches a page as checkPage does (the same redirects and failures), reading the whole of an HTML
 * page up to `bodyByteCap` for its links. A page leads to its `<a href>` links (not rel=nofollow),
 * its canonical and its hreflang alternates, unless its robots meta or X-Robots-Tag says nofollow,
 * and to where its meta refresh leads whatever it says.
 * A redirect leads only to where it ends: that page's links are taken when it is crawled itself.
 */
export async function crawlPage(url: string, options: CrawlPageOptions): Promise<CrawledFetch> {
  let collector: LinkCollector | null = null;
  const check = await fetchPage(url, options, async (body, finalUrl, charset) => {
    const reading = new LinkCollector(finalUrl);
    collector = reading;
    const whole = await readHtml(body, charset, options.bodyByteCap, reading);
    if (whole || reading.done) return reading.facts(); // read to its end, or as far as it nests (its cut says so)
    reading.capReached(options.bodyByteCap);
    const facts = reading.facts();
    return { ...facts, cut: cutWith(facts.cut, { bodyBytes: options.bodyByteCap }) };
  });
  if (check.failure !== null || check.finalUrl === null) return { check, links: [] };
  if (check.hops.length > 1) return { check, links: [withoutFragment(check.finalUrl)] };
  // A meta refresh is a redirect, followed as one whatever the page's nofollow says.
  const refresh = check.refresh ? [withoutFragment(check.refresh.url)] : [];
  if (collector === null || saysNofollow(check, options.agent)) return { check, links: refresh };
  const links = [...refresh, ...(collector as LinkCollector).links()];
  for (const alternate of check.alternates) links.push(withoutFragment(alternate.href));
  if (check.canonical !== null) links.push(withoutFragment(check.canonical));
  return { check, links };
}

function saysNofollow(check: PageCheck, agent: string): boolean {
  return (
    (check.metaRobots !== null && rulesSayNofollow(check.metaRobots, agent)) ||
    (check.xRobotsTag !== null && rulesSayNofollow(check.xRobotsTag, agent))
  );
}
