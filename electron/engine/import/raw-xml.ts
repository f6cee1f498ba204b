import type { XmlElement } from './namespace-scopes';
import { escapeAttribute, escapeXml as escapeText } from '../xml-text';
import type { Finding } from '../../../shared/problem-catalogue';
import type { WrittenBudget } from './value-limits';

/**
 * Parts joined into one string at a time: an element of ten million tiny children held as its
 * parts took some 36 bytes of heap a character, joined about one.
 */
const JOIN_EVERY = 4096;

/**
 * Re-serialises one element and everything inside it, so an element we do not model can be
 * written back. The outermost tag gains declarations for the prefixes used inside it, so the
 * string stands on its own; the default namespace is declared unless it is `contextDefaultNs`
 * (the sitemap namespace the writer puts on the root). Past the limit its file's `budget` gives,
 * nothing more is kept, only counted: `finish` then gives null, and `chars` says how long the element is.
 */
export class RawXmlCapture {
  /** The captured element's name, as written. */
  private readonly name: string;
  /** The outermost start tag up to its `>`, where `finish` adds the declarations. */
  private readonly outerTag: string;
  /** Earlier parts, joined. */
  private readonly joined: string[] = [];
  /** The latest parts; the last stays apart while it may still become `/>` (an empty element). */
  private parts: string[] = [];
  /** The characters of the element as written so far (its declarations once finished). */
  chars = 0;
  /** Each prefix used where no tag of the capture declares it, and its namespace there (the context's). */
  private readonly used = new Map<string, string>();
  /** The prefixes each open tag of the capture declares: a declaration holds for its tag and inside it only. */
  private readonly scopes: Set<string>[] = [];
  private depth = 0;
  private readonly limit: number;
  /** Nothing has come since the last start tag's `>`: its element, closed now, is empty. */
  private emptySoFar = false;

  constructor(
    first: XmlElement,
    private readonly contextDefaultNs: string,
    private readonly budget: WrittenBudget,
  ) {
    this.name = first.name;
    this.limit = budget.limit();
    this.open(first);
    // open gave [start tag, '>'] (or nothing, a tag already past the limit): the tag is kept apart for its declarations.
    this.outerTag = this.parts.shift() ?? '';
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
    this.emptySoFar = true;
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
    // An element with no content is written self-closing, as most generators do.
    if (this.emptySoFar) {
      this.emptySoFar = false;
      this.chars++;
      // Its '>' is the last part, kept apart from the joins (none, once past the limit).
      if (this.parts.length > 0) this.parts[this.parts.length - 1] = '/>';
    } else {
      this.add(`</${name}>`);
    }
    this.scopes.pop();
    return --this.depth === 0;
  }

  /** What is said of the element when `finish` gave null: its entry is left out. */
  tooLong(): Finding {
    return this.budget.tooLong(this.name, this.chars);
  }

  /** The captured XML, or null when it runs past the limit (`chars` then says how far). */
  finish(): string | null {
    let declarations = '';
    for (const [prefix, uri] of this.used) {
      if (prefix === '' && uri === this.contextDefaultNs) continue;
      declarations += prefix === '' ? ` xmlns="${escapeAttribute(uri)}"` : ` xmlns:${prefix}="${escapeAttribute(uri)}"`;
    }
    this.chars += declarations.length;
    if (this.chars > this.limit) return null;
    this.budget.spend(this.chars);
    return this.outerTag + declarations + this.joined.join('') + this.parts.join('');
  }

  private add(part: string): void {
    this.emptySoFar = false;
    this.chars += part.length;
    if (this.chars > this.limit) {
      // Too long to keep: what was kept goes, the rest is only counted.
      this.joined.length = 0;
      this.parts.length = 0;
      return;
    }
    this.parts.push(part);
    if (this.parts.length === JOIN_EVERY) {
      const last = this.parts.pop()!;
      this.joined.push(this.parts.join(''));
      this.parts = [last];
    }
  }

  /** A prefix used here: one no open tag of the capture declares is declared on its outermost tag. */
  private note(prefix: string, uri: string): void {
    if (prefix === 'xml' || this.used.has(prefix)) return;
    if (this.scopes.some((declared) => declared.has(prefix))) return;
    this.used.set(prefix, uri);
  }
}
