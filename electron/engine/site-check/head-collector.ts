import type { Parser } from 'htmlparser2';
import { htmlparser2 } from '../http/on-demand-modules';
import type { MetaRefresh, PageAlternate } from '../../../shared/site-check/page-check';
import { boundedValue, PAGE_LIMITS, type PageCut } from '../../../shared/site-check/page-limits';
import { SEARCH_ENGINE_GROUPS } from '../../../shared/site-check/search-engines';
import { parseRefresh } from './meta-refresh';
import { PageCutTally } from './page-cut-tally';
import { pageKey } from '../../../shared/site-check/page-key';

/** Later canonicals of a head kept to find one naming another page: a hostile head's thousands are not all resolved. */
const LATER_CANONICALS_KEPT = 8;

/** What a page's head says about it, its URLs made absolute. */
export interface HeadFacts {
  metaRobots: string | null;
  canonical: string | null;
  /** A later canonical of the head naming another page than the first (PageCheck.canonicalConflict). */
  canonicalConflict?: string;
  htmlLang: string | null;
  alternates: PageAlternate[];
  /** The head's first `<meta http-equiv="refresh">` that names a URL; absent when none does. */
  refresh?: MetaRefresh;
  /** What the page's head held past the bounds of page-limits.ts, left out; null when nothing. */
  cut: PageCut | null;
}

/**
 * The elements a head may hold. Any other element opens the body, as in a browser's parser, and
 * search engines stop reading head-only tags there too (a canonical after a stray <img> is ignored).
 */
const HEAD_ELEMENTS = new Set([
  'html',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'script',
  'style',
  'noscript',
  'template',
]);

/** Head elements whose text is their own content (a title's words, a script), not the page's. */
const TEXT_ELEMENTS = new Set(['title', 'script', 'style']);

/** Text that is more than HTML's white space (a byte-order mark aside): in a head, it opens the body. */
const PAGE_TEXT = /[^\t\n\f\r \uFEFF]/;

/** The meta name of the page's robots rules for every crawler. */
const ROBOTS_META = 'robots';

/** The meta names of one crawler's robots rules ("googlebot", "bingbot", "yandex"…): the names search engines obey. */
const CRAWLER_META_NAMES = new Set(
  Object.values(SEARCH_ENGINE_GROUPS).flatMap((names) => names.map((name) => name.toLowerCase())),
);

/** Elements open inside one another, as the parser reports them (it reports every end, implied ones too). */
export class ElementDepth {
  private depth = 0;

  /** One more opened: false once they are past PAGE_LIMITS.nesting. */
  open(): boolean {
    return ++this.depth <= PAGE_LIMITS.nesting;
  }

  close(): void {
    this.depth--;
  }
}

/** How every page is parsed: entities decoded, names lower case, as a browser sees them. */
export const HTML_PARSER_OPTIONS = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true };

/**
 * A head's robots meta, canonical, lang and hreflang links, from the tags a parser reports in
 * order; `done` once the head is over. It owns no parser, so a reader of the whole page (the crawl)
 * can feed it the same tags as its own.
 */
export class HeadFields {
  done = false;
  /** What was left out; a reader of the whole page (the crawl) counts its links here too. */
  readonly tally = new PageCutTally();
  private robots = '';
  private canonicalHref: string | null = null;
  /** The first canonical was seen (kept, or left out as too long): later ones are not the canonical. */
  private canonicalSeen = false;
  /** Later canonicals, as written (a few), for one naming another page than the first. */
  private readonly laterCanonicals: string[] = [];
  private baseHref: string | null = null;
  /** The first refresh the head holds, its URL as written; a refresh of the page itself has none. */
  private refresh: { seconds: number; href: string | null } | null = null;
  private lang: string | null = null;
  private readonly links: PageAlternate[] = [];
  /** Inside <noscript> or <template> in the head: a tracking pixel's <img> there does not open the body. */
  private sheltered = 0;
  /** Inside <title>, <script> or <style>: their text is theirs. */
  private inText = 0;

  constructor(private readonly pageUrl: string) {}

