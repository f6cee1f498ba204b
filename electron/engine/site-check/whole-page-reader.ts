import type { Parser } from 'htmlparser2';
import { htmlparser2 } from '../http/on-demand-modules';
import { ElementDepth, HeadFields, HTML_PARSER_OPTIONS, type HeadFacts } from './head-collector';
import type { HtmlSink } from './read-html';

/**
 * A reader of a whole page (the crawl's links, the content fingerprint): one parser feeding the
 * head's fields (the same HeadFields the check reads) and the reader's own handlers, which a
 * subclass overrides. Done before the body ends or the byte cap only where the page's elements nest
 * deeper than PAGE_LIMITS.nesting: it reads no further, and its cut says so.
 */
export abstract class WholePageReader implements HtmlSink {
  protected readonly head: HeadFields;
  protected readonly parser: Parser;
  private readonly depth = new ElementDepth();
  private nestedTooDeep = false;

  constructor(pageUrl: string) {
    const head = (this.head = new HeadFields(pageUrl));
    this.parser = new (htmlparser2().Parser)(
      {
        onopentag: (name, attributes) => {
          if (this.nestedTooDeep) return;
          if (!this.depth.open()) return this.stopNesting();
          head.open(name, attributes);
          this.openTag(name, attributes);
        },
        onclosetag: (name) => {
          if (this.nestedTooDeep) return;
          this.depth.close();
          head.close(name);
          this.closeTag(name);
        },
        ontext: (text) => {
          head.text(text);
          this.text(text);
        },
      },
      HTML_PARSER_OPTIONS,
    );
  }

  /** True once the page nested too deep to read on (see the class). */
  get done(): boolean {
    return this.nestedTooDeep;
  }

  write(text: string): void {
    if (!this.nestedTooDeep) this.parser.write(text);
  }

  private stopNesting(): void {
    this.nestedTooDeep = true;
    this.head.nestedTooDeep();
    this.parser.pause();
  }

  /** The reader stopped at its byte cap: a head not over by then is said to be cut there. */
  capReached(bytes: number): void {
    this.head.capReached(bytes);
  }

  /** The head's facts (robots meta, canonical, hreflang, lang), as the check reads them. */
  facts(): HeadFacts {
    return this.head.facts();
  }

  protected openTag(_name: string, _attributes: Record<string, string>): void {}
  protected closeTag(_name: string): void {}
  protected text(_text: string): void {}
}
