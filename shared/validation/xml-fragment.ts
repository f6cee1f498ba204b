/**
 * Whether kept XML (a row's or an entry's `extra`) is one well-formed element, white space around it
 * allowed, and nothing else: the export writes it as it is, so anything else would leave the file no
 * XML (an unclosed tag, an open comment, a reference to a character XML has not) or make it say more
 * than the row (`</url><url>…` closing the entry and opening another). What the importer keeps always
 * is; a project made or changed by hand may hold anything. A prefix inside the element must be
 * declared within it, as the importer declares them (the element's own is unwritableExtra's to judge).
 */
export function isOneWellFormedElement(raw: string): boolean {
  const scan = new FragmentScan(raw);
  return scan.element() && scan.atEnd();
}

/** XML 1.0's NameStartChar and NameChar (fifth edition), colons aside: a name is one or two of these, a prefix and a local name. */
const START =
  'A-Z_a-z\\u{C0}-\\u{D6}\\u{D8}-\\u{F6}\\u{F8}-\\u{2FF}\\u{370}-\\u{37D}\\u{37F}-\\u{1FFF}\\u{200C}-\\u{200D}\\u{2070}-\\u{218F}\\u{2C00}-\\u{2FEF}\\u{3001}-\\u{D7FF}\\u{F900}-\\u{FDCF}\\u{FDF0}-\\u{FFFD}\\u{10000}-\\u{EFFFF}';
const PART = `[${START}][${START}\\-.0-9\\u{B7}\\u{300}-\\u{36F}\\u{203F}-\\u{2040}]*`;
// Combining marks (U+0300–036F) are name characters in their own right here, not parts of another.
// eslint-disable-next-line no-misleading-character-class
const NAME = new RegExp(`${PART}(?::${PART})?`, 'uy');
/** The references XML knows without a DTD (the export writes none): the five entities and characters. */
const REFERENCE = /&(?:amp|lt|gt|quot|apos|#([0-9]+)|#x([0-9a-fA-F]+));/y;
const SPACE = /[ \t\r\n]*/y;
/** Text up to the next markup or reference; `]]>` may stand in no text. */
const TEXT = /[^<&]*/y;

class FragmentScan {
  private at = 0;
  /** The prefixes declared by each open element, outermost first. */
  private readonly scopes: Set<string>[] = [];

  constructor(private readonly raw: string) {}

  /** Reads one element and everything in it; false where it is not well-formed. */
  element(): boolean {
    this.space();
    const open: string[] = [];
    do {
      if (!this.take('<')) return false;
      if (this.take('/')) {
        const name = this.name();
        this.space();
        if (name === null || name !== open.pop() || !this.take('>')) return false;
        this.scopes.pop();
      } else {
        const name = this.name();
        if (name === null || !this.startTag(name, open.length === 0)) return false;
        if (this.take('/>')) this.scopes.pop();
        else if (this.take('>')) open.push(name);
        else return false;
      }
      if (open.length > 0 && !this.content()) return false;
    } while (open.length > 0);
    return true;
  }

  /** Past white space, whether nothing is left. */
  atEnd(): boolean {
    this.space();
    return this.at === this.raw.length;
  }

  /** Text, references, comments, CDATA and processing instructions, up to the next tag (or the end). */
  private content(): boolean {
    for (;;) {
      const text = this.match(TEXT) ?? '';
      if (text.includes(']]>')) return false;
      if (this.at >= this.raw.length) return false; // an element left open
      if (this.raw[this.at] === '&') {
        if (!this.reference()) return false;
      } else if (this.take('<!--')) {
        const end = this.raw.indexOf('--', this.at);
        if (end < 0 || this.raw[end + 2] !== '>') return false;
        this.at = end + 3;
      } else if (this.take('<![CDATA[')) {
        if (!this.past(']]>')) return false;
      } else if (this.take('<?')) {
        // A target that is a name, never `xml` (the declaration stands first in a file, nowhere else).
        const target = this.name();
        if (target === null || target.toLowerCase() === 'xml' || !this.past('?>')) return false;
      } else if (this.raw.startsWith('<!', this.at)) {
        return false;
      } else return true; // a tag: element() reads it
    }
  }

  /** A start tag's attributes, and its prefixes: each used inside the element declared within it (`outer`: the element's own is not judged here). */
  private startTag(name: string, outer: boolean): boolean {
    const declared = new Set<string>();
    const prefixed: string[] = outer ? [] : [name];
    const seen = new Set<string>();
    for (;;) {
      const spaced = this.space();
      const attribute = this.name();
      if (attribute === null) break;
      if (!spaced || seen.has(attribute)) return false;
      seen.add(attribute);
      this.space();
      if (!this.take('=')) return false;
      this.space();
      const quote = this.raw[this.at];
      if (quote !== '"' && quote !== "'") return false;
      const end = this.raw.indexOf(quote, this.at + 1);
      if (end < 0) return false;
      const value = this.raw.slice(this.at + 1, end);
      if (value.includes('<') || !referencesKnown(value)) return false;
      this.at = end + 1;
      if (attribute.startsWith('xmlns:')) declared.add(attribute.slice(6));
      else if (attribute !== 'xmlns') prefixed.push(attribute);
    }
    this.scopes.push(declared);
    return prefixed.every((used) => this.inScope(used));
  }

  /** Whether a name's prefix, if any, is declared by an open element (`xml` always is). */
  private inScope(name: string): boolean {
    const colon = name.indexOf(':');
    if (colon < 0) return true;
    const prefix = name.slice(0, colon);
    return prefix === 'xml' || this.scopes.some((scope) => scope.has(prefix));
  }

  private reference(): boolean {
    REFERENCE.lastIndex = this.at;
    const found = REFERENCE.exec(this.raw);
    if (found === null || !referenceHolds(found)) return false;
    this.at += found[0].length;
    return true;
  }

  private name(): string | null {
    return this.match(NAME);
  }

  /** Skips white space; whether there was any. */
  private space(): boolean {
    return (this.match(SPACE) ?? '').length > 0;
  }

  private take(text: string): boolean {
    if (!this.raw.startsWith(text, this.at)) return false;
    this.at += text.length;
    return true;
  }

  /** Moves past the next `end`; false when there is none. */
  private past(end: string): boolean {
    const at = this.raw.indexOf(end, this.at);
    if (at < 0) return false;
    this.at = at + end.length;
    return true;
  }

  private match(pattern: RegExp): string | null {
    pattern.lastIndex = this.at;
    const found = pattern.exec(this.raw);
    if (found === null) return null;
    this.at += found[0].length;
    return found[0];
  }
}

/** Whether every `&` in an attribute's value starts a reference XML knows without a DTD, to a character it has. */
function referencesKnown(value: string): boolean {
  for (let at = value.indexOf('&'); at >= 0; at = value.indexOf('&', at + 1)) {
    REFERENCE.lastIndex = at;
    const found = REFERENCE.exec(value);
    if (found === null || !referenceHolds(found)) return false;
  }
  return true;
}

/** Whether a character reference names a character XML has (its Char production). */
function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Whether the reference REFERENCE just matched names a known entity or a character XML has. */
function referenceHolds(found: RegExpExecArray): boolean {
  const [, decimal, hex] = found;
  if (decimal === undefined && hex === undefined) return true;
  const code = decimal !== undefined ? Number(decimal) : parseInt(hex!, 16);
  return Number.isSafeInteger(code) && isXmlChar(code);
}