  /**
   * The URL the page's relative links resolve against: its first <base href>, else its own, as a
   * browser takes it (HTML's frozen base URL): a base that is no URL, or a data: or javascript: one, is passed over.
   */
  get baseUrl(): string {
    const base = absolute(this.baseHref, this.pageUrl);
    return base === null || /^(?:data|javascript):/i.test(base) ? this.pageUrl : base;
  }

  /**
   * The facts found so far, URLs resolved against the page's URL and its first <base href>, each
   * within its bound; `resolvedLong`: URLs a reader of the whole page left out once made absolute.
   */
  facts(resolvedLong = 0): HeadFacts {
    const base = this.baseUrl;
    const alternates: PageAlternate[] = [];
    let long = resolvedLong;
    // A short href against a long base or page URL can pass the bound once made absolute.
    const fitting = (url: string | null): string | null => {
      if (url === null || url.length <= PAGE_LIMITS.urlChars) return url;
      long++;
      return null;
    };
    for (const link of this.links) {
      const href = fitting(absolute(link.href, base));
      if (href !== null) alternates.push({ hreflang: link.hreflang, href });
    }
    // A canonical that is no web page (javascript:, mailto:) names nothing a search engine could index instead.
    const canonical = fitting(webUrl(absolute(this.canonicalHref, base)));
    const metaRobots = this.robots === '' ? null : this.robots;
    const refreshUrl = fitting(absolute(this.refresh?.href ?? null, base));
    const refresh = refreshUrl === null ? {} : { refresh: { seconds: this.refresh!.seconds, url: refreshUrl } };
    const conflict = canonical === null ? null : this.otherCanonical(canonical, base);
    const conflicting = conflict === null ? {} : { canonicalConflict: conflict };
    return {
      metaRobots,
      canonical,
      ...conflicting,
      htmlLang: this.lang,
      alternates,
      ...refresh,
      cut: this.tally.result(long),
    };
  }

  /** The first later canonical naming another page than `canonical`, absolute and within bounds; else null. */
  private otherCanonical(canonical: string, base: string): string | null {
    for (const href of this.laterCanonicals) {
      const other = webUrl(absolute(href, base));
      if (other !== null && other.length <= PAGE_LIMITS.urlChars && pageKey(other) !== pageKey(canonical)) return other;
    }
    return null;
  }

  open(name: string, attributes: Record<string, string>): void {
    if (this.done) return;
    if (!HEAD_ELEMENTS.has(name) && this.sheltered === 0) return void (this.done = true);
    if (name === 'noscript' || name === 'template') this.sheltered++;
    if (TEXT_ELEMENTS.has(name)) this.inText++;
    if (this.sheltered > 0) return;
    if (name === 'html') this.lang ??= attributes['lang'] ?? null;
    else if (name === 'base') this.base(attributes['href']);
    else if (name === 'meta') this.meta(attributes);
    else if (name === 'link') this.link(attributes);
  }

  /** The page's elements nested past PAGE_LIMITS.nesting (ElementDepth): read no further, said in the cut. */
  nestedTooDeep(): void {
    this.tally.nestedTooDeep(this.done ? 'body' : 'head');
    this.done = true;
  }

  /** The reader stopped at its byte cap (`bytes`): a head not over by then is said to be cut there. */
  capReached(bytes: number): void {
    if (!this.done) this.tally.headUnfinished(bytes);
  }

  close(name: string): void {
    if (this.done) return;
    if (name === 'head') return void (this.done = true);
    if ((name === 'noscript' || name === 'template') && this.sheltered > 0) this.sheltered--;
    if (TEXT_ELEMENTS.has(name) && this.inText > 0) this.inText--;
  }

  /**
   * Text the parser reports: words outside a title, script or style (and outside <noscript> and
   * <template>) open the body, as in a browser's parser, so a robots meta after them is the body's and
   * not obeyed, as a stray element's is not.
   */
  text(data: string): void {
    if (this.done || this.inText > 0 || this.sheltered > 0) return;
    if (PAGE_TEXT.test(data)) this.done = true;
  }

  /** The first <base href>; one too long to be a URL worth resolving against is left out, and the page's own URL serves. */
  private base(href: string | undefined): void {
    if (href === undefined || this.baseHref !== null) return;
    this.baseHref = this.tally.fits(href) ? href : '';
  }

