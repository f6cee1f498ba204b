import { Parser } from 'htmlparser2';
import { absolute, HeadFields, HTML_PARSER_OPTIONS, type HeadFacts } from './head-collector';
import type { HtmlSink } from './read-html';

/**
 * Reads a whole page for the crawl: its head's facts (the same HeadFields the check reads) and the
 * links of its `<a href>` that are not `rel=nofollow`. Only the hrefs are kept, never the text, so a
 * page costs its links' length however large it is.
 */
export class LinkCollector implements HtmlSink {
  /** Never done before the body ends or the byte cap: links stand anywhere in the body. */
  readonly done = false;
  private readonly head: HeadFields;
  private readonly parser: Parser;
  private readonly hrefs: string[] = [];

  constructor(pageUrl: string) {
    const head = (this.head = new HeadFields(pageUrl));
    this.parser = new Parser(
      {
        onopentag: (name, attributes) => {
          head.open(name, attributes);
          if (name === 'a') this.anchor(attributes);
        },
        onclosetag: (name) => head.close(name),
      },
      HTML_PARSER_OPTIONS,
    );
  }

  write(text: string): void {
    this.parser.write(text);
  }

  facts(): HeadFacts {
    return this.head.facts();
  }

  /** The links found, absolute (against the page's URL and its <base href>), without fragments, each once. */
  links(): string[] {
    const base = this.head.baseUrl;
    const links = new Set<string>();
    for (const href of this.hrefs) {
      const url = absolute(href, base);
      if (url !== null) links.add(withoutFragment(url));
    }
    return [...links];
  }

  private anchor(attributes: Record<string, string>): void {
    const href = attributes['href'];
    if (href === undefined || href.trim() === '' || href.trim().startsWith('#')) return;
    if ((attributes['rel'] ?? '').toLowerCase().split(/\s+/).includes('nofollow')) return;
    this.hrefs.push(href);
  }
}

/** The URL as the crawl asks for it and knows it by: a fragment names a place in the same page. */
export function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}
