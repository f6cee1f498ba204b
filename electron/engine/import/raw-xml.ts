import type { XmlElement } from './namespace-scopes';
import { escapeAttribute, escapeXml as escapeText } from '../xml-text';
import { MAX_VALUE_CHARS } from './longest-value';

/**
 * Re-serialises one element and everything inside it, so an element we do not model can be
 * written back. The outermost tag gains declarations for the prefixes used inside it, so the
 * string stands on its own; the default namespace is declared unless it is `contextDefaultNs`
 * (the sitemap namespace the writer puts on the root). Past MAX_VALUE_CHARS what it captured is
 * let go and the rest only counted: `finish` then gives null, and `chars` how long it was.
 */
export class RawXmlCapture {
  /** The element captured, as written. */
  readonly element: string;
  /** The characters of XML captured (counted on past MAX_VALUE_CHARS). */
  chars = 0;
  private parts: string[] = [];
  /** Each prefix used where no tag of the capture declares it, and its namespace there (the context's). */
  private readonly used = new Map<string, string>();
  /** The prefixes each open tag of the capture declares: a declaration holds for its tag and inside it only. */
  private readonly scopes: Set<string>[] = [];
  private depth = 0;
  private readonly outerTagEnd: number;

  constructor(
    first: XmlElement,
    private readonly contextDefaultNs: string,
  ) {
    this.element = first.name;
    this.open(first);
    this.outerTagEnd = this.parts.length - 1;
  }

  open(node: XmlElement): void {
    this.depth++;
    const attributes = Object.values(node.attributes);
    // sax gives `xmlns` and `xmlns:p` the prefix "xmlns" and the local names "" and "p".
    this.scopes.push(new Set(attributes.filter((each) => each.prefix === 'xmlns').map((each) => each.local)));
    this.note(node.prefix, node.uri);
    let tag = `<${node.name}`;
    for (const attribute of attributes) {
      if (attribute.prefix !== 'xmlns' && attribute.prefix !== '') this.note(attribute.prefix, attribute.uri);
      tag += ` ${attribute.name}="${escapeAttribute(attribute.value)}"`;
    }
    this.add(tag);
    this.add('>');
  }

  text(text: string): void {
    this.add(escapeText(text));
  }

  cdata(text: string): void {
    this.add(`<![CDATA[${text}]]>`);
  }

  comment(text: string): void {
    this.add(`<!--${text}-->`);
  }

  /** Closes one element; true when the captured element itself has closed. */
  close(name: string): boolean {
    const last = this.parts.length - 1;
    // An element with no content is written self-closing, as most generators do.
    if (this.parts.length > 0 && this.parts[last] === '>') {
      this.parts[last] = '/>';
      this.chars++;
    } else {
      this.add(`</${name}>`);
    }
    this.scopes.pop();
    return --this.depth === 0;
  }

  /** The captured XML; null when it ran past MAX_VALUE_CHARS. */
  finish(): string | null {
    if (this.chars > MAX_VALUE_CHARS) return null;
    let declarations = '';
    for (const [prefix, uri] of this.used) {
      if (prefix === '' && uri === this.contextDefaultNs) continue;
      declarations += prefix === '' ? ` xmlns="${escapeAttribute(uri)}"` : ` xmlns:${prefix}="${escapeAttribute(uri)}"`;
    }
    this.parts[this.outerTagEnd - 1] += declarations;
    return this.parts.join('');
  }

  /** One more part of the XML, kept while the capture is within MAX_VALUE_CHARS; past it, all let go. */
  private add(part: string): void {
    this.chars += part.length;
    if (this.chars <= MAX_VALUE_CHARS) this.parts.push(part);
    else if (this.parts.length > 0) this.parts = [];
  }

  /** A prefix used here: one no open tag of the capture declares is declared on its outermost tag. */
  private note(prefix: string, uri: string): void {
    if (prefix === 'xml' || this.used.has(prefix)) return;
    if (this.scopes.some((declared) => declared.has(prefix))) return;
    this.used.set(prefix, uri);
  }
}
