import { Parser } from 'htmlparser2';
import type { PageAlternate } from '../../../shared/site-check/page-check';

/** What a page's head says about it, its URLs made absolute. */
export interface HeadFacts {
  metaRobots: string | null;
  canonical: string | null;
  htmlLang: string | null;
  alternates: PageAlternate[];
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

/** The meta names whose content is the page's robots rules (for every crawler, and for Google's). */
const ROBOTS_META_NAMES = new Set(['robots', 'googlebot']);

/** How every page is parsed: entities decoded, names lower case, as a browser sees them. */
export const HTML_PARSER_OPTIONS = { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true };

/**
 * A head's robots meta, canonical, lang and hreflang links, from the tags a parser reports in
 * order; `done` once the head is over. It owns no parser, so a reader of the whole page (the crawl)
 * can feed it the same tags as its own.
 */
export class HeadFields {
  done = false;
  private readonly robots: string[] = [];
  private canonicalHref: string | null = null;
  private baseHref: string | null = null;
  private lang: string | null = null;
  private readonly links: PageAlternate[] = [];
  /** Inside <noscript> or <template> in the head: a tracking pixel's <img> there does not open the body. */
  private sheltered = 0;

  constructor(private readonly pageUrl: string) {}

  /** The URL the page's relative links resolve against: its first <base href>, else its own. */
  get baseUrl(): string {
    return absolute(this.baseHref, this.pageUrl) ?? this.pageUrl;
  }

  /** The facts found so far, URLs resolved against the page's URL and its first <base href>. */
  facts(): HeadFacts {
    const base = this.baseUrl;
    const alternates: PageAlternate[] = [];
    for (const link of this.links) {
      const href = absolute(link.href, base);
      if (href !== null) alternates.push({ hreflang: link.hreflang, href });
    }
    return {
      metaRobots: this.robots.length > 0 ? this.robots.join(', ') : null,
      canonical: absolute(this.canonicalHref, base),
      htmlLang: this.lang,
      alternates,
    };
  }

  open(name: string, attributes: Record<string, string>): void {
    if (this.done) return;
    if (!HEAD_ELEMENTS.has(name) && this.sheltered === 0) return void (this.done = true);
    if (name === 'noscript' || name === 'template') this.sheltered++;
    if (this.sheltered > 0) return;
    if (name === 'html') this.lang ??= attributes['lang'] ?? null;
    else if (name === 'base') this.baseHref ??= attributes['href'] ?? null;
    else if (name === 'meta') this.meta(attributes);
    else if (name === 'link') this.link(attributes);
  }

  close(name: string): void {
    if (this.done) return;
    if (name === 'head') return void (this.done = true);
    if ((name === 'noscript' || name === 'template') && this.sheltered > 0) this.sheltered--;
  }

  private meta(attributes: Record<string, string>): void {
    const name = attributes['name']?.trim().toLowerCase();
    const content = attributes['content'];
    if (name !== undefined && ROBOTS_META_NAMES.has(name) && content !== undefined) this.robots.push(content.trim());
  }

  private link(attributes: Record<string, string>): void {
    const rel = (attributes['rel'] ?? '').toLowerCase().split(/\s+/);
    const href = attributes['href'];
    if (href === undefined) return;
    if (rel.includes('canonical')) this.canonicalHref ??= href;
    const hreflang = attributes['hreflang'];
    if (rel.includes('alternate') && hreflang !== undefined) this.links.push({ hreflang: hreflang.trim(), href });
  }
}

/** Collects a head's facts from HTML text fed in pieces, and stops parsing once the head is over. */
export class HeadCollector {
  private readonly fields: HeadFields;
  private readonly parser: Parser;

  constructor(pageUrl: string) {
    const fields = (this.fields = new HeadFields(pageUrl));
    this.parser = new Parser(
      {
        onopentag: (name, attributes) => {
          fields.open(name, attributes);
          if (fields.done) this.parser.pause();
        },
        onclosetag: (name) => {
          fields.close(name);
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

  facts(): HeadFacts {
    return this.fields.facts();
  }
}

/** `href` resolved against `base` (surrounding spaces dropped, as browsers do), or null when it is no URL. */
export function absolute(href: string | null, base: string): string | null {
  if (href === null) return null;
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return null;
  }
}
