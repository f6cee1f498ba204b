import type { Parser } from 'htmlparser2';
import { htmlparser2 } from '../http/on-demand-modules';
import { HeadFields, HTML_PARSER_OPTIONS, type HeadFacts } from './head-collector';
import type { HtmlSink } from './read-html';

/**
 * A reader of a whole page (the crawl's links, the content fingerprint): one parser feeding the
 * head's fields (the same HeadFields the check reads) and the reader's own handlers, which a
 * subclass overrides. Never done before the body ends or the byte cap.
 */
export abstract class WholePageReader implements HtmlSink {
  readonly done = false;
  protected readonly head: HeadFields;
  protected readonly parser: Parser;

  constructor(pageUrl: string) {
    const head = (this.head = new HeadFields(pageUrl));
    this.parser = new (htmlparser2().Parser)(
      {
        onopentag: (name, attributes) => {
          head.open(name, attributes);
          this.openTag(name, attributes);
        },
        onclosetag: (name) => {
          head.close(name);
          this.closeTag(name);
        },
        ontext: (text) => this.text(text),
      },
      HTML_PARSER_OPTIONS,
    );
  }

  write(text: string): void {
    this.parser.write(text);
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
