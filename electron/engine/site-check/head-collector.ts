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

/**
 * Collects a head's robots meta, canonical, lang and hreflang links from HTML text fed in pieces,
 * and says when the head is over (`done`), so the caller can stop reading.
 */
export class HeadCollector {
  done = false;
  private readonly parser: Parser;
  private readonly robots: string[] = [];
  private canonicalHref: string | null = null;
  private baseHref: string | null = null;
  private lang: string | null = null;
  private readonly links: PageAlternate[] = [];
  /** Inside <noscript> or <template> in the head: a tracking pixel's <img> there does not open the body. */
  private sheltered = 0;

  constructor(private readonly pageUrl: string) {
    this.parser = new Parser(
      {
        onopentag: (name, attributes) => this.open(name, attributes),
        onclosetag: (name) => this.close(name),
      },
      { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
    );
  }

  write(text: string): void {
    if (!this.done) this.parser.write(text);
  }

  /** The facts found so far, URLs resolved against the page's URL and its first <base href>. */
  facts(): HeadFacts {
    const base = absolute(this.baseHref, this.pageUrl) ?? this.pageUrl;
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

  private open(name: string, attributes: Record<string, string>): void {
    if (this.done) return;
    if (!HEAD_ELEMENTS.has(name) && this.sheltered === 0) return this.finish();
    if (name === 'noscript' || name === 'template') this.sheltered++;
    if (this.sheltered > 0) return;
    if (name === 'html') this.lang ??= attributes['lang'] ?? null;
    else if (name === 'base') this.baseHref ??= attributes['href'] ?? null;
    else if (name === 'meta') this.meta(attributes);
    else if (name === 'link') this.link(attributes);
  }

  private close(name: string): void {
    if (this.done) return;
    if (name === 'head') return this.finish();
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

  private finish(): void {
    this.done = true;
    this.parser.pause();
  }
}

/** `href` resolved against `base` (surrounding spaces dropped, as browsers do), or null when it is no URL. */
function absolute(href: string | null, base: string): string | null {
  if (href === null) return null;
  try {
    return new URL(href.trim(), base).href;
  } catch {
    return null;
  }
}
