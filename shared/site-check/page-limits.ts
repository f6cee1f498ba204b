import { LIMITS } from '../protocol';
import { formatBytes, formatCount } from '../format';

/**
 * What one page may contribute to a check or a crawl, so a hostile page cannot multiply itself
 * (a 200 KB `<base href>` resolved against 8,000 alternates made 1.6 GB of strings a page).
 */
export const PAGE_LIMITS = {
  /** hreflang alternates read from one head: a site in every language and region of the world has fewer. */
  alternates: 1_000,
  /** Links the crawl takes from one page. */
  links: 5_000,
  /**
   * Characters of a URL a page names (canonical, alternate, base, link), before and after it is
   * made absolute: a longer one can never be a sitemap's loc, so nothing it says matters here.
   */
  urlChars: LIMITS.locLength,
  /** Characters of a text value (robots meta, X-Robots-Tag, an hreflang code): far past any real one. */
  valueChars: 1_024,
  /**
   * Elements open inside one another that a page is read through: past them the page is read no
   * further. A browser reads on (its tree stops deepening at 512), and old pages of unclosed tags
   * (<font>…) nest a few thousand deep; but the HTML parser's cost grows with the square of the
   * depth: 300,000 nested tags in 3 MB held the thread half a minute.
   */
  nesting: 4_096,
} as const;

/** The bytes of one page the crawl reads for its links (DEFAULT_CRAWL_LIMITS.bodyByteCap). */
export const CRAWL_BODY_BYTES = 2 * 1024 * 1024;

/** The text values a page may hold that are cut to PAGE_LIMITS.valueChars. */
export const BOUNDED_VALUES = ['metaRobots', 'xRobotsTag', 'hreflang'] as const;
export type BoundedValue = (typeof BOUNDED_VALUES)[number];

/** What was left out of one page, to be said with its result; 0 and [] where nothing of that kind was. */
export interface PageCut {
  /** Alternates the head named in all, when more than PAGE_LIMITS.alternates; else 0. */
  alternates: number;
  /** Links the page held in all, when more than PAGE_LIMITS.links (the crawl); else 0. */
  links: number;
  /** URLs longer than PAGE_LIMITS.urlChars, left out. */
  longUrls: number;
  /** Values cut to PAGE_LIMITS.valueChars. */
  longValues: BoundedValue[];
  /**
   * The bytes read of a head that had not ended by then (the check's head cap): a robots meta or
   * canonical after them is not known. Absent when the head ended (and in results saved before).
   */
  headBytes?: number;
  /**
   * The bytes read of a page the content check did not read to its end (its cap): it was not
   * fingerprinted. Absent when it was read whole (and in results saved before).
   */
  contentBytes?: number;
  /**
   * The bytes read of a page the crawl did not read to its end (its byte cap): links after them were
   * not followed. Absent when it was read whole (and in results saved before).
   */
  bodyBytes?: number;
  /**
   * The page's elements nested deeper than PAGE_LIMITS.nesting (this many): it was read only up to
   * there, its later links and content unknown. Absent when they did not (and in results saved before).
   */
  nesting?: number;
  /** The nesting came inside the page's head: a noindex or canonical after it is not known. */
  headNested?: boolean;
}

export const NOTHING_CUT: PageCut = { alternates: 0, links: 0, longUrls: 0, longValues: [] };

/** A page's cut (none yet: NOTHING_CUT) with `more` left out besides. */
export const cutWith = (cut: PageCut | null, more: Partial<PageCut>): PageCut => ({ ...(cut ?? NOTHING_CUT), ...more });

/**
 * Whether a cut may have hidden a noindex or canonical: the head not read to its end (its bytes, its
 * nesting), or robots directives (meta or X-Robots-Tag) past the characters kept of them (a noindex
 * after 2,000 robots metas of "index, follow" was lost).
 */
export const cutHidesDirectives = (cut: PageCut): boolean =>
  (cut.headBytes ?? 0) > 0 ||
  cut.headNested === true ||
  cut.longValues.some((value) => value === 'metaRobots' || value === 'xRobotsTag');

/** `value` cut to PAGE_LIMITS.valueChars; `cut` is told when it was. */
export function boundedValue(value: string, cut: () => void): string {
  if (value.length <= PAGE_LIMITS.valueChars) return value;
  cut();
  return value.slice(0, PAGE_LIMITS.valueChars);
}

/** The crawl's bounds as a message's {links} and {chars}, in the active language's numbers. */
export const pageLimitWords = (): { links: string; chars: string } => ({
  links: formatCount(PAGE_LIMITS.links),
  chars: formatCount(PAGE_LIMITS.urlChars),
});

/** How far the crawl reads a page, for words that say so: its byte cap, and the nesting it reads through. */
export const pageReadWords = (): { bytes: string; nesting: string } => ({
  bytes: formatBytes(CRAWL_BODY_BYTES),
  nesting: formatCount(PAGE_LIMITS.nesting),
});
