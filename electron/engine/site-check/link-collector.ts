import { absolute, type HeadFacts } from './head-collector';
import { WholePageReader } from './whole-page-reader';
import { PAGE_LIMITS } from '../../../shared/site-check/page-limits';
import { withoutSessionIds } from './session-ids';

/**
 * Reads a whole page for the crawl: its head's facts (the same HeadFields the check reads) and the
 * links of its `<a href>` that are not `rel=nofollow`. Only the hrefs are kept, never the text, so a
 * page costs its links' length however large it is.
 */
export class LinkCollector extends WholePageReader {
  private readonly hrefs: string[] = [];
  /** The hrefs taken, as written but for a fragment: one link each, however often a page repeats it. */
  private readonly taken = new Set<string>();

  protected override openTag(name: string, attributes: Record<string, string>): void {
    if (name === 'a') this.anchor(attributes);
  }

  /** The head's facts; its cut says what the whole page left out, links included. */
  override facts(): HeadFacts {
    return this.head.facts(this.resolved().long);
  }

  /**
   * The links found, absolute (against the page's URL and its <base href>), without fragments or
   * session ids, each once; one that resolves past PAGE_LIMITS.urlChars is left out (facts' cut counts it).
   */
  links(): string[] {
    return this.resolved().links;
  }

  private resolved(): { links: string[]; long: number } {
    const base = this.head.baseUrl;
    const links = new Set<string>();
    let long = 0;
    for (const href of this.hrefs) {
      const url = absolute(href, base);
      if (url === null) continue;
      if (url.length <= PAGE_LIMITS.urlChars) links.add(withoutSessionIds(withoutFragment(url)));
      else long++;
    }
    return { links: [...links], long };
  }

  /**
   * Takes an anchor's link: at most PAGE_LIMITS.links a page, none past PAGE_LIMITS.urlChars (each
   * counted). A link met before (fragments aside) is no other link: 6,000 links to the page's own
   * sections took the cap, and the one link after them to another page was never found.
   */
  private anchor(attributes: Record<string, string>): void {
    const href = attributes['href']?.trim();
    if (href === undefined || href === '' || href.startsWith('#')) return;
    if ((attributes['rel'] ?? '').toLowerCase().split(/\s+/).includes('nofollow')) return;
    const key = withoutFragment(href);
    if (this.taken.has(key)) return;
    if (this.head.tally.fits(href) && this.head.tally.takeLink()) {
      this.taken.add(key);
      this.hrefs.push(href);
    }
  }
}

/** The URL as the crawl asks for it and knows it by: a fragment names a place in the same page. */
export function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}
