import type { XmlElement } from './namespace-scopes';
import { escapeAttribute, escapeXml as escapeText } from '../xml-text';

/**
 * Re-serialises one element and everything inside it, so an element we do not model can be
 * written back. The outermost tag gains declarations for the prefixes used inside it, so the
 * string stands on its own; the default namespace is declared unless it is `contextDefaultNs`
 * (the sitemap namespace the writer puts on the root).
 */
export class RawXmlCapture {
  private readonly parts: string[] = [];
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
    this.parts.push(tag, '>');
  }

  text(text: string): void {
    this.parts.push(escapeText(text));
  }

  cdata(text: string): void {
    this.parts.push(`<![CDATA[${text}]]>`);
  }

  comment(text: string): void {
    this.parts.push(`<!--${text}-->`);
  }

  /** Closes one element; true when the captured element itself has closed. */
  close(name: string): boolean {
    const last = this.parts.length - 1;
    // An element with no content is written self-closing, as most generators do.
    if (this.parts[last] === '>') {
      this.parts[last] = '/>';
    } else {
      this.parts.push(`</${name}>`);
    }
    this.scopes.pop();
    return --this.depth === 0;
  }

  /** The captured XML. */
  finish(): string {
    let declarations = '';
    for (const [prefix, uri] of this.used) {
      if (prefix === '' && uri === this.contextDefaultNs) continue;
      declarations += prefix === '' ? ` xmlns="${escapeAttribute(uri)}"` : ` xmlns:${prefix}="${escapeAttribute(uri)}"`;
    }
    this.parts[this.outerTagEnd - 1] += declarations;
    return this.parts.join('');
  }

  /** A prefix used here: one no open tag of the capture declares is declared on its outermost tag. */
  private note(prefix: string, uri: string): void {
    if (prefix === 'xml' || this.used.has(prefix)) return;
    if (this.scopes.some((declared) => declared.has(prefix))) return;
    this.used.set(prefix, uri);
  }
}