  /**
   * The robots metas a line each, one crawler's in its scope ("googlebot: noindex", as X-Robots-Tag
   * writes it), joined with ",\n" as one value within its bound however many there are; and the first refresh.
   */
  private meta(attributes: Record<string, string>): void {
    if (attributes['http-equiv']?.trim().toLowerCase() === 'refresh') return this.refreshMeta(attributes['content']);
    const name = attributes['name']?.trim().toLowerCase();
    // One line however the attribute is written: a line break in it would end the crawler's scope.
    const content = attributes['content']?.replace(/\s+/g, ' ').trim();
    if (name === undefined || content === undefined) return;
    if (name !== ROBOTS_META && !CRAWLER_META_NAMES.has(name)) return;
    const line = name === ROBOTS_META ? content : `${name}: ${content}`;
    const joined = this.robots === '' ? line : `${this.robots},\n${line}`;
    this.robots = boundedValue(joined, () => this.tally.longValue('metaRobots'));
  }

  /**
   * The first refresh a browser would act on (a later one is ignored, as browsers do); one whose URL
   * is too long to be a loc is left out, counted, like the canonical.
   */
  private refreshMeta(content: string | undefined): void {
    const parsed = this.refresh === null && content !== undefined ? parseRefresh(content) : null;
    if (parsed === null) return;
    const href = parsed.url !== null && this.tally.fits(parsed.url) ? parsed.url : null;
    this.refresh = { seconds: parsed.seconds, href };
  }

  private link(attributes: Record<string, string>): void {
    const rel = (attributes['rel'] ?? '').toLowerCase().split(/\s+/);
    const href = attributes['href'];
    if (href === undefined) return;
    if (rel.includes('canonical') && !this.canonicalSeen) {
      this.canonicalSeen = true;
      if (this.tally.fits(href)) this.canonicalHref = href;
    } else if (
      rel.includes('canonical') &&
      href !== this.canonicalHref &&
      href.length <= PAGE_LIMITS.urlChars &&
      this.laterCanonicals.length < LATER_CANONICALS_KEPT &&
      !this.laterCanonicals.includes(href)
    ) {
      // Only hrefs written otherwise than the first, so repeats of it never fill the few kept; one too
      // long to be a loc names no page to compare, and is no cut of the page's to count.
      this.laterCanonicals.push(href);
    }
    const hreflang = attributes['hreflang'];
    if (!rel.includes('alternate') || hreflang === undefined || !this.tally.takeAlternate()) return;
    if (!this.tally.fits(href)) return;
    const code = boundedValue(hreflang.trim(), () => this.tally.longValue('hreflang'));
    this.links.push({ hreflang: code, href });
  }
}

/** Collects a head's facts from HTML text fed in pieces, and stops parsing once the head is over. */
export class HeadCollector {
  private readonly fields: HeadFields;
  private readonly parser: Parser;

  constructor(pageUrl: string) {
    const fields = (this.fields = new HeadFields(pageUrl));
    const depth = new ElementDepth();
    this.parser = new (htmlparser2().Parser)(
      {
        onopentag: (name, attributes) => {
          if (fields.done) return;
          if (depth.open()) fields.open(name, attributes);
          else fields.nestedTooDeep(); // <noscript> and <template> keep a head open whatever they hold
          if (fields.done) this.parser.pause();
        },
        onclosetag: (name) => {
          if (fields.done) return;
          depth.close();
          fields.close(name);
          if (fields.done) this.parser.pause();
        },
        ontext: (text) => {
          if (fields.done) return;
          fields.text(text);
          if (fields.done) this.parser.pause();
        },
      },
      HTML_PARSER_OPTIONS,
    );
  }

  get done(): boolean {
    return this.fields.done;
  }

  write(text: string): void {
    if (!this.done) this.parser.write(text);
  }

  capReached(bytes: number): void {
    this.fields.capReached(bytes);
  }

  facts(): HeadFacts {
    return this.fields.facts();
  }
}

/** `url` when it is an http(s) URL, else null. */
const webUrl = (url: string | null): string | null => (url !== null && /^https?:/i.test(url) ? url : null);

/** `href` resolved against `base` (surrounding spaces dropped, as browsers do), or null when it is no URL. */
export function absolute(href: string | null, base: string): string | null {
  if (href === null) return null;
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return null;
  }
}
